import { describe, expect, it } from 'vitest';
import { compareQuotes } from '../../src/server/modules/quotes/domain/listing';
import type { TNetworkMatch, TQuote } from '../../src/shared/contracts/quotes-api';
import { sortQuotes } from '../../src/web/quotes/list';
import { quoteFixture } from '../../src/web/quotes/quotes.fixture';

/**
 * Keep my doctor (decisions 0095, 0099): the browser re-sorts appended pages by NETWORK_MATCH_DESC, so its order must
 * be the server's exactly (the most matched first, then PRICE_ASC: price on request last, the premium, priority).
 */
const match = (matched: number): TNetworkMatch => ({
  matched,
  total: 3,
  hospitals: [1, 2, 3].map((i) => ({ providerId: i, providerName: `Place ${i}`, inNetwork: i <= matched })),
});

describe('NETWORK_MATCH_DESC in the browser and on the server', () => {
  it('gives one order for the same quotes, in any input order', () => {
    const quotes: TQuote[] = [];
    let n = 0;
    for (const matched of [0, 1, 3, 2])
      for (const premium of [1200, 800, 800])
        for (const onRequest of [0, 1])
          quotes.push(
            quoteFixture({
              planId: ++n,
              premium,
              priority: (n * 7) % 11,
              showPriceOnRequest: onRequest,
              networkMatch: match(matched),
            }),
          );
    const server = [...quotes].sort(compareQuotes('NETWORK_MATCH_DESC', (q) => q.networkMatch?.matched ?? 0));
    const ids = (l: readonly TQuote[]) => l.map((q) => q.planId);
    expect(ids(sortQuotes(quotes, 'NETWORK_MATCH_DESC'))).toEqual(ids(server));
    expect(ids(sortQuotes([...quotes].reverse(), 'NETWORK_MATCH_DESC'))).toEqual(ids(server));
    expect(sortQuotes(quotes, 'NETWORK_MATCH_DESC')[0]?.networkMatch?.matched).toBe(3);
  });
});
