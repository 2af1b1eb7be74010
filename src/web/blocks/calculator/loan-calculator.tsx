import { amortisationChart, compactAed } from './amortisation-chart';
import { calcField, money, yearTable } from './loan-calculator-sections';
import { useLoanCalculator } from './use-loan-calculator';
import type { LoanCalculatorProps } from './loan-calculator-props';

export type { LoanCalculatorProps } from './loan-calculator-props';

/**
 * The loan EMI calculator (docs/product/loans.md, decision 0020). The server renders it with the opening loan,
 * its figures and the chart, inputs disabled (they need this code); hydrated, every keystroke or slider move
 * recomputes the instalment, the totals, the chart and the yearly table with the shared engine, in the browser. A
 * box holding a value outside its range says so and leaves the figures on the last valid loan; leaving the box
 * puts the valid value back. The state is `useLoanCalculator`'s; the inputs and the table are render functions.
 */
export function LoanCalculator(p: LoanCalculatorProps) {
  const c = useLoanCalculator(p);
  const { t, figures, moneyText } = c;
  const years = figures.years;
  const chart = amortisationChart(years, {
    id: p.id,
    principalFils: figures.principalFils,
    title: t('chart.title'),
    desc: t('chart.desc', {
      principal: moneyText(figures.principalFils),
      duration: c.duration(c.months),
      first: moneyText(years[0]?.interestPaidFils ?? 0),
      last: moneyText(years[years.length - 1]?.interestPaidFils ?? 0),
    }),
    yearLabel: t('chart.year'),
    formatTick: (aed) =>
      compactAed(aed, (scale, value) => t(`chart.${scale}`, { value: String(value), count: value })),
    rtl: p.rtl,
  });

  return (
    <div className="calc__body" data-ready={c.ready ? 'true' : undefined}>
      <fieldset className="calc__inputs" disabled={!c.ready}>
        {/* A fieldset is named by its legend (decision 0047); the heading above names the whole calculator. */}
        <legend className="visually-hidden">{t('inputs')}</legend>
        {calcField(c, p.id, 'amount', t('amount', { currency: p.currency }))}
        {calcField(
          c,
          p.id,
          'tenure',
          t('tenure'),
          <select
            className="calc__unit"
            aria-label={t('tenureUnit')}
            value={c.unit}
            onChange={c.onUnit}
            id={`${p.id}-unit`}
          >
            <option value="months">{t('unit.months')}</option>
            <option value="years">{t('unit.years')}</option>
          </select>,
        )}
        {calcField(c, p.id, 'rate', t('rate'))}
      </fieldset>
      <div className="calc__output">
        <div className="calc__results" aria-live="polite" aria-atomic="true">
          <p className="calc__emi">
            <span className="calc__emi-label">{t('emi')}</span>
            <span className="calc__emi-value" data-testid="calc-emi">
              {money(p, figures.instalmentFils)}
            </span>
          </p>
          <dl className="calc__totals">
            <div>
              <dt>{t('totalInterest')}</dt>
              <dd data-testid="calc-interest">{money(p, figures.totalInterestFils)}</dd>
            </div>
            <div>
              <dt>{t('totalPayable')}</dt>
              <dd data-testid="calc-payable">{money(p, figures.totalPayableFils)}</dd>
            </div>
          </dl>
        </div>
        <figure className="calc-chart">
          {chart}
          <figcaption className="calc-chart__legend">
            <span className="calc-chart__key calc-chart__key--balance">{t('chart.balance')}</span>
            <span className="calc-chart__key calc-chart__key--interest">{t('chart.interest')}</span>
          </figcaption>
        </figure>
        {yearTable(c, p)}
        <p className="calc__note">{t('note')}</p>
      </div>
    </div>
  );
}
