import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import type { ReactNode } from 'react';
import type { TBlockOf } from '../../../../shared/contracts/blocks';
import type { LangCode } from '../../../../shared/domain/locales';
import { growthOf } from '../../../../shared/calculators/growth';
import { termCoverOf } from '../../../../shared/calculators/term-cover';
import { formatGrouped } from '../../../../shared/banking/loan-calculator';
import { I18nProvider } from '../../../i18n/provider';
import type { BlockContext } from '../../types';
import { CalculatorBlock } from '../calculator';
import { CarCalculatorBlock } from '../../car-calculator/car-calculator';
import { barChart, bmiChart, bmiMarkerX } from './charts';
import { acceptValue, queryWith, valuesFromQuery } from './use-tool';

const en: BlockContext = {
  lang: 'en',
  dir: 'ltr',
  isMobile: true,
  productId: 17,
  pageTypeId: 23,
  path: '/calculators/',
};
const ar: BlockContext = { ...en, lang: 'ar', dir: 'rtl', path: '/ar-ae/calculators/' };
const render = (node: ReactNode, lang: LangCode = 'en') =>
  renderToStaticMarkup(<I18nProvider lang={lang}>{node}</I18nProvider>);
const block = (b: Partial<TBlockOf<'CALCULATOR'>>): TBlockOf<'CALCULATOR'> => ({
  type: 'CALCULATOR',
  key: 'tool',
  productId: 17,
  ...b,
});
const resultOf = (html: string) => /data-testid="calc-result">(.*?)<\/span>/.exec(html)?.[1];

describe('the calculators other than the loan’s (decision 0102), as the server renders them', () => {
  it('BMI: the figure, its band, the words and the scale with a marker, inputs disabled until the island runs', () => {
    const html = render(<CalculatorBlock block={block({ calculatorType: 'bmi' })} ctx={en} />);
    expect(html).toContain('data-island="ToolCalculator"');
    expect(html).toContain('class="calc tool-calc tool-calc--bmi calc--size-default"');
    expect(resultOf(html)).toBe('<bdi dir="ltr">24.2</bdi>');
    expect(html).toContain('Healthy weight');
    expect(html).toContain('a healthy weight (BMI 18.5 to 24.9) is about 53.5 to 72.3 kg');
    expect(html).toContain(
      '<title id="calc-tool-chart-title">Where your BMI sits on the adult ranges</title>',
    );
    expect(html).toMatch(/<fieldset class="calc__inputs tool__inputs" disabled="">/);
    expect(html).not.toContain('calc-share'); // the link needs the island
  });

  it('calories: Mifflin–St Jeor for the defaults (man, 30, 175 cm, 75 kg, light), a bar per goal', () => {
    const html = render(<CalculatorBlock block={block({ calculatorType: 'calorie' })} ctx={en} />);
    // 750 + 1,093.75 − 150 + 5 = 1,698.75; × 1.375 = 2,335.78.
    expect(resultOf(html)).toBe('2,336 kcal');
    expect(html.match(/data-testid="chart-bar"/g)).toHaveLength(4);
    expect(html).toContain('about 1,699 kcal a day at rest');
  });

  it('SIP and growth: the engine’s value, a bar per year and a hidden table', () => {
    const sip = render(<CalculatorBlock block={block({ calculatorType: 'sip' })} ctx={en} />);
    const r = growthOf({ monthlyAed: 1000, lumpSumAed: 0, years: 10, returnPct: 8, inflationPct: 3 });
    expect(resultOf(sip)).toBe(`AED ${formatGrouped(Math.round(r.valueAed))}`);
    expect(sip.match(/class="tool-chart__value-bar"/g)).toHaveLength(10);
    expect(sip.match(/<tr><th scope="row">/g)).toHaveLength(10);
    const growth = render(<CalculatorBlock block={block({ calculatorType: 'growth' })} ctx={en} />);
    expect(growth).toContain('Amount invested once (AED)');
  });

  it('term cover: the stated method and the engine’s cover', () => {
    const html = render(<CalculatorBlock block={block({ productId: 5 })} ctx={en} />);
    const r = termCoverOf({
      age: 35,
      retirementAge: 60,
      annualIncomeAed: 240_000,
      ownSharePct: 25,
      raisePct: 3,
      returnPct: 5,
      debtsAed: 300_000,
      savingsAed: 100_000,
    });
    expect(resultOf(html)).toBe(`AED ${formatGrouped(r.coverAed)}`);
    expect(html).toContain('Method: income replacement (human life value).');
  });

  it('car and health estimates: the spec’s product heights, a form, no invented figure before the server’s', () => {
    const car = render(<CarCalculatorBlock block={{ type: 'CAR_CALCULATOR', key: 'car' }} ctx={en} />);
    expect(car).toContain('calc--size-1');
    expect(car).toContain('>Car insurance cost estimate</h2>');
    expect(car).not.toContain('not ready yet');
    expect(car).not.toContain('data-testid="calc-result"');
    expect(car).toContain('href="/car-insurance/"');
    const health = render(<CalculatorBlock block={block({ productId: 3 })} ctx={ar} />, 'ar');
    expect(health).toContain('calc--size-3');
    expect(health).toContain('href="/ar-ae/health-insurance/"');
    expect(health).toContain('تقدير تكلفة التأمين الصحي');
  });

  it('reads right to left in Arabic, with Latin digits and the currency after the amount', () => {
    const html = render(<CalculatorBlock block={block({ calculatorType: 'sip' })} ctx={ar} />, 'ar');
    expect(resultOf(html)).toMatch(/^[\d,]+ د\.إ$/);
    expect(html).toContain('direction="rtl"');
  });
});

