import { useEffect, useMemo, useState, type ChangeEvent } from 'react';
import { createTranslator, interpolate } from '../../../shared/i18n/translator';
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
import type { LoanCalculatorProps } from './loan-calculator-props';

export type CalcField = 'amount' | 'tenure' | 'rate';

/**
 * The calculator's loan and its boxes (docs/product/loans.md, decision 0020): amount, tenure (in months or years)
 * and rate, each typed or slid; a typed value outside its range stays in its box as a draft and leaves the
 * figures on the last valid loan; leaving the box drops the draft. The figures come from the shared engine.
 */
export function useLoanCalculator(p: LoanCalculatorProps) {
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
  const [drafts, setDrafts] = useState<Partial<Record<CalcField, string>>>({});

  const figures = useMemo(() => loanFigures({ amountAed, months, rateBp }), [amountAed, months, rateBp]);

  const moneyText = (fils: number) =>
    interpolate(p.money, { currency: p.currency, amount: formatFils(fils) });
  const duration = (m: number) =>
    m % MONTHS_PER_YEAR === 0 ? t('years', { count: m / MONTHS_PER_YEAR }) : t('months', { count: m });

  const tenure = tenureRange(p.ranges.months, unit);
  const fields: Record<
    CalcField,
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
  const accepted = (field: CalcField, text: string): number | null => {
    const n = parseAmountText(text);
    if (n === null) return null;
    const rounded = field === 'rate' ? Math.round(n * 100) / 100 : Math.round(n);
    const { min, max } = fields[field].range;
    return rounded >= min && rounded <= max ? rounded : null;
  };
  const onType = (field: CalcField) => (e: ChangeEvent<HTMLInputElement>) => {
    const text = e.target.value;
    setDrafts((d) => ({ ...d, [field]: text }));
    const n = accepted(field, text);
    if (n !== null) fields[field].set(n);
  };
  const onLeave = (field: CalcField) => () =>
    setDrafts((d) => {
      const next = { ...d };
      delete next[field];
      return next;
    });
  const onSlide = (field: CalcField) => (e: ChangeEvent<HTMLInputElement>) => {
    fields[field].set(clamp(Number(e.target.value), fields[field].range));
    onLeave(field)();
  };
  const onUnit = (e: ChangeEvent<HTMLSelectElement>) => {
    const next: TenureUnit = e.target.value === 'years' ? 'years' : 'months';
    setUnit(next);
    setMonths((m) => monthsForUnit(m, next, p.ranges.months));
    onLeave('tenure')();
  };
  const invalid = (field: CalcField) =>
    drafts[field] !== undefined && accepted(field, drafts[field]) === null;
  const valueText: Record<CalcField, (n: number) => string> = {
    amount: (n) => moneyText(n * 100),
    tenure: (n) => (unit === 'years' ? t('years', { count: n }) : t('months', { count: n })),
    rate: (n) => t('percent', { value: formatPct(n) }),
  };

  return {
    t,
    ready,
    months,
    unit,
    drafts,
    figures,
    fields,
    moneyText,
    duration,
    onType,
    onLeave,
    onSlide,
    onUnit,
    invalid,
    valueText,
  };
}
