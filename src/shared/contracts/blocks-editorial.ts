import { z } from 'zod';
import { base, html, ZLink } from './blocks-base';
import { ZImageSrc } from './image-origins';
import { ZCmsListSource } from './cms-list';
import {
  image,
  isoDate,
  text,
  url,
  ZArticleDetailsBlock,
  ZArticleItem,
  ZArticlePreviewBlock,
  ZArticlesBlock,
  ZAuthorData,
  ZPageNavLink,
} from './blocks-articles';

export type { TArticleItem, TAuthorData, TPageNavLink } from './blocks-articles';

/**
 * Block contracts of one group (decision 0037; docs/product/content.md 'Page layout'). Articles, news, authors, glossary, blogs, podcasts and link lists.
 * Each entry is a `z.object` with `type: z.literal(...)`; `blocks.ts` puts every group into the one union.
 *
 * The articles, news, authors, podcasts and blog areas do not exist yet (docs/product/content.md): every
 * block here renders from the page document's own data (`tabs`, `rows`, `authorData`, `interlinkingLinksData`,
 * `fieldValues`), never from a fetch, and links only to the URLs the document gives. Decision 0037.
 */

/** docs/product/content.md 'News item: title, description, date' (plus the detail page's link when it is published). */
export const ZNewsItem = z.object({
  title: text(300),
  description: z.string().max(1000).optional(),
  date: isoDate,
  refUrl: url.optional(),
});

/** NEWS_AND_UPDATE: 3 shown, 'Show More' shows all, then 'Show Less' (docs/product/content.md 'News shows 3'). */
export const ZNewsAndUpdateBlock = z.object({
  ...base,
  type: z.literal('NEWS_AND_UPDATE'),
  title: z.string().max(300).optional(),
  rows: z.array(ZNewsItem).min(1).max(100),
  /** Given, the list is these pages instead of `rows`, paged by the server and 'Load More' (decision 0107). */
  list: ZCmsListSource.optional(),
});

/** NEWS_AND_UPDATE_DETAIL_PAGE: one news item's page, with previous / next. */
export const ZNewsDetailBlock = z.object({
  ...base,
  type: z.literal('NEWS_AND_UPDATE_DETAIL_PAGE'),
  title: text(300),
  date: isoDate,
  content: html,
  contentType: z.literal('html').optional(),
  previous: ZPageNavLink.optional(),
  next: ZPageNavLink.optional(),
});

/** AUTHOR: the 'written by' box below the main content. */
export const ZAuthorBlock = z.object({
  ...base,
  type: z.literal('AUTHOR'),
  authorData: ZAuthorData,
});

/** AUTHOR_BIO: an author's page: photo, name, designation, biography and the articles they wrote (from the document). */
export const ZAuthorBioBlock = z.object({
  ...base,
  type: z.literal('AUTHOR_BIO'),
  authorData: ZAuthorData,
  rows: z.array(ZArticleItem).max(50).default([]),
  /** Given, the articles are these pages (the author's tag), paged by the server, 12 a page, 6 on a phone (decision 0112). */
  list: ZCmsListSource.optional(),
  /** How many articles the author wrote, shown on the authors' index (decision 0112). */
  articleCount: z.number().int().min(0).max(100_000).optional(),
});

/**
 * docs/product/content.md 'Glossary entry: pageName, refUrl'. `letter` (decision 0105): the letter A-Z an entry files
 * under when its name starts in neither alphabet of the bar (a Hindi or Malayalam name files under its English term's).
 */
export const ZGlossaryEntry = z.object({
  pageName: text(200),
  refUrl: url,
  letter: z
    .string()
    .regex(/^[A-Z]$/)
    .optional(),
});

/**
 * GLOSSARY (docs/product/content.md 'Glossary page'): entries grouped by the first letter of pageName, sorted, each linking to
 * `basePath` (default: the page's own path) plus refUrl. Arabic pages group by Arabic letter (decision 0037).
 */
