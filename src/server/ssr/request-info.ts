/** Moved to src/server/lib/request.ts; this re-export goes once the page route imports it from there. */
export { isMobileRequest, themeFromCookie } from '../lib/request';
