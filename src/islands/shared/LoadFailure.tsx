/** A failed load: what went wrong and a way to try again, never a blank screen. */
export default function LoadFailure({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="alert" role="alert">
      <p>{message}</p>
      <button className="btn btn--ghost" type="button" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}
