import {
  NO_RESULT_PRODUCTS,
  ZLeadRequest,
  QUOTES_ERROR_CODES,
  type TLeadRequest,
  type TLeadResponse,
} from '../../../shared/contracts/quotes-api';
import { isMaskedMobile, validateMobile } from '../../../shared/rules/inputs';
import { ERROR_CODES } from '../../../shared/contracts/errors';
import type { LangCode } from '../../../shared/domain/locales';
import { tFor } from '../../../shared/i18n/catalogues';
import { newPublicId } from '../enquiries/service';
import { filsToAed, localized, presentBreakdown } from '../quotes/domain/labels';
import type { Outcome, QuotesService } from '../quotes/service';
import type { EnquiryForQuotes } from '../quotes/repo';
import type { OffersService } from '../offers/service';
import type { LeadsRepo } from './repo';

/**
 * Leads (spec 000 §7 'Lead creation'; issue 9 §6): a visitor chose a plan and agreed to be contacted. Made for
 * every capture point (`source`); the quote click is the first. A lead names something the device owns: a quote
 * of its enquiry, or a plan (and insurer) for its enquiry; anything else is answered as not found.
 */
export function leadsService(deps: {
  repo: LeadsRepo;
  quotes: Pick<QuotesService, 'chosenPlan' | 'readableEnquiry'>;
  /** Loan offers (decision 0018): a chosen offer is a lead on the enquiry's product. */
  offers?: Pick<OffersService, 'handles' | 'chosen'>;
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
    if (body.source === 'no_result') return noResult(input.deviceUuid, body, lang);
    if (body.quoteId === undefined && (body.planId === undefined || body.enquiryId === undefined))
      return refuse(400, ERROR_CODES.VALIDATION_FAILED, 'quotes:errors.leadTarget');
    if (deps.offers && body.planId !== undefined && body.enquiryId !== undefined) {
      const e = await quotes.readableEnquiry(input.deviceUuid, body.enquiryId);
      if (e && deps.offers.handles(e.countryProductId)) return offerLead(input.deviceUuid, e, body, lang);
    }

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

  /** A chosen loan offer (decision 0018): the visitor's proved number, the figures they saw, no insurer plan. */
  async function offerLead(
    deviceUuid: string,
    e: EnquiryForQuotes,
    body: TLeadRequest,
    lang: LangCode,
  ): Promise<Outcome<TLeadResponse>> {
    const t = tFor(lang);
    const refuse = (status: number, code: string, key: string) =>
      ({ ok: false, status, body: { code, message: t(key) } }) as const;
    const [device, chosen] = await Promise.all([
      repo.deviceByUuid(deviceUuid),
      deps.offers!.chosen(e, body.planId!, lang),
    ]);
    if (!device || !chosen || (chosen.kind === 'loan' && !chosen.offer))
      return refuse(404, QUOTES_ERROR_CODES.PLAN_NOT_FOUND, 'quotes:errors.planNotFound');
    if (body.providerId !== undefined && body.providerId !== chosen.bank.id)
      return refuse(404, QUOTES_ERROR_CODES.PLAN_NOT_FOUND, 'quotes:errors.planNotFound');
    if (e.verifiedMobile === null)
      return refuse(409, QUOTES_ERROR_CODES.MOBILE_NOT_VERIFIED, 'quotes:errors.mobileNotVerified');
    const o = chosen.kind === 'loan' ? chosen.offer : undefined;
    const lines = o
      ? [
          { code: 'loanAmount', label: t('quotes:offers.amount'), amount: o.amountFils / 100 },
          {
            code: 'totalInterest',
            label: t('quotes:offers.totalInterest'),
            amount: o.totalInterestFils / 100,
          },
          { code: 'fees', label: t('quotes:offers.fees'), amount: o.totalFeesFils / 100 },
        ]
      : [];
    const leadId = newPublicId();
    await repo.insert({
      publicId: leadId,
      deviceId: device.id,
      enquiryId: e.id,
      planId: null,
      providerId: null,
      quoteId: null,
      countryProductId: e.countryProductId,
      source: body.source,
      sourceId: device.sourceId,
      totalFils: o ? o.totalCostFils : null,
      // What the visitor chose, as they saw it (the catalogue row and, for a loan, the engine's figures).
      breakdown: (o
        ? { kind: 'loanOffer', loanId: chosen.id, bankId: chosen.bank.id, offer: o }
        : { kind: 'bankAccount', accountId: chosen.id, bankId: chosen.bank.id }) as never,
      utm: body,
    });
    return {
      ok: true,
      value: {
        leadId,
        status: 'received',
        planName: chosen.planName,
        providerName: chosen.bankName,
        total: o ? o.totalCostFils / 100 : null,
        breakdown: lines,
        nextSteps: [
          t('quotes:lead.nextSteps.received', { provider: chosen.bankName, plan: chosen.planName }),
          t(o ? 'quotes:offers.nextCall' : 'quotes:accounts.nextCall'),
          t(o ? 'quotes:offers.nextDocuments' : 'quotes:accounts.nextDocuments'),
        ],
      },
    };
  }

  /**
   * Spec 000 §4 'No-results capture' (issue 10 §4): nothing matched, the visitor leaves a number. The number is
   * checked with the spec's messages (a masked one stands for the caller's own enquiry's number, else 404); the
   * attribution is the session's device source, never the body's (issue 10 'Attribution').
   */
  async function noResult(
    deviceUuid: string,
    body: TLeadRequest,
    lang: LangCode,
  ): Promise<Outcome<TLeadResponse>> {
    const t = tFor(lang);
    const refuse = (status: number, code: string, message: string) =>
      ({ ok: false, status, body: { code, message } }) as const;
    if (body.countryProductId === undefined || !NO_RESULT_PRODUCTS.has(body.countryProductId))
      return refuse(400, ERROR_CODES.VALIDATION_FAILED, t('quotes:errors.leadTarget'));
    const device = await repo.deviceByUuid(deviceUuid);
    if (!device) return refuse(404, QUOTES_ERROR_CODES.PLAN_NOT_FOUND, t('quotes:errors.planNotFound'));
    const check = validateMobile(body.mobileNumber ?? '', 'noResult');
    if (!check.valid)
      return refuse(422, QUOTES_ERROR_CODES.INVALID_MOBILE, t(check.messageKey, check.params));
    let mobile = (body.mobileNumber ?? '').trim();
    if (isMaskedMobile(mobile)) {
      const stored = body.cachedEnquiryId ? await repo.enquiryMobile(body.cachedEnquiryId, device.id) : null;
      if (!stored || `*****${stored.slice(-4)}` !== mobile)
        return refuse(404, QUOTES_ERROR_CODES.ENQUIRY_NOT_FOUND, t('quotes:errors.enquiryNotFound'));
      mobile = stored;
    }
    const leadId = newPublicId();
    await repo.insert({
      publicId: leadId,
      deviceId: device.id,
      enquiryId: null,
      planId: null,
      providerId: null,
      quoteId: null,
      countryProductId: body.countryProductId,
      source: body.source,
      sourceId: device.sourceId,
      mobileNumber: mobile,
      totalFils: null,
      breakdown: null,
      utm: body,
    });
    return {
      ok: true,
      value: {
        leadId,
        status: 'received',
        planName: null,
        providerName: null,
        total: null,
        breakdown: [],
        nextSteps: [t('quotes:lead.nextSteps.noResult')],
      },
    };
  }

  return { create };
}

export type LeadsService = ReturnType<typeof leadsService>;
