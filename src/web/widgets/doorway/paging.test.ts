import { describe, expect, it } from 'vitest';
import { afterPage, collapsed, nextPage, pagingButtons, type DoorwayPaging } from './paging';

/** The server-paged doorway's state (decision 0112): what Expand asks, which buttons show, Collapse. */
describe('doorway paging state', () => {
  const q = 'productId=1&pageTypeId=2&urlPattern=%2Fcar-insurance%2F';
  const start: DoorwayPaging = { first: 6, loaded: 6, total: 14 };

  it('asks the next page from what is loaded, with the page size, while the total exceeds it', () => {
    const url = new URL(`http://x${nextPage(start, q, 6) ?? ''}`);
    expect(url.pathname).toBe('/api/page_data');
    expect(url.searchParams.get('skip')).toBe('6');
    expect(url.searchParams.get('limit')).toBe('6');
    expect(url.searchParams.get('urlPattern')).toBe('/car-insurance/');
    expect(pagingButtons(start)).toEqual({ expand: true, collapse: false });
  });

  it('shows Expand while more remain and Collapse once a page was added; nothing asked at the end', () => {
    const two = afterPage(start, 6, 14);
    expect(two.loaded).toBe(12);
    expect(pagingButtons(two)).toEqual({ expand: true, collapse: true });
    expect(new URL(`http://x${nextPage(two, q, 6) ?? ''}`).searchParams.get('skip')).toBe('12');
    const all = afterPage(two, 2, 14);
    expect(pagingButtons(all)).toEqual({ expand: false, collapse: true });
    expect(nextPage(all, q, 6)).toBeUndefined();
  });

  it('an empty page ends the list (it shrank meanwhile); a bigger total from the server is taken', () => {
    expect(pagingButtons(afterPage(start, 0, 14))).toEqual({ expand: false, collapse: false });
    expect(afterPage(start, 6, 20).total).toBe(20);
  });

  it('Collapse goes back to the server page, and Expand asks page 2 again', () => {
    const back = collapsed(afterPage(afterPage(start, 6, 14), 2, 14));
    expect(back).toEqual(start);
    expect(new URL(`http://x${nextPage(back, q, 6) ?? ''}`).searchParams.get('skip')).toBe('6');
  });

  it('a list that fits one page has neither button', () => {
    expect(pagingButtons({ first: 8, loaded: 8, total: 8 })).toEqual({ expand: false, collapse: false });
  });
});
