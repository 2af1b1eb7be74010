import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import type { ReactNode } from 'react';
import { ZBlock, type TBlockOf } from '../../../shared/contracts/blocks';
import { emiFils, reducingSchedule } from '../../../shared/banking/loans';
import { LOAN_CALCULATORS, formatFils } from '../../../shared/banking/loan-calculator';
import type { LangCode } from '../../../shared/domain/locales';
import { I18nProvider } from '../../i18n/provider';
import { formatAed } from '../multi-quotes/multi-quotes';
import { BlockRenderer } from '../registry';
import type { BlockContext } from '../types';
import { CalculatorBlock, calculatorOf, calculatorSizeClass, openingLoan } from './calculator';
import { calculatorFixture, homeCalculatorFixture } from './calculator.fixture';

const en: BlockContext = {
  lang: 'en',
  dir: 'ltr',
  isMobile: true,
  productId: 8,
  pageTypeId: 0,
  path: '/personal-loans/',
};
const ar: BlockContext = { ...en, lang: 'ar', dir: 'rtl', path: '/ar-ae/personal-loans/' };

function render(node: ReactNode, lang: LangCode = 'en'): string {
  return renderToStaticMarkup(<I18nProvider lang={lang}>{node}</I18nProvider>);
}

const emiText = (fils: number) => `<bdi dir="ltr" class="money__amount">${formatFils(fils)}</bdi>`;

describe('CALCULATOR contract', () => {
  it('parses the fixtures and keeps defaults within sane limits', () => {
    expect(ZBlock.parse(calculatorFixture)).toEqual(calculatorFixture);
    expect(ZBlock.parse(homeCalculatorFixture)).toEqual(homeCalculatorFixture);
    const bad = [
      { defaults: { amount: 500 } },
      { defaults: { amount: 60_000_000 } },
      { defaults: { amount: 100_000.5 } },
      { defaults: { months: 0 } },
      { defaults: { months: 601 } },
      { defaults: { ratePct: 31 } },
      { defaults: { ratePct: -1 } },
      { defaults: { ratePct: 7.125 } },
      { calculatorType: 'mortgage' },
      { productId: 0 },
    ];
    for (const change of bad) {
      expect(ZBlock.safeParse({ ...calculatorFixture, ...change }).success, JSON.stringify(change)).toBe(
        false,
      );
    }
    expect(ZBlock.safeParse({ ...calculatorFixture, defaults: { ratePct: 6.99 } }).success).toBe(true);
    expect(ZBlock.safeParse({ ...calculatorFixture, calculatorType: 'bmi' }).success).toBe(true);
  });

  it('picks a calculator by calculatorType first, then by product: the loan one for 8, 10, 11 and 18', () => {
    expect(calculatorOf({ productId: 8 })).toBe('loan');
    expect(calculatorOf({ productId: 10 })).toBe('loan');
    expect(calculatorOf({ productId: 11 })).toBe('loan');
    expect(calculatorOf({ productId: 18 })).toBe('loan');
    expect(calculatorOf({ productId: 8, calculatorType: 'sip' })).toBe('sip');
    expect(calculatorOf({ productId: 17, calculatorType: 'bmi' })).toBe('bmi');
    expect(calculatorOf({ productId: 1 })).toBe('car');
    expect(calculatorOf({ productId: 3 })).toBe('health');
    expect(calculatorOf({ productId: 5 })).toBe('term');
    expect(calculatorOf({ productId: 14 })).toBeNull();
  });

  it('reserves the spec’s heights per product', () => {
    expect(calculatorSizeClass(8)).toBe('calc--size-8-11');
    expect(calculatorSizeClass(11)).toBe('calc--size-8-11');
    expect(calculatorSizeClass(10)).toBe('calc--size-default');
    expect(calculatorSizeClass(18)).toBe('calc--size-default');
    expect(calculatorSizeClass(1)).toBe('calc--size-1');
    expect(calculatorSizeClass(3)).toBe('calc--size-3');
  });

  it('opens with the document’s loan kept inside the product’s ranges, else the product’s own', () => {
    const personal = LOAN_CALCULATORS[8]!;
    expect(openingLoan({ amount: 100_000, months: 48, ratePct: 7.5 }, personal)).toEqual({
      amountAed: 100_000,
      months: 48,
      ratePct: 7.5,
      unit: 'months',
    });
    expect(openingLoan({ amount: 9_000_000, months: 120, ratePct: 25 }, personal)).toEqual({
      amountAed: 3_000_000,
      months: 48,
      ratePct: 20,
      unit: 'months',
    });
    const home = LOAN_CALCULATORS[10]!;
    expect(openingLoan(undefined, home)).toEqual({
      amountAed: 1_500_000,
      months: 300,
      ratePct: 4.5,
      unit: 'years',
    });
    // Years only for whole years.
    expect(openingLoan({ months: 250 }, home).unit).toBe('months');
  });
});

