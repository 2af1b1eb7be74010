import type { TBank, TLoan } from '../../../shared/contracts/banking';
import type { TQuotesRequest, TQuotesResponse } from '../../../shared/contracts/quotes-api';
import type { LangCode } from '../../../shared/domain/locales';
import { tFor } from '../../../shared/i18n/catalogues';
import type { EligibleLoanOffer } from '../../../shared/banking/loans';
import { todayAt } from '../../../shared/rules/dates';
import type { Outcome } from '../../lib/outcome';
import { offersAnswer } from './answer';
import { applicantOf } from './applicant';
import { enquiryIncomplete, type OfferEnquiry, type OffersCore } from './core';
import { priceRow } from './loan-products';
import { presentLoan } from './present-loan';
import { declinedBanks, type RefusedRow } from './declined';
import { loanRefusal } from './loan-refusal';

/**
 * Loan offers for an enquiry (decision 0018): personal, car and home loans and international mortgages, priced
 * for the enquiry's answers by the loan engine over the catalogue's rows: the monthly instalment, total interest,
 * fees, total cost and the APR (IRR of the cash flows), beside any flat rate. Rows the applicant is not eligible
 * for are left out and their banks say why ('declined', declined.ts). Recommended order: lowest APR, the true
 * yearly cost.
 */
export async function listLoans(
  core: OffersCore,
  input: { enquiry: OfferEnquiry; body: TQuotesRequest; lang: LangCode },
): Promise<Outcome<TQuotesResponse>> {
  const { enquiry: e, body, lang } = input;
  const t = tFor(lang);
  const productId = e.countryProductId;
  if (e.status === 'draft') return enquiryIncomplete(lang);
  const pricedAt = core.now();
  const a = applicantOf(productId, e.answers, todayAt(pricedAt));
  if (!a.ok) return enquiryIncomplete(lang);
  const { loans, banks: bankById } = await core.loans(productId);
  // International mortgages (product 18) are offered in the property's country only; a car loan row is for new or
  // for used cars (its own rates, LTV and tenure), so only the rows of the car's condition are priced.
  const carCondition = a.applicant.carCondition ?? 'new';
  const rows = loans.filter(
    (l) =>
      !(l.productId === 18 && a.countryCode && l.countryCode !== a.countryCode) &&
      !(l.productId === 11 && l.condition !== carCondition),
  );

  const offered: { row: TLoan; bank: TBank; offer: EligibleLoanOffer }[] = [];
  const refused: RefusedRow[] = [];
  const consideredBanks = new Set<number>();
  for (const row of rows) {
    const bank = bankById.get(row.bankId);
    if (!bank) continue;
    consideredBanks.add(bank.id);
    const { results, best } = priceRow(row, a.applicant);
    if (best) offered.push({ row, bank, offer: best });
    else refused.push({ row, bank, results });
  }
  // Recommended: the lowest APR first (the yearly cost with fees), then the lower total cost.
  offered.sort((x, y) => x.offer.aprBp - y.offer.aprBp || x.offer.totalCostFils - y.offer.totalCostFils);
  const presented = offered.map((x, i) => ({
    ...presentLoan(x.row, x.bank, x.offer, t, lang, pricedAt),
    priority: i + 1,
  }));
  const offeredBanks = new Set(offered.map((x) => x.bank.id));
  // No lender offers anything: the one reason and what the same rules allow instead (decision 0064).
  const refusal =
    offered.length === 0
      ? loanRefusal({
          rows: refused,
          refused: refused.flatMap(({ bank, results }) =>
            results.map((r) => ({ bank, reasons: r.eligible ? [] : r.reasons })),
          ),
          applicant: a.applicant,
          t,
          lang,
        })
      : undefined;
  return {
    ok: true,
    value: {
      ...(refusal ? { refusal } : {}),
      ...offersAnswer(e, body, presented, {
        groupBy: body.groupBy,
        title: t('quotes:offers.title'),
        description: t('quotes:offers.description', { count: offeredBanks.size }),
        disclaimer: t('quotes:offers.disclaimer'),
        fieldValues: { countryProductId: productId, enquiryId: e.publicId },
        pricedCount: consideredBanks.size,
        declined: declinedBanks(refused, offeredBanks, t, lang),
        ranking: {
          terms: [{ term: 'apr', label: t('quotes:offers.ranking.apr'), weight: 100 }],
          note: t('quotes:offers.ranking.note'),
        },
      }),
    },
  };
}
