import { describe, expect, it } from 'vitest';
import { ZBlock } from '../../../shared/contracts/blocks';
import { ctxFor, render } from '../commerce-common/render';
import { CarCalculatorBlock } from './car-calculator';
import { carCalculatorAr, carCalculatorEn } from './car-calculator.fixture';

describe('CarCalculatorBlock', () => {
  it('accepts the fixtures and refuses a long title', () => {
    expect(ZBlock.parse(carCalculatorEn)).toEqual(carCalculatorEn);
    expect(ZBlock.parse(carCalculatorAr)).toEqual(carCalculatorAr);
    expect(ZBlock.safeParse({ ...carCalculatorEn, title: 'x'.repeat(301) }).success).toBe(false);
  });

  it('is the car insurance estimate: a title, the form and a link to the car journey, in en and ar', () => {
    const en = render(<CarCalculatorBlock block={carCalculatorEn} ctx={ctxFor('en')} />);
    expect(en).toContain('>Car insurance cost estimate</h2>');
    expect(en).toContain('data-island="ToolCalculator"');
    expect(en).toContain('href="/car-insurance/"');
    const ar = render(<CarCalculatorBlock block={carCalculatorAr} ctx={ctxFor('ar')} />, 'ar');
    expect(ar).toContain('>احسب تأمين سيارتك</h2>');
    expect(ar).toContain('href="/ar-ae/car-insurance/"');
  });
});
