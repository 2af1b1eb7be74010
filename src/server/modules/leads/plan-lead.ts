import {
  QUOTES_ERROR_CODES,
  type TLeadRequest,
  type TLeadResponse,
} from '../../../shared/contracts/quotes-api';
import type { LangCode } from '../../../shared/domain/locales';
import { tFor } from '../../../shared/i18n/catalogues';
import { refuse, type Outcome } from '../../lib/outcome';
import { filsToAed, localized, presentBreakdown } from '../quotes/domain/labels';
import { mobileNotVerified, planNotFound, storeLead, type LeadDeps, type RequestFacts } from './core';

/**
 * A chosen insurer plan (docs/product/leads.md 'Lead creation'; decision 0013): a quote of the device's enquiry, or
 * a plan (and insurer) for it. A lead is a promise to call a number the visitor proved (decision 0017: the
 * quotes-first journey asks for it first), at a price still valid (an older one is re-priced by the list before it
 * can be chosen).
 */
export async function planLead(
  deps: LeadDeps,
  deviceUuid: string,
  body: TLeadRequest,
  lang: LangCode,
  facts: RequestFacts,
): Promise<Outcome<TLeadResponse>> {
  const t = tFor(lang);
  const [deviceId, chosen] = await Promise.all([
    deps.repo.deviceIdByUuid(deviceUuid),
    deps.quotes.chosenPlan({
      deviceUuid,
      quoteId: body.quoteId,
      planId: body.planId,
      providerId: body.providerId,
      enquiryId: body.enquiryId,
    }),
  ]);
  if (deviceId === undefined || !chosen) return planNotFound(lang);

  const { enquiry, plan, insurer, quote } = chosen;
  if (enquiry.verifiedMobile === null) return mobileNotVerified(lang);
  const now = deps.now ?? (() => new Date());
  if (quote && quote.validUntil.getTime() <= now().getTime())
    return refuse(lang, 409, QUOTES_ERROR_CODES.QUOTE_EXPIRED, 'quotes:errors.quoteExpired');
  const planName = localized(plan.planName, lang);
  const providerName = localized(insurer.name, lang);
  return storeLead(
    deps,
    {
      deviceId,
      enquiryId: enquiry.id,
      planId: plan.planId,
      providerId: insurer.id,
      quoteId: quote?.id ?? null,
      countryProductId: enquiry.countryProductId,
      source: body.source,
      sourceId: body.sourceId ?? null,
      totalFils: quote?.totalFils ?? null,
      breakdown: quote?.breakdown ?? null,
      utm: body,
    },
    facts,
    lang,
    () => ({
      planName,
      providerName,
      total: quote ? filsToAed(quote.totalFils) : null,
      breakdown: quote ? presentBreakdown(t, quote.breakdown) : [],
      nextSteps: [
        t('quotes:lead.nextSteps.received', { provider: providerName, plan: planName }),
        t('quotes:lead.nextSteps.call'),
        t('quotes:lead.nextSteps.documents'),
      ],
    }),
  );
}
