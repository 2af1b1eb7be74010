/**
 * The home page's lazy chunk (decision 0113): the banner carousel and its desktop recent searches, and the loader of
 * the phone's RECENT_SEARCHES block. Both widgets are on home only; one chunk keeps home within its four scripts.
 */
export { enhanceHomeBanner } from '../blocks/banner/enhance';
export { loadHomeSearches } from '../recent-searches/home/load';
