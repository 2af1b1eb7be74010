import { LOCALES } from '../../shared/domain/locales';
import { PARTNER_SEGMENTS } from '../../shared/domain/routing';
import { sendEvent } from './sender';

/**
 * Tag-manager data layer events (docs/product/analytics.md 'Analytics events'). The union is the whole vocabulary: an event
 * or field that is not declared here does not compile.
 */
export type PageViewEvent = {
  event: 'pageView';
  pageName: string;
  userType: 'guest';
  pagePath: string;
  /** The page's product (page context), for our own events table. */
  productId?: number;
};
export type LeavingPageEvent = { event: 'leavingPage'; pagePath: string };
export type ButtonClickEvent = {
  event: 'buttonClick';
  buttonLabel: string;
  section?: string;
  productId?: number;
};
export type PromotionClickEvent = {
  event: 'promotionClick';
  promotionName: string;
  promotionPosition?: number | string;
  productId?: number;
};
export type IconClickEvent = {
  event: 'iconClick';
  iconName: string;
  iconPosition: number | string;
  productId: number;
};
export type CategoryViewedEvent = {
  event: 'categoryViewed';
  productLabel: string;
  sourceProductId: number;
  productId: number;
};
/** docs/product/analytics.md 'REDIRECT navigates and records form-submit-success'; docs/product/analytics.md 'Submission event fires lead count 1'. */
export type FormSubmitSuccessEvent = {
  event: 'formSubmitSuccess';
  productId: number;
  formKey: string;
  leadCount: 1;
};

export type AnalyticsEvent =
  | PageViewEvent
  | LeavingPageEvent
  | ButtonClickEvent
  | PromotionClickEvent
  | IconClickEvent
  | CategoryViewedEvent
  | FormSubmitSuccessEvent;

/** docs/product/analytics.md: categoryViewed uses 999 when a product id is unknown. */
export const UNKNOWN_PRODUCT_ID = 999;

type DataLayerWindow = Window & { dataLayer?: unknown[] };

let sanitize: (<E extends AnalyticsEvent>(e: E) => Partial<E>) | undefined;
const waiting: AnalyticsEvent[] = [];

function pushToDataLayer(layer: unknown[], e: AnalyticsEvent): void {
  if (sanitize) layer.push(sanitize(e));
  else if (waiting.push(e) === 1)
    import('./sanitize').then(
      (m) => {
        sanitize = m.sanitizeEvent;
        for (const ev of waiting.splice(0)) layer.push(m.sanitizeEvent(ev));
      },
      () => void waiting.splice(0),
    );
}

/**
 * One event: to our own events table (`sender.ts`: its name and product only) and, when the page has a data layer
 * (the tag manager's loader creates it, `tag-manager.ts`), to `window.dataLayer`. Without one nothing reads it,
 * so its personal-data filter (`sanitize.ts`, the redaction rules) is a chunk of its own, fetched with the first
 * event that needs it; events wait for it in order (decision 0108). Never throws.
 */
export function track(e: AnalyticsEvent): void {
  try {
    sendEvent(e.event, { productId: 'productId' in e ? e.productId : undefined });
    const layer = (window as DataLayerWindow).dataLayer;
    if (Array.isArray(layer)) pushToDataLayer(layer, e);
  } catch {
    // analytics must never break the page
  }
}

const LANG_PREFIXES = new Set<string>([...LOCALES.map((l) => l.prefix).filter(Boolean), 'en-ae']);

/** A stable page name from a public path: no language prefix, no partner segment; '/' is 'home'. */
export function pageNameOf(path: string): string {
  const segments = path
    .split('/')
    .filter((s) => s && !LANG_PREFIXES.has(s) && !(PARTNER_SEGMENTS as readonly string[]).includes(s));
  return segments.length ? segments.join('/') : 'home';
}

export function pageViewEvent(path: string): PageViewEvent {
  return { event: 'pageView', pageName: pageNameOf(path), userType: 'guest', pagePath: path };
}

export function categoryViewedEvent(i: {
  productLabel: string;
  sourceProductId?: number | undefined;
  productId?: number | undefined;
}): CategoryViewedEvent {
  return {
    event: 'categoryViewed',
    productLabel: i.productLabel,
    sourceProductId: i.sourceProductId ?? UNKNOWN_PRODUCT_ID,
    productId: i.productId ?? UNKNOWN_PRODUCT_ID,
  };
}