describe('CalculatorBlock (server render)', () => {
  it('shows the EMI of its defaults from the engine, the totals and the reserved height', () => {
    const html = render(<CalculatorBlock block={calculatorFixture} ctx={en} />);
    const emi = emiFils(10_000_000, 750, 48);
    const schedule = reducingSchedule(10_000_000, 750, 48);
    expect(formatFils(emi)).toBe(formatAed(emi, 'en'));
    expect(html).toMatch(
      /^<section class="calc calc--size-8-11" aria-labelledby="calc-personal-loan-calculator-title">/,
    );
    expect(html).toContain(
      '<h2 id="calc-personal-loan-calculator-title" class="calc__title">Personal loan EMI calculator</h2>',
    );
    expect(html).toContain(
      `<span class="calc__emi-label">Monthly instalment (EMI)</span><span class="calc__emi-value" data-testid="calc-emi"><span class="money"><span class="money__currency">AED</span> ${emiText(emi)}</span></span>`,
    );
    expect(html).toContain('2,417.89');
    expect(html).toContain(`data-testid="calc-interest">`);
    expect(html).toContain(emiText(schedule.totalInterestFils));
    expect(html).toContain(emiText(schedule.totalRepaidFils));
    expect(html).toContain('<div class="calc__results" aria-live="polite" aria-atomic="true">');
  });

  it('labels every input, starts them disabled until the island runs, and marks the island lazy', () => {
    const html = render(<CalculatorBlock block={calculatorFixture} ctx={en} />);
    expect(html).toContain('data-island="LoanCalculator"');
    expect(html).toContain('data-island-when="visible"');
    expect(html).toContain('class="calc__island"');
    // A fieldset is named by its legend (HTML_CodeSniffer H71, decision 0047).
    expect(html).toContain(
      '<fieldset class="calc__inputs" disabled=""><legend class="visually-hidden">Loan details</legend>',
    );
    for (const field of ['amount', 'tenure', 'rate']) {
      expect(html).toContain(`for="calc-personal-loan-calculator-${field}"`);
      expect(html).toContain(`<input id="calc-personal-loan-calculator-${field}"`);
      expect(html).toContain(`aria-labelledby="calc-personal-loan-calculator-${field}-label"`);
    }
    expect(html).toContain('>Loan amount (AED)</label>');
    expect(html).toContain('value="100,000"');
    expect(html).toContain('aria-valuetext="48 months"');
    expect(html).toContain('aria-valuetext="7.5%"');
    expect(html).toContain('aria-label="Tenure in"');
    expect(html).toContain('From 10,000 to 3,000,000');
  });

  it('draws the chart and a hidden table of the yearly figures', () => {
    const html = render(<CalculatorBlock block={calculatorFixture} ctx={en} />);
    expect(html).toContain('<svg class="calc-chart__svg" viewBox="0 0 360 220" role="img"');
    expect(html).toContain(
      '<title id="calc-personal-loan-calculator-chart-title">Balance and interest by year</title>',
    );
    expect(html).toContain(
      'The outstanding balance falls from AED 100,000 to 0 over 4 years. Interest paid is AED 6,744.80 in the first year and AED 1,145.11 in the last.',
    );
    const table = html.slice(html.indexOf('<div class="visually-hidden"><table>'), html.indexOf('</table>'));
    expect(table).toContain('<caption>Figures by year</caption>');
    expect(table.match(/<tr>/g)).toHaveLength(5); // header and four years
    expect(table).toContain('<th scope="row">4</th>');
    expect(table).toMatch(
      /<th scope="row">4<\/th>(<td>.*?<\/td>){2}<td><span class="money"><span class="money__currency">AED<\/span> <bdi dir="ltr" class="money__amount">0<\/bdi>/,
    );
  });

  it('reads right to left in Arabic with Latin digits and the catalogue’s currency after the amount', () => {
    const block: TBlockOf<'CALCULATOR'> = { ...calculatorFixture, title: undefined };
    const html = render(<CalculatorBlock block={block} ctx={ar} />, 'ar');
    expect(html).toContain('>حاسبة القسط الشهري للقرض الشخصي</h2>');
    expect(html).toContain(
      '<span class="money">' + emiText(241_789) + ' <span class="money__currency">د.إ</span></span>',
    );
    expect(html).toContain('aria-valuetext="48 شهراً"');
    expect(html).toContain('direction="rtl"');
    expect(html).toContain('>25 ألف</text>');
    expect(html).toContain('>6 آلاف</text>');
    expect(html).toContain('"rtl":true');
    expect(html).not.toMatch(/[\u0660-\u0669]/);
  });

  it('opens a home loan in years with the product’s defaults and the default height', () => {
    const html = render(<CalculatorBlock block={homeCalculatorFixture} ctx={{ ...en, productId: 10 }} />);
    expect(html).toMatch(/^<section class="calc calc--size-default"/);
    expect(html).toContain('>Home loan EMI calculator</h2>');
    expect(html).toContain('<option value="years" selected="">Years</option>');
    expect(html).toContain('aria-valuetext="25 years"');
    expect(html).toContain(emiText(emiFils(150_000_000, 450, 300)));
    expect(html.match(/<rect /g)).toHaveLength(25);
  });

  it('renders nothing for a product without a calculator', () => {
    expect(render(<CalculatorBlock block={{ ...calculatorFixture, productId: 14 }} ctx={en} />)).toBe('');
    const page = render(<BlockRenderer blocks={[{ ...calculatorFixture, productId: 14 }]} ctx={en} />);
    expect(page).toBe('<div class="block block--calculator" data-block-type="CALCULATOR"></div>');
  });
});
