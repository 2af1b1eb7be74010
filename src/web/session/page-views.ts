import type { TPageContext } from '../../shared/contracts/page-context';
import { apiPost } from './request';

/**
 * Page types whose views are counted (decision 0107): articles (2), news (24) and CEO blog stories (53). The server
 * counts a page once per visit (decision 0100), so a reload or a second tab changes nothing.
 */
const COUNTED_PAGE_TYPES: ReadonlySet<number> = new Set([2, 24, 53]);

let sent = false;

/**
 * Sends `increment_page_view` once per page load, after the session started (it takes the device token and the
 * visit). Best effort: a failure is not retried and never shown; `data-page-view` on <html> says 'sent' or
 * 'failed' (browser tests wait on it).
 */
export async function countPageView(
  ctx: TPageContext | undefined,
  visitId: number | undefined,
): Promise<void> {
  if (sent || !ctx || !visitId || !COUNTED_PAGE_TYPES.has(ctx.pageTypeId)) return;
  sent = true;
  const r = await apiPost('/api/increment_page_view', { url: ctx.path, visitId }, { quietStatuses: [404] });
  document.documentElement.dataset.pageView = r.ok ? 'sent' : 'failed';
}
