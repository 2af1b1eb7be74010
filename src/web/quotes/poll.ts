/**
 * Re-fetching while insurers are priced (decision 0013: the answer says `status: processing` with
 * pricedCount of insurerCount). A bounded poll with backoff: 1 s, 1.5 s, 2.25 s … capped at 5 s, for at most
 * 90 s, then the page says pricing is slow and offers Retry. The island stops it on unmount and when done.
 */
export const POLL_FIRST_MS = 1000;
export const POLL_FACTOR = 1.5;
export const POLL_MAX_MS = 5000;
export const POLL_LIMIT_MS = 90_000;

/** The wait before re-fetch number `attempt` (0 for the first re-fetch). */
export function pollDelay(attempt: number): number {
  return Math.min(POLL_MAX_MS, Math.round(POLL_FIRST_MS * POLL_FACTOR ** Math.max(0, attempt)));
}

/** The next wait, or null when the poll must stop (done, or past its time limit). */
export function nextPoll(status: 'processing' | 'done', attempt: number, elapsedMs: number): number | null {
  if (status !== 'processing') return null;
  const delay = pollDelay(attempt);
  return elapsedMs + delay > POLL_LIMIT_MS ? null : delay;
}
