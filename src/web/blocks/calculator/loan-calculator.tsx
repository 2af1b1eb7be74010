import { Fragment, useEffect, useMemo, useState, type ChangeEvent, type ReactNode } from 'react';
import type { LangCode } from '../../../shared/domain/locales';
import { createTranslator, interpolate, type Catalogue } from '../../../shared/i18n/translator';
import { MONTHS_PER_YEAR } from '../../../shared/banking/loans';
import {
  clamp,
  formatFils,
  formatGrouped,
  formatPct,
  loanFigures,
  monthsForUnit,
  parseAmountText,
  pctToBp,
  tenureIn,
  tenureRange,
  type NumberRange,
  type TenureUnit,
} from '../../../shared/banking/loan-calculator';
import { amortisationChart, compactAed } from './amortisation-chart';

/** What the CALCULATOR block hands the island: ranges, the opening loan and the page language's strings. */
export type LoanCalculatorProps = {
  /** Prefix of every id inside (islands must not call useId). */
  id: string;
  lang: LangCode;
  rtl: boolean;
  ranges: { amountAed: NumberRange; months: NumberRange; ratePct: NumberRange };
  /** Already inside the ranges; in years, a whole number of years. */
  initial: { amountAed: number; months: number; ratePct: number; unit: TenureUnit };
  /** The `calculator` catalogue of the page language. */
  strings: Catalogue;
  /** quotesUi's '{{currency}} {{amount}}' / '{{amount}} {{currency}}', and 'AED' / 'د.إ'. */
  money: string;
  currency: string;
};

type Field = 'amount' | 'tenure' | 'rate';

const PARAM = /\{\{\s*([A-Za-z0-9_]+)\s*\}\}/g;

/** A catalogue text whose `{{name}}` parameters are React nodes. */
function fill(text: string, nodes: Readonly<Record<string, ReactNode>>): ReactNode[] {
  const out: ReactNode[] = [];
  let last = 0;
  for (const m of text.matchAll(PARAM)) {
    const name = m[1] as string;
    if (!Object.hasOwn(nodes, name)) continue;
    if (m.index > last) out.push(text.slice(last, m.index));
    out.push(<Fragment key={`${name}-${m.index}`}>{nodes[name]}</Fragment>);
    last = m.index + m[0].length;
  }
  if (last < text.length) out.push(text.slice(last));
  return out;
}

/**
 * The loan EMI calculator (docs/product/loans.md, decision 0020). The server renders it with the opening loan,
 * its figures and the chart, inputs disabled (they need this code); hydrated, every keystroke or slider move
 * recomputes the instalment, the totals, the chart and the yearly table with the shared engine, in the browser. A
 * box holding a value outside its range says so and leaves the figures on the last valid loan; leaving the box
 * puts the valid value back.
 */
