import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { cardQuoteFixture, cardsResponseFixture } from '../blocks/credit-cards/credit-cards.fixture';
import {
  debounceChange,
  debounceFlush,
  debounceTick,
  filtersKey,
  hasMore,
  initialListingState,
  listingReducer,
  mergeQuotes,
  needsReload,
  nextPage,
  showsNoResults,
  toggleId,
  type DebounceState,
  type ListingState,
} from './listing';

const DEFAULTS = { income: 50_000, bankIds: [], featureIds: [], rewardTypeIds: [] };
const loaded = (): ListingState =>
  initialListingState(DEFAULTS, { filters: DEFAULTS, response: cardsResponseFixture() });

describe('the listing reducer (docs/product/cards.md Credit cards listing)', () => {
  it('starts from the server-rendered page: loaded, nothing to reload (the first render loads nothing)', () => {
    const s = loaded();
    expect(s.phase).toBe('loaded');
    expect(s.quotes).toHaveLength(2);
    expect(needsReload(s)).toBe(false);
    expect(initialListingState(DEFAULTS, null).phase).toBe('empty');
    expect(needsReload(initialListingState(DEFAULTS, null))).toBe(true);
  });

  it('a filter change updates the filters only; the list waits for the reload', () => {
    let s = listingReducer(loaded(), { type: 'setIncome', income: 8_000 });
    s = listingReducer(s, { type: 'toggle', kind: 'bankIds', id: 3 });
    expect(s.filters).toEqual({ income: 8_000, bankIds: [3], featureIds: [], rewardTypeIds: [] });
    expect(s.applied).toEqual(DEFAULTS);
    expect(needsReload(s)).toBe(true);
    // Toggling back and restoring the income: nothing to ask.
    s = listingReducer(s, { type: 'toggle', kind: 'bankIds', id: 3 });
    s = listingReducer(s, { type: 'setIncome', income: 50_000 });
    expect(needsReload(s)).toBe(false);
  });

  it('a FILTERS answer replaces the list; a LOAD_MORE answer appends without repeating a card', () => {
    let s = listingReducer(loaded(), { type: 'setIncome', income: 8_000 });
    s = listingReducer(s, { type: 'request', mode: 'FILTERS', id: 1 });
    expect(s).toMatchObject({ phase: 'loaded', reloading: true });
    const filters = { ...DEFAULTS, income: 8_000 };
    const page1 = cardsResponseFixture({
      quotes: [cardQuoteFixture({ planId: 1 })],
      totalCount: 3,
      income: 8_000,
    });
    s = listingReducer(s, { type: 'answer', mode: 'FILTERS', id: 1, filters, response: page1 });
    expect(s.quotes.map((q) => q.planId)).toEqual([1]);
    expect(s.applied).toEqual(filters);
    expect(s.reloading).toBe(false);
    expect(hasMore(s)).toBe(true);
    expect(nextPage(s)).toEqual({ skip: 1, limit: 10 });
    s = listingReducer(s, { type: 'request', mode: 'LOAD_MORE', id: 2 });
    expect(s.appending).toBe(true);
    const page2 = cardsResponseFixture({
      quotes: [
        cardQuoteFixture({ planId: 1 }),
        cardQuoteFixture({ planId: 2 }),
        cardQuoteFixture({ planId: 3 }),
      ],
      totalCount: 3,
      skip: 1,
    });
    s = listingReducer(s, { type: 'answer', mode: 'LOAD_MORE', id: 2, filters, response: page2 });
    expect(s.quotes.map((q) => q.planId)).toEqual([1, 2, 3]);
    expect(hasMore(s)).toBe(false);
  });

  it('drops the answer of a request a newer one replaced', () => {
    let s = listingReducer(loaded(), { type: 'request', mode: 'FILTERS', id: 1 });
    s = listingReducer(s, { type: 'request', mode: 'FILTERS', id: 2 });
    const stale = cardsResponseFixture({ quotes: [] });
    expect(
      listingReducer(s, { type: 'answer', mode: 'FILTERS', id: 1, filters: DEFAULTS, response: stale }),
    ).toBe(s);
    expect(listingReducer(s, { type: 'failed', mode: 'FILTERS', id: 1, message: 'x' })).toBe(s);
  });

  it('reset restores the defaults; a failure keeps the list and asks again on the next change', () => {
    let s = listingReducer(loaded(), { type: 'toggle', kind: 'featureIds', id: 5 });
    s = listingReducer(s, { type: 'reset' });
    expect(s.filters).toEqual(DEFAULTS);
    s = listingReducer(s, { type: 'request', mode: 'LOAD_MORE', id: 7 });
    s = listingReducer(s, {
      type: 'failed',
      mode: 'LOAD_MORE',
      id: 7,
      message: 'We could not load the cards.',
    });
    expect(s).toMatchObject({
      phase: 'loaded',
      appending: false,
      errorMessage: 'We could not load the cards.',
    });
    expect(s.quotes).toHaveLength(2);
    expect(needsReload(s)).toBe(true);
    const first = listingReducer(initialListingState(DEFAULTS, null), {
      type: 'request',
      mode: 'FILTERS',
      id: 1,
    });
    expect(first.phase).toBe('loading');
    expect(listingReducer(first, { type: 'failed', mode: 'FILTERS', id: 1, message: 'no' }).phase).toBe(
      'error',
    );
  });

  it('shows the no-results card only for an empty answer that is not a popular substitution', () => {
    const empty = cardsResponseFixture({ quotes: [], totalCount: 0 });
    expect(showsNoResults(initialListingState(DEFAULTS, { filters: DEFAULTS, response: empty }))).toBe(true);
    const popular = cardsResponseFixture({ isProviderPopularPlans: true });
    expect(showsNoResults(initialListingState(DEFAULTS, { filters: DEFAULTS, response: popular }))).toBe(
      false,
    );
    expect(showsNoResults(loaded())).toBe(false);
  });

  it('keys filters as sets; toggles and merges ids', () => {
    expect(filtersKey({ ...DEFAULTS, bankIds: [3, 1] })).toBe(filtersKey({ ...DEFAULTS, bankIds: [1, 3] }));
    expect(filtersKey({ ...DEFAULTS, bankIds: [1] })).not.toBe(filtersKey({ ...DEFAULTS, featureIds: [1] }));
    expect(toggleId([1, 2], 2)).toEqual([1]);
    expect(toggleId([1], 2)).toEqual([1, 2]);
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 1, max: 40 })),
        fc.integer({ min: 1, max: 40 }),
        (ids, id) => {
          expect(toggleId(toggleId(ids, id), id).sort()).toEqual([...ids].sort());
        },
      ),
    );
    const a = [cardQuoteFixture({ planId: 1 }), cardQuoteFixture({ planId: 2 })];
    expect(
      mergeQuotes(a, [cardQuoteFixture({ planId: 2 }), cardQuoteFixture({ planId: 4 })]).map((q) => q.planId),
    ).toEqual([1, 2, 4]);
  });
});

