import { QUOTES_ERROR_CODES } from '../../shared/contracts/quotes-api-constants';
import { IDEMPOTENCY_ERROR_CODES } from '../../shared/domain/idempotency';
import type { ApiResult } from '../session/request';
import { serverMessage } from './api';

/**
 * The Buy dialog's rules (decision 0087; docs/product/policies.md): what the handoff preview answers, what a Buy
 * answer means, and the dialog's states. Pure, so they are unit-tested without a browser; zod-free, so the
 * contracts' schemas stay out of the quotes chunks.
 */

/** GET /api/quotes/{quoteId}/handoff-preview: what the visitor is shown before leaving for the insurer. */
export type HandoffPreview = {
  insurer: { code: string; name: string; logo: string | null };
  planName: string;
  price: Price;
  /** What will be sent to the insurer: labels in the page language, personal values masked by the server. */
  sent: { key: string; label: string; value: string }[];
  validUntil: string | null;
};

/** Money in fils (docs/product/policies.md): the premium, its VAT and the total the insurer honours. */
export type Price = { premiumFils: number; vatFils: number; totalFils: number };

/** A 409 QUOTE_REPRICED answer's data: the new quote and its price. */
export type Repriced = Price & { quoteId: string };

const obj = (v: unknown): Record<string, unknown> | undefined =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : undefined;
const fils = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0;
const str = (v: unknown): v is string => typeof v === 'string';

function priceOf(v: unknown): Price | undefined {
  const p = obj(v);
  if (!p || !fils(p.premiumFils) || !fils(p.vatFils) || !fils(p.totalFils)) return undefined;
  return { premiumFils: p.premiumFils, vatFils: p.vatFils, totalFils: p.totalFils };
}

/** The preview when the answer has its shape (extra fields are ignored), else undefined. */
export function previewOf(v: unknown): HandoffPreview | undefined {
  const b = obj(v);
  const insurer = obj(b?.insurer);
  const price = priceOf(b?.price);
  if (!b || !insurer || !price || !str(insurer.name) || !str(b.planName) || !Array.isArray(b.sent))
    return undefined;
  const sent: HandoffPreview['sent'] = [];
  for (const item of b.sent.slice(0, 50)) {
    const s = obj(item);
    if (!s || !str(s.label) || !(str(s.value) || typeof s.value === 'number')) return undefined;
    sent.push({ key: str(s.key) ? s.key : s.label, label: s.label, value: String(s.value) });
  }
  return {
    insurer: {
      code: str(insurer.code) ? insurer.code : '',
      name: insurer.name,
      logo: str(insurer.logo) && insurer.logo ? insurer.logo : null,
    },
    planName: b.planName,
    price,
    sent,
    validUntil: str(b.validUntil) ? b.validUntil : null,
  };
}

/** A response checker for the request helper (its `schema` option). */
export const previewParser = {
  safeParse(value: unknown): { success: boolean; data?: HandoffPreview } {
    const data = previewOf(value);
    return data ? { success: true, data } : { success: false };
  },
};

/** The new quote of a 409 QUOTE_REPRICED body, when it carries one. */
export function repricedOf(body: unknown): Repriced | undefined {
  const b = obj(body);
  if (b?.code !== 'QUOTE_REPRICED') return undefined;
  const data = obj(b.data);
  const price = priceOf(data);
  if (!data || !price || !str(data.quoteId) || !/^[A-Za-z0-9_-]{1,40}$/.test(data.quoteId)) return undefined;
  return { ...price, quoteId: data.quoteId };
}

/**
 * Where Buy may send the visitor (the journey's rule for redirectToInsurer, journeys/placeholders.ts, restated here
 * so the Buy chunk shares no module with the journey's first load, decision 0075): a path on this origin, this
 * origin, or an https address (the server allows only its own origin and the configured insurer hosts).
 */
export function insurerTarget(url: string, origin: string): string | null {
  if (/^\/(?![/\\])/.test(url)) return url;
  try {
    const u = new URL(url);
    if (u.origin === origin) return u.pathname + u.search + u.hash;
    if (u.protocol === 'https:') return u.href;
  } catch {
    // not an address
  }
  return null;
}

export type BuyTexts = { generic: string; offline: string; stillWorking: string };

