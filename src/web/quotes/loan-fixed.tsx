import type { TLoanFigures } from '../../shared/contracts/quotes-api';
import { Ltr, Money, rich, useUi } from './ui';

/**
 * A loan offer's fixed period under its price (decision 0046): 'Fixed for 3 years, then 5.45%' and the monthly
 * payment after it, so a fixed rate never reads as the rate of the whole term. Nothing for a loan without one.
 */
export function LoanFixedPeriod({ loan }: { loan: TLoanFigures }) {
  const { t, number } = useUi();
  const months = loan.fixedMonths ?? null;
  if (months === null) return null;
  const period =
    months % 12 === 0
      ? rich(t('card.loanYears', { count: months / 12 }), { n: <Ltr>{number(months / 12)}</Ltr> })
      : rich(t('card.loanMonths', { count: months }), { n: <Ltr>{number(months)}</Ltr> });
  const rate = loan.followOnRatePct ?? null;
  const after = loan.followOnInstalment ?? null;
  let line;
  if (months >= loan.months) line = t('card.loanFixedWholeTerm');
  else if (rate === null) line = rich(t('card.loanFixedKept'), { period });
  else line = rich(t('card.loanFixed'), { period, rate: <Ltr>{rate.toFixed(2)}</Ltr> });
  return (
    <div className="qcard__fixed" data-testid="loan-fixed">
      <p>{line}</p>
      {after !== null && rate !== null && months < loan.months ? (
        <p className="qcard__fixed-after">{rich(t('card.loanAfter'), { amount: <Money value={after} /> })}</p>
      ) : null}
    </div>
  );
}
