import { describe, expect, it } from 'vitest';
import { ZBlock } from '../../../shared/contracts/blocks';
import { ctxAr, ctxEn, renderBlock } from '../nav-common/render.test-utils';
import { InvestersBlock } from './investers';
import { investersFixtureAr, investersFixtureEn } from './investers.fixture';

describe('INVESTERS', () => {
  it('accepts the fixtures (10 logos) and refuses an 11th', () => {
    expect(ZBlock.parse(investersFixtureEn)).toEqual(investersFixtureEn);
    expect(ZBlock.parse(investersFixtureAr)).toEqual(investersFixtureAr);
    const logos = [...investersFixtureEn.logos, investersFixtureEn.logos[0]!];
    expect(ZBlock.safeParse({ ...investersFixtureEn, logos }).success).toBe(false);
  });

  it("shows 'Our Investors' with its 10 logos, and nothing on /adcb/ or /mbank/", () => {
    const { html } = renderBlock(<InvestersBlock block={investersFixtureEn} ctx={ctxEn} />);
    expect(html).toContain('>Our Investors</h2>');
    expect(html.match(/<img /g)).toHaveLength(10);
    expect(
      renderBlock(<InvestersBlock block={investersFixtureEn} ctx={{ ...ctxEn, path: '/mbank/' }} />).html,
    ).toBe('');
  });

  it('renders in Arabic', () => {
    const { html } = renderBlock(<InvestersBlock block={investersFixtureAr} ctx={ctxAr} />, 'ar');
    expect(html).toContain('>مستثمرونا</h2>');
    expect(html.match(/<img /g)).toHaveLength(10);
  });
});
