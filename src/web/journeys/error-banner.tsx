import { tj, type JourneyStrings } from './strings';

/** The journey's error banner (docs/product/journeys.md 'Form submit failure'): announced as an alert. */
export function ErrorBanner({
  message,
  strings,
  onDismiss,
}: {
  message: string | null;
  strings: JourneyStrings;
  onDismiss(): void;
}) {
  // The live region stays in the document so that screen readers announce a message added to it.
  return (
    <div className="journey__banner-slot" role="alert">
      {message ? (
        <div className="journey__banner">
          <p>{message}</p>
          <button type="button" className="journey__banner-close" onClick={onDismiss}>
            {tj(strings, 'errors.dismiss')}
          </button>
        </div>
      ) : null}
    </div>
  );
}
