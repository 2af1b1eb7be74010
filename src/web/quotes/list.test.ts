import { describe, expect, it } from 'vitest';
import {
  dedupe,
  groupByProvider,
  initialListState,
  listReducer,
  listView,
  mergePage,
  nextSkip,
  sortQuotes,
  type ListState,
} from './list';
import { quoteFixture, quotesFixture, responseFixture } from './quotes.fixture';

const ids = (list: { planId: number }[]) => list.map((q) => q.planId);

describe('sorting, de-duplication and grouping (docs/product/quotes.md)', () => {
  it('sorts by priority ascending for Recommended', () => {
    const list = [
      quoteFixture({ planId: 1, priority: 3 }),
      quoteFixture({ planId: 2, priority: 1 }),
      quoteFixture({ planId: 3, priority: 2 }),
    ];
    expect(ids(sortQuotes(list, 'RECOMMENDED'))).toEqual([2, 3, 1]);
  });

  it('sorts by price with "Check premium" plans last, and by cover with unknown cover last', () => {
    const list = [
      quoteFixture({ planId: 1, premium: 900, showPriceOnRequest: 1 }),
      quoteFixture({ planId: 2, premium: 1500, coverAmount: null }),
      quoteFixture({ planId: 3, premium: 1200, coverAmount: 90000 }),
      quoteFixture({ planId: 4, premium: 1200, coverAmount: 150000 }),
    ];
    expect(ids(sortQuotes(list, 'PRICE_ASC'))).toEqual([3, 4, 2, 1]);
    expect(ids(sortQuotes(list, 'COVER_DESC'))).toEqual([4, 3, 1, 2]);
    const sameCover = [
      quoteFixture({ planId: 5, coverAmount: 90000, showPriceOnRequest: 1 }),
      quoteFixture({ planId: 6, coverAmount: 90000 }),
    ];
    expect(ids(sortQuotes(sameCover, 'COVER_DESC'))).toEqual([6, 5]);
  });

  it('keeps the first quote of each providerId + planId pair and drops hidden plans', () => {
    const list = [
      quoteFixture({ planId: 1, providerId: 1, premium: 1 }),
      quoteFixture({ planId: 1, providerId: 2 }),
      quoteFixture({ planId: 1, providerId: 1, premium: 2 }),
      quoteFixture({ planId: 9, isHidden: true }),
    ];
    const out = dedupe(list);
    expect(out.map((q) => [q.providerId, q.planId, q.premium])).toEqual([
      [1, 1, 1],
      [2, 1, list[1]?.premium],
    ]);
  });

  it('de-duplicates appended pages too', () => {
    const first = quotesFixture(10);
    const second = [...quotesFixture(2, 9), ...quotesFixture(3, 11)];
    const merged = mergePage(first, second, true, 'RECOMMENDED');
    expect(ids(merged)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]);
    expect(ids(mergePage(first, second, false, 'RECOMMENDED'))).toEqual([9, 10, 11, 12, 13]);
  });

  it('groups by provider in the order of each insurer first plan', () => {
    const groups = groupByProvider(quotesFixture(5));
    expect(groups.map((g) => [g.providerId, ids(g.quotes)])).toEqual([
      [2, [1, 4]],
      [3, [2, 5]],
      [1, [3]],
    ]);
  });
});

const answer = (n: number, total: number, skip = 0, from = skip + 1) =>
  responseFixture({ quotes: quotesFixture(n, from), totalCount: total, skip, limit: 10 });

function loaded(n: number, total: number): ListState {
  return listReducer(
    listReducer(initialListState('RECOMMENDED'), { type: 'request', enquiryId: 'e', append: false }),
    { type: 'answer', response: answer(n, total), append: false },
  );
}

describe('paging state (docs/product/quotes.md: page size 10, cardsLimit 5, Show More / Show Less)', () => {
  it('starts with the shell, then loading, then the list', () => {
    const s0 = initialListState('COVER_DESC');
    expect(s0.phase).toBe('init');
    expect(s0.sort).toBe('COVER_DESC');
    const s1 = listReducer(s0, { type: 'request', enquiryId: 'e', append: false });
    expect(s1.phase).toBe('loading');
    const s2 = listReducer(s1, { type: 'answer', response: answer(3, 3), append: false });
    expect(s2.phase).toBe('loaded');
    expect(s2.quotes).toHaveLength(3);
  });

  it('shows cardsLimit cards, See More Plans shows all loaded, See Less Plans goes back', () => {
    const s = loaded(10, 25);
    const v = listView(s);
    expect(v.visible).toHaveLength(5);
    expect(v.seeMore).toBe('more');
    expect(v.paging).toBeNull();
    const open = listReducer(s, { type: 'toggleExpanded' });
    expect(listView(open).visible).toHaveLength(10);
    expect(listView(open).seeMore).toBe('less');
    expect(listView(open).paging).toBe('more');
    expect(listView(listReducer(open, { type: 'toggleExpanded' })).visible).toHaveLength(5);
  });

  it('Show More asks for skip + 10 while more remain, Show Less at the end resets to skip 0', () => {
    let s = listReducer(loaded(10, 25), { type: 'toggleExpanded' });
    expect(nextSkip(s)).toBe(10);
    s = listReducer(s, { type: 'request', enquiryId: 'e', append: true });
    expect(s.appending).toBe(true);
    expect(s.phase).toBe('loaded');
    s = listReducer(s, { type: 'answer', response: answer(10, 25, 10), append: true });
    expect(s.quotes).toHaveLength(20);
    expect(nextSkip(s)).toBe(20);
    expect(listView(s).paging).toBe('more');
    s = listReducer(s, { type: 'answer', response: answer(5, 25, 20), append: true });
    expect(s.quotes).toHaveLength(25);
    expect(listView(s).paging).toBe('less');
    s = listReducer(s, { type: 'showLess' });
    expect(s.skip).toBe(0);
    expect(s.quotes).toHaveLength(10);
    expect(listView(s).paging).toBe('more');
  });

  it('needs no paging button when one page holds every quote', () => {
    expect(listView(loaded(4, 4))).toMatchObject({ seeMore: null, paging: null });
    expect(listView(listReducer(loaded(8, 8), { type: 'toggleExpanded' })).paging).toBeNull();
  });

  it('keeps progress on screen while polling, and the list when Show More fails', () => {
    let s = listReducer(initialListState('RECOMMENDED'), { type: 'request', enquiryId: 'e', append: false });
    s = listReducer(s, {
      type: 'answer',
      response: { ...answer(0, 0), status: 'processing' },
      append: false,
    });
    expect(s.phase).toBe('processing');
    s = listReducer(s, { type: 'request', enquiryId: 'e', append: false });
    expect(s.phase).toBe('processing');
    const failedMore = listReducer(loaded(10, 25), { type: 'failed', message: 'x', append: true });
    expect(failedMore.phase).toBe('loaded');
    expect(failedMore.quotes).toHaveLength(10);
    expect(failedMore.errorMessage).toBe('x');
    const failed = listReducer(loaded(10, 25), { type: 'failed', message: 'x', append: false });
    expect(failed.phase).toBe('error');
  });

  it('re-sorts the loaded list when the sort changes', () => {
    const s = listReducer(loaded(5, 5), { type: 'sort', sort: 'PRICE_ASC' });
    const prices = s.quotes.map((q) => q.premium);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });
});