export type BuyOutcome =
  | { kind: 'navigate'; url: string }
  | { kind: 'repriced'; repriced: Repriced }
  | { kind: 'error'; message: string };

/**
 * What a Buy answer means (docs/product/policies.md): a `redirectToInsurer` of type REDIRECT navigates at once
 * (the journey's own rule, spec 000: this origin, or https for the insurer's host which the server allows);
 * 409 QUOTE_REPRICED shows the new price and asks again; any other failure speaks, never silently.
 */
export function buyOutcome(result: ApiResult<unknown>, origin: string, texts: BuyTexts): BuyOutcome {
  if (!result.ok) {
    const repriced = result.status === 409 ? repricedOf(result.body) : undefined;
    if (repriced) return { kind: 'repriced', repriced };
    if (result.code === IDEMPOTENCY_ERROR_CODES.IDEMPOTENCY_IN_PROGRESS)
      return { kind: 'error', message: texts.stillWorking };
    if (result.code === 'NETWORK_ERROR' || result.code === 'TIMEOUT')
      return { kind: 'error', message: texts.offline };
    return { kind: 'error', message: serverMessage(result, texts.generic) };
  }
  const redirect = obj(obj(result.data)?.redirectToInsurer);
  const url = obj(redirect?.config)?.url;
  if (redirect?.type === 'REDIRECT' && str(url) && url) {
    const target = insurerTarget(url, origin);
    if (target) return { kind: 'navigate', url: target };
  }
  return { kind: 'error', message: texts.generic };
}

/** The enquiry's number is not proved yet (409 MOBILE_NOT_VERIFIED): the number and its code come first. */
export const needsNumber = (result: ApiResult<unknown>): boolean =>
  !result.ok && result.code === QUOTES_ERROR_CODES.MOBILE_NOT_VERIFIED;

/** The message of a preview that could not be loaded. */
export function loadFailure(result: Extract<ApiResult<unknown>, { ok: false }>, texts: BuyTexts): string {
  if (result.code === 'NETWORK_ERROR' || result.code === 'TIMEOUT') return texts.offline;
  return serverMessage(result, texts.generic);
}

/** The dialog's states: the preview loading, failed, shown (sending, an error, repriced), or leaving. */
export type BuyState =
  | { kind: 'loading' }
  | { kind: 'loadFailed'; message: string }
  | {
      kind: 'ready';
      preview: HandoffPreview;
      /** The quote Continue buys: the chosen one, or the re-priced one the visitor was shown. */
      quoteId: string;
      reminderConsent: boolean;
      sending: boolean;
      error: string | null;
      /** The price changed: shown above the figures until the visitor continues. */
      repriced: boolean;
    }
  | { kind: 'leaving'; preview: HandoffPreview; url: string };

export type BuyEvent =
  | { type: 'load' }
  | { type: 'loaded'; preview: HandoffPreview; quoteId: string }
  | { type: 'loadFailed'; message: string }
  | { type: 'reminder'; on: boolean }
  | { type: 'send' }
  | { type: 'outcome'; outcome: BuyOutcome };

export function buyReducer(state: BuyState, event: BuyEvent): BuyState {
  switch (event.type) {
    case 'load':
      return { kind: 'loading' };
    case 'loaded':
      return {
        kind: 'ready',
        preview: event.preview,
        quoteId: event.quoteId,
        reminderConsent: false,
        sending: false,
        error: null,
        repriced: false,
      };
    case 'loadFailed':
      return { kind: 'loadFailed', message: event.message };
    case 'reminder':
      return state.kind === 'ready' ? { ...state, reminderConsent: event.on } : state;
    case 'send':
      return state.kind === 'ready' && !state.sending ? { ...state, sending: true, error: null } : state;
    case 'outcome': {
      if (state.kind !== 'ready') return state;
      const o = event.outcome;
      if (o.kind === 'navigate') return { kind: 'leaving', preview: state.preview, url: o.url };
      if (o.kind === 'error') return { ...state, sending: false, error: o.message };
      const { quoteId, ...price } = o.repriced;
      return {
        ...state,
        sending: false,
        error: null,
        repriced: true,
        quoteId,
        preview: { ...state.preview, price },
      };
    }
  }
}

/** An amount in fils as the dialog's money formatter takes it (AED with fils). */
export const aed = (f: number): number => f / 100;
