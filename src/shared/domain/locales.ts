/** Locale in the URL, direction on the server (docs/ARCHITECTURE.md#principle-8). Language ids per docs/product/pages.md. */
export const LOCALES = [
  { code: 'en', prefix: '', dir: 'ltr', languageId: 1, endonym: 'English', label: 'English' },
  { code: 'ar', prefix: 'ar-ae', dir: 'rtl', languageId: 2, endonym: 'العربية', label: 'Arabic' },
  { code: 'hi', prefix: 'hi-ae', dir: 'ltr', languageId: 3, endonym: 'हिन्दी', label: 'Hindi' },
  { code: 'ml', prefix: 'ml-ae', dir: 'ltr', languageId: 4, endonym: 'മലയാളം', label: 'Malayalam' },
] as const;

export type Locale = (typeof LOCALES)[number];
export type LangCode = Locale['code'];
export const LANG_CODES = LOCALES.map((l) => l.code) as [LangCode, ...LangCode[]];
export const DEFAULT_LANG: LangCode = 'en';

export function localeOf(code: LangCode): Locale {
  const found = LOCALES.find((l) => l.code === code);
  if (!found) throw new Error(`unknown locale ${code}`);
  return found;
}

export function localeByPrefix(prefix: string): Locale | undefined {
  return LOCALES.find((l) => l.prefix !== '' && l.prefix === prefix);
}

/** The public URL of a content path ('/car-insurance/') in a language. */
export function localizedPath(path: string, lang: LangCode): string {
  const { prefix } = localeOf(lang);
  return prefix ? `/${prefix}${path}` : path;
}
