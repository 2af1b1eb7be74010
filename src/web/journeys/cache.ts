import type { TField, TFieldValue, TForm } from '../../shared/contracts/journey';
import { readRaw, removeRaw, stored, writeRaw } from '../session/storage';

/**
 * The journey's session cache (docs/product/journeys.md 'Session cache': mobileNumber, altMobileNumber, email, name,
 * dateOfBirth, gender, smoker, income, enquiryId, journey field values, and mobileSubmitted, per product).
 * Session storage: it lasts for the tab, like the per-product enquiryId (src/web/session/storage.ts).
 */
export type SessionCache = {
  mobileNumber?: string;
  altMobileNumber?: string;
  email?: string;
  name?: string;
  dateOfBirth?: string;
  gender?: string;
  smoker?: string;
  income?: string | number;
  enquiryId?: string;
  /** Answers by fieldId (contact answers live in the named items above). */
  values?: Record<string, TFieldValue>;
  /** Set when the contact items are the server's masked values: the enquiry that holds the real ones. */
  cachedEnquiryId?: string;
  mobileSubmitted?: boolean;
};

type ContactItem = 'mobileNumber' | 'altMobileNumber' | 'email' | 'name';
const PROFILE_ITEMS = ['dateOfBirth', 'gender', 'smoker', 'income'] as const;

export const cacheKey = (productId: number) => `journeyCache_${productId}`;

export function readCache(productId: number): SessionCache {
  const raw = readRaw('session', cacheKey(productId));
  if (!raw) return {};
  try {
    const v: unknown = JSON.parse(raw);
    return v && typeof v === 'object' && !Array.isArray(v) ? (v as SessionCache) : {};
  } catch {
    return {};
  }
}

export function writeCache(productId: number, cache: SessionCache): void {
  if (Object.keys(cache).length === 0) removeRaw('session', cacheKey(productId));
  else writeRaw('session', cacheKey(productId), JSON.stringify(cache));
}

export function updateCache(productId: number, patch: Partial<SessionCache>): SessionCache {
  const next = { ...readCache(productId), ...patch };
  for (const k of Object.keys(next) as (keyof SessionCache)[]) if (next[k] === undefined) delete next[k];
  writeCache(productId, next);
  return next;
}

/** docs/product/journeys.md 'Reset all cache clears every item except mobileSubmitted.' */
export function resetAllCache(productId: number): void {
  const { mobileSubmitted } = readCache(productId);
  writeCache(productId, mobileSubmitted === undefined ? {} : { mobileSubmitted });
  stored.enquiryId(productId).remove();
}

/**
 * docs/product/journeys.md 'Reset lead details removes enquiryId, and also mobile, alternate mobile and email unless journey
 * type is 14 or the page is in a frame.'
 */
export function resetLeadDetails(productId: number, opts: { journeyType: number; inFrame: boolean }): void {
  const cache = readCache(productId);
  delete cache.enquiryId;
  delete cache.cachedEnquiryId;
  if (opts.journeyType !== 14 && !opts.inFrame) {
    delete cache.mobileNumber;
    delete cache.altMobileNumber;
    delete cache.email;
  }
  writeCache(productId, cache);
  stored.enquiryId(productId).remove();
}

/** The cache item a contact field maps to (mobile types, or the field's trackingId). */
export function contactItemOf(field: TField): ContactItem | undefined {
  if (field.fieldType === 'mobile') return 'mobileNumber';
  if (field.fieldType === 'altMobile') return 'altMobileNumber';
  return field.trackingId;
}

function allFields(forms: readonly TForm[]): TField[] {
  return forms.flatMap((f) => f.screens.flatMap((s) => s.fields));
}

/** Saves the answers: contact values under their named items, the rest by fieldId. */
export function saveAnswers(
  productId: number,
  forms: readonly TForm[],
  values: Readonly<Record<string, TFieldValue>>,
  cachedEnquiryId: string | null,
): void {
  const patch: Partial<SessionCache> = { values: {} };
  const rest: Record<string, TFieldValue> = {};
  const byField = new Map(allFields(forms).map((f) => [f.fieldId, f]));
  for (const [fieldId, value] of Object.entries(values)) {
    const field = byField.get(fieldId);
    const item = field ? contactItemOf(field) : undefined;
    if (item && typeof value === 'string') patch[item] = value;
    else if (
      (PROFILE_ITEMS as readonly string[]).includes(fieldId) &&
      (typeof value === 'string' || typeof value === 'number')
    )
      (patch as Record<string, unknown>)[fieldId] = value;
    else rest[fieldId] = value;
  }
  patch.values = rest;
  patch.cachedEnquiryId = cachedEnquiryId ?? undefined;
  updateCache(productId, patch);
}

/** Answers to prefill from the cache, contact items mapped back onto the forms' contact fields. */
export function cachedAnswers(cache: SessionCache, forms: readonly TForm[]): Record<string, TFieldValue> {
  const out: Record<string, TFieldValue> = { ...(cache.values ?? {}) };
  for (const item of PROFILE_ITEMS) {
    const v = cache[item];
    if (v !== undefined) out[item] = v;
  }
  for (const field of allFields(forms)) {
    const item = contactItemOf(field);
    const v = item ? cache[item] : undefined;
    if (v !== undefined) out[field.fieldId] = v;
  }
  return out;
}
