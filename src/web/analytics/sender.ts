import type { ANALYTICS_EVENT_NAMES } from '../../shared/contracts/analytics-constants';

/**
 * The analytics sender (docs/product/analytics.md 'Events the business reads'; decisions 0103 and 0108): events of
 * the visit, batched, to POST /api/analytics/events. An event is a name, a time, the page's path, and at most a
 * product id and the id of one of our own form fields: never what a visitor typed. Batches of at most 20 leave 2 s
 * after their first event, at once with `leavingPage`, and only once the session start knows the visit.
 */
export type AnalyticsEventName = (typeof ANALYTICS_EVENT_NAMES)[number];
type SentEvent = {
  name: AnalyticsEventName;
  at: string;
  pagePath: string;
  productId?: number;
  fieldId?: string;
};

/**
 * The call, its batch size and the contract's field id (src/shared/contracts/analytics.ts), written here: the
 * constants module imports the redaction rules, which a page must not download (decision 0108). `sender.test.ts`
 * keeps them equal.
 */
export const EVENTS_URL = '/api/analytics/events';
export const BATCH_MAX = 20;
const FIELD_ID = /^[A-Za-z][\w.-]{0,63}$/;
const BATCH_DELAY_MS = 2000;

let queue: SentEvent[] = [];
/** What the session start hands over (`connectSender`): the visit once known, and the page's product. */
let visitOf: () => number | undefined = () => undefined;
let pageProduct: number | undefined;
let timer: ReturnType<typeof setTimeout> | undefined;

/** Queues one event; `leavingPage` sends what is queued at once (with keepalive, as the page goes). */
export function sendEvent(
  name: AnalyticsEventName,
  opts: { productId?: number | undefined; fieldId?: string | undefined } = {},
): void {
  try {
    const e: SentEvent = { name, at: new Date().toISOString(), pagePath: location.pathname.slice(0, 512) };
    const { fieldId } = opts;
    // the page's product unless the event names another (a lead's, a clicked link's)
    const productId = opts.productId ?? pageProduct;
    if (productId && Number.isInteger(productId) && productId > 0 && productId < 10_000)
      e.productId = productId;
    if (fieldId && FIELD_ID.test(fieldId)) e.fieldId = fieldId;
    queue.push(e);
    if (name === 'leavingPage') flushEvents();
    else timer ??= setTimeout(flushEvents, BATCH_DELAY_MS);
  } catch {
    // analytics must never break the page
  }
}

/**
 * Sends every queued event, in batches of at most 20, when the visit is known (else they wait for it). Each
 * answer is read to its end: Chromium counts an unread answer as an open request (decision 0103).
 */
export function flushEvents(): void {
  clearTimeout(timer);
  timer = undefined;
  const visitId = visitOf();
  if (!visitId) return;
  while (queue.length) {
    const events = queue.splice(0, BATCH_MAX);
    fetch(EVENTS_URL, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ visitId, events }),
      credentials: 'omit',
      keepalive: true,
    })
      .then((r) => r.arrayBuffer())
      .catch(() => undefined);
  }
}

/**
 * Called by the session start (src/web/session/start.ts), which owns the visit: events wait for it, then leave
 * (the session start calls `flushEvents` when the visit is known). This module imports nothing of the session.
 */
export function connectSender(o: {
  visitId: () => number | undefined;
  productId?: number | undefined;
}): void {
  visitOf = o.visitId;
  pageProduct = o.productId;
}

/** Test hook. */
export function resetSender(): void {
  clearTimeout(timer);
  timer = undefined;
  queue = [];
  visitOf = () => undefined;
  pageProduct = undefined;
}
