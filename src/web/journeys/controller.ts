import type { Dispatch } from 'react';
import type { TFieldOption, TForm } from '../../shared/contracts/journey';
import { apiGet } from './api';
import { stored } from '../session/storage';
import { readCache, resetLeadDetails, cachedAnswers, updateCache } from './cache';
import { pageQuery } from '../session/context';
import { isMaskedContact } from './navigation';
import { withQuery } from './placeholders';
import type { JourneyStrings } from './strings';
import type { JourneyAction, JourneyState } from './types';

/**
 * The journey's calls, all through the one request helper (src/web/session/request.ts): prefill, options,
 * suggestions, next steps. Submission, its outcome and the OTP resend are `submit-flow.ts` (decision 0108).
 */

export type Env = {
  productId: number;
  journeyType: number;
  strings: JourneyStrings;
  dispatch: Dispatch<JourneyAction>;
  /** Navigation, replaceable in tests. */
  navigate(url: string): void;
  origin: string;
};

export function asObject(v: unknown): Record<string, unknown> | undefined {
  return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : undefined;
}

/** Forms of a `{jsonData:{userForm}}` answer (checked loosely: the server validated them with ZForm). */
export function formsOf(body: unknown): TForm[] | undefined {
  const userForm = asObject(asObject(asObject(body)?.jsonData)?.userForm);
  return Array.isArray(userForm?.forms) && userForm.forms.length > 0
    ? (userForm.forms as TForm[])
    : undefined;
}

export function optionsOf(body: unknown): TFieldOption[] | undefined {
  const data = asObject(body)?.data;
  if (!Array.isArray(data)) return undefined;
  return data.flatMap((o) => {
    const x = asObject(o);
    return x && (typeof x.id === 'string' || typeof x.id === 'number') && typeof x.label === 'string'
      ? [{ id: String(x.id), label: x.label, ...(typeof x.hint === 'string' ? { hint: x.hint } : {}) }]
      : [];
  });
}

export function rangeOf(body: unknown): { min: number; max: number } | undefined {
  const data = asObject(asObject(body)?.data) ?? asObject(body);
  return typeof data?.min === 'number' && typeof data.max === 'number'
    ? { min: data.min, max: data.max }
    : undefined;
}

/** GET /api/user_form when the server had no data for it (docs/product/journeys.md 'Retry on client'). */
export function fetchUserForm(q: {
  productId: number;
  journeyType: number;
  pageTypeId: number;
}): Promise<TForm[] | undefined> {
  const url = withQuery('/api/user_form', {
    countryProductId: q.productId,
    journeyType: q.journeyType,
    pageTypeId: q.pageTypeId,
  });
  return apiGet(url).then((r) => (r.ok ? formsOf(r.data) : undefined));
}

/** The enquiry this tab continues: ?enquiryId= (not purely numeric, docs/product/journeys.md) or the stored one. */
export function currentEnquiryId(productId: number): string | undefined {
  return pageQuery().enquiryId ?? stored.enquiryId(productId).get();
}

/**
 * Prefill (docs/product/journeys.md 'Session cache', docs/product/journeys.md 'Cache resets'): first the tab's own cache, then the enquiry read
 * back from the server (its own device only; 404 forgets it). Masked contact values stay masked, and the
 * payload then names the enquiry in cachedEnquiryId.
 */
export async function prefill(env: Env, forms: TForm[]): Promise<void> {
  // An answer the page was opened with (prefillFromQuery: the card 'Apply Now' named) wins over remembered ones.
  const named = new Set(
    forms.flatMap((f) =>
      f.screens.flatMap((s) =>
        s.fields.filter((x) => x.prefillFromQuery && x.value !== undefined).map((x) => x.fieldId),
      ),
    ),
  );
  const withoutNamed = <T extends Record<string, unknown>>(v: T): T =>
    Object.fromEntries(Object.entries(v).filter(([k]) => !named.has(k))) as T;
  const cache = readCache(env.productId);
  const local = withoutNamed(cachedAnswers(cache, forms));
  if (Object.keys(local).length)
    env.dispatch({
      type: 'retrieveCacheData',
      values: local,
      cachedEnquiryId: cache.cachedEnquiryId ?? null,
    });
  const enquiryId = currentEnquiryId(env.productId);
  if (!enquiryId || !/^[A-Za-z0-9]{24}$/.test(enquiryId)) return;
  const res = await apiGet(`/api/enquiries/${encodeURIComponent(enquiryId)}`);
  if (!res.ok) {
    if (res.status === 404)
      resetLeadDetails(env.productId, { journeyType: env.journeyType, inFrame: inFrame() });
    return;
  }
  const body = asObject(res.data);
  const values = asObject(body?.values);
  if (!body || !values || body.countryProductId !== env.productId) return;
  stored.enquiryId(env.productId).set(enquiryId);
  updateCache(env.productId, { enquiryId });
  const fields = forms.flatMap((f) => f.screens.flatMap((s) => s.fields));
  const masked = fields.some((f) => isMaskedContact(f, values[f.fieldId], enquiryId));
  env.dispatch({
    type: 'retrieveCacheData',
    values: withoutNamed(values) as JourneyState['values'],
    cachedEnquiryId: masked ? enquiryId : null,
  });
}

export function inFrame(): boolean {
  try {
    return window.self !== window.top;
  } catch {
    return true;
  }
}
