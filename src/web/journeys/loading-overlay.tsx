import { tj, type JourneyStrings } from './strings';

/** Loading overlay over the form while a call is in flight (docs/product/journeys.md). */
export function LoadingOverlay({ show, strings }: { show: boolean; strings: JourneyStrings }) {
  if (!show) return null;
  return (
    <div className="journey__overlay" role="status" aria-live="polite">
      <span className="journey__spinner" aria-hidden="true" />
      <span>{tj(strings, 'loading')}</span>
    </div>
  );
}
