import { useEffect, useRef } from 'react';
import { tj, type JourneyStrings } from './strings';

/**
 * The journey's error banner (docs/product/journeys.md 'Form submit failure'): announced as an alert, placed just
 * above the buttons so it shows beside the Next that failed (brought into view when it appears), with Retry when
 * the same submission can simply be sent again (no connection, no answer in time).
 */
export function ErrorBanner({
  message,
  strings,
  onDismiss,
  onRetry,
}: {
  message: string | null;
  strings: JourneyStrings;
  onDismiss(): void;
  onRetry?: (() => void) | undefined;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (message) ref.current?.scrollIntoView?.({ block: 'nearest' });
  }, [message]);
  // The live region stays in the document so that screen readers announce a message added to it.
  return (
    <div className="journey__banner-slot" role="alert" ref={ref}>
      {message ? (
        <div className="journey__banner">
          <p>{message}</p>
          {onRetry ? (
            <button type="button" className="journey__banner-retry" onClick={onRetry}>
              {tj(strings, 'errors.retry')}
            </button>
          ) : null}
          <button type="button" className="journey__banner-close" onClick={onDismiss}>
            {tj(strings, 'errors.dismiss')}
          </button>
        </div>
      ) : null}
    </div>
  );
}
