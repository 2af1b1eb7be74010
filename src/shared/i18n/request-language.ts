import { DEFAULT_LANG, LANG_CODES, type LangCode } from '../domain/locales';

/** Bounds the work on a hostile header: real browsers send a handful of tags. */
const MAX_HEADER_CHARS = 512;
const MAX_TAGS = 32;
const TAG = /^\s*([A-Za-z]{1,8})(?:-[A-Za-z0-9]{1,8})*\s*$/;
const QUALITY = /^\s*q\s*=\s*([01](?:\.\d{0,3})?)\s*$/i;

function isLangCode(code: string): code is LangCode {
  return (LANG_CODES as readonly string[]).includes(code);
}

/**
 * The one parser of a request's language (docs/ARCHITECTURE.md#principle-15), used by every route that answers in a
 * language. Reads an Accept-Language value ('ar', 'ar-AE', 'AR', 'hi;q=0.9, en;q=0.8') and returns the
 * supported language the client prefers most (highest q, then the earliest); English when none is supported.
 * The browser sends the page's language (decision 0074: 'hi' and 'ml' too, where the spec sends 'en').
 */
export function parseRequestLanguage(acceptLanguage: string | undefined): LangCode {
  if (!acceptLanguage) return DEFAULT_LANG;
  let best: LangCode | undefined;
  let bestQ = 0;
  const tags = acceptLanguage.slice(0, MAX_HEADER_CHARS).split(',', MAX_TAGS);
  for (const entry of tags) {
    const [range = '', ...paramList] = entry.split(';');
    const primary = TAG.exec(range)?.[1]?.toLowerCase();
    if (!primary || !isLangCode(primary)) continue;
    let q = 1;
    for (const p of paramList) {
      const m = QUALITY.exec(p);
      if (m) q = Math.min(1, Number(m[1]));
    }
    if (q > bestQ) {
      best = primary;
      bestQ = q;
    }
  }
  return best ?? DEFAULT_LANG;
}
