/** One page language: its URL prefix, direction and the spec's language entity (id, endonym; docs/product/pages.md). */
export type LocaleDef = {
  readonly code: string;
  readonly prefix: string;
  readonly dir: 'ltr' | 'rtl';
  readonly languageId: number;
  readonly endonym: string;
  readonly label: string;
  /** The language's tag for dates and numbers (Intl), with Latin digits as UAE sites write them. */
  readonly intl: string;
  /**
   * The writing system, naming the font that draws it (src/web/styles/fonts.css; the menu's endonym subsets,
   * scripts/arabic-font-subset.mjs). A locale in a script not there yet needs its font faces too (decision 0074).
   */
  readonly script: 'latin' | 'arabic' | 'devanagari' | 'malayalam';
};

/**
 * The locale list (docs/ARCHITECTURE.md#principle-8): locale in the URL, direction on the server. Language ids per
 * docs/product/pages.md. Everything that lists languages follows it (types, database CHECKs, hreflang, the sitemap,
 * the language menu, the request language, completeness reports): a new language is one line here plus its data
 * files (decision 0074).
 */
const BASE_LOCALES = [
  {
    code: 'en',
    prefix: '',
    dir: 'ltr',
    languageId: 1,
    endonym: 'English',
    label: 'English',
    intl: 'en-GB',
    script: 'latin',
  },
  {
    code: 'ar',
    prefix: 'ar-ae',
    dir: 'rtl',
    languageId: 2,
    endonym: 'العربية',
    label: 'Arabic',
    intl: 'ar-AE-u-nu-latn',
    script: 'arabic',
  },
  {
    code: 'hi',
    prefix: 'hi-ae',
    dir: 'ltr',
    languageId: 3,
    endonym: 'हिन्दी',
    label: 'Hindi',
    intl: 'hi-IN-u-nu-latn',
    script: 'devanagari',
  },
  {
    code: 'ml',
    prefix: 'ml-ae',
    dir: 'ltr',
    languageId: 4,
    endonym: 'മലയാളം',
    label: 'Malayalam',
    intl: 'ml-IN-u-nu-latn',
    script: 'malayalam',
  },
] as const satisfies readonly LocaleDef[];

/** The language codes of a locale list (a type-level test builds one with a fifth locale). */
export type CodesOf<L extends readonly LocaleDef[]> = L[number]['code'];

/**
 * The locale helpers over a list. Production uses the one built from BASE_LOCALES below; a test replaces this module
 * with `localeTable([...LOCALES, fifth])` to show that everything follows the list with no other change.
 */
export function localeTable<const L extends readonly LocaleDef[]>(locales: L) {
  type Code = CodesOf<L>;
  type Entry = L[number];
  const langCodes = locales.map((l) => l.code) as unknown as readonly [Code, ...Code[]];
  const localeOf = (code: Code): Entry => {
    const found = locales.find((l) => l.code === code);
    if (!found) throw new Error(`unknown locale ${code}`);
    return found;
  };
  return {
    LOCALES: locales,
    LANG_CODES: langCodes,
    localeOf,
    /** The locale of a URL prefix ('hi-ae'); English has none. */
    localeByPrefix: (prefix: string): Entry | undefined =>
      locales.find((l) => l.prefix !== '' && l.prefix === prefix),
    /** The public URL of a content path ('/car-insurance/') in a language. */
    localizedPath: (path: string, lang: Code): string => {
      const { prefix } = localeOf(lang);
      return prefix ? `/${prefix}${path}` : path;
    },
  };
}

const table = localeTable(BASE_LOCALES);

export const LOCALES = table.LOCALES;
export type Locale = (typeof LOCALES)[number];
export type LangCode = Locale['code'];
export const LANG_CODES = table.LANG_CODES as [LangCode, ...LangCode[]];
export const DEFAULT_LANG: LangCode = 'en';
export const localeOf = table.localeOf;
export const localeByPrefix = table.localeByPrefix;
export const localizedPath = table.localizedPath;
