/**
 * What every section of the account page shares (decision 0031): the page language, its translator, the page's calls
 * through the one request helper and a reload after a write; plus the small builders the sections use.
 */
import type { LangCode } from '../../shared/domain/locales';
import type { Catalogue, TFunction } from '../../shared/i18n/translator';
import { pageDates, rawString, sentenceNodes } from '../i18n/page-translator';
import { apiGet, apiPost, apiPut, type ApiResult } from '../session/request';
import { el } from '../ui/el';

export type Json = Record<string, unknown>;

export type AccountContext = {
  lang: LangCode;
  t: TFunction;
  /** The catalogue's sentence `key` as nodes, its placeholders filled by isolated values (masked numbers, dates). */
  sentence: (key: string, values: Record<string, string | Node>) => (Node | string)[];
  /** A day in the page's language ('' for none). */
  day: (iso: string | null | undefined) => string;
  call: (method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown) => Promise<ApiResult<Json>>;
  /** Reads the account again and redraws the page (after a query was raised or escalated). */
  reload: () => Promise<void>;
};

/** Signed out is an ordinary answer here, not an error to record. */
const SIGNED_OUT_IS_ANSWER = { quietStatuses: [401] } as const;

/** The page's calls through the one request helper, in the page language. */
function accountCall(lang: LangCode): AccountContext['call'] {
  return (method, url, body) => {
    const opts = { headers: { 'accept-language': lang }, ...SIGNED_OUT_IS_ANSWER };
    if (method === 'GET') return apiGet<Json>(url, opts);
    return method === 'PUT' ? apiPut<Json>(url, body, opts) : apiPost<Json>(url, body, opts);
  };
}

export function accountContext(
  lang: LangCode,
  t: TFunction,
  strings: Catalogue,
  reload: () => Promise<void>,
): AccountContext {
  return {
    lang,
    t,
    sentence: (key, values) => sentenceNodes(rawString(strings, key), values),
    day: pageDates(lang, { dateStyle: 'medium' }),
    call: accountCall(lang),
    reload,
  };
}

/** Rows of a list answer ({data: [...]}); none when the call failed. */
export const rowsOf = (r: ApiResult<Json>): Json[] =>
  r.ok ? ((r.data.data as Json[] | undefined) ?? []) : [];

/** One titled section of the page: an optional lead paragraph, its items as a list, or the text saying there are none. */
export const section = (title: string, testid: string, items: Node[], empty: string, lead?: Node) =>
  el(
    'section',
    { class: 'account__section', 'data-testid': testid },
    el('h2', { class: 'account__heading' }, title),
    lead ?? null,
    items.length
      ? el('ul', { class: 'account__list' }, ...items)
      : el('p', { class: 'account__empty' }, empty),
  );