describe('the filter debounce (docs/product/cards.md: any change waits 500 ms)', () => {
  /** Feeds changes at the given times and ticks every 10 ms; returns when the requests fired. */
  function run(changes: number[], until = 5_000): number[] {
    let s: DebounceState = { dueAt: null };
    const fired: number[] = [];
    const pending = [...changes];
    for (let now = 0; now <= until; now += 10) {
      const tick = debounceTick(s, now);
      s = tick.state;
      if (tick.fire) fired.push(now);
      while (pending.length > 0 && (pending[0] as number) <= now) {
        pending.shift();
        s = debounceChange(s, now, 500);
      }
    }
    return fired;
  }

  it('three quick changes send one request, 500 ms after the last', () => {
    expect(run([0, 100, 200])).toEqual([700]);
  });

  it('changes further apart than the wait send one request each', () => {
    expect(run([0, 1_000])).toEqual([500, 1_500]);
  });

  it('never fires without a change, and never more often than there were pauses', () => {
    expect(run([])).toEqual([]);
    fc.assert(
      fc.property(
        fc.array(
          fc.integer({ min: 0, max: 300 }).map((n) => n * 10),
          { maxLength: 30 },
        ),
        (times) => {
          const sorted = [...times].sort((a, b) => a - b);
          const fired = run(sorted);
          // One request per run of changes less than 500 ms apart, each 500 ms after its run's last change.
          const bursts: number[] = [];
          for (const t of sorted) {
            const last = bursts[bursts.length - 1];
            if (last !== undefined && t - last < 500) bursts[bursts.length - 1] = t;
            else bursts.push(t);
          }
          expect(fired.length).toBe(bursts.length);
          for (const [i, f] of fired.entries()) expect(f).toBe((bursts[i] as number) + 500);
        },
      ),
      { numRuns: 100 },
    );
  });

  it('Search flushes a pending change at once, and nothing when none is pending', () => {
    const pending = debounceChange({ dueAt: null }, 0, 500);
    expect(debounceFlush(pending)).toEqual({ state: { dueAt: null }, fire: true });
    expect(debounceFlush({ dueAt: null }).fire).toBe(false);
  });
});
