import type { z } from 'zod';
import type { TArticleMeta, ZStoredPage } from '../../../shared/contracts/page';
import type { TLink } from '../../../shared/contracts/blocks';
import { localeOf } from '../../../shared/domain/locales';

/** Helpers shared by the plain pages, the guides and the sitemap (docs/product/content.md). */

export type Lang = 'en' | 'ar';
export type StoredPage = z.input<typeof ZStoredPage>;
type BlockInput = StoredPage['jsonData'][number];

/** One spelling of the brand per language: the catalogues' `common:brand` ('ساحل كومبير' in Arabic). */
export const BRAND: Record<Lang, string> = { en: 'Sahel Compare', ar: 'ساحل كومبير' };

/** '… | Sahel Compare (demo)', the title suffix of every seeded page. */
export const titleOf = (lang: Lang, title: string) =>
  lang === 'en' ? `${title} | Sahel Compare (demo)` : `${title} | ساحل كومبير (تجريبي)`;

export type Section = { key: string; title: string; html: string };

/**
 * A page with no journey (`showJourney: false`): a banner with the page's only h1, then sections of sanitised
 * HTML, and optional extra blocks (a table, a list of links).
 */
export function plainPage(p: {
  lang: Lang;
  productId: number;
  pageTypeId: number;
  key: string;
  metaTitle: string;
  description: string;
  title: string;
  subtitle: string;
  sections: Section[];
  after?: BlockInput[];
  /** Only when the page is one article: its dates and image, for the Article JSON-LD (decision 0047). */
  article?: TArticleMeta;
}): StoredPage {
  return {
    metaData: {
      countryProductId: p.productId,
      pageTypeId: p.pageTypeId,
      languageId: localeOf(p.lang).languageId,
      showJourney: false,
      ...(p.article ? { article: p.article } : {}),
      metaTags: [
        { tag: 'title', attributes: {}, content: titleOf(p.lang, p.metaTitle) },
        { tag: 'meta', attributes: { name: 'description', content: p.description } },
      ],
    },
    jsonData: [
      {
        key: `${p.key}-banner`,
        type: 'BANNER',
        title: p.title,
        fieldValues: { variant: 'product', subtitle: p.subtitle },
      },
      ...p.sections.map((s): BlockInput => ({
        key: `${p.key}-${s.key}`,
        type: 'TITLE_PARAGRAPH',
        title: s.title,
        contentType: 'html',
        content: s.html,
      })),
      ...(p.after ?? []),
    ],
  };
}

export function linksBlock(key: string, title: string, links: TLink[]): BlockInput {
  return { key, type: 'LINKS', title, isArticlePageLink: false, links };
}

/** Paragraphs and lists from lines: a line starting with '- ' is a list item, any other line a paragraph. */
export function html(...lines: string[]): string {
  let out = '';
  let inList = false;
  for (const line of lines) {
    const item = line.startsWith('- ');
    if (item && !inList) out += '<ul>';
    if (!item && inList) out += '</ul>';
    inList = item;
    out += item ? `<li>${line.slice(2)}</li>` : `<p>${line}</p>`;
  }
  return inList ? out + '</ul>' : out;
}

/** One seeded page row: its path, language, product and page type, and the stored document. */
export type TSeedPage = {
  urlPath: string;
  language: 'en' | 'ar' | 'hi' | 'ml';
  productId: number;
  pageTypeId: number;
  status: 'published' | 'draft';
  page: z.input<typeof ZStoredPage>;
};
