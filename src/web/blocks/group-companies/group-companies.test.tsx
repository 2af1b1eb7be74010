import { describe, expect, it } from 'vitest';
import { ZBlock } from '../../../shared/contracts/blocks';
import { partnerBrandOfPath } from '../nav-common/common';
import { ctxAr, ctxEn, renderBlock } from '../nav-common/render.test-utils';
import { GroupCompaniesBlock } from './group-companies';
import { groupCompaniesFixtureAr, groupCompaniesFixtureEn } from './group-companies.fixture';

describe('GROUPCOMPANIES', () => {
  it('accepts the fixtures, defaults autoplay to 4 s and refuses a too-fast one', () => {
    expect(ZBlock.parse(groupCompaniesFixtureEn)).toEqual(groupCompaniesFixtureEn);
    expect(ZBlock.parse(groupCompaniesFixtureAr)).toEqual(groupCompaniesFixtureAr);
    const { autoplayMs: _omit, ...rest } = groupCompaniesFixtureEn;
    expect(ZBlock.parse(rest)).toMatchObject({ autoplayMs: 4000 });
    expect(ZBlock.safeParse({ ...groupCompaniesFixtureEn, autoplayMs: 500 }).success).toBe(false);
  });

  it('renders an autoplaying logo carousel with a pause button', () => {
    const { html, widgets } = renderBlock(
      <GroupCompaniesBlock block={groupCompaniesFixtureEn} ctx={ctxEn} />,
    );
    expect(widgets.has('carousel')).toBe(true);
    expect(html).toContain('data-autoplay="4000"');
    expect(html).toContain('class="carousel__pause"');
    expect(html).toContain('>Our group companies</h2>');
    expect(html.match(/<img /g)).toHaveLength(6);
  });

  it('is hidden on the partner-brand variant (/adcb/, /mbank/) only', () => {
    expect(partnerBrandOfPath('/adcb/car-insurance/')).toBe('adcb');
    expect(partnerBrandOfPath('/ar-ae/mbank/')).toBe('mbank');
    expect(partnerBrandOfPath('/peko/car-insurance/')).toBeUndefined();
    expect(partnerBrandOfPath('/car-insurance/adcb-credit-cards/')).toBeUndefined();
    for (const path of ['/adcb/', '/ar-ae/mbank/car-insurance/']) {
      const { html } = renderBlock(
        <GroupCompaniesBlock block={groupCompaniesFixtureEn} ctx={{ ...ctxEn, path }} />,
      );
      expect(html).toBe('');
    }
  });

  it('renders in Arabic', () => {
    const { html } = renderBlock(<GroupCompaniesBlock block={groupCompaniesFixtureAr} ctx={ctxAr} />, 'ar');
    expect(html).toContain('>شركات مجموعتنا</h2>');
    expect(html).toContain('>إيقاف مؤقت</button>');
  });
});
