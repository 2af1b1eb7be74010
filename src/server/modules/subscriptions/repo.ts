import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';

/** How many confirmation e-mails one address may be sent in 24 hours (a per-address limit, decision 0106). */
export const CONFIRM_SENDS_PER_DAY = 3;

export type SubscriptionRow = {
  id: number;
  email: string | null;
  lang: string;
  state: 'pending' | 'confirmed' | 'unsubscribed';
};

const LIST = 'ceo-blog';

/** The subscriptions' statements (decision 0106). */
export function subscriptionsRepo(db: Db) {
  const one = async (q: ReturnType<typeof sql>) =>
    (
      await db.execute<{
        id: string | number;
        email: string | null;
        lang: string;
        state: SubscriptionRow['state'];
      }>(q)
    ).rows[0];
  const row = (r: Awaited<ReturnType<typeof one>>): SubscriptionRow | undefined =>
    r ? { id: Number(r.id), email: r.email, lang: r.lang, state: r.state } : undefined;

  return {
    /**
     * A subscribe request: a new pending row, or a new confirmation token on the address's pending row (within the
     * daily limit). Answers whether a confirmation e-mail is to be sent; a confirmed address gets nothing.
     */
    async request(
      email: string,
      lang: string,
      confirmHash: string,
      consent: Record<string, string>,
    ): Promise<'send' | 'confirmed' | 'limited'> {
      const inserted = await one(sql`
        insert into email_subscriptions (list, email, lang, state, confirm_hash, confirm_sends, consent_text)
        values (${LIST}, ${email}, ${lang}, 'pending', ${confirmHash}, 1, ${JSON.stringify(consent)}::jsonb)
        on conflict (list, email) where state in ('pending','confirmed') do nothing
        returning id, email, lang, state`);
      if (inserted) return 'send';
      const existing = row(
        await one(sql`select id, email, lang, state from email_subscriptions
          where list = ${LIST} and email = ${email} and state in ('pending','confirmed')`),
      );
      if (!existing || existing.state === 'confirmed') return 'confirmed';
      const updated = await one(sql`
        update email_subscriptions set
          confirm_hash = ${confirmHash},
          lang = ${lang},
          consent_text = ${JSON.stringify(consent)}::jsonb,
          confirm_sends = case when sends_since < now() - interval '24 hours' then 1 else confirm_sends + 1 end,
          sends_since = case when sends_since < now() - interval '24 hours' then now() else sends_since end
        where id = ${existing.id} and state = 'pending'
          and (confirm_sends < ${CONFIRM_SENDS_PER_DAY} or sends_since < now() - interval '24 hours')
        returning id, email, lang, state`);
      return updated ? 'send' : 'limited';
    },

    byConfirmHash: async (hash: string) =>
      row(
        await one(sql`select id, email, lang, state from email_subscriptions where confirm_hash = ${hash}`),
      ),

    byUnsubscribeHash: async (hash: string) =>
      row(
        await one(
          sql`select id, email, lang, state from email_subscriptions where unsubscribe_hash = ${hash}`,
        ),
      ),

    /** pending → confirmed, with the unsubscribe token's hash; undefined when it was not pending. */
    confirm: async (confirmHash: string, unsubscribeHash: string) =>
      row(
        await one(sql`update email_subscriptions
          set state = 'confirmed', confirmed_at = now(), unsubscribe_hash = ${unsubscribeHash}
          where confirm_hash = ${confirmHash} and state = 'pending'
          returning id, email, lang, state`),
      ),

    /** confirmed → unsubscribed, the address cleared; false when it was not confirmed. */
    async unsubscribe(unsubscribeHash: string): Promise<boolean> {
      const r = await one(sql`update email_subscriptions
        set state = 'unsubscribed', email = null, unsubscribed_at = now()
        where unsubscribe_hash = ${unsubscribeHash} and state = 'confirmed'
        returning id, email, lang, state`);
      return r !== undefined;
    },
  };
}
export type SubscriptionsRepo = ReturnType<typeof subscriptionsRepo>;
