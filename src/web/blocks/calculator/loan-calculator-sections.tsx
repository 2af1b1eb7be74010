import type { ReactNode } from 'react';
import { rich } from '../../ui/rich';
import { formatFils } from '../../../shared/banking/loan-calculator';
import type { LoanCalculatorProps } from './loan-calculator-props';
import type { CalcField, useLoanCalculator } from './use-loan-calculator';

type Calc = ReturnType<typeof useLoanCalculator>;

/** An amount in fils in the page language's money pattern, the digits left to right. */
export function money(p: Pick<LoanCalculatorProps, 'money' | 'currency'>, fils: number): ReactNode {
  return (
    <span className="money">
      {rich(p.money, {
        currency: <span className="money__currency">{p.currency}</span>,
        amount: (
          <bdi dir="ltr" className="money__amount">
            {formatFils(fils)}
          </bdi>
        ),
      })}
    </span>
  );
}

/** One input: its label, the box (and `extra`, the tenure's unit), the slider and the range or error hint. */
export function calcField(c: Calc, id: string, name: CalcField, label: string, extra?: ReactNode): ReactNode {
  const f = c.fields[name];
  const ids = { input: `${id}-${name}`, label: `${id}-${name}-label`, hint: `${id}-${name}-hint` };
  const bad = c.invalid(name);
  const min = f.text(f.range.min);
  const max = f.text(f.range.max);
  return (
    <div className="calc__field">
      <div className="calc__field-head">
        <label className="calc__label" id={ids.label} htmlFor={ids.input}>
          {label}
        </label>
        <div className="calc__box-row">
          <input
            id={ids.input}
            className="calc__box"
            type="text"
            inputMode={name === 'rate' ? 'decimal' : 'numeric'}
            autoComplete="off"
            dir="ltr"
            value={c.drafts[name] ?? f.text(f.value)}
            aria-invalid={bad}
            aria-describedby={ids.hint}
            onChange={c.onType(name)}
            onBlur={c.onLeave(name)}
          />
          {extra}
        </div>
      </div>
      <input
        className="calc__slider"
        type="range"
        min={f.range.min}
        max={f.range.max}
        step={f.range.step}
        value={f.value}
        aria-labelledby={ids.label}
        aria-valuetext={c.valueText[name](f.value)}
        onChange={c.onSlide(name)}
      />
      <p id={ids.hint} className={bad ? 'calc__hint calc__hint--error' : 'calc__hint'}>
        {c.t(bad ? 'invalid' : 'range', { min, max })}
      </p>
    </div>
  );
}

/** The yearly figures as a table for screen readers (the chart's text twin). */
export function yearTable(c: Calc, p: LoanCalculatorProps): ReactNode {
  const { t } = c;
  return (
    // A table ignores the 1 px box of .visually-hidden: its wrapper carries it.
    <div className="visually-hidden">
      <table>
        <caption>{t('table.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('table.year')}</th>
            <th scope="col">{t('table.interest')}</th>
            <th scope="col">{t('table.principal')}</th>
            <th scope="col">{t('table.balance')}</th>
          </tr>
        </thead>
        <tbody>
          {c.figures.years.map((y) => (
            <tr key={y.year}>
              <th scope="row">{y.year}</th>
              <td>{money(p, y.interestPaidFils)}</td>
              <td>{money(p, y.principalPaidFils)}</td>
              <td>{money(p, y.balanceFils)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
