import { startPageAnalytics } from '../analytics/page-analytics';
import { connectSender, flushEvents } from '../analytics/sender';
import { countPageView } from './page-views';
import { renewSession, runPageSession } from './bootstrap';
import { pageContext } from './context';
import { sendErrorLog } from './log';
import { setOverlayMounter, setSignInOpener, type MountOverlay } from './overlays';
import { configureRequest } from './request';
import { sessionStore } from './store';

/**
 * Everything a page does once after its islands hydrated (entry-client loads this chunk lazily, so the
 * session code and the contracts' zod schemas stay out of the entry chunk and never delay hydration).
 * Marks <html data-session="ready|failed"> when done (browser tests wait on it), and `data-device="new"` when this
 * page load created the device: a device that did not exist before the page owns no enquiry and holds no access
 * grant yet, so per-visitor pages need not ask the server for one (the quotes page, decision 0026).
 */
export async function startSession(opts: {
  mountOverlay: MountOverlay;
  openSignIn?: () => void;
}): Promise<void> {
  setOverlayMounter(opts.mountOverlay);
  if (opts.openSignIn) setSignInOpener(opts.openSignIn);
  configureRequest({ onSessionInvalid: renewSession });
  try {
    // the events of this page wait for its visit, then leave (decision 0108)
    connectSender({
      visitId: () => sessionStore.getState().session.visitId,
      productId: pageContext()?.countryProductId,
    });
    sessionStore.subscribe((s, prev) => {
      if (s.session.visitId && !prev.session.visitId) flushEvents();
    });
    startPageAnalytics(pageContext());
  } catch {
    // analytics must never stop the session
  }
  const started = performance.now();
  try {
    const result = await runPageSession();
    if (result.deviceCreated) document.documentElement.dataset.device = 'new';
    document.documentElement.dataset.session = result.token ? 'ready' : 'failed';
    // An article, news or CEO blog page counts its view once the visit is known (decision 0107).
    if (result.token) void countPageView(pageContext(), result.visitId).catch(() => undefined);
  } catch (err) {
    document.documentElement.dataset.session = 'failed';
    sendErrorLog({
      errorInfo: 'session bootstrap threw',
      statusCode: 0,
      message: err instanceof Error ? err.message : String(err),
      requestUrl: location.pathname,
      durationMs: performance.now() - started,
    });
  }
}
