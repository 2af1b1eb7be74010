import { redactText } from '../../shared/rules/redact';
import { LOCALES } from '../../shared/domain/locales';
import { PARTNER_SEGMENTS } from '../../shared/domain/routing';

/**
 * Tag-manager data layer events (docs/product/analytics.md 'Analytics events'). The union is the whole vocabulary: an event
 * or field that is not declared here does not compile.
 */
export type PageViewEvent = { event: 'pageView'; pageName: string; userType: 'guest'; pagePath: string };
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

/**
 * Drops every field whose value looks like personal data (redaction would change it): a mobile number typed
 * into a label, an email in a promotion name. Only strings, finite numbers and booleans pass; the event name
 * always stays.
 */
export function sanitizeEvent<E extends AnalyticsEvent>(e: E): Partial<E> & { event: E['event'] } {
  const out: Record<string, unknown> = { event: e.event };
  for (const [k, v] of Object.entries(e)) {
    if (k === 'event') continue;
    if (typeof v === 'boolean') out[k] = v;
    else if (
      (typeof v === 'string' || (typeof v === 'number' && Number.isFinite(v))) &&
      redactText(String(v)) === String(v)
    ) {
      out[k] = v;
    }
  }
  return out as Partial<E> & { event: E['event'] };
}

/** Pushes one event to window.dataLayer (created when missing). Never throws. */
export function track(e: AnalyticsEvent): void {
  try {
    const w = window as DataLayerWindow;
    w.dataLayer = w.dataLayer ?? [];
    w.dataLayer.push(sanitizeEvent(e));
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
