import { BMI_BANDS, BMI_RANGES, bmiOf } from '../../../../shared/calculators/bmi';
import { formatGrouped } from '../../../../shared/banking/loan-calculator';
import { bmiChart } from './charts';
import { inputs, numField, shareLink } from './fields';
import type { ToolCalculatorProps } from './props';
import { useTool } from './use-tool';

const SPECS = {
  heightCm: { kind: 'number', range: BMI_RANGES.heightCm },
  weightKg: { kind: 'number', range: BMI_RANGES.weightKg },
} as const;

/** BMI (docs/product/calculators.md 'BMI'). */
export function BmiCalculator(p: ToolCalculatorProps) {
  const c = useTool(p, SPECS, { heightCm: 170, weightKg: 70 });
  const { t } = c;
  const r = bmiOf(c.values.heightCm, c.values.weightKg);
  const bmi = formatGrouped(r.bmi, 1);
  const band = t(`bmi.band.${r.band}`);
  return (
    <div className="calc__body tool" data-ready={c.ready ? 'true' : undefined} data-kind="bmi">
      {inputs(
        c,
        <>
          {numField(c, p.id, 'heightCm', t('field.heightCm'))}
          {numField(c, p.id, 'weightKg', t('field.weightKg'))}
        </>,
      )}
      <div className="calc__output">
        <div className="calc__results" aria-live="polite" aria-atomic="true">
          <p className="calc__emi">
            <span className="calc__emi-label">{t('bmi.result')}</span>
            <span className="calc__emi-value" data-testid="calc-result">
              <bdi dir="ltr">{bmi}</bdi>
            </span>
            <span className={`tool__badge tool__badge--${r.band}`} data-testid="calc-band">
              {band}
            </span>
          </p>
          <p className="tool__explain" data-testid="calc-explain">
            {t('bmi.explain', {
              bmi,
              band,
              height: String(c.values.heightCm),
              from: formatGrouped(r.healthyFromKg, 1),
              to: formatGrouped(r.healthyToKg, 1),
            })}
          </p>
        </div>
        <figure className="calc-chart tool-figure">
          {bmiChart(
            r.bmi,
            BMI_BANDS.map((b) => t(`bmi.band.${b}`)),
            { id: p.id, rtl: p.rtl, title: t('bmi.chartTitle'), desc: t('bmi.chartDesc', { bmi }) },
          )}
        </figure>
        {shareLink(c, p.id)}
        <p className="calc__note">{t('bmi.note')}</p>
        <p className="calc__note">{t('notAdvice')}</p>
      </div>
    </div>
  );
}
