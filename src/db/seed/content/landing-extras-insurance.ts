import type { z } from 'zod';
import type { ZStoredPage } from '../../../shared/contracts/page';
import { healthFamilyCopy } from './insurance-copy-health';
import { otherInsuranceCopy } from './insurance-copy-other';
import { lifeCopy } from './insurance-copy-life';
import type { TLandingExtra } from './landing-extra-types';

type Block = z.input<typeof ZStoredPage>['jsonData'][number];

export type { TLandingExtra } from './landing-extra-types';

/**
 * In-page anchors. No block wrapper carries an id, so each section the table of contents points at starts with a
 * TEXT block whose HTML holds the id (the sanitiser keeps `id`); the reviews heading has its own id
 * (`reviews-{key}-title`, web/blocks/reviews-preview). insurance-landings.test.tsx renders the pages and checks
 * every entry's target exists.
 */
export const ANCHORS = {
  how: 'how-it-works',
  cover: 'cover-explained',
  compare: 'compare-cover',
  faq: 'faq',
} as const;
export const reviewsAnchor = (key: string) => `reviews-${key}-reviews-title`;

/** The TEXT block that opens a section: its heading carries the anchor. */
function sectionHead(key: string, id: string, title: string, lead: string): Block {
  return { key, type: 'TEXT', contentType: 'html', content: `<h2 id="${id}">${title}</h2><p>${lead}</p>` };
}

/**
 * The extra blocks of a landing, in parts: `head` (table of contents, why buy), `body` (how it works, cover
 * explained in tabs, health's tiles, comparison of cover types), `reviews` (demo reviews: the block computes the
 * rating and count from them), `faq` (the anchored note and the FAQ) and `related` (links to published pages).
 */
export function landingExtraBlocks(
  key: string,
  extra: TLandingExtra,
  language: 'en' | 'ar',
): { head: Block[]; body: Block[]; reviews: Block; faq: Block[]; related: Block[] } {
  const c = extra[language];
  const withCompare = c.compare !== undefined;
  const entries = [
    { id: ANCHORS.how, title: c.toc.how },
    { id: ANCHORS.cover, title: c.toc.cover },
    ...(withCompare ? [{ id: ANCHORS.compare, title: c.toc.compare }] : []),
    { id: reviewsAnchor(key), title: c.toc.reviews },
    { id: ANCHORS.faq, title: c.toc.faq },
  ];
  const head: Block[] = [
    { key: `${key}-toc`, type: 'TABLE_OF_CONTENT', title: c.toc.title, entries },
    {
      key: `${key}-why`,
      type: 'WHYBUY',
      title: c.why.title,
      items: c.why.items.map(([heading, description]) => ({ heading, description })),
    },
  ];
  const body: Block[] = [
    sectionHead(`${key}-how-title`, ANCHORS.how, c.how.title, c.how.lead),
    {
      key: `${key}-how`,
      type: 'ICONS_NEW',
      rows: c.how.steps.map(([title, description]) => ({ title, description, iconAlt: '' })),
    },
    sectionHead(`${key}-cover-title`, ANCHORS.cover, c.cover.title, c.cover.lead),
    {
      key: `${key}-cover`,
      type: 'TABS',
      tabs: c.cover.tabs.map(([title, content]) => ({ title, content })),
    },
    ...(c.tiles
      ? [
          {
            key: `${key}-tiles`,
            type: 'COVERAGE_WIDGET' as const,
            title: c.tiles.title,
            visibleCount: 6,
            rows: c.tiles.rows.map(([row1, row2, pageUrl]) => ({ row1, row2, pageUrl })),
          },
        ]
      : []),
    ...(c.compare
      ? [
          sectionHead(`${key}-compare-title`, ANCHORS.compare, c.compare.title, c.compare.lead),
          {
            key: `${key}-compare`,
            type: 'DYNAMIC_TABLE' as const,
            contentType: 'json' as const,
            tableHeaders: c.compare.headers,
            tableData: c.compare.rows,
          },
        ]
      : []),
  ];
  const reviews: Block = {
    key: `${key}-reviews`,
    type: 'REVIEWS_PREVIEW',
    title: c.reviews.title,
    reviewsPagePublished: false,
    reviews: c.reviews.items.map(([userName, city, reviewTitle, reviewContent], i) => {
      const meta = extra.reviewMeta[i]!;
      const [serviceRating, priceRating, claimRating, supportRating] = meta.ratings;
      return {
        userName,
        city,
        publishAt: meta.publishAt,
        reviewTitle,
        reviewContent,
        rating: { serviceRating, priceRating, claimRating, supportRating },
      };
    }),
  };
  const faq: Block[] = [
    {
      key: `${key}-faq-note`,
      type: 'TEXT',
      contentType: 'html',
      content: `<p id="${ANCHORS.faq}">${c.faq.note}</p>`,
    },
    ...(c.faq.rows.length > 0
      ? [
          {
            key: `${key}-faq`,
            type: 'ACCORDION' as const,
            title: c.faq.title,
            accordionType: 1,
            rows: c.faq.rows.map(([title, content]) => ({ title, content })),
          },
        ]
      : []),
  ];
  const related: Block[] = c.related
    ? [
        {
          key: `${key}-related`,
          type: 'INTERLINKING_LINKS',
          title: c.related.title,
          interlinkingLinksData: c.related.groups.map((g) => ({
            heading: g.heading,
            links: g.links.map(([label, url]) => ({ label, url })),
          })),
        },
      ]
    : [];
  return { head, body, reviews, faq, related };
}

function fullExtras(key: string, extra: TLandingExtra, language: 'en' | 'ar'): Block[] {
  const { head, body, reviews, faq, related } = landingExtraBlocks(key, extra, language);
  return [...head, ...body, reviews, ...faq, ...related];
}

const EXTRAS: Record<string, TLandingExtra> = { ...healthFamilyCopy, ...otherInsuranceCopy, ...lifeCopy };

/**
 * docs/product/content.md: the rest of each insurance product landing's page document (after the banner, popular plans, calculator and
 * introduction), by landing key, in English and Arabic. Honest demo text for the fictional brand.
 */
export const insuranceLandingExtras: Record<string, (language: 'en' | 'ar') => Block[]> = Object.fromEntries(
  Object.entries(EXTRAS).map(([key, extra]) => [
    key,
    (language: 'en' | 'ar') => fullExtras(key, extra, language),
  ]),
);

/** The landing keys above (car insurance, car-insurance.ts, uses the same builder with its own copy). */
export const INSURANCE_LANDING_KEYS = Object.keys(EXTRAS);
