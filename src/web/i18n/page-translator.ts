import { DEFAULT_LANG, LANG_CODES, type LangCode } from '../../shared/domain/locales';
import { createTranslator, type Catalogue, type TFunction } from '../../shared/i18n/translator';

/** The page's language from its markup (`data-lang`); English when missing or unknown. */
export function langOf(value: string | undefined): LangCode {
  return value !== undefined && (LANG_CODES as readonly string[]).includes(value)
    ? (value as LangCode)
    : DEFAULT_LANG;
}

/**
 * `t` over the one catalogue a plain-DOM page carries in its JSON script (already in the page language): the
 * shared translator (decision 0009), so dotted keys, `{{name}}` parameters and plural forms by `count` read
 * the same as everywhere else.
 */
export function pageTranslator(lang: LangCode, strings: Catalogue): TFunction {
  return createTranslator(lang, { [lang]: { page: strings } }, { defaultNs: 'page' }).t;
}