describe('inputs in the address', () => {
  const specs = {
    heightCm: { kind: 'number', range: { min: 100, max: 250, step: 1 } },
    sex: { kind: 'choice', options: ['male', 'female'] },
    rate: { kind: 'number', range: { min: 0, max: 20, step: 0.5 } },
  } as const;
  it('takes only values inside their ranges or lists, and writes them back beside other parameters', () => {
    const initial = { heightCm: 170, sex: 'male', rate: 8 };
    expect(valuesFromQuery('bmi', specs, initial, '?bmi-heightCm=182&bmi-sex=female&bmi-rate=7.5')).toEqual({
      heightCm: 182,
      sex: 'female',
      rate: 7.5,
    });
    expect(valuesFromQuery('bmi', specs, initial, '?bmi-heightCm=999&bmi-sex=x&bmi-rate=abc')).toEqual(
      initial,
    );
    expect(acceptValue(specs.heightCm, '١٨٠')).toBe(180);
    expect(queryWith('bmi', { heightCm: 182 }, '?utm_source=x&bmi-heightCm=170')).toBe(
      '?utm_source=x&bmi-heightCm=182',
    );
  });
});

describe('charts', () => {
  it('places the BMI marker on the 15–40 scale, clamped at its ends', () => {
    expect(bmiMarkerX(15)).toBe(12);
    expect(bmiMarkerX(40)).toBe(348);
    expect(bmiMarkerX(55)).toBe(348);
    expect(bmiMarkerX(27.5)).toBe(180);
    const html = renderToStaticMarkup(
      bmiChart(24.2, ['a', 'b', 'c', 'd'], { id: 'x', title: 'T', desc: 'D', rtl: false }),
    );
    expect(html).toContain('role="img"');
    expect(html).toContain('data-x="135.65"');
  });
  it('draws bars in proportion, growing from the right in Arabic', () => {
    const rows = [
      { key: 'a', label: 'A', value: 100, text: '100' },
      { key: 'b', label: 'B', value: 50, text: '50' },
    ];
    const ltr = renderToStaticMarkup(barChart(rows, { id: 'x', title: 'T', desc: 'D', rtl: false }));
    const widths = [...ltr.matchAll(/<rect x="([\d.]+)" y="[\d.]+" width="([\d.]+)"/g)].map((m) => [
      Number(m[1]),
      Number(m[2]),
    ]);
    expect(widths[0]?.[1]).toBeCloseTo((widths[1]?.[1] ?? 0) * 2, 1);
    expect(widths[0]?.[0]).toBe(8);
    const rtl = renderToStaticMarkup(barChart(rows, { id: 'x', title: 'T', desc: 'D', rtl: true }));
    const [x, w] = [...rtl.matchAll(/<rect x="([\d.]+)" y="[\d.]+" width="([\d.]+)"/g)][0]!
      .slice(1)
      .map(Number);
    expect(x! + w!).toBe(352);
  });
});
