import { ZStoredPage } from '../../../shared/contracts/page';
import { LOCALES, type LangCode } from '../../../shared/domain/locales';
import { PAGE_TYPE, PRODUCT } from '../../../shared/domain/products';
import { isolateNumbersInHtml } from '../../../shared/i18n/bidi';
import { MissingTexts } from '../data/texts';
import { contentSource, loadAuthors, type ArticleSource } from './authors';
import type { StoredPage, TSeedPage } from './seed-page';

/**
 * The authors' pages as data (decision 0112): `/authors/` lists every author of `content/structure/authors.json`
 * (initials, role, short bio, how many articles, a link) and `/author/<id>/` is one author: the bio, then their
 * articles newest first, paged by the server (the AUTHOR_BIO block's `list` picks the articles tagged
 * `author-<id>`; 12 a page, 6 on a phone, `?page=N`). Texts: `content/<lang>/authors.json` (name, role, bio) and
 * `content/<lang>/author-pages.json` (the pages' own words). A language lacking either is reported and not seeded,
 * and its articles then name their author without a link.
 */

/** The authors' pages' page type (the spec lists none for them; decision 0112). */
const AUTHOR_PAGE_TYPE = 55;
const AUTHOR_PAGES = 'author-pages';
const KEYS = [
  'metaSuffix',
  'index.title',
  'index.subtitle',
  'index.description',
  'author.subtitle',
  'author.description',
] as const;

export const authorPath = (id: string): string => `/author/${id}/`;
export const authorTag = (id: string): string => `author-${id}`;

/** The pages' own words in a language, or null (reported when `missing` is given) when any is absent. */
export function authorPageTexts(
  lang: LangCode,
  src: ArticleSource,
  missing?: MissingTexts,
): Record<(typeof KEYS)[number], string> | null {
  const texts = src.texts(lang, AUTHOR_PAGES) ?? {};
  const out: Partial<Record<(typeof KEYS)[number], string>> = {};
  for (const k of KEYS) {
    const t = texts[k];
    if (t === undefined || t.trim() === '') missing?.add({ lang, file: AUTHOR_PAGES, key: k });
    else out[k] = t;
  }
  return KEYS.every((k) => out[k] !== undefined) ? (out as Record<(typeof KEYS)[number], string>) : null;
}

const fillName = (text: string, name: string, role: string) =>
  text.replaceAll('{{name}}', name).replaceAll('{{designation}}', role);

type AuthorPage = TSeedPage & { file: string; version: number };

/**
 * `/authors/` and every `/author/<id>/` in each language whose texts are complete. `articles` are the generated
 * article pages: an author's count is how many of them carry the author's tag in that language.
 */
export function loadAuthorPages(
  articles: readonly TSeedPage[],
  missing = new MissingTexts(),
  src: ArticleSource = contentSource,
): AuthorPage[] {
  const authors = loadAuthors(src, new MissingTexts());
  const rows: AuthorPage[] = [];
  for (const { code: lang, languageId, dir } of LOCALES) {
    const words = authorPageTexts(lang, src, missing);
    const team = authors.byLang[lang];
    if (!words || !team) continue;
    const html = (h: string) => (dir === 'rtl' ? isolateNumbersInHtml(h) : h);
    const countOf = (id: string) =>
      articles.filter((p) => p.language === lang && p.page.metaData.pageTags?.includes(authorTag(id))).length;
    const meta = (title: string, description: string): StoredPage['metaData'] => ({
      countryProductId: PRODUCT.HOME,
      pageTypeId: AUTHOR_PAGE_TYPE,
      languageId,
      showJourney: false,
      metaTags: [
        { tag: 'title', attributes: {}, content: `${title}${words.metaSuffix}` },
        { tag: 'meta', attributes: { name: 'description', content: description } },
      ],
    });
    const ids = [...authors.ids].filter((id) => team.has(id));
    const index: StoredPage = {
      metaData: meta(words['index.title'], words['index.description']),
      jsonData: [
        {
          key: 'authors-banner',
          type: 'BANNER',
          title: words['index.title'],
          fieldValues: { variant: 'product', subtitle: words['index.subtitle'] },
        },
        ...ids.map((id) => {
          const a = team.get(id)!;
          return {
            key: `authors-${id}`,
            type: 'AUTHOR_BIO' as const,
            authorData: {
              name: a.name,
              designation: a.designation,
              bio: html(a.bio),
              profileUrl: authorPath(id),
            },
            rows: [],
            articleCount: countOf(id),
          };
        }),
      ],
    };
    rows.push(checked('/authors/', lang, index, 1 + articles.filter((p) => p.language === lang).length));
    for (const id of ids) {
      const a = team.get(id)!;
      const page: StoredPage = {
        metaData: meta(a.name, fillName(words['author.description'], a.name, a.designation)),
        jsonData: [
          {
            key: 'author-banner',
            type: 'BANNER',
            title: a.name,
            fieldValues: {
              variant: 'product',
              subtitle: fillName(words['author.subtitle'], a.name, a.designation),
            },
          },
          {
            key: `author-${id}`,
            type: 'AUTHOR_BIO',
            authorData: { name: a.name, designation: a.designation, bio: html(a.bio) },
            rows: [],
            articleCount: countOf(id),
            list: { pageTypeId: PAGE_TYPE.ARTICLES, pageTag: authorTag(id) },
          },
        ],
      };
      rows.push(checked(authorPath(id), lang, page, 1 + countOf(id)));
    }
  }
  return rows;
}

function checked(urlPath: string, language: LangCode, doc: StoredPage, version: number): AuthorPage {
  const ok = ZStoredPage.safeParse(doc);
  if (!ok.success) {
    const issue = ok.error.issues[0];
    throw new Error(
      `content/${language}/${AUTHOR_PAGES}.json ${urlPath}: ${issue?.path.join('.')} ${issue?.message}`,
    );
  }
  return {
    urlPath,
    language,
    productId: PRODUCT.HOME,
    pageTypeId: AUTHOR_PAGE_TYPE,
    status: 'published',
    page: doc,
    file: AUTHOR_PAGES,
    version,
  };
}
