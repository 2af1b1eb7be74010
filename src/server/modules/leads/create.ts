import { PLAN_LEAD_SOURCES, type TLeadResponse } from '../../../shared/contracts/quotes-api';
import { ERROR_CODES } from '../../../shared/contracts/errors';
import type { LangCode } from '../../../shared/domain/locales';
import { refuse, type Outcome } from '../../lib/outcome';
import { captureLead } from './capture-lead';
import { consentTerms } from './consent';
import type { LeadDeps, RequestFacts } from './core';
import { offerLead } from './offer-lead';
import { planLead } from './plan-lead';

/**
 * POST /api/lead_details (docs/product/leads.md 'Lead creation'; decisions 0013 and 0030): consent first, then the
 * lead the request names. A capture point's number (capture-lead.ts); a chosen loan or bank account of the device's
 * enquiry (offer-lead.ts); an insurer's plan or quote of it (plan-lead.ts). Anything the device does not own is
 * answered as not found.
 */
export async function create(
  deps: LeadDeps,
  input: {
    deviceUuid: string;
    body: unknown;
    language: LangCode;
    ipHash?: string | null;
    idempotencyKey?: string | null;
  },
): Promise<Outcome<TLeadResponse>> {
  const lang = input.language;
  const consent = consentTerms(input.body, lang);
  if (!consent.ok) return consent;
  const { body, terms } = consent;
  const facts: RequestFacts = {
    ipHash: input.ipHash ?? null,
    idempotencyKey: input.idempotencyKey ?? null,
    terms,
  };
  if (!PLAN_LEAD_SOURCES.has(body.source)) return captureLead(deps, input.deviceUuid, body, lang, facts);
  if (body.quoteId === undefined && (body.planId === undefined || body.enquiryId === undefined))
    return refuse(lang, 400, ERROR_CODES.VALIDATION_FAILED, 'quotes:errors.leadTarget');
  if (deps.offers && body.planId !== undefined && body.enquiryId !== undefined) {
    const e = await deps.quotes.readableEnquiry(input.deviceUuid, body.enquiryId);
    if (e && deps.offers.handles(e.countryProductId))
      return offerLead({ ...deps, offers: deps.offers }, input.deviceUuid, e, body, lang, facts);
  }
  return planLead(deps, input.deviceUuid, body, lang, facts);
}