export const ZGlossaryBlock = z.object({
  ...base,
  type: z.literal('GLOSSARY'),
  title: z.string().max(300).optional(),
  basePath: z
    .string()
    .max(300)
    .regex(/^\/(?!\/)[^\s?#]*$/, 'a path starting with /')
    .optional(),
  rows: z.array(ZGlossaryEntry).min(1).max(3000),
});

/** GLOSSARY_DETAIL: heading, HTML body and the advisor lead form (POST /api/lead_details, source 'glossary'). */
export const ZGlossaryDetailBlock = z.object({
  ...base,
  type: z.literal('GLOSSARY_DETAIL'),
  title: text(300),
  content: html,
  contentType: z.literal('html').optional(),
  /** The product the lead is about (the page's product when absent). */
  productId: z.number().int().positive().max(10_000).optional(),
});

/** docs/product/content.md 'Blog: pageTag, title, pageImageUrl, pageImageAltText, updatedOn, refUrl'. */
export const ZBlogItem = z.object({
  pageTag: z.array(z.string().max(40)).max(10).default([]),
  title: text(300),
  description: z.string().max(1000).optional(),
  ...image,
  updatedOn: isoDate,
  refUrl: url,
});

/**
 * CEO_BLOG (docs/product/content.md 'CEO blog page', docs/product/content.md): the featured post (the item whose pageTag includes 'featured'), the
 * list (6 first, 'Load More Stories' 5 more each time) and 'Popular Stories'. The spec's subscribe box 'does
 * nothing', so it has no field here: the block never shows one (docs/product/content.md: only when configured with a real action).
 */
export const ZCeoBlogBlock = z.object({
  ...base,
  type: z.literal('CEO_BLOG'),
  title: z.string().max(300).optional(),
  rows: z.array(ZBlogItem).min(1).max(200),
  popular: z.array(ZBlogItem).max(10).default([]),
  /**
   * Where the list comes from (decision 0100): given, 'All the Latest Stories' and 'Popular Stories' are the
   * published pages page data finds for these filters (the page itself left out), newest first and by page views,
   * paged by the server (`?page=N`) and by 'Load More Stories'; `rows` then gives only the featured post.
   */
  list: z
    .strictObject({
      productId: z.number().int().positive().max(10_000).optional(),
      pageTypeId: z.number().int().positive().max(10_000).optional(),
      urlPattern: z
        .string()
        .max(300)
        .regex(/^\/[A-Za-z0-9\-_./]*$/, 'a path prefix starting with /')
        .optional(),
    })
    .optional(),
});

/** docs/product/content.md 'subscribe platforms (Apple, Spotify, Pandora, Amazon, Deezer, Pocketcast, PlayerFM, RSS)'. */
export const PODCAST_PLATFORMS = [
  'apple',
  'spotify',
  'pandora',
  'amazon',
  'deezer',
  'pocketcast',
  'playerfm',
  'rss',
] as const;
export const PODCAST_SHARE_PLATFORMS = ['facebook', 'x', 'linkedin', 'whatsapp', 'email'] as const;
/** docs/product/content.md 'Unsupported share platform: Unsupported platform'. */
export const UNSUPPORTED_PLATFORM = 'Unsupported platform';

const platformLink = <T extends readonly [string, ...string[]]>(names: T) =>
  z.object({ platform: z.enum(names, { error: UNSUPPORTED_PLATFORM }), url });

export const ZPodcastEpisode = z.object({
  title: text(300),
  description: z.string().max(2000).optional(),
  date: isoDate.optional(),
  /** Minutes. */
  durationMinutes: z.number().int().min(1).max(600).optional(),
  refUrl: url.optional(),
  shareLinks: z.array(platformLink(PODCAST_SHARE_PLATFORMS)).max(5).default([]),
});

/** PODCAST_LIST (docs/product/content.md 'Podcast: grouped by id with podcasts list and totalCount'). */
export const ZPodcastListBlock = z.object({
  ...base,
  type: z.literal('PODCAST_LIST'),
  title: z.string().max(300).optional(),
  groups: z
    .array(
      z.object({
        id: z.number().int().positive(),
        title: text(200),
        podcasts: z.array(ZPodcastEpisode).min(1).max(50),
      }),
    )
    .min(1)
    .max(20),
  subscribe: z.array(platformLink(PODCAST_PLATFORMS)).max(8).default([]),
});

/** docs/product/content.md 'Related links: name, url, refUrl, canonicalUrl, pageRanking, pageImageUrl, imageAltText'. */
export const ZRelatedLink = z.object({
  name: text(300),
  url: url.optional(),
  refUrl: url.optional(),
  canonicalUrl: url.optional(),
  pageRanking: z.number().int().min(0).max(100_000).optional(),
  pageImageUrl: ZImageSrc.optional(),
  imageAltText: z.string().max(300).optional(),
});

/** RELATED_WIDGET: the related news widget, ordered by pageRanking (lowest first). */
export const ZRelatedWidgetBlock = z.object({
  ...base,
  type: z.literal('RELATED_WIDGET'),
  title: z.string().max(300).optional(),
  rows: z.array(ZRelatedLink).min(1).max(30),
});

/** INTERLINKING_LINKS: groups of links to related pages (block field `interlinkingLinksData`). */
export const ZInterlinkingLinksBlock = z.object({
  ...base,
  type: z.literal('INTERLINKING_LINKS'),
  title: z.string().max(300).optional(),
  interlinkingLinksData: z
    .array(z.object({ heading: z.string().max(200).optional(), links: z.array(ZLink).min(1).max(100) }))
    .min(1)
    .max(20),
});

/** docs/product/content.md 'Sitemap item: heading, allUrl (pageName, url, isArticlePageLink flag)'. */
export const ZSitemapBlock = z.object({
  ...base,
  type: z.literal('SITEMAP'),
  title: z.string().max(300).optional(),
  rows: z
    .array(
      z.object({
        heading: text(200),
        allUrl: z
          .array(z.object({ pageName: text(200), url, isArticlePageLink: z.boolean().default(false) }))
          .min(1)
          .max(500),
      }),
    )
    .min(1)
    .max(100),
});

/**
 * An episode's own audio file (decision 0106): a path of this site (never an invented URL), its exact size in bytes and
 * its MIME type, as the RSS feed's <enclosure url length type> needs them.
 */
export const ZPodcastAudio = z.strictObject({
  url: z
    .string()
    .max(200)
    .regex(/^\/media\/podcasts\/[a-z0-9-]+\.(?:mp3|m4a|wav)$/, 'a /media/podcasts/<name>.mp3|m4a|wav path'),
  bytes: z.number().int().min(1).max(500_000_000),
  mime: z.enum(['audio/mpeg', 'audio/mp4', 'audio/wav']),
});

/**
 * PODCAST_EPISODE (decision 0106): one episode's page: its date and length, the player (only when the episode has its
 * own audio file), the description and the transcript (HTML, rendered by the safe renderer), and the way back to the list.
 */
export const ZPodcastEpisodeBlock = z.object({
  ...base,
  type: z.literal('PODCAST_EPISODE'),
  title: text(300),
  date: isoDate,
  durationMinutes: z.number().int().min(1).max(600).optional(),
  description: z.string().max(2000).optional(),
  audio: ZPodcastAudio.optional(),
  transcript: z.string().min(1).max(60_000),
  listUrl: url.optional(),
  feedUrl: url.optional(),
});

/** docs/product/content.md 'Product box tile: label split into bold first word and rest, optional message and image'. */
export const ZProductBox = z.object({
  label: text(120),
  url,
  message: z.string().max(200).optional(),
  imageUrl: ZImageSrc.optional(),
  imageAltText: z.string().max(300).optional(),
  target: z.enum(['_self', '_blank']).default('_self'),
});

export const ZProductsListBlock = z.object({
  ...base,
  type: z.literal('PRODUCTS_LIST'),
  title: z.string().max(300).optional(),
  rows: z.array(ZProductBox).min(1).max(40),
});

export const EDITORIAL_BLOCKS = [
  ZArticlesBlock,
  ZArticlePreviewBlock,
  ZArticleDetailsBlock,
  ZNewsAndUpdateBlock,
  ZNewsDetailBlock,
  ZAuthorBlock,
  ZAuthorBioBlock,
  ZGlossaryBlock,
  ZGlossaryDetailBlock,
  ZCeoBlogBlock,
  ZPodcastListBlock,
  ZPodcastEpisodeBlock,
  ZRelatedWidgetBlock,
  ZInterlinkingLinksBlock,
  ZSitemapBlock,
  ZProductsListBlock,
] as const;
