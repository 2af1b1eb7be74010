/**
 * What every section of the account page shares (decision 0031): the page language, its translator, the page's calls
 * through the one request helper and a reload after a write; plus the small builders the sections use.
 */
import type { LangCode } from '../../shared/domain/locales';
import type { TFunction } from '../../shared/i18n/translator';
import { apiGet, apiPost, type ApiResult } from '../session/request';
import { el } from '../ui/el';

export type Json = Record<string, unknown>;

export type AccountContext = {
  lang: LangCode;
  t: TFunction;
  call: (method: 'GET' | 'POST', url: string, body?: unknown) => Promise<ApiResult<Json>>;
  /** Reads the account again and redraws the page (after a query was raised or escalated). */
  reload: () => Promise<void>;
};

/** Signed out is an ordinary answer here, not an error to record. */
const SIGNED_OUT_IS_ANSWER = { quietStatuses: [401] } as const;

/** The page's calls through the one request helper, in the page language. */
export function accountCall(lang: LangCode): AccountContext['call'] {
  return (method, url, body) => {
    const opts = { headers: { 'accept-language': lang }, ...SIGNED_OUT_IS_ANSWER };
    return method === 'GET' ? apiGet<Json>(url, opts) : apiPost<Json>(url, body, opts);
  };
}

/** Rows of a list answer ({data: [...]}); none when the call failed. */
export const rowsOf = (r: ApiResult<Json>): Json[] =>
  r.ok ? ((r.data.data as Json[] | undefined) ?? []) : [];

/** A value that reads left to right inside any text (policy numbers, references, masked numbers). */
export const ltr = (text: string) => el('bdi', { dir: 'ltr' }, text);

/** One titled section of the page: its items as a list, or the text saying there are none. */
export const section = (title: string, testid: string, items: Node[], empty: string) =>
  el(
    'section',
    { class: 'account__section', 'data-testid': testid },
    el('h2', {}, title),
    items.length ? el('ul', { class: 'account__list' }, ...items) : el('p', {}, empty),
  );
