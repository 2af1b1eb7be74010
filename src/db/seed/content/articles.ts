import { z } from 'zod';
import { ZStoredPage } from '../../../shared/contracts/page';
import { LOCALES, type LangCode } from '../../../shared/domain/locales';
import { PAGE_TYPE, PRODUCT_SEGMENTS } from '../../../shared/domain/products';
import { isolateNumbersInHtml } from '../../../shared/i18n/bidi';
import { MissingTexts } from '../data/texts';
import type { StoredPage, TSeedPage } from './seed-page';
import { checkHtml } from './article-html';
import { AUTHORS, contentSource, loadAuthors, type ArticleSource } from './authors';
import { authorPageTexts, authorPath, authorTag } from './author-pages';

/**
 * Articles as data (decision 0104; content/README.md 'Articles and authors'). Per product one structure file,
 * `content/structure/articles/<segment>.json` (slugs, authors, dates, section ids, related paths, in previous/next
 * order), and per language its texts, `content/<lang>/articles/<segment>.json` (`<slug>.title`, `.description`,
 * `.intro`, `<slug>.<section>.heading`, `.body`). The authors are `content/structure/authors.json` with their texts in
 * `content/<lang>/authors.json`; the list pages' and notices' texts are `content/<lang>/article-pages.json`.
 *
 * Each article becomes a page of type 2 at `/<segment>/articles/<slug>/` and each product with articles its list page
 * `/<segment>/articles/`. An article whose texts are incomplete in a language is reported (MissingTexts) and not seeded
 * in that language; an unknown author, a text key that names no article or section, disallowed HTML, or a related path
 * that is neither a seeded page nor a generated one throws with the file and key.
 */

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const SECTION = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;
const DAY = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'a date as YYYY-MM-DD')
  .refine((d) => d >= '2025-06-01' && d <= '2026-11-20', 'a date between 2025-06-01 and 2026-11-20');

const ZArticle = z
  .strictObject({
    slug: z.string().regex(SLUG).max(80),
    author: z.string().regex(SLUG),
    datePublished: DAY,
    dateModified: DAY,
    sections: z.array(z.string().regex(SECTION).max(60)).min(3).max(5),
    related: z
      .array(z.string().regex(/^\/([a-z0-9-]+\/)+$/, 'a site path with a trailing /'))
      .min(2)
      .max(4),
    version: z.number().int().min(1),
  })
  .refine((a) => a.dateModified >= a.datePublished, {
    message: 'dateModified is before datePublished',
    path: ['dateModified'],
  })
  .refine((a) => new Set(a.sections).size === a.sections.length, {
    message: 'a section id is repeated',
    path: ['sections'],
  });

const ZArticlesFile = z.strictObject({
  productId: z.number().int(),
  articles: z.array(ZArticle).min(1).max(60),
});
export type TArticlesFile = z.infer<typeof ZArticlesFile>;

const COMMON = 'article-pages';
const COMMON_KEYS = ['metaSuffix', 'listTab'] as const;
/** Per product: the list page's texts and the demo notice (banking and insurance notices differ). */
const LIST_KEYS = ['title', 'subtitle', 'description', 'productName', 'notice'] as const;

/** A seeded page's name for a link: its first block title, else its title tag before ' | '. */
function nameOfPage(page: StoredPage): string | undefined {
  for (const b of page.jsonData) if ('title' in b && typeof b.title === 'string' && b.title) return b.title;
  const title = page.metaData.metaTags?.find((t) => t.tag === 'title')?.content;
  return title?.split(' | ')[0];
}

export type GeneratedPage = TSeedPage & { file: string; version: number };

type Article = TArticlesFile['articles'][number];
type Filled = {
  a: Article;
  title: string;
  description: string;
  intro: string;
  sections: { id: string; heading: string; body: string }[];
};

/** One language's texts of a file's articles: the complete ones (the rest reported as missing). */
function fillArticles(
  s: TArticlesFile,
  segment: string,
  lang: LangCode,
  src: ArticleSource,
  missing: MissingTexts,
): Filled[] {
  const file = `articles/${segment}`;
  const texts = src.texts(lang, file) ?? {};
  const known = new Set<string>();
  const out: Filled[] = [];
  for (const a of s.articles) {
    let complete = true;
    const get = (key: string, html: boolean): string => {
      known.add(key);
      const t = texts[key];
      if (t === undefined || t.trim() === '') {
        complete = false;
        missing.add({ lang, file, key });
        return '';
      }
      if (html) checkHtml(t, `content/${lang}/${file}.json ${key}`);
      return t;
    };
    const title = get(`${a.slug}.title`, false);
    const description = get(`${a.slug}.description`, false);
    const intro = get(`${a.slug}.intro`, true);
    const sections = a.sections.map((id) => ({
      id,
      heading: get(`${a.slug}.${id}.heading`, false),
      body: get(`${a.slug}.${id}.body`, true),
    }));
    if (description.length > 155)
      throw new Error(`content/${lang}/${file}.json ${a.slug}.description: over 155 characters`);
    if (complete) out.push({ a, title, description, intro, sections });
  }
  for (const key of Object.keys(texts))
    if (!known.has(key))
      throw new Error(`content/${lang}/${file}.json: "${key}" names no article or section of the structure`);
  return out;
}

