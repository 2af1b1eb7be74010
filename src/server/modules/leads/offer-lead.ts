import type { TLeadRequest, TLeadResponse } from '../../../shared/contracts/quotes-api';
import type { LangCode } from '../../../shared/domain/locales';
import { tFor } from '../../../shared/i18n/catalogues';
import type { Outcome } from '../../lib/outcome';
import type { OffersService } from '../offers/service';
import type { EnquiryForQuotes } from '../quotes/repo';
import { mobileNotVerified, planNotFound, storeLead, type LeadDeps, type RequestFacts } from './core';

/**
 * A chosen loan offer or bank account (decision 0018) of the device's enquiry: the visitor's proved number, the
 * figures they saw, no insurer plan.
 */
export async function offerLead(
  deps: LeadDeps & { offers: Pick<OffersService, 'handles' | 'chosen'> },
  deviceUuid: string,
  e: EnquiryForQuotes,
  body: TLeadRequest,
  lang: LangCode,
  facts: RequestFacts,
): Promise<Outcome<TLeadResponse>> {
  const t = tFor(lang);
  const [device, chosen] = await Promise.all([
    deps.repo.deviceByUuid(deviceUuid),
    deps.offers.chosen(e, body.planId!, lang),
  ]);
  if (!device || !chosen || (chosen.kind === 'loan' && !chosen.offer)) return planNotFound(lang);
  if (body.providerId !== undefined && body.providerId !== chosen.bank.id) return planNotFound(lang);
  if (e.verifiedMobile === null) return mobileNotVerified(lang);
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
  return storeLead(
    deps,
    {
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
    },
    facts,
    lang,
    () => ({
      planName: chosen.planName,
      providerName: chosen.bankName,
      total: o ? o.totalCostFils / 100 : null,
      breakdown: lines,
      nextSteps: [
        t('quotes:lead.nextSteps.received', { provider: chosen.bankName, plan: chosen.planName }),
        t(o ? 'quotes:offers.nextCall' : 'quotes:accounts.nextCall'),
        t(o ? 'quotes:offers.nextDocuments' : 'quotes:accounts.nextDocuments'),
      ],
    }),
  );
}
