import type { TBlock } from '../../../shared/contracts/blocks';
import type { TReviewsPreviewData } from '../../../shared/contracts/block-data';
import {
  RATING_KEYS,
  REVIEW_PAGE_SEGMENT,
  REVIEW_PRODUCT_OF,
  REVIEWS_PAGE_SIZE,
  type TRatingSummary,
  type TReview,
  type TReviewsPage,
} from '../../../shared/contracts/reviews';
import { DEFAULT_LANG, type LangCode } from '../../../shared/domain/locales';
import { PRODUCT, productPath } from '../../../shared/domain/products';
import type { NewReview, ReviewFilter, ReviewRow, ReviewsRepo, SummaryRow } from './repo';

/** One decimal, as the spec's rating reads ('average is the sum divided by 4 to one decimal'). */
export const oneDecimal = (n: number) => Math.round(n * 10) / 10;

/**
 * Review texts are plain text (decision 0101): anything that opens like a tag (`<b`, `</`, `<!`)
 * is removed up to its `>`, then any stray angle bracket, control characters (not new lines) and bidi overrides; runs of spaces collapse, at
 * most two new lines in a row. The pages print the result as text (React escapes it), never as HTML.
 */
export function plainText(raw: string): string {
  return (
    raw
      .normalize('NFC')
      .replace(/<\/?[a-zA-Z!?][^>]*>?/g, ' ')
      .replace(/[<>]/g, '')
      .replace(/\r\n?/g, '\n')
      // Control characters are what is removed here.
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0009\u000B-\u001F\u007F\u202A-\u202E\u2066-\u2069]/g, '')
      .replace(/[ \t\u00A0]+/g, ' ')
      .replace(/ *\n */g, '\n')
      .replace(/\n{3,}/g, '\n\n')
      .trim()
  );
}

const localName = (names: Record<string, string> | null, lang: LangCode) =>
  names ? (names[lang] ?? names[DEFAULT_LANG] ?? null) : null;

function present(r: ReviewRow, lang: LangCode): TReview {
  const own = r.lang === lang ? undefined : r.texts[lang];
  const rating = {
    easeRating: r.easeRating,
    clarityRating: r.clarityRating,
    speedRating: r.speedRating,
    supportRating: r.supportRating,
  };
  const translated = own?.title && own.text;
  return {
    id: Number(r.id),
    productId: r.productId,
    providerId: r.providerId,
    providerName: localName(r.providerNames, lang),
    userName: own?.userName ?? r.userName,
    city: own?.city ?? r.city,
    lang: translated ? lang : r.lang,
    publishAt: new Date(r.publishedAt).toISOString().slice(0, 10),
    reviewTitle: translated ? own.title! : r.title,
    reviewContent: translated ? own.text! : r.body,
    rating,
    average: oneDecimal(RATING_KEYS.reduce((s, k) => s + rating[k], 0) / 4),
  };
}

function summaryOf(productId: number, providerId: number | null, s: SummaryRow): TRatingSummary {
  const d = (n: number | null) => (n === null ? null : oneDecimal(Number(n)));
  return {
    productId,
    providerId,
    totalReviews: s.total,
    overallRating: s.total > 0 ? d(s.overall) : null,
    keys: {
      easeRating: d(s.ease),
      clarityRating: d(s.clarity),
      speedRating: d(s.speed),
      supportRating: d(s.support),
    },
    stars: { '1': s.s1, '2': s.s2, '3': s.s3, '4': s.s4, '5': s.s5 },
  };
}

/** The pages whose content shows a product's rating: its reviews page and its landing page(s). */
export function pageTagsOf(productId: number): string[] {
  const seg = REVIEW_PAGE_SEGMENT[productId];
  const landings =
    productId === PRODUCT.HOME_LOANS ? [PRODUCT.HOME_LOANS, PRODUCT.INTERNATIONAL_MORTGAGE] : [productId];
  return [...(seg ? [`page:/${seg}/reviews/`] : []), ...landings.map((p) => `page:${productPath(p)}/`)];
}

/** How many of the newest reviews a product page's REVIEWS_PREVIEW carries. */
const PREVIEW_REVIEWS = 6;

