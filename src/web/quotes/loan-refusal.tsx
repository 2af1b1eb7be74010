import type { TLoanRefusal } from '../../shared/contracts/quotes-api';
import { Ltr, Money, rich, useUi } from './ui';

type Alternative = NonNullable<TLoanRefusal['largest']>;

/**
 * When no lender makes an offer (decision 0064, docs/product/loans.md): the reason once, then what the visitor can
 * do under the same rules: the largest amount and its term, the largest at the term asked, or the lowest salary the
 * lenders accept; and a way back to the answers. Its own chunk: only a refused loan enquiry loads it.
 */
export default function LoanRefusal({
  refusal,
  productPath,
}: {
  refusal: TLoanRefusal;
  productPath: string;
}) {
  const ui = useUi();
  const { t } = ui;
  const term = (months: number) =>
    rich(t('card.loanMonths', { count: months }), { n: <Ltr>{ui.number(months)}</Ltr> });
  const line = (key: string, a: Alternative) =>
    rich(t(key), {
      amount: <Money value={a.amount} />,
      term: term(a.months),
      instalment: <Money value={a.instalment} />,
      lender: a.providerName,
      apr: <Ltr>{a.aprPct.toFixed(2)}</Ltr>,
    });
  const { largest, atYourTerm, minSalary, requested } = refusal;
  return (
    <section
      className="quotes-app__message loan-refusal"
      aria-labelledby="loan-refusal-title"
      data-testid="loan-refusal"
    >
      <h2 id="loan-refusal-title" className="quotes-app__empty-title">
        {t('refusal.title')}
      </h2>
      <p data-testid="refusal-reason">{refusal.reason}</p>
      <h3 className="loan-refusal__subtitle">{t('refusal.canDo')}</h3>
      <ul className="loan-refusal__options">
        {largest ? (
          <li data-testid="refusal-largest">
            {line(largest.amount >= requested.amount ? 'refusal.full' : 'refusal.largest', largest)}
          </li>
        ) : null}
        {atYourTerm ? <li data-testid="refusal-at-term">{line('refusal.atYourTerm', atYourTerm)}</li> : null}
        {minSalary ? (
          <li data-testid="refusal-min-salary">
            {rich(t('refusal.minSalary'), {
              amount: <Money value={minSalary.amount} />,
              lender: minSalary.providerName,
            })}
          </li>
        ) : null}
        {!largest && !atYourTerm && !minSalary ? <li>{t('refusal.nothing')}</li> : null}
      </ul>
      <a className="button" href={productPath} data-testid="refusal-change">
        {t('refusal.change')}
      </a>
    </section>
  );
}
