import { z } from 'zod';
import { LOCALES, type LangCode } from '../../../shared/domain/locales';
import { PRODUCT } from '../../../shared/domain/products';
import { MissingTexts, readStructure } from '../data/texts';
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
 * The CEO blog as data (decision 0105): `content/structure/ceo-blog.json` lists the stories (slug, dates, tags,
 * version), `content/<lang>/ceo-blog.json` holds each story's title, description and HTML body, the author (the demo
 * CEO, Omar Al Nuaimi) and the story page's own words. Each story is `/ceo-blog/<slug>/`, page type 53 (the CEO blog's
 * own type, so the list's page data asks `{productId: 17, pageTypeId: 53}`: decision 0100); the list page
 * (`content/structure/pages/ceo-blog.json`) takes its document rows (the featured story, and the list shown when the
 * page data lookup fails) from `{"$list": "ceo-blog"}` and `{"$list": "ceo-blog:popular"}`.
 */

export const CEO_BLOG_FILE = 'ceo-blog';
export const CEO_BLOG_PATH = '/ceo-blog/';
export const CEO_BLOG_PAGE_TYPE = 53;

const ZCeoBlogStructure = z.strictObject({
  stories: z
    .array(
      z
        .strictObject({
          slug: ZSlug,
          datePublished: ZDay,
          dateModified: ZDay,
          /** 'featured' (one story: the list's first fold), 'popular' (the popular box without page data). */
          tags: z
            .array(z.enum(['featured', 'popular']))
            .max(2)
            .default([]),
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
export type TCeoBlogStructure = z.infer<typeof ZCeoBlogStructure>;

type BlogRow = {
  pageTag: string[];
  title: string;
  description: string;
  updatedOn: string;
  refUrl: string;
};

/** The structure, checked (a repeated slug, more than one featured story throw); stories newest first. */
export function parseCeoBlog(raw: unknown): TCeoBlogStructure {
  const parsed = ZCeoBlogStructure.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`content/structure/ceo-blog.json: ${issue?.path.join('.')} ${issue?.message}`);
  }
  const seen = new Set<string>();
  for (const s of parsed.data.stories) {
    if (seen.has(s.slug)) throw new Error(`content/structure/ceo-blog.json: ${s.slug} is listed twice`);
    seen.add(s.slug);
  }
  if (parsed.data.stories.filter((s) => s.tags.includes('featured')).length > 1)
    throw new Error('content/structure/ceo-blog.json: more than one featured story');
  const stories = [...parsed.data.stories].sort(
    (a, b) => b.dateModified.localeCompare(a.dateModified) || a.slug.localeCompare(b.slug),
  );
  return { stories };
}

const PAGE_KEYS = {
  metaTitle: 'page.metaTitle',
  subtitle: 'page.subtitle',
  demoNotice: 'page.demoNotice',
  author: 'author.name',
  designation: 'author.designation',
} as const;

export function buildCeoBlog(
  raw: unknown,
  textsOf: TextsOf,
  missing: MissingTexts,
): { pages: DataPage[]; rows: (lang: LangCode) => BlogRow[]; popular: (lang: LangCode) => BlogRow[] } {
  const s = parseCeoBlog(raw);
  const pages: DataPage[] = [];
  const rows = new Map<LangCode, BlogRow[]>();
  for (const { code: lang } of LOCALES) {
    const texts = textsOf(lang);
    const page = pick(texts, PAGE_KEYS, lang, CEO_BLOG_FILE, missing);
    const stories = s.stories.flatMap((st) => {
      const x = pick(
        texts,
        { title: `${st.slug}.title`, description: `${st.slug}.description`, body: `${st.slug}.body` },
        lang,
        CEO_BLOG_FILE,
        missing,
      );
      return x ? [{ st, x }] : [];
    });
    if (!page) continue;
    const path = (slugOf: string) => `${CEO_BLOG_PATH}${slugOf}/`;
    rows.set(
      lang,
      stories.map(({ st, x }) => ({
        pageTag: [...st.tags, 'ceo'],
        title: x.title,
        description: x.description,
        updatedOn: st.dateModified,
        refUrl: path(st.slug),
      })),
    );
    for (const [n, { st, x }] of stories.entries()) {
      // Newest first: 'previous' is the older story, 'next' the newer one (the newest leads back to the list).
      const older = stories[n + 1];
      const newer = stories[n - 1];
      const doc: StoredPage = {
        metaData: metaData({
          productId: PRODUCT.HOME,
          pageTypeId: CEO_BLOG_PAGE_TYPE,
          lang,
          title: fillTemplate(page.metaTitle, { title: x.title }),
          description: x.description,
          article: {
            datePublished: st.datePublished,
            dateModified: st.dateModified,
            image: `/assets/demo/ceo-${st.slug}.svg`,
          },
        }),
        jsonData: [
          {
            key: `ceo-${st.slug}-banner`,
            type: 'BANNER',
            title: x.title,
            fieldValues: { variant: 'product', subtitle: page.subtitle },
          },
          {
            key: `ceo-${st.slug}-intro`,
            type: 'TITLE_PARAGRAPH',
            title: x.title,
            contentType: 'html',
            content: htmlFor(lang, page.demoNotice),
          },
          {
            key: `ceo-${st.slug}-article`,
            type: 'ARTICLE_DETAILS',
            title: x.title,
            updatedOn: st.dateModified,
            authorData: { name: page.author, designation: page.designation },
            contentType: 'html',
            content: htmlFor(lang, x.body),
            ...(older ? { previous: { pageName: older.x.title, refUrl: path(older.st.slug) } } : {}),
            next: newer
              ? { pageName: newer.x.title, refUrl: path(newer.st.slug) }
              : { pageName: page.subtitle, refUrl: CEO_BLOG_PATH },
            subscribeBox: true,
          },
        ],
      };
      pages.push(
        checkedPage({
          urlPath: path(st.slug),
          language: lang,
          productId: PRODUCT.HOME,
          pageTypeId: CEO_BLOG_PAGE_TYPE,
          page: doc,
          file: CEO_BLOG_FILE,
          version: st.version,
        }),
      );
    }
  }
  const of = (lang: LangCode) => rows.get(lang) ?? [];
  return {
    pages,
    rows: of,
    popular: (lang) => of(lang).filter((r) => r.pageTag.includes('popular')),
  };
}

export const loadCeoBlog = (missing: MissingTexts) =>
  buildCeoBlog(readStructure(CEO_BLOG_FILE), fileTexts(CEO_BLOG_FILE), missing);
