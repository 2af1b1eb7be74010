import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import {
  CONSOLE_CONTENT_ERROR_CODES as E,
  type TModerated,
  type TQueuedReview,
} from '../../../shared/contracts/console-content';
import { HttpError } from '../../plugins/errors';
import type { Audit, AuditEntry } from '../console/audit';
import type { ReviewsService } from '../reviews';
import { oneDecimal } from '../reviews/service';
import type { Actor } from './redirections';

type QueueRow = Omit<TQueuedReview, 'stars' | 'ratings' | 'createdAt' | 'providerName' | 'status'> & {
  status: TQueuedReview['status'];
  providerNames: Record<string, string> | null;
  easeRating: number;
  clarityRating: number;
  speedRating: number;
  supportRating: number;
  createdAt: Date | string;
};

/**
 * Review moderation in the console (decision 0124): the queue by state (oldest first, with the bank's name and
 * the four ratings), and approve or reject through the reviews service, which publishes at once and gives the
 * product's pages new cache versions (their averages and JSON-LD render afresh). Every decision is audited.
 */
export function reviewModeration(
  db: Db,
  reviews: Pick<ReviewsService, 'moderate'>,
  audit: Audit,
  pageCache: { sync(): Promise<unknown> },
) {
  return {
    async queue(status: TQueuedReview['status'], limit: number, lang: 'en' | 'ar'): Promise<TQueuedReview[]> {
      const r = await db.execute<QueueRow>(sql`
        select r.id::int as id, r.product_id as "productId", r.provider_id as "providerId",
          b.data->'name' as "providerNames", r.status, r.user_name as "userName", r.city, r.lang, r.title, r.body,
          r.ease_rating as "easeRating", r.clarity_rating as "clarityRating", r.speed_rating as "speedRating",
          r.support_rating as "supportRating", r.created_at as "createdAt", r.reject_reason as reason
        from reviews r left join banks b on b.id = r.provider_id
        where r.status = ${status} order by r.created_at, r.id limit ${limit}`);
      return r.rows.map(({ providerNames, easeRating, clarityRating, speedRating, supportRating, ...x }) => ({
        ...x,
        providerName: providerNames ? (providerNames[lang] ?? providerNames.en ?? null) : null,
        ratings: { easeRating, clarityRating, speedRating, supportRating },
        stars: oneDecimal((easeRating + clarityRating + speedRating + supportRating) / 4),
        createdAt: new Date(x.createdAt).toISOString(),
      }));
    },

    async moderate(
      id: number,
      decision: { action: 'approve' } | { action: 'reject'; reason: string },
      who: Actor,
    ): Promise<TModerated> {
      const to = decision.action === 'approve' ? 'published' : 'rejected';
      const reason = decision.action === 'reject' ? decision.reason : null;
      const entry: AuditEntry = {
        staffId: who.staffId,
        action: to === 'published' ? 'review.approved' : 'review.rejected',
        target: `review:${id}`,
        fromHash: who.fromHash,
        details: reason ? { reason } : {},
      };
      // The decision and its audit row commit together; the page cache syncs after.
      const tags = await reviews.moderate(id, to, reason, pageCache, (tx) => audit(entry, tx));
      if (tags === null) throw new HttpError(404, E.REVIEW_NOT_FOUND, 'No such review.');
      if (tags === 'moderated')
        throw new HttpError(409, E.REVIEW_ALREADY_MODERATED, 'The review was moderated already.');
      return { id, status: to, tags };
    },
  };
}

export type ReviewModeration = ReturnType<typeof reviewModeration>;
