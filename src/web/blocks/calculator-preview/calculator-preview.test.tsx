import { describe, expect, it } from 'vitest';
import { ZBlock } from '../../../shared/contracts/blocks';
import { ctxFor, render } from '../commerce-common/render';
import { CalculatorPreviewBlock } from './calculator-preview';
import { calculatorPreviewAr, calculatorPreviewEn } from './calculator-preview.fixture';

describe('CalculatorPreviewBlock', () => {
  it('accepts the fixtures and refuses a tile without link', () => {
    expect(ZBlock.parse(calculatorPreviewEn)).toEqual(calculatorPreviewEn);
    expect(ZBlock.parse(calculatorPreviewAr)).toEqual(calculatorPreviewAr);
    const bad = { ...calculatorPreviewEn, fieldValues: { heading: 'x', tiles: [{ title: 't' }] } };
    expect(ZBlock.safeParse(bad).success).toBe(false);
  });

  it('renders heading, subtitle and tiles with image, hover image, title, description and link', () => {
    const en = render(<CalculatorPreviewBlock block={calculatorPreviewEn} ctx={ctxFor('en')} />);
    expect(en).toContain('<h2 class="calc-preview__heading">Financial calculators</h2>');
    expect(en).toContain('Work out a loan instalment');
    expect(en).toContain('href="/personal-loans/"');
    const img = { ...calculatorPreviewEn.fieldValues.tiles[0]!, image: '/a.svg', hoverImage: '/b.svg' };
    const withImages = {
      ...calculatorPreviewEn,
      fieldValues: { ...calculatorPreviewEn.fieldValues, tiles: [img] },
    };
    const hover = render(<CalculatorPreviewBlock block={withImages} ctx={ctxFor('en')} />);
    expect(hover).toContain('src="/a.svg"');
    expect(hover).toContain('class="calc-preview__img calc-preview__img--hover" src="/b.svg"');
    const ar = render(<CalculatorPreviewBlock block={calculatorPreviewAr} ctx={ctxFor('ar')} />, 'ar');
    expect(ar).toContain('href="/ar-ae/personal-loans/"');
  });

  it('leaves out tiles with a refused link; nothing when none remains', () => {
    const bad = {
      ...calculatorPreviewEn,
      fieldValues: {
        ...calculatorPreviewEn.fieldValues,
        tiles: [{ ...calculatorPreviewEn.fieldValues.tiles[0]!, link: 'javascript:x' }],
      },
    };
    expect(render(<CalculatorPreviewBlock block={bad} ctx={ctxFor('en')} />)).toBe('');
  });
});
