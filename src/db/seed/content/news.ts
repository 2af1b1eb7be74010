import { z } from 'zod';
import { LOCALES, type LangCode } from '../../../shared/domain/locales';
import { PAGE_TYPE, PRODUCT } from '../../../shared/domain/products';
import { MissingTexts, readStructure } from '../data/texts';
import { contentSource, loadAuthors } from './authors';
import {
  checkedPage,
  ZDay,
  ZSlug,
  fileTexts,
  fillTemplate,
  htmlFor,
  metaData,
  pick,
  type DataPage,
  type TextsOf,
} from './data-pages';
import type { StoredPage } from './seed-page';

/**
 * News as data (decision 0105): `content/structure/news.json` lists the items (slug, author id of
 * content/structure/authors.json, dates, version), `content/<lang>/news.json` holds each item's title, one-line
 * description and HTML body, plus the detail page's own words (`page.*`). Each item becomes
 * `/news-and-update/<slug>/` (page type 24, like the list, so page data finds the items by type); the list page
 * (`content/structure/pages/news-and-update.json`) takes its rows, newest first, from `{"$list": "news"}` and its
 * related widget from `{"$list": "news:related"}`.
 */

export const NEWS_FILE = 'news';
export const NEWS_PATH = '/news-and-update/';

const ZNewsStructure = z.strictObject({
  items: z
    .array(
      z
        .strictObject({
          slug: ZSlug,
          author: ZSlug,
          datePublished: ZDay,
          dateModified: ZDay,
          version: z.number().int().min(1),
        })
        .refine((i) => i.dateModified > i.datePublished, {
          message: 'dateModified is not after datePublished',
          path: ['dateModified'],
        }),
    )
    .min(1)
    .max(500),
});
export type TNewsStructure = z.infer<typeof ZNewsStructure>;

type Page = DataPage;
type Author = { name: string; designation: string; bio: string };
export type AuthorsOf = (lang: LangCode) => Map<string, Author> | undefined;
type NewsRow = { title: string; description: string; date: string; refUrl: string };

/** The structure, checked: a repeated slug or an author not in `authors` throws; items come newest first. */
export function parseNews(raw: unknown, authorIds: ReadonlySet<string>): TNewsStructure {
  const parsed = ZNewsStructure.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`content/structure/news.json: ${issue?.path.join('.')} ${issue?.message}`);
  }
  const seen = new Set<string>();
  for (const i of parsed.data.items) {
    if (seen.has(i.slug)) throw new Error(`content/structure/news.json: ${i.slug} is listed twice`);
    seen.add(i.slug);
    if (!authorIds.has(i.author))
      throw new Error(`content/structure/news.json: ${i.slug}: unknown author ${i.author}`);
  }
  const items = [...parsed.data.items].sort(
    (a, b) => b.datePublished.localeCompare(a.datePublished) || a.slug.localeCompare(b.slug),
  );
  return { items };
}

const PAGE_KEYS = {
  metaTitle: 'page.metaTitle',
  subtitle: 'page.subtitle',
  demoNotice: 'page.demoNotice',
} as const;

export function buildNews(
  raw: unknown,
  textsOf: TextsOf,
  authors: { ids: ReadonlySet<string>; of: AuthorsOf },
  missing: MissingTexts,
): { pages: Page[]; rows: (lang: LangCode) => NewsRow[] } {
  const s = parseNews(raw, authors.ids);
  const pages: Page[] = [];
  const rows = new Map<LangCode, NewsRow[]>();
  for (const { code: lang } of LOCALES) {
    const texts = textsOf(lang);
    const page = pick(texts, PAGE_KEYS, lang, NEWS_FILE, missing);
    const team = authors.of(lang);
    const items = s.items.flatMap((i) => {
      const x = pick(
        texts,
        { title: `${i.slug}.title`, description: `${i.slug}.description`, body: `${i.slug}.body` },
        lang,
        NEWS_FILE,
        missing,
      );
      const author = team?.get(i.author);
      return x && author ? [{ i, x, author }] : [];
    });
    if (!page) continue;
    const path = (slugOf: string) => `${NEWS_PATH}${slugOf}/`;
    rows.set(
      lang,
      items.map(({ i, x }) => ({
        title: x.title,
        description: x.description,
        date: i.datePublished,
        refUrl: path(i.slug),
      })),
    );
    for (const [n, { i, x, author }] of items.entries()) {
      // Newest first: the previous item is the older one (next in the list), the next one the newer.
      const older = items[n + 1];
      const newer = items[n - 1];
      const doc: StoredPage = {
        metaData: metaData({
          productId: PRODUCT.HOME,
          pageTypeId: PAGE_TYPE.NEWS_AND_UPDATE,
          lang,
          title: fillTemplate(page.metaTitle, { title: x.title }),
          description: x.description,
          article: {
            datePublished: i.datePublished,
            dateModified: i.dateModified,
            image: `/assets/demo/${i.slug}.svg`,
          },
        }),
        jsonData: [
          {
            key: `news-${i.slug}-banner`,
            type: 'BANNER',
            title: x.title,
            fieldValues: { variant: 'product', subtitle: page.subtitle },
          },
          {
            key: `news-${i.slug}-intro`,
            type: 'TITLE_PARAGRAPH',
            title: page.subtitle,
            contentType: 'html',
            content: htmlFor(lang, page.demoNotice),
          },
          {
            key: `news-${i.slug}`,
            type: 'NEWS_AND_UPDATE_DETAIL_PAGE',
            title: x.title,
            date: i.datePublished,
            contentType: 'html',
            content: htmlFor(lang, x.body),
            previous: older
              ? { pageName: older.x.title, refUrl: path(older.i.slug) }
              : { pageName: page.subtitle, refUrl: NEWS_PATH },
            ...(newer ? { next: { pageName: newer.x.title, refUrl: path(newer.i.slug) } } : {}),
          },
          {
            key: `news-${i.slug}-author`,
            type: 'AUTHOR',
            authorData: {
              name: author.name,
              designation: author.designation,
              bio: htmlFor(lang, author.bio),
            },
          },
        ],
      };
      pages.push(
        checkedPage({
          urlPath: path(i.slug),
          language: lang,
          productId: PRODUCT.HOME,
          pageTypeId: PAGE_TYPE.NEWS_AND_UPDATE,
          page: doc,
          file: NEWS_FILE,
          version: i.version,
        }),
      );
    }
  }
  return { pages, rows: (lang) => rows.get(lang) ?? [] };
}

export function loadNews(missing: MissingTexts) {
  // The authors' own missing texts are reported by the articles' loader; a second report would repeat them.
  const authors = loadAuthors(contentSource, new MissingTexts());
  return buildNews(
    readStructure(NEWS_FILE),
    fileTexts(NEWS_FILE),
    { ids: authors.ids, of: (lang) => authors.byLang[lang] },
    missing,
  );
}
