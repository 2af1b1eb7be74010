import type { TInsurer, TPlan } from '../../../shared/contracts/quotes';
import { isPricedProduct } from '../../../shared/quotes';
import { mayRead, type QuotesCore } from './core';
import { answersHash } from './domain/pricing';
import type { EnquiryForQuotes, QuoteRow } from './repo';
import { advance, inputOf } from './runs';

/** A quote about to be bought, checked like the certificate (owner only; re-priced once stale). */
export type QuoteToBuy =
  | { kind: 'notFound' }
  | { kind: 'incomplete' }
  | { kind: 'planGone' }
  | {
      kind: 'found';
      enquiry: EnquiryForQuotes;
      quote: QuoteRow;
      plan: TPlan;
      insurer: TInsurer;
      /** True when the quote asked for was stale and `quote` is its new price (another public id). */
      repriced: boolean;
    };

/**
 * The quote a visitor buys (docs/product/policies.md 'Buy'), for the policies module: the enquiry's owner (or a
 * device granted access by the number's code, decision 0017) only. A quote past its validity, or priced from
 * answers or choices that have since changed, is priced again first (as the certificate does), so a price is never
 * sold after it lapsed; with `reprice: false` (the preview) it is answered as stored.
 */
export async function quoteToBuy(
  core: QuotesCore,
  input: { deviceUuid: string; quoteId: string; reprice: boolean },
): Promise<QuoteToBuy> {
  const { repo } = core;
  const [q, deviceId] = await Promise.all([
    repo.quoteByPublicId(input.quoteId),
    repo.deviceIdByUuid(input.deviceUuid),
  ]);
  const e = q ? await repo.enquiryById(q.enquiryId) : undefined;
  if (!q || !e || deviceId === undefined || !isPricedProduct(q.productId)) return { kind: 'notFound' };
  if (!(await mayRead(core, e, deviceId))) return { kind: 'notFound' };
  const c = await core.catalogue(q.productId);
  let row: QuoteRow | undefined = q;
  let repriced = false;
  if (input.reprice) {
    const [current, own] = await Promise.all([repo.currentRun(repo.db, e.id), repo.runById(q.runId)]);
    const stillValid =
      current?.id === q.runId &&
      current.answersHash === answersHash(e.answers) &&
      q.validUntil.getTime() > core.now().getTime();
    if (!stillValid) {
      // The choices the quote was priced with (critical illness: age, cover, term) stay.
      const options = own?.options ?? {};
      const inputValue = await inputOf(core, e, q.productId, options);
      if (inputValue === undefined) return { kind: 'incomplete' };
      const run = await advance(core, e, q.productId, inputValue, Number.POSITIVE_INFINITY, options);
      row = (await repo.runQuotes(repo.db, run.id)).find((x) => x.planId === q.planId);
      repriced = true;
    }
  }
  const plan = row && c.planById.get(row.planId);
  const insurer = row && c.insurerById.get(row.providerId);
  if (!row || !plan || !insurer) return { kind: 'planGone' };
  return { kind: 'found', enquiry: e, quote: row, plan, insurer, repriced };
}