export function LoanCalculator(p: LoanCalculatorProps) {
  const t = useMemo(
    () => createTranslator(p.lang, { [p.lang]: { calculator: p.strings } }, { defaultNs: 'calculator' }).t,
    [p.lang, p.strings],
  );
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);

  const [amountAed, setAmountAed] = useState(p.initial.amountAed);
  const [months, setMonths] = useState(p.initial.months);
  const [rateBp, setRateBp] = useState(pctToBp(p.initial.ratePct));
  const [unit, setUnit] = useState<TenureUnit>(p.initial.unit);
  const [drafts, setDrafts] = useState<Partial<Record<Field, string>>>({});

  const figures = useMemo(() => loanFigures({ amountAed, months, rateBp }), [amountAed, months, rateBp]);

  const moneyText = (fils: number) =>
    interpolate(p.money, { currency: p.currency, amount: formatFils(fils) });
  const money = (fils: number) => (
    <span className="money">
      {fill(p.money, {
        currency: <span className="money__currency">{p.currency}</span>,
        amount: (
          <bdi dir="ltr" className="money__amount">
            {formatFils(fils)}
          </bdi>
        ),
      })}
    </span>
  );
  const duration = (m: number) =>
    m % MONTHS_PER_YEAR === 0 ? t('years', { count: m / MONTHS_PER_YEAR }) : t('months', { count: m });

  const tenure = tenureRange(p.ranges.months, unit);
  const fields: Record<
    Field,
    { range: NumberRange; value: number; text: (n: number) => string; set: (n: number) => void }
  > = {
    amount: {
      range: p.ranges.amountAed,
      value: amountAed,
      text: (n) => formatGrouped(n),
      set: (n) => setAmountAed(Math.round(n)),
    },
    tenure: {
      range: tenure,
      value: tenureIn(months, unit),
      text: (n) => String(n),
      set: (n) => setMonths(Math.round(n) * (unit === 'years' ? MONTHS_PER_YEAR : 1)),
    },
    rate: {
      range: p.ranges.ratePct,
      value: rateBp / 100,
      text: formatPct,
      set: (n) => setRateBp(pctToBp(n)),
    },
  };

  /** A typed value, when it is a number inside the field's range (whole for amount and tenure). */
  const accepted = (field: Field, text: string): number | null => {
    const n = parseAmountText(text);
    if (n === null) return null;
    const rounded = field === 'rate' ? Math.round(n * 100) / 100 : Math.round(n);
    const { min, max } = fields[field].range;
    return rounded >= min && rounded <= max ? rounded : null;
  };
  const onType = (field: Field) => (e: ChangeEvent<HTMLInputElement>) => {
    const text = e.target.value;
    setDrafts((d) => ({ ...d, [field]: text }));
    const n = accepted(field, text);
    if (n !== null) fields[field].set(n);
  };
  const onLeave = (field: Field) => () =>
    setDrafts((d) => {
      const next = { ...d };
      delete next[field];
      return next;
    });
  const onSlide = (field: Field) => (e: ChangeEvent<HTMLInputElement>) => {
    fields[field].set(clamp(Number(e.target.value), fields[field].range));
    onLeave(field)();
  };
  const onUnit = (e: ChangeEvent<HTMLSelectElement>) => {
    const next: TenureUnit = e.target.value === 'years' ? 'years' : 'months';
    setUnit(next);
    setMonths((m) => monthsForUnit(m, next, p.ranges.months));
    onLeave('tenure')();
  };

  const fieldIds = (field: Field) => ({
    input: `${p.id}-${field}`,
    label: `${p.id}-${field}-label`,
    hint: `${p.id}-${field}-hint`,
  });
  const invalid = (field: Field) => drafts[field] !== undefined && accepted(field, drafts[field]) === null;
  const valueText: Record<Field, (n: number) => string> = {
    amount: (n) => moneyText(n * 100),
    tenure: (n) => (unit === 'years' ? t('years', { count: n }) : t('months', { count: n })),
    rate: (n) => t('percent', { value: formatPct(n) }),
  };

  const field = (name: Field, label: string, extra?: ReactNode) => {
    const f = fields[name];
    const ids = fieldIds(name);
    const bad = invalid(name);
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
              value={drafts[name] ?? f.text(f.value)}
              aria-invalid={bad}
              aria-describedby={ids.hint}
              onChange={onType(name)}
              onBlur={onLeave(name)}
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
          aria-valuetext={valueText[name](f.value)}
          onChange={onSlide(name)}
        />
        <p id={ids.hint} className={bad ? 'calc__hint calc__hint--error' : 'calc__hint'}>
          {t(bad ? 'invalid' : 'range', { min, max })}
        </p>
      </div>
    );
  };

  const years = figures.years;
  const chart = amortisationChart(years, {
    id: p.id,
    principalFils: figures.principalFils,
    title: t('chart.title'),
    desc: t('chart.desc', {
      principal: moneyText(figures.principalFils),
      duration: duration(months),
      first: moneyText(years[0]?.interestPaidFils ?? 0),
      last: moneyText(years[years.length - 1]?.interestPaidFils ?? 0),
    }),
    yearLabel: t('chart.year'),
    formatTick: (aed) =>
      compactAed(aed, (scale, value) => t(`chart.${scale}`, { value: String(value), count: value })),
    rtl: p.rtl,
  });

  return (
    <div className="calc__body" data-ready={ready ? 'true' : undefined}>
      <fieldset className="calc__inputs" disabled={!ready}>
        {/* A fieldset is named by its legend (decision 0047); the heading above names the whole calculator. */}
        <legend className="visually-hidden">{t('inputs')}</legend>
        {field('amount', t('amount', { currency: p.currency }))}
        {field(
          'tenure',
          t('tenure'),
          <select
            className="calc__unit"
            aria-label={t('tenureUnit')}
            value={unit}
            onChange={onUnit}
            id={`${p.id}-unit`}
          >
            <option value="months">{t('unit.months')}</option>
            <option value="years">{t('unit.years')}</option>
          </select>,
        )}
        {field('rate', t('rate'))}
      </fieldset>
      <div className="calc__output">
        <div className="calc__results" aria-live="polite" aria-atomic="true">
          <p className="calc__emi">
            <span className="calc__emi-label">{t('emi')}</span>
            <span className="calc__emi-value" data-testid="calc-emi">
              {money(figures.instalmentFils)}
            </span>
          </p>
          <dl className="calc__totals">
            <div>
              <dt>{t('totalInterest')}</dt>
              <dd data-testid="calc-interest">{money(figures.totalInterestFils)}</dd>
            </div>
            <div>
              <dt>{t('totalPayable')}</dt>
              <dd data-testid="calc-payable">{money(figures.totalPayableFils)}</dd>
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
        {/* A table ignores the 1 px box of .visually-hidden: its wrapper carries it. */}
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
              {years.map((y) => (
                <tr key={y.year}>
                  <th scope="row">{y.year}</th>
                  <td>{money(y.interestPaidFils)}</td>
                  <td>{money(y.principalPaidFils)}</td>
                  <td>{money(y.balanceFils)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p className="calc__note">{t('note')}</p>
      </div>
    </div>
  );
}
