import { z } from 'zod';
import { ZStoredPage } from '../../../shared/contracts/page';
import { LOCALES, type LangCode } from '../../../shared/domain/locales';
import { isolateNumbersInHtml } from '../../../shared/i18n/bidi';
import { MissingTexts, readTexts, type Texts } from '../data/texts';
import type { StoredPage, TSeedPage } from './seed-page';

/**
 * What the content kinds kept as data (glossary, news, CEO blog: decision 0105) share: a language's texts with the
 * keys an item needs, the page shell every generated page has, and the `{"$list": "<name>"}` marker a page file puts
 * where a list made from the data goes (the glossary's rows, the news list, the CEO blog's stories).
 */

/** A kind's texts in one language: a reader, so a test hands in its own. */
export type TextsOf = (lang: LangCode) => Texts | null;
/** A data item's address part and its dates, as every content kind writes them. */
export const ZSlug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'a slug of a-z, 0-9 and -');
export const ZDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'a date as YYYY-MM-DD');

export const fileTexts =
  (file: string): TextsOf =>
  (lang) =>
    readTexts(lang, file);

/**
 * The texts an item needs in one language, or null when any is absent (each absent one recorded by file and key),
 * so the item is not seeded in that language.
 */
export function pick<K extends string>(
  texts: Texts | null,
  keys: Record<K, string>,
  lang: LangCode,
  file: string,
  missing: MissingTexts,
): Record<K, string> | null {
  const out: Partial<Record<K, string>> = {};
  let complete = true;
  for (const [name, key] of Object.entries(keys) as [K, string][]) {
    const t = texts?.[key];
    if (t === undefined || t === '') {
      complete = false;
      missing.add({ lang, file, key });
    } else out[name] = t;
  }
  return complete ? (out as Record<K, string>) : null;
}

export const escapeHtml = (s: string): string =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** `{{name}}` placeholders of a page template ('{{term}}: meaning | Sahel Compare (demo)'). */
export const fillTemplate = (template: string, values: Record<string, string>): string =>
  template.replace(/\{\{(\w+)\}\}/g, (m, k: string) => values[k] ?? m);

/** Numbers in right-to-left HTML sit in <bdi> (docs/product/pages.md), as load.ts does for page files. */
export const htmlFor = (lang: LangCode, html: string): string =>
  LOCALES.find((l) => l.code === lang)?.dir === 'rtl' ? isolateNumbersInHtml(html) : html;

export const languageIdOf = (lang: LangCode): number => LOCALES.find((l) => l.code === lang)?.languageId ?? 1;

/** The metadata every generated page has: its ids, its title and description tags, its article record if any. */
export function metaData(o: {
  productId: number;
  pageTypeId: number;
  lang: LangCode;
  title: string;
  description: string;
  article?: { datePublished: string; dateModified: string; image: string };
}): StoredPage['metaData'] {
  return {
    countryProductId: o.productId,
    pageTypeId: o.pageTypeId,
    languageId: languageIdOf(o.lang),
    showJourney: false,
    ...(o.article ? { article: o.article } : {}),
    metaTags: [
      { tag: 'title', attributes: {}, content: o.title },
      { tag: 'meta', attributes: { name: 'description', content: o.description } },
    ],
  };
}

/** A list made from a kind's data for one language, by the name a page file's `$list` marker gives. */
export type DataLists = Record<string, (lang: LangCode) => unknown[]>;

/**
 * A filled page document with each `{"$list": "<name>"}` replaced by that list in the page's language, or null when a
 * list is empty in that language (its items' texts are missing there, and reported: the page is not seeded in it,
 * as a page with missing texts is not). An unknown name throws with the file, so a typo never seeds an empty block.
 */
export function expandLists<T>(doc: T, lang: LangCode, lists: DataLists, file: string): T | null {
  let empty = false;
  const walk = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(walk);
    if (v && typeof v === 'object') {
      const o = v as Record<string, unknown>;
      if (typeof o.$list === 'string' && Object.keys(o).length === 1) {
        const list = lists[o.$list];
        if (!list) throw new Error(`content/structure/${file}.json: unknown $list ${o.$list}`);
        const items = list(lang);
        if (items.length === 0) empty = true;
        return items;
      }
      return Object.fromEntries(Object.entries(o).map(([k, x]) => [k, walk(x)]));
    }
    return v;
  };
  const out = walk(doc) as T;
  return empty ? null : out;
}

/** A generated page row as the seed takes it (load.ts's LoadedPage). */
export type DataPage = TSeedPage & { file: string; version: number };

/** A generated page, checked against the stored page contract: a wrong block throws with the file and path. */
export function checkedPage(o: {
  urlPath: string;
  language: LangCode;
  productId: number;
  pageTypeId: number;
  page: StoredPage;
  file: string;
  version: number;
}): DataPage {
  const ok = ZStoredPage.safeParse(o.page);
  if (!ok.success) {
    const issue = ok.error.issues[0];
    throw new Error(
      `content/${o.language}/${o.file}.json ${o.urlPath}: ${issue?.path.join('.')} ${issue?.message}`,
    );
  }
  return { ...o, status: 'published' };
}
