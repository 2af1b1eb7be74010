import type { TBlock } from '../../shared/contracts/blocks';
import type { TBlockData } from '../../shared/contracts/block-data';
import type { Crumb, ShellModel } from '../../shared/contracts/render';
import { tFor } from '../../shared/i18n/catalogues';

/**
 * JSON-LD of a page (decision 0039): pure functions from the page document (shell model and blocks)
 * to schema.org objects, written into the head through `JsonScript type="application/ld+json"` (never an
 * executable script). Nothing here is invented: FAQ answers are the accordions' own text, Article dates come from
 * the document's article record (decision 0047), and AggregateRating appears only where a block shows a rating computed from reviews the document
 * stores (decision 0038).
 */

export type JsonLd = Record<string, unknown> & { '@context': 'https://schema.org'; '@type': string };

const CONTEXT = 'https://schema.org' as const;

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

/** Plain text of an HTML fragment: tags dropped, the common entities decoded, white space collapsed. */
export function htmlToText(html: string): string {
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<br\s*\/?>|<\/(p|li|div|h[1-6]|tr)>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, code: string) => {
      if (code[0] === '#') {
        const n =
          code[1] === 'x' || code[1] === 'X' ? parseInt(code.slice(2), 16) : parseInt(code.slice(1), 10);
        return Number.isFinite(n) && n > 0 && n < 0x110000 ? String.fromCodePoint(n) : ' ';
      }
      return ENTITIES[code.toLowerCase()] ?? whole;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

/** Organization: the brand, its logo, address and contact point, from the site chrome and configuration. */
export function organizationJsonLd(m: ShellModel): JsonLd {
  const t = tFor(m.lang);
  const sameAs = m.chrome.footer.social.map((s) => s.url).filter((u) => /^https:\/\//.test(u));
  return {
    '@context': CONTEXT,
    '@type': 'Organization',
    name: t('brand'),
    url: `${m.origin}/`,
    logo: `${m.origin}/favicon.svg`,
    ...(m.chrome.footer.address ? { address: m.chrome.footer.address } : {}),
    ...(sameAs.length > 0 ? { sameAs } : {}),
    contactPoint: [
      {
        '@type': 'ContactPoint',
        contactType: 'customer support',
        telephone: m.support.phone,
        email: m.support.email,
        areaServed: 'AE',
        availableLanguage: ['English', 'Arabic'],
      },
    ],
  };
}

/** schema.org BreadcrumbList (absolute item URLs); only for a trail of two crumbs or more. */
export function breadcrumbListJsonLd(crumbs: readonly Crumb[], origin: string): JsonLd | undefined {
  if (crumbs.length < 2) return undefined;
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((c, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: c.name,
      item: origin + c.url,
    })),
  };
}

type FaqQuestion = {
  '@type': 'Question';
  name: string;
  acceptedAnswer: { '@type': 'Answer'; text: string };
};
/** Per stored ACCORDION block (one object per stored version of its page): its text is stripped once (decision 0026). */
const faqOfBlock = new WeakMap<object, FaqQuestion[]>();

/** FAQPage from every ACCORDION block of the page: question = row title, answer = the row's text, HTML stripped. */
export function faqPageJsonLd(blocks: readonly TBlock[]): JsonLd | undefined {
  const questions: FaqQuestion[] = [];
  for (const b of blocks) {
    if (b.type !== 'ACCORDION') continue;
    let own = faqOfBlock.get(b);
    if (!own) {
      own = [];
      for (const row of b.rows) {
        const name = htmlToText(row.title);
        const text = htmlToText(row.content);
        if (name && text)
          own.push({ '@type': 'Question', name, acceptedAnswer: { '@type': 'Answer', text } });
      }
      faqOfBlock.set(b, own);
    }
    questions.push(...own);
  }
  if (questions.length === 0) return undefined;
  return { '@context': CONTEXT, '@type': 'FAQPage', mainEntity: questions };
}

type Loose = Record<string, unknown>;
const isObject = (v: unknown): v is Loose => typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() ? v.trim() : undefined);

/** A date the document gives ('2025-03-01', ISO, or DD/MM/YYYY as the spec writes dates) as YYYY-MM-DD. */
export function documentDate(v: unknown): string | undefined {
  const s = str(v);
  if (!s) return undefined;
  const dmy = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(s);
  const iso = dmy ? `${dmy[3]}-${dmy[2]}-${dmy[1]}` : s;
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? undefined : (/^\d{4}-\d{2}-\d{2}/.exec(iso)?.[0] ?? d.toISOString());
}

