import type { TBank } from '../../../shared/contracts/banking';
import { PRODUCT } from '../../../shared/domain/products';
import type { LangCode } from '../../../shared/domain/locales';
import { localized } from '../../../shared/i18n/localized';
import type { EligibleLoanOffer } from '../../../shared/banking/loans';
import { todayAt } from '../../../shared/rules/dates';
import { applicantOf } from './applicant';
import type { OfferEnquiry, OffersCore } from './core';
import { priceRow } from './loan-products';

type ChosenOffer =
  | {
      kind: 'loan';
      id: number;
      bank: TBank;
      planName: string;
      bankName: string;
      offer: EligibleLoanOffer | undefined;
    }
  | { kind: 'account'; id: number; bank: TBank; planName: string; bankName: string };

/**
 * A chosen loan or account of the enquiry's product (the lead popup, docs/product/leads.md), with the figures the
 * visitor saw: the loan re-priced for the enquiry's answers as the list priced it; undefined for an unknown plan.
 */
export async function chosen(
  core: OffersCore,
  input: { enquiry: Pick<OfferEnquiry, 'countryProductId' | 'answers'>; planId: number; lang: LangCode },
): Promise<ChosenOffer | undefined> {
  const { enquiry: e, planId } = input;
  if (e.countryProductId === PRODUCT.BANK_ACCOUNTS) {
    const c = await core.accounts();
    const a = c.accounts.find((x) => x.id === planId);
    const bank = a ? c.banks.get(a.bankId) : undefined;
    if (!a || !bank) return undefined;
    return {
      kind: 'account',
      id: a.id,
      bank,
      planName: localized(a.name, input.lang),
      bankName: localized(bank.name, input.lang),
    };
  }
  const { loans, banks: bankById } = await core.loans(e.countryProductId);
  const row = loans.find((x) => x.id === planId);
  const bank = row ? bankById.get(row.bankId) : undefined;
  if (!row || !bank) return undefined;
  const a = applicantOf(e.countryProductId, e.answers, todayAt(core.now()));
  const offer = a.ok ? priceRow(row, a.applicant).best : undefined;
  return {
    kind: 'loan',
    id: row.id,
    bank,
    planName: localized(row.name, input.lang),
    bankName: localized(bank.name, input.lang),
    offer,
  };
}
