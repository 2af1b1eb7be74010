import { GROWTH_RANGES, growthOf } from '../../../../shared/calculators/growth';
import { formatGrouped } from '../../../../shared/banking/loan-calculator';
import { compactAed } from '../amortisation-chart';
import { growthChart } from './charts';
import { inputs, numField, shareLink } from './fields';
import type { ToolCalculatorProps } from './props';
import { useTool } from './use-tool';

const SIP = {
  monthlyAed: { kind: 'number', range: GROWTH_RANGES.monthlyAed },
  years: { kind: 'number', range: GROWTH_RANGES.years },
  returnPct: { kind: 'number', range: GROWTH_RANGES.returnPct },
  inflationPct: { kind: 'number', range: GROWTH_RANGES.inflationPct },
} as const;
const LUMP = {
  lumpSumAed: { kind: 'number', range: GROWTH_RANGES.lumpSumAed },
  years: { kind: 'number', range: GROWTH_RANGES.years },
  returnPct: { kind: 'number', range: GROWTH_RANGES.returnPct },
  inflationPct: { kind: 'number', range: GROWTH_RANGES.inflationPct },
} as const;

/** SIP (a monthly amount) and growth (a sum invested once), docs/product/calculators.md 'SIP and growth'. */
export function GrowthCalculator(p: ToolCalculatorProps) {
  const sip = p.kind === 'sip';
  const c = useTool(
    p,
    sip ? SIP : LUMP,
    (sip
      ? { monthlyAed: 1_000, years: 10, returnPct: 8, inflationPct: 3 }
      : { lumpSumAed: 50_000, years: 10, returnPct: 8, inflationPct: 3 }) as never,
  );
  const { t } = c;
  const v = c.values as Record<string, number>;
  const r = growthOf({
    monthlyAed: sip ? v.monthlyAed! : 0,
    lumpSumAed: sip ? 0 : v.lumpSumAed!,
    years: v.years!,
    returnPct: v.returnPct!,
    inflationPct: v.inflationPct!,
  });
  const params = {
    monthly: c.aed(v.monthlyAed ?? 0),
    lump: c.aed(v.lumpSumAed ?? 0),
    years: String(v.years),
    invested: c.aed(r.investedAed),
    rate: formatGrouped(v.returnPct!, 1).replace(/\.0$/, ''),
    inflation: formatGrouped(v.inflationPct!, 1).replace(/\.0$/, ''),
    value: c.aed(r.valueAed),
    real: c.aed(r.realValueAed),
  };
  const tick = (aed: number) =>
    compactAed(aed, (scale, value) => t(`chart.${scale}`, { value: String(value), count: value }));
  return (
    <div className="calc__body tool" data-ready={c.ready ? 'true' : undefined} data-kind={p.kind}>
      {inputs(
        c,
        <>
          {sip
            ? numField(c, p.id, 'monthlyAed' as never, t('field.monthlyAed', { currency: p.currency }))
            : numField(c, p.id, 'lumpSumAed' as never, t('field.lumpSumAed', { currency: p.currency }))}
          {numField(c, p.id, 'years' as never, t('field.years'))}
          {numField(c, p.id, 'returnPct' as never, t('field.returnPct'))}
          {numField(c, p.id, 'inflationPct' as never, t('field.inflationPct'))}
        </>,
      )}
      <div className="calc__output">
        <div className="calc__results" aria-live="polite" aria-atomic="true">
          <p className="calc__emi">
            <span className="calc__emi-label">{t('growth.result', { years: String(v.years) })}</span>
            <span className="calc__emi-value" data-testid="calc-result">
              {c.aed(r.valueAed)}
            </span>
          </p>
          <dl className="calc__totals">
            <div>
              <dt>{t('growth.invested')}</dt>
              <dd data-testid="calc-invested">{c.aed(r.investedAed)}</dd>
            </div>
            <div>
              <dt>{t('growth.gain')}</dt>
              <dd>{c.aed(r.gainAed)}</dd>
            </div>
            <div>
              <dt>{t('growth.real')}</dt>
              <dd data-testid="calc-real">{c.aed(r.realValueAed)}</dd>
            </div>
          </dl>
          <p className="tool__explain" data-testid="calc-explain">
            {t(sip ? 'growth.explainSip' : 'growth.explainGrowth', params)}
          </p>
        </div>
        <figure className="calc-chart tool-figure">
          {growthChart(
            r.years.map((y) => ({ year: y.year, invested: y.investedAed, value: y.valueAed })),
            {
              id: p.id,
              rtl: p.rtl,
              title: t('growth.chartTitle'),
              desc: t('growth.chartDesc', params),
              yearLabel: t('growth.year'),
              tick,
            },
          )}
          <figcaption className="calc-chart__legend">
            <span className="calc-chart__key tool-key--invested">{t('growth.investedKey')}</span>
            <span className="calc-chart__key tool-key--value">{t('growth.valueKey')}</span>
          </figcaption>
        </figure>
        <div className="visually-hidden">
          <table>
            <caption>{t('growth.tableCaption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('growth.year')}</th>
                <th scope="col">{t('growth.investedKey')}</th>
                <th scope="col">{t('growth.valueKey')}</th>
              </tr>
            </thead>
            <tbody>
              {r.years.map((y) => (
                <tr key={y.year}>
                  <th scope="row">{y.year}</th>
                  <td>{c.aed(y.investedAed)}</td>
                  <td>{c.aed(y.valueAed)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        {shareLink(c, p.id)}
        <p className="calc__note">{t('growth.note')}</p>
        <p className="calc__note">{t('notAdvice')}</p>
      </div>
    </div>
  );
}
