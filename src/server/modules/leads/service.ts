import { ZLeadRequest, QUOTES_ERROR_CODES, type TLeadResponse } from '../../../shared/contracts/quotes-api';
import { ERROR_CODES } from '../../../shared/contracts/errors';
import type { LangCode } from '../../../shared/domain/locales';
import { tFor } from '../../../shared/i18n/catalogues';
import { newPublicId } from '../enquiries/service';
import { filsToAed, localized, presentBreakdown } from '../quotes/domain/labels';
import type { Outcome, QuotesService } from '../quotes/service';
import type { LeadsRepo } from './repo';

/**
 * Leads (spec 000 §7 'Lead creation'; issue 9 §6): a visitor chose a plan and agreed to be contacted. Made for
 * every capture point (`source`); the quote click is the first. A lead names something the device owns: a quote
 * of its enquiry, or a plan (and insurer) for its enquiry; anything else is answered as not found.
 */
export function leadsService(deps: {
  repo: LeadsRepo;
  quotes: Pick<QuotesService, 'chosenPlan'>;
  now?: () => Date;
}) {
  const { repo, quotes } = deps;
  const now = deps.now ?? (() => new Date());

  async function create(input: {
    deviceUuid: string;
    body: unknown;
    language: LangCode;
  }): Promise<Outcome<TLeadResponse>> {
    const lang = input.language;
    const t = tFor(lang);
    const refuse = (status: number, code: string, key: string) =>
      ({ ok: false, status, body: { code, message: t(key) } }) as const;
    // Consent first: without the visitor's yes nothing else matters (and nothing is stored).
    const raw = input.body;
    if (
      typeof raw === 'object' &&
      raw !== null &&
      !Array.isArray(raw) &&
      (raw as { consent?: unknown }).consent !== true
    )
      return refuse(422, QUOTES_ERROR_CODES.CONSENT_REQUIRED, 'quotes:errors.consentRequired');
    const body = ZLeadRequest.parse(raw);
    if (body.quoteId === undefined && (body.planId === undefined || body.enquiryId === undefined))
      return refuse(400, ERROR_CODES.VALIDATION_FAILED, 'quotes:errors.leadTarget');

    const [deviceId, chosen] = await Promise.all([
      repo.deviceIdByUuid(input.deviceUuid),
      quotes.chosenPlan({
        deviceUuid: input.deviceUuid,
        quoteId: body.quoteId,
        planId: body.planId,
        providerId: body.providerId,
        enquiryId: body.enquiryId,
      }),
    ]);
    if (deviceId === undefined || !chosen)
      return refuse(404, QUOTES_ERROR_CODES.PLAN_NOT_FOUND, 'quotes:errors.planNotFound');

    const { enquiry, plan, insurer, quote } = chosen;
    // A lead is a promise to call a number the visitor proved (decision 0017: the quotes-first journey asks for
    // it first), at a price still valid (an older one is re-priced by the list before it can be chosen).
    if (enquiry.verifiedMobile === null)
      return refuse(409, QUOTES_ERROR_CODES.MOBILE_NOT_VERIFIED, 'quotes:errors.mobileNotVerified');
    if (quote && quote.validUntil.getTime() <= now().getTime())
      return refuse(409, QUOTES_ERROR_CODES.QUOTE_EXPIRED, 'quotes:errors.quoteExpired');
    const leadId = newPublicId();
    await repo.insert({
      publicId: leadId,
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
    });
    const planName = localized(plan.planName, lang);
    const providerName = localized(insurer.name, lang);
    return {
      ok: true,
      value: {
        leadId,
        status: 'received',
        planName,
        providerName,
        total: quote ? filsToAed(quote.totalFils) : null,
        breakdown: quote ? presentBreakdown(t, quote.breakdown) : [],
        nextSteps: [
          t('quotes:lead.nextSteps.received', { provider: providerName, plan: planName }),
          t('quotes:lead.nextSteps.call'),
          t('quotes:lead.nextSteps.documents'),
        ],
      },
    };
  }

  return { create };
}

export type LeadsService = ReturnType<typeof leadsService>;