export function reviewsService(repo: ReviewsRepo) {
  const summary = async (productId: number, providerId: number | null | undefined) =>
    summaryOf(productId, providerId ?? null, await repo.summary({ productId, providerId }));

  return {
    summary,

    async filtered(f: ReviewFilter, skip: number, limit: number, lang: LangCode) {
      const { rows, total } = await repo.list(f, skip, limit);
      return { items: rows.map((r) => present(r, lang)), total };
    },

    providerExists: (id: number) => repo.bankExists(id),

    /** Stores a pending review; null when this number already reviewed this product. */
    create: (n: NewReview) => repo.insert(n),

    /**
     * Approve (published at once) or reject a pending review. A publication gives its pages' cache tags new versions
     * and syncs the page cache before answering, so the next request renders them afresh. Answers the tags, null
     * (no such review) or 'moderated' (not pending any more).
     */
    async moderate(
      id: number,
      to: 'published' | 'rejected',
      reason: string | null,
      pageCache: { sync(): Promise<unknown> },
      record: Parameters<ReviewsRepo['moderate']>[3],
    ): Promise<string[] | null | 'moderated'> {
      const r = await repo.moderate(id, to, reason, record);
      if (r === null || r === 'moderated') return r;
      const tags = to === 'published' ? pageTagsOf(r.productId) : [];
      if (tags.length > 0) {
        await repo.bumpTags(tags);
        await pageCache.sync();
      }
      return tags;
    },

    /**
     * A reviews page (decision 0101); undefined when the provider has no published review of the product or the
     * page is past the last (the page route then answers 404, never cached). An empty product is page 1 of 1.
     */
    async page(
      productId: number,
      q: { page: number; rating?: number; providerId?: number },
      lang: LangCode,
    ): Promise<TReviewsPage | undefined> {
      const providers = await repo.providers(productId);
      if (q.providerId !== undefined && !providers.some((p) => p.id === q.providerId)) return undefined;
      const f: ReviewFilter = { productId, providerId: q.providerId, rating: q.rating };
      const [s, list] = await Promise.all([
        summary(productId, undefined),
        repo.list(f, (q.page - 1) * REVIEWS_PAGE_SIZE, REVIEWS_PAGE_SIZE),
      ]);
      const pages = Math.max(1, Math.ceil(list.total / REVIEWS_PAGE_SIZE));
      if (q.page > pages) return undefined;
      return {
        productId,
        summary: s,
        providers: providers.map((p) => ({
          providerId: p.id,
          name: localName(p.names, lang) ?? '',
          count: p.n,
        })),
        filter: {
          ...(q.rating !== undefined ? { rating: q.rating } : {}),
          ...(q.providerId !== undefined ? { providerId: q.providerId } : {}),
        },
        total: list.total,
        page: q.page,
        pages,
        items: list.rows.map((r) => present(r, lang)),
      };
    },

    /**
     * The resolver step's part (decision 0101): a REVIEWS_PREVIEW block on a reviewed product's page gets that
     * product's published reviews' averages and newest reviews, in place of the document's demo list. A failure
     * leaves the block to the document.
     */
    async resolveBlocks(
      blocks: readonly TBlock[],
      lang: LangCode,
      page: { productId: number },
    ): Promise<{ reviews?: Record<string, TReviewsPreviewData> }> {
      const reviewed = REVIEW_PRODUCT_OF[page.productId];
      const previews = blocks.filter((b) => b.type === 'REVIEWS_PREVIEW');
      if (reviewed === undefined || previews.length === 0) return {};
      try {
        const [s, list] = await Promise.all([
          summary(reviewed, undefined),
          repo.list({ productId: reviewed }, 0, PREVIEW_REVIEWS),
        ]);
        const data: TReviewsPreviewData = {
          totalReviews: s.totalReviews,
          overallRating: s.overallRating,
          reviews: list.rows.map((r) => present(r, lang)),
        };
        return { reviews: Object.fromEntries(previews.map((b) => [b.key, data])) };
      } catch {
        return {};
      }
    },
  };
}

export type ReviewsService = ReturnType<typeof reviewsService>;
