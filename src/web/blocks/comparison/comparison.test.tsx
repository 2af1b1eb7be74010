import { describe, expect, it } from 'vitest';
import { ZBlock } from '../../../shared/contracts/blocks';
import { ctxFor, render } from '../commerce-common/render';
import { ComparisonBlock } from './comparison';
import { comparisonAr, comparisonEn } from './comparison.fixture';

describe('ComparisonBlock', () => {
  it('accepts the fixtures and refuses a single plan', () => {
    expect(ZBlock.parse(comparisonEn)).toEqual(comparisonEn);
    expect(ZBlock.parse(comparisonAr)).toEqual(comparisonAr);
    expect(ZBlock.safeParse({ ...comparisonEn, plans: comparisonEn.plans.slice(0, 1) }).success).toBe(false);
  });

  it("shows NA as 'Excluded' and Yes as 'Included', other values as they are", () => {
    const en = render(<ComparisonBlock block={comparisonEn} ctx={ctxFor('en')} />);
    expect(en.match(/<td>Included<\/td>/g)).toHaveLength(2);
    expect(en.match(/<td>Excluded<\/td>/g)).toHaveLength(2);
    expect(en).toContain('<td>AED 500</td>');
    expect(en).toContain('tabindex="0"');
    const ar = render(<ComparisonBlock block={comparisonAr} ctx={ctxFor('ar')} />, 'ar');
    expect(ar).toContain('<td>مشمول</td>');
    expect(ar).toContain('<td>غير مشمول</td>');
    expect(ar).toContain('<bdi>500</bdi>');
  });
});
