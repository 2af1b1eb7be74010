import type { TLoan } from '../../../shared/contracts/banking';
import type { HomeLtvTable, LoanProduct } from '../../../shared/banking/loans';

/**
 * A catalogue loan row as the loan engine's products (decision 0018): one per quoted rate type at the start of its
 * range ('from'), since a bank quotes its best rate to the applicants it takes. Personal and car loans may be
 * quoted flat, reducing or both; home loans reducing, a fixed rate for its period and then the follow-on rate
 * re-amortised (decision 0046), a variable one at its rate; international mortgages with one LTV cap for every
 * band, and their fixed period, though the rows publish no rate after it (so the figures keep the rate).
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
      // The follow-on rate as the row states it: benchmark + margin, never below the floor, with the benchmark at
      // the row's dated value for the rest of the term (decision 0046).
      const followOn = Math.max(l.followOn.benchmarkRateBp + l.followOn.marginBp, l.followOn.floorBp);
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
      return [
        {
          ...common,
          productType: 'mortgage',
          rateType: 'reducing',
          rateBp: l.rateBp,
          homeLtv,
          fixedPeriodMonths: l.rateType === 'fixed' ? l.introPeriodMonths : null,
          followOnRateBp: null,
        },
      ];
    }
  }
}
