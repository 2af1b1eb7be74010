import { DEFAULT_LANG, LANG_CODES, localeOf, type LangCode } from '../../shared/domain/locales';
import { createTranslator, type Catalogue, type TFunction } from '../../shared/i18n/translator';
import { el } from '../ui/el';

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

/** The catalogue's raw text for a dotted key, placeholders kept (for sentenceNodes); the key when missing. */
export function rawString(strings: Catalogue, key: string): string {
  let node: unknown = strings;
  for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  return typeof node === 'string' ? node : key;
}

/** A value that reads left to right inside any text: a masked number, a reference, a policy number. */
export function ltrValue(text: string): HTMLElement {
  return el('bdi', { dir: 'ltr' }, text);
}

/**
 * A translated sentence as nodes, its {{placeholders}} filled by isolated values, for plain-DOM pages where a value
 * must keep its own direction inside right-to-left text: a string goes in a `<bdi>` (dir=auto: an Arabic date reads
 * right to left), a node as it is (`ltrValue()` for masked numbers, which have no strong character and would
 * otherwise take the sentence's direction and read "2255*****").
 */
export function sentenceNodes(template: string, values: Record<string, string | Node>): (Node | string)[] {
  const out: (Node | string)[] = [];
  let last = 0;
  for (const m of template.matchAll(/\{\{(\w+)\}\}/g)) {
    out.push(template.slice(last, m.index));
    const v = values[m[1] ?? ''] ?? '';
    out.push(typeof v === 'string' ? el('bdi', {}, v) : v);
    last = (m.index ?? 0) + m[0].length;
  }
  out.push(template.slice(last));
  return out;
}

/** Dates and times of a plain-DOM page in its language, in UAE time ('' for none). */
export function pageDates(
  lang: LangCode,
  options: Intl.DateTimeFormatOptions,
): (iso: string | null | undefined) => string {
  // Latin digits in every language (LOCALES' `intl`): dates stay readable and isolated in right-to-left text.
  const fmt = new Intl.DateTimeFormat(localeOf(lang).intl, { ...options, timeZone: 'Asia/Dubai' });
  return (iso) => (iso ? fmt.format(new Date(iso)) : '');
}
