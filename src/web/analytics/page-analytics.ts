import type { TPageContext } from '../../shared/contracts/page-context';
import { pageViewEvent, track } from './events';
import { loadTagManager } from './tag-manager';

let started = false;

/** Once per page load (entry-client → session start): pageView now, leavingPage on pagehide. */
export function startPageAnalytics(ctx: TPageContext | undefined): void {
  if (started) return;
  started = true;
  track(pageViewEvent(location.pathname));
  window.addEventListener('pagehide', () => track({ event: 'leavingPage', pagePath: location.pathname }));
  loadTagManager(ctx?.tagManagerId);
}
