import {
  ACTIVITY_LEVELS,
  CALORIE_RANGES,
  SEXES,
  caloriesOf,
  type ActivityLevel,
  type Sex,
} from '../../../../shared/calculators/calorie';
import { formatGrouped } from '../../../../shared/banking/loan-calculator';
import { barChart } from './charts';
import { choiceField, inputs, numField, shareLink } from './fields';
import type { ToolCalculatorProps } from './props';
import { useTool } from './use-tool';

const SPECS = {
  sex: { kind: 'choice', options: SEXES },
  age: { kind: 'number', range: CALORIE_RANGES.age },
  heightCm: { kind: 'number', range: CALORIE_RANGES.heightCm },
  weightKg: { kind: 'number', range: CALORIE_RANGES.weightKg },
  activity: { kind: 'choice', options: ACTIVITY_LEVELS },
} as const;

/** Daily calories by Mifflin–St Jeor (docs/product/calculators.md 'Calories'). */
export function CalorieCalculator(p: ToolCalculatorProps) {
  const c = useTool(p, SPECS, { sex: 'male', age: 30, heightCm: 175, weightKg: 75, activity: 'light' });
  const { t } = c;
  const v = c.values;
  const r = caloriesOf({
    sex: v.sex as Sex,
    age: v.age,
    heightCm: v.heightCm,
    weightKg: v.weightKg,
    activity: v.activity as ActivityLevel,
  });
  const k = (n: number) => formatGrouped(n);
  const kcal = (n: number) => t('calorie.kcal', { value: k(n) });
  const rows = (['bmr', 'lose', 'maintain', 'gain'] as const).map((key) => ({
    key,
    label: t(`calorie.${key}`),
    value: r[key],
    text: kcal(r[key]),
    ...(key === 'maintain' ? { tone: 'accent' as const } : {}),
  }));
  return (
    <div className="calc__body tool" data-ready={c.ready ? 'true' : undefined} data-kind="calorie">
      {inputs(
        c,
        <>
          {choiceField(c, p.id, 'sex', t('field.sex'), (o) => t(`sex.${o}`))}
          {numField(c, p.id, 'age', t('field.age'))}
          {numField(c, p.id, 'heightCm', t('field.heightCm'))}
          {numField(c, p.id, 'weightKg', t('field.weightKg'))}
          {choiceField(c, p.id, 'activity', t('field.activity'), (o) => t(`activity.${o}`))}
        </>,
      )}
      <div className="calc__output">
        <div className="calc__results" aria-live="polite" aria-atomic="true">
          <p className="calc__emi">
            <span className="calc__emi-label">{t('calorie.result')}</span>
            <span className="calc__emi-value" data-testid="calc-result">
              {kcal(r.maintain)}
            </span>
          </p>
          <p className="tool__explain" data-testid="calc-explain">
            {t('calorie.explain', { bmr: k(r.bmr), maintain: k(r.maintain) })}
          </p>
        </div>
        <figure className="calc-chart tool-figure">
          {barChart(rows, {
            id: p.id,
            rtl: p.rtl,
            title: t('calorie.chartTitle'),
            desc: t('calorie.chartDesc', {
              bmr: k(r.bmr),
              lose: k(r.lose),
              maintain: k(r.maintain),
              gain: k(r.gain),
            }),
          })}
        </figure>
        {shareLink(c, p.id)}
        <p className="calc__note">{t('calorie.note')}</p>
        <p className="calc__note">{t('notAdvice')}</p>
      </div>
    </div>
  );
}
