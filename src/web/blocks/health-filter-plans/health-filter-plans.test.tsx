import { describe, expect, it } from 'vitest';
import { ZBlock } from '../../../shared/contracts/blocks';
import { ctxFor, render } from '../commerce-common/render';
import { HealthFilterPlansBlock } from './health-filter-plans';
import {
  healthFilterPlansAr,
  healthFilterPlansData,
  healthFilterPlansEn,
} from './health-filter-plans.fixture';

const withData = (lang: 'en' | 'ar', key: string, data: typeof healthFilterPlansData | null) =>
  ctxFor(lang, {
    productId: 3,
    path:
      lang === 'ar'
        ? '/ar-ae/health-insurance/dubai/sum-insured-1-million/'
        : '/health-insurance/dubai/sum-insured-1-million/',
    data: { multiQuotes: {}, healthFilterPlans: { [key]: data } },
  });

describe('HealthFilterPlansBlock (decision 0098)', () => {
  it('accepts the fixtures and refuses an amount that is not a slug', () => {
    expect(ZBlock.parse(healthFilterPlansEn)).toEqual(healthFilterPlansEn);
    expect(ZBlock.parse(healthFilterPlansAr)).toEqual(healthFilterPlansAr);
    expect(ZBlock.safeParse({ ...healthFilterPlansEn, sumInsured: '1 million' }).success).toBe(false);
  });

  it('lists the plans with their starting price, the profile, a link to each plan page and to the journey', () => {
    const html = render(
      <HealthFilterPlansBlock
        block={healthFilterPlansEn}
        ctx={withData('en', healthFilterPlansEn.key, healthFilterPlansData)}
      />,
    );
    expect(html).toContain('Health plans in Dubai with an annual limit of AED 1 million');
    expect(html).toContain('One adult aged 30 living in Dubai');
    expect(html.match(/data-testid="filter-plan"/g)).toHaveLength(2);
    expect(html).toContain('href="/health-insurance/falcon-crest-insurance/falcon-crest-health-gold/"');
    expect(html).toContain(
      'from</span> <span class="money"><span class="money__currency">AED</span> <bdi dir="ltr" class="money__amount">5,733.38</bdi>',
    );
    expect(html).toContain('1,000,000');
    expect(html).toContain('Premier network');
    expect(html).toContain('No co-pay');
    expect(html).toContain('href="#journey"');
  });

  it('in Arabic: the plan links keep the language, the amounts are isolated', () => {
    const html = render(
      <HealthFilterPlansBlock
        block={healthFilterPlansAr}
        ctx={withData('ar', healthFilterPlansAr.key, healthFilterPlansData)}
      />,
      'ar',
    );
    expect(html).toContain('href="/ar-ae/health-insurance/falcon-crest-insurance/falcon-crest-health-gold/"');
    expect(html).toContain('<bdi dir="ltr" class="money__amount">5,733.38</bdi>');
    expect(html).toContain('خطط تأمين صحي');
  });

  it('says when no plan has the amount, and when prices are unavailable, keeping the journey link', () => {
    const none = render(
      <HealthFilterPlansBlock
        block={healthFilterPlansEn}
        ctx={withData('en', healthFilterPlansEn.key, { ...healthFilterPlansData, plans: [] })}
      />,
    );
    expect(none).toContain('No plan in our catalogue has an annual limit of AED 1 million');
    expect(none).toContain('href="#journey"');
    const down = render(
      <HealthFilterPlansBlock
        block={healthFilterPlansEn}
        ctx={withData('en', healthFilterPlansEn.key, null)}
      />,
    );
    expect(down).toContain('Prices cannot be shown right now');
    expect(down).not.toContain('data-testid="filter-plan"');
  });

  it('shows a co-pay as a percentage', () => {
    const plan = { ...healthFilterPlansData.plans[0]!, copayPercent: 10, networkTier: 'general' as const };
    const html = render(
      <HealthFilterPlansBlock
        block={healthFilterPlansEn}
        ctx={withData('en', healthFilterPlansEn.key, { ...healthFilterPlansData, plans: [plan] })}
      />,
    );
    expect(html).toContain('10%');
    expect(html).toContain('General network');
  });
});
