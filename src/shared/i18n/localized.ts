import { DEFAULT_LANG, LANG_CODES, LOCALES, type LangCode } from '../domain/locales';

/**
 * Catalogue text per language (insurers, plans, banks, cards, loans, accounts, makes; decision 0078): a record over
 * LOCALES with English always present and every other language when the data has its own text. A language added
 * to LOCALES becomes a key here with no other change.
 */
export type Localized<T = string> = { readonly en: T } & { readonly [L in LangCode]?: T };

const CODES: ReadonlySet<string> = new Set(LANG_CODES);

/** The content language of a page language: the page's own when it is one of LOCALES, else English. */
export const contentLang = (lang: string): LangCode => (CODES.has(lang) ? (lang as LangCode) : DEFAULT_LANG);

/** Who hears about a text read in English because the data has none in the page's language. */
export type FallbackReporter = (lang: LangCode, english: unknown) => void;

const reported = new Set<string>();
const REPORT_CAP = 200;
let reporter: FallbackReporter = (lang, english) => {
  const key = `${lang}\u0000${String(english)}`;
  if (reported.has(key) || reported.size >= REPORT_CAP) return;
  reported.add(key);
  console.warn(`localized: no ${lang} text for ${JSON.stringify(english)}; showing the English one`);
};

/** Replaces the fallback reporter (the server's logger, a test's spy); answers the previous one. */
export function setFallbackReporter(next: FallbackReporter): FallbackReporter {
  const previous = reporter;
  reporter = next;
  return previous;
}

/**
 * The page language's text. Data without a text in that language shows the English one, and the reporter hears of
 * it (the seed and the completeness test make sure the catalogue has none such).
 */
export function localized<T>(text: Localized<T>, lang: string): T {
  const l = contentLang(lang);
  const own = text[l];
  if (own !== undefined) return own;
  if (l !== DEFAULT_LANG) reporter(l, text.en);
  return text.en;
}

/**
 * A brand's name (a car make): written in Latin letters in every language except those that give it in their own
 * script (`{ ar: 'تويوتا' }`), as UAE sites do; not a missing translation.
 */
export const brandName = (latin: string, own: Partial<Record<LangCode, string>> = {}): Localized =>
  Object.fromEntries(LANG_CODES.map((l) => [l, own[l] ?? latin])) as unknown as Localized;

/** The writing direction of a page language (from the locale table; left to right when unknown). */
export const dir = (lang: string): 'rtl' | 'ltr' => LOCALES.find((l) => l.code === lang)?.dir ?? 'ltr';
