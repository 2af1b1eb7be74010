import { describe, expect, it } from 'vitest';
import { ZBlock } from '../../../shared/contracts/blocks';
import { ctxFor, render } from '../commerce-common/render';
import { PolicyDetailsBlock } from './policy-details';
import { policyDetailsAr, policyDetailsEn } from './policy-details.fixture';

describe('PolicyDetailsBlock', () => {
  it('accepts the fixtures and refuses a negative cover', () => {
    expect(ZBlock.parse(policyDetailsEn)).toEqual(policyDetailsEn);
    expect(ZBlock.parse(policyDetailsAr)).toEqual(policyDetailsAr);
    const bad = { ...policyDetailsEn, fieldValues: { ...policyDetailsEn.fieldValues, cover: -1 } };
    expect(ZBlock.safeParse(bad).success).toBe(false);
  });

  it("renders 'Plan Summary': plan, cover in AED, 'Upto AED' pharmacy limit, TPA and Apply Now", () => {
    const en = render(<PolicyDetailsBlock block={policyDetailsEn} ctx={ctxFor('en', { productId: 3 })} />);
    expect(en).toContain('>Plan Summary</h2>');
    expect(en).toContain('AED <bdi>150,000</bdi>');
    expect(en).toContain('Upto AED <bdi>2,500</bdi>');
    expect(en).toContain('Gulf Care TPA (demo)');
    expect(en).toContain('<a class="policy-details__cta" href="/health-insurance/">Apply Now</a>');
    const ar = render(
      <PolicyDetailsBlock block={policyDetailsAr} ctx={ctxFor('ar', { productId: 3 })} />,
      'ar',
    );
    expect(ar).toContain('>ملخص الخطة</h2>');
    expect(ar).toContain('<bdi>150,000</bdi>');
    expect(ar).toContain('href="/ar-ae/health-insurance/"');
  });
});
