import { z } from 'zod';
import { base, html } from './blocks-base';
import { ZImageSrc } from './image-origins';
import { ZCmsListSource } from './cms-list';

/**
 * The article blocks of the editorial group (decision 0037; split from `blocks-editorial.ts`, decision 0072):
 * ARTICLES, ARTICLE_PREVIEW and ARTICLE_DETAILS with the items they share (an article card, a previous / next link,
 * the author), and the field helpers the group's other blocks use too. `blocks-editorial.ts` lists them in
 * EDITORIAL_BLOCKS, in their place.
 */

export const text = (max: number) => z.string().min(1).max(max);
/** A content path or an absolute URL; `contentHref` decides at render time whether it is linked. */
export const url = z.string().min(1).max(500);
/** A calendar date or a date-time (docs/product/content.md 'updatedOn'). */
export const isoDate = z
  .string()
  .max(40)
  .regex(/^\d{4}-\d{2}-\d{2}(?:T[0-9:.]+(?:Z|[+-]\d{2}:\d{2})?)?$/, 'an ISO date');
/** Images: a site path or an https URL on a configured image origin (decision 0045). */
export const image = {
  pageImageUrl: ZImageSrc.optional(),
  pageImageAltText: z.string().max(300).optional(),
};

/** docs/product/content.md 'Article: refUrl, title, description, pageImageUrl, pageImageAltText, updatedOn'. */
export const ZArticleItem = z.object({
  refUrl: url,
  title: text(300),
  description: z.string().max(1000).optional(),
  ...image,
  updatedOn: isoDate.optional(),
  /** The author's name, shown on the card (generated article lists, decision 0104). */
  author: z.string().min(1).max(120).optional(),
});
export type TArticleItem = z.infer<typeof ZArticleItem>;

/** docs/product/content.md 'page nav link: pageName, refUrl' (previous / next on articles and news). */
export const ZPageNavLink = z.object({ pageName: text(300), refUrl: url });
export type TPageNavLink = z.infer<typeof ZPageNavLink>;

/** docs/product/content.md block field `authorData`: who wrote a page. `bio` is HTML (SafeHtml only). */
export const ZAuthorData = z.object({
  name: text(120),
  designation: z.string().max(200).optional(),
  imageUrl: ZImageSrc.optional(),
  imageAltText: z.string().max(300).optional(),
  bio: html.optional(),
  /** The author's page; linked only when the document gives it. */
  profileUrl: url.optional(),
});
export type TAuthorData = z.infer<typeof ZAuthorData>;

/** ARTICLES: the blog section (docs/product/content.md 'Blog section'): tabs of article cards. An empty tab shows 'No Article Found!'. */
export const ZArticlesBlock = z.object({
  ...base,
  type: z.literal('ARTICLES'),
  /** The product name of 'More From {product name}'. */
  productName: text(120),
  tabs: z
    .array(
      z.object({
        tabTitle: text(80),
        data: z.array(ZArticleItem).max(20),
        /** Given, this tab lists these pages, paged by the server like the first tab's `list` (decision 0112). */
        list: ZCmsListSource.optional(),
      }),
    )
    .min(1)
    .max(8),
  /** The product's article page ('Read More Articles'; never on the Arabic page). */
  articlesUrl: url.optional(),
  /** Given, the first tab lists these pages, paged by the server and 'Load More' (decision 0107). */
  list: ZCmsListSource.optional(),
});

/** ARTICLE_PREVIEW: a row of article cards (latest articles), from the document's own list. */
export const ZArticlePreviewBlock = z.object({
  ...base,
  type: z.literal('ARTICLE_PREVIEW'),
  title: z.string().max(300).optional(),
  rows: z.array(ZArticleItem).min(1).max(12),
});

/** ARTICLE_DETAILS: an article's body with its date, author and previous / next links. */
export const ZArticleDetailsBlock = z.object({
  ...base,
  type: z.literal('ARTICLE_DETAILS'),
  title: text(300),
  content: html,
  contentType: z.literal('html').optional(),
  updatedOn: isoDate.optional(),
  authorData: ZAuthorData.optional(),
  previous: ZPageNavLink.optional(),
  next: ZPageNavLink.optional(),
  /** First published (shown beside the update date; decision 0104). */
  datePublished: isoDate.optional(),
  /**
   * The article's sections (decision 0104): each an `<h2 id>` after `content` (the introduction) and an entry of the
   * table of contents that links to it. Bodies are HTML (SafeHtml only).
   */
  sections: z
    .array(
      z.object({
        id: z.string().regex(/^[a-z][a-z0-9-]{0,60}$/),
        heading: text(200),
        body: html,
      }),
    )
    .max(12)
    .refine((s) => new Set(s.map((x) => x.id)).size === s.length, 'section ids are unique')
    .optional(),
  /** Related reading: site paths and their names (decision 0104). */
  related: z.array(ZPageNavLink).max(6).optional(),
  /** The CEO blog's subscribe box after the story (decision 0106): its stories carry it, other articles do not. */
  subscribeBox: z.boolean().optional(),
});