/** The first string among `keys` at the top of a block or in its fieldValues. */
function field(block: Loose, keys: readonly string[]): unknown {
  const fv = isObject(block.fieldValues) ? block.fieldValues : {};
  for (const k of keys) {
    if (block[k] !== undefined) return block[k];
    if (fv[k] !== undefined) return fv[k];
  }
  return undefined;
}

/** An author's name from a block's author data (authorData / author as a name or an object with a name). */
function authorName(block: Loose): string | undefined {
  const a = field(block, ['authorData', 'author', 'authorName']);
  if (typeof a === 'string') return str(a);
  const first = Array.isArray(a) ? (a[0] as unknown) : a;
  if (isObject(first)) return str(first.name) ?? str(first.authorName) ?? str(first.title);
  return undefined;
}

/** Blocks whose title is the article's own heading (the body blocks first, then the page banner). */
const HEADLINE_BLOCKS = ['ARTICLE_DETAILS', 'NEWS_AND_UPDATE_DETAIL_PAGE', 'BANNER'] as const;

/** The page title without the brand suffix the head adds ('… | Sahel Compare (demo)'). */
export function titleWithoutBrand(title: string, brand: string): string {
  const bar = title.lastIndexOf('|');
  return bar > 0 && title.slice(bar).includes(brand) ? title.slice(0, bar).trim() : title.trim();
}

/**
 * Article, only for a page whose document is one article (decision 0047: `metaData.article`, never a listing):
 * headline = the article's own heading (no brand suffix), the document's publication and modification dates, its
 * image as an absolute URL, and the author from the article or AUTHOR block, else the brand.
 */
export function articleJsonLd(m: ShellModel, blocks: readonly TBlock[]): JsonLd | undefined {
  const a = m.article;
  if (!a) return undefined;
  const brand = tFor(m.lang)('brand');
  const titled = HEADLINE_BLOCKS.map((type) => blocks.find((b) => b.type === type) as Loose | undefined)
    .map((b) => (b ? htmlToText(str(b.title) ?? '') : ''))
    .find((t) => t !== '');
  const headline =
    titled ?? (m.titleHeading ? htmlToText(m.titleHeading) : titleWithoutBrand(m.title, brand));
  const details = blocks.find((b) => b.type === 'ARTICLE_DETAILS') as Loose | undefined;
  const authorBlock = blocks.find((b) => b.type === 'AUTHOR') as Loose | undefined;
  const name = (details && authorName(details)) ?? (authorBlock && authorName(authorBlock));
  const published = documentDate(a.datePublished);
  const modified = documentDate(a.dateModified);
  return {
    '@context': CONTEXT,
    '@type': 'Article',
    headline: headline.slice(0, 110),
    ...(m.description ? { description: m.description } : {}),
    inLanguage: m.lang,
    mainEntityOfPage: m.origin + (m.canonicalPath ?? m.path),
    ...(published ? { datePublished: published } : {}),
    ...(modified ? { dateModified: modified } : {}),
    image: [a.image.startsWith('/') ? m.origin + a.image : a.image],
    author: name
      ? { '@type': 'Person', name }
      : { '@type': 'Organization', name: brand, url: `${m.origin}/` },
    publisher: {
      '@type': 'Organization',
      name: brand,
      logo: { '@type': 'ImageObject', url: `${m.origin}/favicon.svg` },
    },
  };
}

/**
 * One stored review's rating out of 5, as the blocks show it: docs/product/seo.md 'Review' — the sum of its keys containing
 * 'Rating' (in `ratings` or `rating`) divided by 4, to one decimal; else a single numeric `rating`, or
 * `averageRatingStar` as a percentage of five stars. Undefined when it carries none.
 */
export function reviewRating(review: unknown): number | undefined {
  if (!isObject(review)) return undefined;
  const ok = (n: unknown): n is number => typeof n === 'number' && Number.isFinite(n) && n >= 0 && n <= 5;
  const source = isObject(review.ratings) ? review.ratings : isObject(review.rating) ? review.rating : review;
  const aspects = Object.entries(source)
    .filter(([k, v]) => /Rating/.test(k) && ok(v))
    .map(([, v]) => v as number);
  if (aspects.length > 0) return Math.round((aspects.reduce((a, b) => a + b, 0) / 4) * 10) / 10;
  if (ok(review.rating)) return review.rating;
  const pct = review.averageRatingStar;
  if (typeof pct === 'number' && pct >= 0 && pct <= 100) return (pct / 100) * 5;
  return undefined;
}

