import type { TInsurer, TPlan } from '../../../shared/contracts/quotes';
import { isPricedProduct } from '../../../shared/quotes';
import { mayRead, readableEnquiry, type QuotesCore } from './core';
import type { EnquiryForQuotes, QuoteRow } from './repo';

export type Chosen = {
  enquiry: EnquiryForQuotes;
  plan: TPlan;
  insurer: TInsurer;
  quote: QuoteRow | undefined;
};

/** The plan a visitor chose, resolved for the leads module (owner-checked like every read here). */
export async function chosenPlan(
  core: QuotesCore,
  input: {
    deviceUuid: string;
    quoteId?: string | undefined;
    planId?: number | undefined;
    providerId?: number | undefined;
    enquiryId?: string | undefined;
  },
): Promise<Chosen | undefined> {
  const { repo } = core;
  let quote: QuoteRow | undefined;
  let e: EnquiryForQuotes | undefined;
  if (input.quoteId !== undefined) {
    quote = await repo.quoteByPublicId(input.quoteId);
    e = quote ? await repo.enquiryById(quote.enquiryId) : undefined;
    const deviceId = await repo.deviceIdByUuid(input.deviceUuid);
    if (!e || deviceId === undefined || !(await mayRead(core, e, deviceId))) return undefined;
    if (input.enquiryId !== undefined && input.enquiryId !== e.publicId) return undefined;
  } else if (input.enquiryId !== undefined) {
    e = await readableEnquiry(core, input.deviceUuid, input.enquiryId);
  }
  if (!e || !isPricedProduct(e.countryProductId)) return undefined;
  const planId = quote?.planId ?? input.planId;
  const c = await core.catalogue(e.countryProductId);
  const plan = planId === undefined ? undefined : c.planById.get(planId);
  const insurer = plan && c.insurerById.get(plan.providerId);
  if (!plan || !insurer) return undefined;
  if (input.planId !== undefined && input.planId !== plan.planId) return undefined;
  if (input.providerId !== undefined && input.providerId !== plan.providerId) return undefined;
  if (!quote) {
    // The plan's quote in the enquiry's current run, when it priced one.
    const run = await repo.currentRun(repo.db, e.id);
    quote = run ? (await repo.runQuotes(repo.db, run.id)).find((q) => q.planId === plan.planId) : undefined;
  }
  return { enquiry: e, plan, insurer, quote };
}