/** The list pages' and notices' texts of a language, or null (reported) when incomplete. */
function commonTexts(
  lang: LangCode,
  segment: string,
  src: ArticleSource,
  missing: MissingTexts,
): Record<string, string> | null {
  const texts = src.texts(lang, COMMON) ?? {};
  const keys = [...COMMON_KEYS, ...LIST_KEYS.map((k) => `${segment}.${k}`)];
  const out: Record<string, string> = {};
  let complete = true;
  for (const k of keys) {
    const t = texts[k];
    if (t === undefined) {
      missing.add({ lang, file: COMMON, key: k });
      complete = false;
    } else out[k] = t;
  }
  return complete ? out : null;
}

const rtl = (lang: LangCode) => LOCALES.find((l) => l.code === lang)?.dir === 'rtl';

/**
 * The article pages and list pages of every articles file, in every language whose texts are complete. `pages` are
 * the pages seeded from content/structure/pages (related links may name them; a page file at an address this
 * generator makes is refused: one source per address).
 */
export function loadArticles(
  pages: readonly TSeedPage[],
  missing = new MissingTexts(),
  src: ArticleSource = contentSource,
): GeneratedPage[] {
  const segments = src.segments();
  if (segments.length === 0) return [];
  const authors = loadAuthors(src, missing);
  const files = segments.map((segment) => {
    const file = `articles/${segment}`;
    const parsed = ZArticlesFile.safeParse(src.structure(file));
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new Error(`content/structure/${file}.json: ${issue?.path.join('.')} ${issue?.message}`);
    }
    const s = parsed.data;
    if (PRODUCT_SEGMENTS[segment] === undefined)
      throw new Error(`content/structure/${file}.json: ${segment} is not a product segment`);
    if (PRODUCT_SEGMENTS[segment] !== s.productId)
      throw new Error(`content/structure/${file}.json: productId ${s.productId} is not ${segment}'s`);
    const slugs = new Set<string>();
    for (const [i, a] of s.articles.entries()) {
      if (slugs.has(a.slug))
        throw new Error(`content/structure/${file}.json: articles.${i}.slug ${a.slug} is repeated`);
      slugs.add(a.slug);
      if (!authors.ids.has(a.author))
        throw new Error(
          `content/structure/${file}.json: articles.${i}.author "${a.author}" is not in content/structure/${AUTHORS}.json`,
        );
    }
    return { segment, file, s };
  });

  const listPath = (segment: string) => `/${segment}/articles/`;
  const articlePath = (segment: string, slug: string) => `/${segment}/articles/${slug}/`;
  const generated = new Set(
    files.flatMap(({ segment, s }) => [
      listPath(segment),
      ...s.articles.map((a) => articlePath(segment, a.slug)),
    ]),
  );
  const seeded = new Map<string, TSeedPage>();
  for (const p of pages) {
    if (generated.has(p.urlPath))
      throw new Error(
        `${p.urlPath} has a page file and is generated from articles data: one source per address`,
      );
    seeded.set(`${p.language}|${p.urlPath}`, p);
  }
  const seededPaths = new Set(pages.map((p) => p.urlPath));
  for (const { file, s } of files)
    for (const [i, a] of s.articles.entries())
      for (const [j, r] of a.related.entries())
        if (!seededPaths.has(r) && !generated.has(r))
          throw new Error(
            `content/structure/${file}.json: articles.${i}.related.${j} ${r} is neither a seeded page nor an article`,
          );

  const rows: GeneratedPage[] = [];
  for (const { code: lang, languageId } of LOCALES) {
    // Every file's complete articles in this language first: related links may cross files.
    const filled = new Map(files.map((f) => [f.segment, fillArticles(f.s, f.segment, lang, src, missing)]));
    const titleOf = new Map<string, string>();
    for (const [segment, list] of filled) {
      for (const f of list) titleOf.set(articlePath(segment, f.a.slug), f.title);
    }
    for (const { segment, file, s } of files) {
      const list = filled.get(segment) ?? [];
      const common = commonTexts(lang, segment, src, missing);
      const team = authors.byLang[lang];
      if (!common || list.length === 0) continue;
      const listTitle = common[`${segment}.title`] ?? '';
      titleOf.set(listPath(segment), listTitle);
      const linkName = (path: string): string | undefined => {
        const page = seeded.get(`${lang}|${path}`);
        return titleOf.get(path) ?? (page ? nameOfPage(page.page) : undefined);
      };
      const html = (h: string) => (rtl(lang) ? isolateNumbersInHtml(h) : h);
      const meta = (title: string, description: string): StoredPage['metaData']['metaTags'] => [
        { tag: 'title', attributes: {}, content: `${title}${common.metaSuffix}` },
        { tag: 'meta', attributes: { name: 'description', content: description } },
      ];
      const notice = {
        key: `${segment}-articles-notice`,
        type: 'TEXT' as const,
        contentType: 'html' as const,
        content: html(common[`${segment}.notice`] ?? ''),
      };
      // The author's page (decision 0112): generated in every language whose author texts are complete.
      const authorPages = authorPageTexts(lang, src) !== null;

      for (const [i, f] of list.entries()) {
        const author = team?.get(f.a.author);
        if (!author) continue; // its texts are missing in this language: reported by loadAuthors
        const prev = list[i - 1];
        const next = list[i + 1];
        const profileUrl = authorPages ? authorPath(f.a.author) : undefined;
        const related = f.a.related.flatMap((path) => {
          const pageName = linkName(path);
          return pageName ? [{ pageName, refUrl: path }] : [];
        });
        const path = articlePath(segment, f.a.slug);
        const page: StoredPage = {
          metaData: {
            countryProductId: s.productId,
            pageTypeId: PAGE_TYPE.ARTICLES,
            languageId,
            showJourney: false,
            article: {
              datePublished: f.a.datePublished,
              dateModified: f.a.dateModified,
              image: `/assets/demo/${f.a.slug}.svg`,
            },
            metaTags: meta(f.title, f.description),
            // The author's page lists their articles by this tag (decision 0112).
            pageTags: [authorTag(f.a.author)],
          },
          jsonData: [
            {
              key: `${segment}-article-banner`,
              type: 'BANNER',
              title: f.title,
              fieldValues: { variant: 'product', subtitle: listTitle },
            },
            notice,
            {
              key: `article-${f.a.slug}`,
              type: 'ARTICLE_DETAILS',
              title: f.title,
              contentType: 'html',
              content: html(f.intro),
              datePublished: f.a.datePublished,
              updatedOn: f.a.dateModified,
              authorData: {
                name: author.name,
                designation: author.designation,
                ...(profileUrl ? { profileUrl } : {}),
              },
              sections: f.sections.map((x) => ({ ...x, body: html(x.body) })),
              related,
              ...(prev
                ? { previous: { pageName: prev.title, refUrl: articlePath(segment, prev.a.slug) } }
                : {}),
              ...(next ? { next: { pageName: next.title, refUrl: articlePath(segment, next.a.slug) } } : {}),
            },
            {
              key: `author-${f.a.author}`,
              type: 'AUTHOR',
              authorData: {
                name: author.name,
                designation: author.designation,
                bio: html(author.bio),
                ...(profileUrl ? { profileUrl } : {}),
              },
            },
          ],
        };
        rows.push(checked(path, lang, s.productId, page, file, f.a.version));
      }

      const cards = [...list]
        .sort(
          (x, y) =>
            y.a.dateModified.localeCompare(x.a.dateModified) ||
            y.a.datePublished.localeCompare(x.a.datePublished) ||
            x.a.slug.localeCompare(y.a.slug),
        )
        .slice(0, 20)
        .map((f) => ({
          refUrl: articlePath(segment, f.a.slug),
          title: f.title,
          description: f.description,
          updatedOn: f.a.dateModified,
          ...(team?.get(f.a.author) ? { author: team.get(f.a.author)?.name } : {}),
        }));
      const listPage: StoredPage = {
        metaData: {
          countryProductId: s.productId,
          pageTypeId: PAGE_TYPE.ARTICLES,
          languageId,
          showJourney: false,
          metaTags: meta(listTitle, common[`${segment}.description`] ?? ''),
        },
        jsonData: [
          {
            key: `${segment}-articles-banner`,
            type: 'BANNER',
            title: listTitle,
            fieldValues: { variant: 'product', subtitle: common[`${segment}.subtitle`] ?? '' },
          },
          notice,
          {
            key: `${segment}-articles`,
            type: 'ARTICLES',
            productName: common[`${segment}.productName`] ?? '',
            // Paged by the server from page data (decision 0107); the cards below are the fallback.
            list: { pageTypeId: PAGE_TYPE.ARTICLES, urlPattern: listPath(segment) },
            tabs: [{ tabTitle: common.listTab ?? '', data: cards }],
          },
        ],
      };
      const listVersion = s.articles.reduce((n, a) => n + a.version, 0);
      rows.push(checked(listPath(segment), lang, s.productId, listPage, file, listVersion));
    }
  }
  return rows;
}

function checked(
  urlPath: string,
  language: LangCode,
  productId: number,
  doc: StoredPage,
  file: string,
  version: number,
): GeneratedPage {
  const ok = ZStoredPage.safeParse(doc);
  if (!ok.success) {
    const issue = ok.error.issues[0];
    throw new Error(
      `content/${language}/${file}.json ${urlPath}: ${issue?.path.join('.')} ${issue?.message}`,
    );
  }
  return {
    urlPath,
    language,
    productId,
    pageTypeId: PAGE_TYPE.ARTICLES,
    status: 'published',
    page: doc,
    file,
    version,
  };
}
