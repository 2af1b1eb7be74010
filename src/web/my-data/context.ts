/**
 * What every section of "Who has my number" shares (decision 0033): the page language, its translator, dates in
 * Dubai time with Latin digits, and sentences whose {{placeholders}} are filled by isolated values.
 */
import type { LangCode } from '../../shared/domain/locales';
import type { Catalogue, TFunction } from '../../shared/i18n/translator';
import { pageDates, rawString, sentenceNodes } from '../i18n/page-translator';
import { el } from '../ui/el';

type Values = Record<string, string | Node>;

export type MyDataContext = {
  lang: LangCode;
  t: TFunction;
  /** A date and time in the page's language ('' for none). */
  date: (iso: string | null | undefined) => string;
  /** A paragraph of the catalogue's sentence `key`, its placeholders filled by isolated values. */
  line: (key: string, values: Values, attrs?: Record<string, string>) => HTMLParagraphElement;
  /** The same sentence as nodes, to put in another element. */
  sentence: (key: string, values: Values) => (Node | string)[];
};

export function myDataContext(lang: LangCode, t: TFunction, strings: Catalogue): MyDataContext {
  const fill = (key: string, values: Values) => sentenceNodes(rawString(strings, key), values);
  return {
    lang,
    t,
    date: pageDates(lang, { dateStyle: 'medium', timeStyle: 'short' }),
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
