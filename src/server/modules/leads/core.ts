import { QUOTES_ERROR_CODES, type TLeadResponse } from '../../../shared/contracts/quotes-api';
import { ERROR_CODES } from '../../../shared/contracts/errors';
import type { LangCode } from '../../../shared/domain/locales';
import { tFor } from '../../../shared/i18n/catalogues';
import { newPublicId } from '../../lib/public-id';
import { refuse, type Outcome } from '../../lib/outcome';
import type { SqlClient } from '../../lib/job-queue';
import type { OffersService } from '../offers/service';
import type { QuotesService } from '../quotes/service';
import { consentOf, type ConsentTerms } from './consent';
import type { LeadsRepo } from './repo';
import type { LeadLimits, NewLead } from './repo/write';

/** What the lead use cases are given by the module (index.ts). */
export type LeadDeps = {
  repo: LeadsRepo;
  quotes: Pick<QuotesService, 'chosenPlan' | 'readableEnquiry'>;
  /** Loan offers (decision 0018): a chosen offer is a lead on the enquiry's product. */
  offers?: Pick<OffersService, 'handles' | 'chosen'>;
  /** Sends the outbox row's delivery job through the lead's transaction (decision 0030). */
  sendDelivery?: (client: SqlClient, outboxId: number) => Promise<void>;
  limits?: LeadLimits;
  now?: () => Date;
};

const DEFAULT_LIMITS: LeadLimits = { perDevicePerHour: 10, perIpPerHour: 300, perMobileProductPerDay: 3 };

/** Per request: who asks (for the limits), the key that makes a retry find the same lead, what they agreed to. */
export type RequestFacts = { ipHash: string | null; idempotencyKey: string | null; terms: ConsentTerms };

/** A lead as a use case builds it: the request's facts and a fresh public id are added by `storeLead`. */
export type LeadDraft = Omit<NewLead, 'publicId' | 'consent' | 'ipHash' | 'idempotencyKey'>;

/** What a stored lead's answer says beyond its id, status and consent. */
export type LeadAnswer = Omit<TLeadResponse, 'leadId' | 'status' | 'consent'>;

/**
 * Stores the lead, its outbox row and its delivery job in one transaction (decision 0030), then answers it: the
 * lead's public id (an earlier one for a repeated Idempotency-Key) with `answer(leadId)`, or 429 with the wait when
 * a limit is reached. The lead is acknowledged only once all of it committed.
 */
export async function storeLead(
  deps: Pick<LeadDeps, 'repo' | 'sendDelivery' | 'limits'>,
  lead: LeadDraft,
  facts: RequestFacts,
  lang: LangCode,
  answer: (leadId: string) => LeadAnswer,
): Promise<Outcome<TLeadResponse>> {
  const r = await deps.repo.insertWithOutbox(
    {
      ...lead,
      publicId: newPublicId(),
      consent: facts.terms,
      ipHash: facts.ipHash,
      idempotencyKey: facts.idempotencyKey,
    },
    deps.limits ?? DEFAULT_LIMITS,
    deps.sendDelivery,
  );
  if (r.kind === 'limited') {
    const retryAfter = r.retryAfter;
    const message = tFor(lang)('quotes:errors.leadLimit', { seconds: retryAfter });
    return { ok: false, status: 429, body: { code: ERROR_CODES.RATE_LIMIT, message, retryAfter } };
  }
  const leadId = r.publicId;
  return {
    ok: true,
    value: { leadId, status: 'received', ...answer(leadId), consent: consentOf(facts.terms) },
  };
}

/** A lead naming something the device does not own, or that does not exist: the same answer. */
export const planNotFound = (lang: LangCode) =>
  refuse(lang, 404, QUOTES_ERROR_CODES.PLAN_NOT_FOUND, 'quotes:errors.planNotFound');

export const mobileNotVerified = (lang: LangCode) =>
  refuse(lang, 409, QUOTES_ERROR_CODES.MOBILE_NOT_VERIFIED, 'quotes:errors.mobileNotVerified');
