import type { ALERT, LOADING, SIGN_IN_PROMPT } from '../../lib/screens/common-parts.ts';
import type { PartProps } from './render-parts.tsx';

export function Loading({ text }: PartProps<typeof LOADING>) {
  return <p className="muted">{text}</p>;
}

export function Alert({ message }: PartProps<typeof ALERT>) {
  return (
    <p className="alert" role="alert">
      {message}
    </p>
  );
}

/**
 * Sign In answers the press itself, before and after React (src/lib/identity/sign-in-buttons.ts): the popup must open
 * in direct response to the tap, which a press replayed after React has loaded cannot promise.
 */
export function SignInPrompt({ text }: PartProps<typeof SIGN_IN_PROMPT>) {
  return (
    <div className="empty">
      <p>{text}</p>
      <button className="btn" type="button" data-sign-in="">
        Sign In
      </button>
    </div>
  );
}

export function EmptyCart() {
  return (
    <div className="empty">
      <p>Your cart is empty.</p>
      <a className="btn" href="/restaurants">
        Browse Restaurants
      </a>
    </div>
  );
}
