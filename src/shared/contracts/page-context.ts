import { LANG_CODES, type LangCode } from '../domain/locales';

/**
 * Page facts the browser needs before any API call (session bootstrap, analytics), rendered by the server as
 * `<script type="application/json" data-json="page-context">` in the body. Checked with a plain guard: this
 * runs on every page, and zod would add ~30 KB gzip to every page's JavaScript (decision 0005).
 */
export type TPageContext = {
  countryProductId: number;
  pageTypeId: number;
  lang: LangCode;
  /** Public path with language prefix, e.g. '/ar-ae/car-insurance/'. */
  path: string;
  /** Partner path segment when the page is served under one (adcb, mbank, yknp, network_global, peko). */
  partner: string | null;
  /** The source id the server rendered the chrome for (path partner, else 1 mobile / 2 desktop guess). */
  sourceId: number;
  /** Tag manager container id from config; null means no third-party script loads. */
  tagManagerId: string | null;
};

const LANGS: readonly unknown[] = LANG_CODES;
const int = (v: unknown) => typeof v === 'number' && Number.isInteger(v);
const stringOrNull = (v: unknown) => v === null || typeof v === 'string';

export function isPageContext(value: unknown): value is TPageContext {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return (
    int(v.countryProductId) &&
    int(v.pageTypeId) &&
    LANGS.includes(v.lang) &&
    typeof v.path === 'string' &&
    stringOrNull(v.partner) &&
    int(v.sourceId) &&
    stringOrNull(v.tagManagerId)
  );
}

export function readPageContext(doc: Document): TPageContext | undefined {
  const el = doc.querySelector('script[data-json="page-context"]');
  if (!el?.textContent) return undefined;
  try {
    const parsed: unknown = JSON.parse(el.textContent);
    return isPageContext(parsed) ? parsed : undefined;
  } catch {
    return undefined;
  }
}
