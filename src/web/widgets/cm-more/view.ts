/** Widths up to 992 px are the mobile view (docs/product/pages.md 'Mobile breakpoint 992 px'). */
export const MOBILE_QUERY = '(max-width: 992px)';

/** Which of `count` items show: all when expanded, else the first `limit`; and whether a toggle is needed. */
export function moreView(
  count: number,
  limit: number,
  expanded: boolean,
): { shown: (i: number) => boolean; toggle: boolean } {
  return { shown: (i) => expanded || i < limit, toggle: count > limit };
}
