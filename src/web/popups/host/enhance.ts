import { journeyCache, record, requestPopup, watchJourneys } from '../manager';
import {
  SIDE_POPUP_DELAY_MS,
  exitIntentSeen,
  footerEligible,
  isExitMove,
  type UnsolicitedPopup,
} from '../rules';
import { MOBILE_BREAKPOINT_PX } from '../../../shared/domain/constants';

/** The popup code: a lazy chunk, fetched only when a popup is about to open (decision 0026 budget). */
const popup = () => import('../popup');

/**
 * The visit's tracking parameters: the session keeps them in `utmParams` (and strips them from the address bar),
 * else the address itself. Read directly: this module is in the entry, which imports no other chunk.
 */
function campaignOf(): Record<string, string> {
  let stored: Record<string, unknown>;
  try {
    stored = JSON.parse(window.sessionStorage.getItem('utmParams') ?? '{}') as Record<string, unknown>;
  } catch {
    stored = {};
  }
  if (!stored || typeof stored !== 'object') stored = {};
  const url = new URLSearchParams(window.location.search);
  const out: Record<string, string> = {};
  for (const [key, name] of [
    ['utmSource', 'utm_source'],
    ['utmMedium', 'utm_medium'],
    ['utmCampaign', 'utm_campaign'],
    ['utmTerm', 'utm_term'],
  ] as const) {
    const v = typeof stored[key] === 'string' ? (stored[key] as string) : url.get(name);
    if (v) out[name] = v.slice(0, 100);
  }
  return out;
}

/** Resolves once the session bootstrap has finished (`<html data-session>`; docs/product/leads.md 'after the device check'). */
function afterSession(run: () => void): void {
  const root = document.documentElement;
  if (root.dataset.session) {
    run();
    return;
  }
  const observer = new MutationObserver(() => {
    if (!root.dataset.session) return;
    observer.disconnect();
    run();
  });
  observer.observe(root, { attributes: true, attributeFilter: ['data-session'] });
}

/**
 * The capture popups' triggers (decision 0034): the footer popup when the page footer comes into view, the exit
 * intent when a desktop pointer leaves through the top of the window, the right-side popup after 45 s. Each asks
 * the manager, which allows one a visit and never over a dialog or a journey in progress.
 */
export function enhancePopupsHost(host: HTMLElement): void {
  const productId = Number(host.dataset.product);
  if (!Number.isInteger(productId) || productId <= 0) return;
  watchJourneys();
  const ask = (name: UnsolicitedPopup, open: (m: Awaited<ReturnType<typeof popup>>) => Promise<boolean>) =>
    requestPopup(productId, name, () => popup().then(open));

  afterSession(() => {
    if (document.documentElement.dataset.session !== 'ready') return;
    // Footer popup: not when the number was already submitted for the product in this tab (docs/product/leads.md).
    const footer = document.querySelector('[data-testid="site-footer"]');
    if (footer && footerEligible(journeyCache(productId)) && 'IntersectionObserver' in window) {
      const io = new IntersectionObserver((entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        if (!footerEligible(journeyCache(productId))) {
          io.disconnect();
          return;
        }
        ask('footer', (m) => m.openFooter(host));
      });
      io.observe(footer);
    }

    // Exit intent: desktop pointer, once, then the one-day cookie (docs/product/leads.md).
    if (host.dataset.exit !== undefined) {
      const desktop = () =>
        window.matchMedia('(pointer: fine)').matches && window.innerWidth > MOBILE_BREAKPOINT_PX;
      const onOut = (e: MouseEvent) => {
        if (!isExitMove(e, desktop())) return;
        if (exitIntentSeen(document.cookie, productId)) record('exit', 'seen');
        else ask('exit', (m) => m.openExitIntent(host));
      };
      document.addEventListener('mouseout', onOut);
    }

    // Splash: only a visit whose campaign asks for one (GET /api/splash decides; decision 0034).
    const utm = campaignOf();
    if (utm.utm_campaign) ask('splash', (m) => m.openSplash(host, utm));

    setTimeout(() => ask('side', (m) => m.openSide(host)), SIDE_POPUP_DELAY_MS);
  });
}
