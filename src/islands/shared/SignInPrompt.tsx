import { useStore } from '@nanostores/react';
import type { ReactNode } from 'react';
import { $authBusy, signIn } from '../../lib/stores/customer.ts';

/** What a signed-out visitor sees where their own data would be: why, and a Sign In button. */
export default function SignInPrompt({ children }: { children: ReactNode }) {
  const busy = useStore($authBusy);
  return (
    <div className="empty">
      {children}
      <button className="btn" type="button" disabled={busy} aria-busy={busy} onClick={() => void signIn()}>
        Sign In
      </button>
    </div>
  );
}
