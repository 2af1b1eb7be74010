/**
 * The CMS calls (decision 0100; docs/product/pages.md 'CMS calls'): what the server and the browser's lists share.
 * A bad query answers 400 VALIDATION_FAILED with the field's issue; these are the other stable codes.
 */
export const CMS_ERROR_CODES = {
  AUTHOR_NOT_FOUND: 'AUTHOR_NOT_FOUND',
  JOURNEY_ELEMENT_NOT_FOUND: 'JOURNEY_ELEMENT_NOT_FOUND',
  UNKNOWN_VISIT: 'UNKNOWN_VISIT',
  QUOTES_NOT_FOUND: 'QUOTES_NOT_FOUND',
} as const;

/** The orders of page data (sortBy and secondarySortBy; docs/product/pages.md 'CMS calls'). */
export const CMS_SORT_KEYS = ['updatedOn', 'createdOn', 'pageViews', 'title'] as const;
export type TCmsSortKey = (typeof CMS_SORT_KEYS)[number];

/** Page data's default page size: 12 on the web, 6 on a phone; at most CMS_LIMIT_MAX. */
export const CMS_LIMIT_WEB = 12;
export const CMS_LIMIT_MOBILE = 6;
export const CMS_LIMIT_MAX = 50;
/** pages_by_page_tag's page size. */
export const CMS_TAG_LIMIT = 20;
export const CMS_SKIP_MAX = 10_000;

/** The CEO blog's list: the first page 6 stories, each 'Load More Stories' 5 more (docs/product/content.md). */
export const CEO_BLOG_FIRST = 6;
export const CEO_BLOG_STEP = 5;

/** One item of page data (GET /api/page_data and the lists built from it). */
export type TCmsPageItem = {
  refUrl: string;
  url: string;
  title: string;
  description: string;
  pageImageUrl: string | null;
  pageImageAltText: string;
  updatedOn: string;
  createdOn: string;
  pageViews: number;
  pageTag: string[];
  productId: number;
  pageTypeId: number;
};

/**
 * A server-paged list's `?page=N` window (decision 0107): the first page holds `first` items, each next one `step`
 * (the CEO blog: 6 then 5; the other lists CMS_LIST_PAGE_SIZE each).
 */
export function cmsListWindow(page: number, first: number, step: number): { skip: number; limit: number } {
  return page <= 1 ? { skip: 0, limit: first } : { skip: first + (page - 2) * step, limit: step };
}

/** How many `?page=` pages a list of `total` items has with that window (1 for an empty list). */
export function cmsListPages(total: number, first: number, step: number): number {
  return total <= first ? 1 : 1 + Math.ceil((total - first) / step);
}

/** The news and article lists' page (and 'Load More') size (decision 0107). */
export const CMS_LIST_PAGE_SIZE = 12;
