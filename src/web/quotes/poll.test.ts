import { describe, expect, it } from 'vitest';
import { nextPoll, pollDelay, POLL_LIMIT_MS, POLL_MAX_MS } from './poll';

describe('progress poll (docs/product/quotes.md Progress: bounded, with backoff)', () => {
  it('backs off 1 s, 1.5 s, 2.25 s … up to 5 s', () => {
    expect([0, 1, 2, 3, 4, 5, 10].map(pollDelay)).toEqual([1000, 1500, 2250, 3375, 5000, 5000, POLL_MAX_MS]);
  });
  it('stops when done or past the time limit', () => {
    expect(nextPoll('done', 0, 0)).toBeNull();
    expect(nextPoll('processing', 0, 0)).toBe(1000);
    expect(nextPoll('processing', 8, POLL_LIMIT_MS - 1000)).toBeNull();
    let elapsed = 0;
    let n = 0;
    for (let d = nextPoll('processing', n, elapsed); d !== null; d = nextPoll('processing', ++n, elapsed))
      elapsed += d;
    expect(elapsed).toBeLessThanOrEqual(POLL_LIMIT_MS);
    expect(n).toBeLessThan(30);
  });
});
