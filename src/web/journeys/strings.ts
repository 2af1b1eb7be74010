import { DEFAULT_LANG, type LangCode } from '../../shared/domain/locales';
import { createTranslator, type Catalogues, type Translator } from '../../shared/i18n/translator';
import type { MessageParams } from '../../shared/rules/types';
import type { FieldErrorState, JourneyStrings, RulesCatalogue } from './types';

/**
 * Islands get their catalogues as props (the browser never loads every catalogue). These helpers read them
 * with the shared translator (decision 0009): dotted keys, `{{name}}` parameters, plural forms.
 */
export type { JourneyStrings, RulesCatalogue };

type Bound = { lang: LangCode; rules: RulesCatalogue | undefined; translator: Translator };
const bound = new WeakMap<JourneyStrings, Bound>();

/** The translator of one `journey` catalogue object (and its `rules`), made once per object and language. */
function translatorOf(strings: JourneyStrings, rules?: RulesCatalogue, lang?: LangCode): Translator {
  const b = bound.get(strings);
  if (b && (lang === undefined || lang === b.lang) && (rules === undefined || rules === b.rules))
    return b.translator;
  const l = lang ?? b?.lang ?? DEFAULT_LANG;
  const r = rules ?? b?.rules;
  const catalogues = { [l]: { journey: strings, rules: r } } as Catalogues;
  const translator = createTranslator(l, catalogues, { defaultNs: 'journey' });
  bound.set(strings, { lang: l, rules: r, translator });
  return translator;
}

/**
 * The journey island names the language of its catalogues (its props carry it) before anything reads them,
 * so plural forms follow the page language on the server and in the browser alike.
 */
export function bindJourneyCatalogues(lang: LangCode, strings: JourneyStrings, rules: RulesCatalogue): void {
  translatorOf(strings, rules, lang);
}

/** A `journey` string by dotted key; the key itself when missing (a visible, greppable slip). */
export function tj(strings: JourneyStrings, key: string, params?: MessageParams): string {
  return translatorOf(strings).t(key, params);
}

/**
 * A rule failure in the page language: `rules:` keys (and keys without a namespace) from the rules catalogue,
 * `journey:` keys from the journey catalogue, anything else the generic 'Invalid value' (definitions are
 * validated at seed time).
 */
export function errorText(rules: RulesCatalogue, strings: JourneyStrings, error: FieldErrorState): string {
  const { t, has } = translatorOf(strings, rules);
  const colon = error.messageKey.indexOf(':');
  const key = colon === -1 ? `rules:${error.messageKey}` : error.messageKey;
  const ns = key.slice(0, key.indexOf(':'));
  if ((ns === 'rules' || ns === 'journey') && has(key)) return t(key, error.params);
  return t('rules:invalidValue', { defaultValue: 'Invalid value' });
}
