import type { TLoan } from '../../../shared/contracts/banking';
import {
  loanOffer,
  type EligibleLoanOffer,
  type HomeLtvTable,
  type LoanApplicant,
  type LoanProduct,
} from '../../../shared/banking/loans';

/**
 * The follow-on rate as the row states it: benchmark + margin, never below the floor, with the benchmark at the
 * row's dated value for the rest of the term (decision 0046).
 */
export function followOnRateBp(f: { benchmarkRateBp: number; marginBp: number; floorBp: number }): number {
  return Math.max(f.benchmarkRateBp + f.marginBp, f.floorBp);
}

/**
 * A catalogue loan row as the loan engine's products (decision 0018): one per quoted rate type at the start of its
 * range ('from'), since a bank quotes its best rate to the applicants it takes. Personal and car loans may be
 * quoted flat, reducing or both; home loans reducing, a fixed rate for its period and then the follow-on rate
 * re-amortised (decision 0046), a variable one at its rate; international mortgages likewise, with one LTV cap for
 * every band and the follow-on rate of their own market's benchmark (a row stored without one keeps its rate).
 */
export function loanProductsOf(l: TLoan): LoanProduct[] {
  const common = {
    productId: String(l.id),
    bankId: String(l.bankId),
    salaryTransfer: l.salaryTransfer,
    processingFeeBp: l.fees.processingFeeBp,
    processingFeeMinFils: l.fees.processingFeeMinFils,
    processingFeeMaxFils: l.fees.processingFeeMaxFils,
    fixedFees: l.fees.fixedFees.map((f) => ({ code: f.code, amountFils: f.amountFils })),
    minMonthlySalaryFils: l.minMonthlySalaryFils,
    maxTenureMonths: l.maxTenureMonths,
  };
  switch (l.productId) {
    case 8:
    case 11: {
      const productType = l.productId === 11 ? ('car' as const) : ('personal' as const);
      const car = l.productId === 11 ? { carMaxLtvBp: { new: l.maxLtvBp, used: l.maxLtvBp } } : {};
      return (['flat', 'reducing'] as const).flatMap((rateType) => {
        const r = l.rates[rateType];
        return r ? [{ ...common, ...car, productType, rateType, rateBp: r.fromBp }] : [];
      });
    }
    case 10: {
      const followOn = followOnRateBp(l.followOn);
      const fixed = l.rateType === 'fixed' && l.introPeriodMonths !== null;
      return [
        {
          ...common,
          productType: 'home',
          rateType: 'reducing',
          rateBp: l.introRateBp,
          homeLtv: l.ltv,
          fixedPeriodMonths: fixed ? l.introPeriodMonths : null,
          followOnRateBp: fixed ? followOn : null,
        },
      ];
    }
    case 18: {
      const band = [{ upToValueFils: null, maxLtvBp: l.maxLtvBp }];
      const homeLtv: HomeLtvTable = {
        firstProperty: { national: band, expatriate: band },
        secondProperty: { national: band, expatriate: band },
        offPlanMaxLtvBp: l.maxLtvBp,
      };
      const fixed = l.rateType === 'fixed' && l.introPeriodMonths !== null;
      return [
        {
          ...common,
          productType: 'mortgage',
          rateType: 'reducing',
          rateBp: l.rateBp,
          homeLtv,
          fixedPeriodMonths: fixed ? l.introPeriodMonths : null,
          // A row stored before rows had a follow-on rate: its fixed period, priced at its rate for the term.
          followOnRateBp: fixed && l.followOn ? followOnRateBp(l.followOn) : null,
        },
      ];
    }
  }
}

type LoanOfferResult = ReturnType<typeof loanOffer>;

/** A row priced for an applicant: each of its products' results, and the eligible one with the lowest APR. */
export function priceRow(
  row: TLoan,
  applicant: LoanApplicant,
): { results: LoanOfferResult[]; best: EligibleLoanOffer | undefined } {
  const results = loanProductsOf(row).map((p) => loanOffer(p, applicant));
  const eligible = results.filter((r): r is EligibleLoanOffer => r.eligible);
  return { results, best: eligible.sort((x, y) => x.aprBp - y.aprBp)[0] };
}