/** Review lists a block carries (REVIEWS_PREVIEW's reviews, JOURNEY_ELEMENT's firstFoldRating.reviews). */
function reviewsOf(block: Loose): unknown[] {
  const lists: unknown[] = [];
  const take = (v: unknown) => {
    if (Array.isArray(v)) lists.push(...(v as unknown[]));
  };
  take(block.reviews);
  if (isObject(block.fieldValues)) take(block.fieldValues.reviews);
  if (isObject(block.firstFoldRating)) take(block.firstFoldRating.reviews);
  if (isObject(block.data)) take(block.data.reviews);
  return lists;
}

/** Blocks that show a rating computed from their reviews (decision 0039: REVIEWS_PREVIEW, the first-fold rating). */
const RATED_BLOCKS = new Set(['REVIEWS_PREVIEW', 'JOURNEY_ELEMENT']);

/**
 * Product with AggregateRating, only where a block shows a rating and the document stores the reviews behind it:
 * the average of the reviews' ratings (one decimal) and their count. No reviews, no markup.
 */
export function productRatingJsonLd(
  m: ShellModel,
  blocks: readonly TBlock[],
  data?: TBlockData,
): JsonLd | undefined {
  const ratings: number[] = [];
  // A reviewed product's page (decision 0101): the published reviews' figures the REVIEWS_PREVIEW block shows.
  const published = blocks
    .map((b) => (b.type === 'REVIEWS_PREVIEW' ? data?.reviews?.[b.key] : undefined))
    .find((d) => d !== undefined);
  if (!published)
    for (const b of blocks) {
      if (!RATED_BLOCKS.has(b.type)) continue;
      for (const r of reviewsOf(b as unknown as Loose)) {
        const v = reviewRating(r);
        if (v !== undefined) ratings.push(v);
      }
    }
  const count = published ? published.totalReviews : ratings.length;
  if (count === 0) return undefined;
  const average = published
    ? (published.overallRating ?? 0)
    : Math.round((ratings.reduce((a, b) => a + b, 0) / ratings.length) * 10) / 10;
  const t = tFor(m.lang);
  const product = t(`products.${m.productId}`, { defaultValue: '' });
  return {
    '@context': CONTEXT,
    '@type': 'Product',
    name: product && !product.startsWith('products.') ? product : m.title,
    ...(m.description ? { description: m.description } : {}),
    url: m.origin + (m.canonicalPath ?? m.path),
    brand: { '@type': 'Brand', name: t('brand') },
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: average,
      reviewCount: count,
      bestRating: 5,
      worstRating: 0,
    },
  };
}

/**
 * Person, on an author's own page (decision 0112: the AUTHOR_BIO block that lists the author's articles): the name,
 * role and bio as the page shows them, the page as the person's URL, the brand as employer.
 */
export function personJsonLd(m: ShellModel, blocks: readonly TBlock[]): JsonLd | undefined {
  const bio = blocks.find((b) => b.type === 'AUTHOR_BIO' && b.list !== undefined);
  if (bio?.type !== 'AUTHOR_BIO') return undefined;
  const a = bio.authorData;
  const description = a.bio ? htmlToText(a.bio) : '';
  return {
    '@context': CONTEXT,
    '@type': 'Person',
    name: a.name,
    ...(a.designation ? { jobTitle: a.designation } : {}),
    ...(description ? { description } : {}),
    url: m.origin + (m.canonicalPath ?? m.path),
    worksFor: { '@type': 'Organization', name: tFor(m.lang)('brand'), url: `${m.origin}/` },
  };
}

/**
 * Every JSON-LD object of a page: Organization on every page; BreadcrumbList for a trail; for content pages
 * FAQPage, Article and Product/AggregateRating when their blocks are there.
 */
export function structuredData(m: ShellModel, blocks: readonly TBlock[] = [], data?: TBlockData): JsonLd[] {
  const out: (JsonLd | undefined)[] = [
    organizationJsonLd(m),
    breadcrumbListJsonLd(m.breadcrumbs, m.origin),
    faqPageJsonLd(blocks),
    articleJsonLd(m, blocks),
    productRatingJsonLd(m, blocks, data),
    personJsonLd(m, blocks),
  ];
  return out.filter((x): x is JsonLd => x !== undefined);
}
