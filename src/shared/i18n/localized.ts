import { LOCALES } from '../domain/locales';

/**
 * Content kept in English and Arabic (insurers, plans, banks, makes): Arabic pages read the Arabic text, every
 * other page language (English, Hindi, Malayalam) the English one, until the content has those languages too.
 */
export type Bilingual<T = string> = { readonly en: T; readonly ar: T };

/** The content language of a page language (see Bilingual). */
export const contentLang = (lang: string): 'ar' | 'en' => (lang === 'ar' ? 'ar' : 'en');

/** The page language's side of bilingual content. */
export const localized = <T>(text: Bilingual<T>, lang: string): T => text[contentLang(lang)];

/** The writing direction of a page language (from the locale table; left to right when unknown). */
export const dir = (lang: string): 'rtl' | 'ltr' => LOCALES.find((l) => l.code === lang)?.dir ?? 'ltr';
