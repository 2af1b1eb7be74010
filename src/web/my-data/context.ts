/**
 * What every section of "Who has my number" shares (decision 0033): the page language, its translator, dates in
 * Dubai time with Latin digits, and sentences whose {{placeholders}} are filled by isolated values.
 */
import type { LangCode } from '../../shared/domain/locales';
import type { TFunction } from '../../shared/i18n/translator';
import { el } from '../ui/el';

type Strings = Record<string, unknown>;

export type MyDataContext = {
  lang: LangCode;
  t: TFunction;
  /** A date and time in the page's language ('' for none). */
  date: (iso: string | null | undefined) => string;
  /** A paragraph of the catalogue's sentence `key`, its placeholders filled by isolated values. */
  line: (key: string, values: Record<string, string>, attrs?: Record<string, string>) => HTMLParagraphElement;
  /** The same sentence as nodes, to put in another element. */
  sentence: (key: string, values: Record<string, string>) => (Node | string)[];
};

/** The catalogue's text for a key, placeholders kept (sentence() fills them with isolated values). */
function lookup(strings: Strings, key: string): string {
  let node: unknown = strings;
  for (const part of key.split('.')) node = (node as Strings | undefined)?.[part];
  return typeof node === 'string' ? node : key;
}

/** Latin digits in every language (numbers and dates stay readable and isolated in right-to-left text). */
const LOCALE: Record<string, string> = {
  en: 'en-GB',
  ar: 'ar-AE-u-nu-latn',
  hi: 'hi-IN-u-nu-latn',
  ml: 'ml-IN-u-nu-latn',
};

/**
 * A translated sentence with its {{placeholders}} filled by isolated (`<bdi>`) values: dates, times, numbers and
 * ids keep their order inside Arabic text.
 */
function sentence(template: string, values: Record<string, string>): (Node | string)[] {
  const out: (Node | string)[] = [];
  let last = 0;
  for (const m of template.matchAll(/\{\{(\w+)\}\}/g)) {
    out.push(template.slice(last, m.index));
    const v = values[m[1] ?? ''] ?? '';
    // <bdi> is dir=auto: an Arabic-formatted date reads right to left, times, ids and masked numbers left to right.
    out.push(el('bdi', {}, v));
    last = (m.index ?? 0) + m[0].length;
  }
  out.push(template.slice(last));
  return out;
}

export function myDataContext(lang: LangCode, t: TFunction, strings: Strings): MyDataContext {
  const fmt = new Intl.DateTimeFormat(LOCALE[lang] ?? 'en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Asia/Dubai',
  });
  const fill = (key: string, values: Record<string, string>) => sentence(lookup(strings, key), values);
  return {
    lang,
    t,
    date: (iso) => (iso ? fmt.format(new Date(iso)) : ''),
    line: (key, values, attrs = {}) => el('p', attrs, ...fill(key, values)),
    sentence: fill,
  };
}

/** One titled section of the page: its items as a list, or the text saying there are none. */
export const section = (title: string, testid: string, items: Node[], empty: string) =>
  el(
    'section',
    { class: 'my-data__section', 'data-testid': testid },
    el('h2', {}, title),
    items.length ? el('ul', { class: 'my-data__list' }, ...items) : el('p', {}, empty),
  );
