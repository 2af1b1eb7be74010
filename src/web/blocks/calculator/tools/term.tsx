import { TERM_RANGES, termCoverOf } from '../../../../shared/calculators/term-cover';
import { formatGrouped } from '../../../../shared/banking/loan-calculator';
import { barChart } from './charts';
import { inputs, numField, shareLink } from './fields';
import type { ToolCalculatorProps } from './props';
import { useTool } from './use-tool';

const SPECS = {
  age: { kind: 'number', range: TERM_RANGES.age },
  retirementAge: { kind: 'number', range: TERM_RANGES.retirementAge },
  annualIncomeAed: { kind: 'number', range: TERM_RANGES.annualIncomeAed },
  ownSharePct: { kind: 'number', range: TERM_RANGES.ownSharePct },
  raisePct: { kind: 'number', range: TERM_RANGES.raisePct },
  returnPct: { kind: 'number', range: TERM_RANGES.returnPct },
  debtsAed: { kind: 'number', range: TERM_RANGES.debtsAed },
  savingsAed: { kind: 'number', range: TERM_RANGES.savingsAed },
} as const;

const pct = (n: number) => formatGrouped(n, 1).replace(/\.0$/, '');

/** Term cover by income replacement (docs/product/calculators.md 'Term cover'). */
export function TermCalculator(p: ToolCalculatorProps) {
  const c = useTool(p, SPECS, {
    age: 35,
    retirementAge: 60,
    annualIncomeAed: 240_000,
    ownSharePct: 25,
    raisePct: 3,
    returnPct: 5,
    debtsAed: 300_000,
    savingsAed: 100_000,
  });
  const { t } = c;
  const v = c.values;
  const r = termCoverOf(v);
  const params = {
    years: String(r.years),
    share: pct(100 - v.ownSharePct),
    income: c.aed(v.annualIncomeAed),
    raise: pct(v.raisePct),
    rate: pct(v.returnPct),
    incomeValue: c.aed(r.incomeValueAed),
    debts: c.aed(r.debtsAed),
    savings: c.aed(r.savingsAed),
    cover: c.aed(r.coverAed),
  };
  const rows = [
    { key: 'income', label: t('term.incomeValue'), value: r.incomeValueAed, text: params.incomeValue },
    { key: 'debts', label: t('term.debts'), value: r.debtsAed, text: params.debts },
    {
      key: 'savings',
      label: t('term.savings'),
      value: r.savingsAed,
      text: params.savings,
      tone: 'muted' as const,
    },
    { key: 'cover', label: t('term.result'), value: r.coverAed, text: params.cover, tone: 'accent' as const },
  ];
  const cur = { currency: p.currency };
  return (
    <div className="calc__body tool" data-ready={c.ready ? 'true' : undefined} data-kind="term">
      {inputs(
        c,
        <>
          {numField(c, p.id, 'age', t('field.age'))}
          {numField(c, p.id, 'retirementAge', t('field.retirementAge'))}
          {numField(c, p.id, 'annualIncomeAed', t('field.annualIncomeAed', cur))}
          {numField(c, p.id, 'ownSharePct', t('field.ownSharePct'))}
          {numField(c, p.id, 'raisePct', t('field.raisePct'))}
          {numField(c, p.id, 'returnPct', t('field.discountPct'))}
          {numField(c, p.id, 'debtsAed', t('field.debtsAed', cur))}
          {numField(c, p.id, 'savingsAed', t('field.savingsAed', cur))}
        </>,
      )}
      <div className="calc__output">
        <div className="calc__results" aria-live="polite" aria-atomic="true">
          <p className="calc__emi">
            <span className="calc__emi-label">{t('term.result')}</span>
            <span className="calc__emi-value" data-testid="calc-result">
              {params.cover}
            </span>
            <span className="tool__badge">
              {t('term.multiple', { value: formatGrouped(r.incomeMultiple, 1) })}
            </span>
          </p>
          <p className="tool__explain" data-testid="calc-explain">
            {t('term.explain', params)}
          </p>
        </div>
        <figure className="calc-chart tool-figure">
          {barChart(rows, {
            id: p.id,
            rtl: p.rtl,
            title: t('term.chartTitle'),
            desc: t('term.chartDesc', params),
          })}
        </figure>
        {shareLink(c, p.id)}
        <p className="calc__note">{t('term.note')}</p>
        <p className="calc__note">{t('notAdvice')}</p>
      </div>
    </div>
  );
}
