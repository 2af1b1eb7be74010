import { describe, expect, it } from 'vitest';
import { ZBlock, type TBlockOf } from '../../../shared/contracts/blocks';
import { ctxAr, ctxEn, renderBlock } from '../nav-common/render.test-utils';
import { RewardsBlock } from './rewards';
import { activeRewards, rewardTabs, uaeToday } from './rules';
import { rewardsFixtureAr, rewardsFixtureEn } from './rewards.fixture';

const now = new Date('2026-06-01T08:00:00Z');

describe('REWARDS', () => {
  it('accepts the fixtures and refuses more than 8 categories (4 a row, two rows)', () => {
    expect(ZBlock.parse(rewardsFixtureEn)).toEqual(rewardsFixtureEn);
    expect(ZBlock.parse(rewardsFixtureAr)).toEqual(rewardsFixtureAr);
    const rows = Array.from({ length: 9 }, (_, i) => ({ category: `C${i}`, text: 'x', details: [] }));
    expect(ZBlock.safeParse({ ...rewardsFixtureEn, rows }).success).toBe(false);
    expect(ZBlock.safeParse({ ...rewardsFixtureEn, rows: rows.slice(0, 8) }).success).toBe(true);
  });

  it('leaves out offers past their end date (the end day still counts, UAE time)', () => {
    expect(uaeToday(new Date('2026-05-31T20:30:00Z'))).toBe('2026-06-01');
    const rows = [
      { category: 'A', text: 'ends today', validUntil: '2026-06-01', details: [] },
      { category: 'A', text: 'ended', validUntil: '2026-05-31', details: [] },
      { category: 'B', text: 'no end', details: [] },
    ];
    expect(activeRewards(rows, now).map((r) => r.text)).toEqual(['ends today', 'no end']);
    expect(rewardTabs(rows).map((t) => [t.category, t.items.length])).toEqual([
      ['A', 2],
      ['B', 1],
    ]);
  });

  it("renders 'It's Rewarding to Buy from …', a tab per category, savings, details toggle and more offers", () => {
    const { html, widgets } = renderBlock(<RewardsBlock block={rewardsFixtureEn} ctx={ctxEn} now={now} />);
    expect(widgets.has('tabs')).toBe(true);
    expect(html).toContain('>It&#x27;s Rewarding to Buy from Sahel Compare</h2>');
    expect(html.match(/class="tabs__tab"/g)).toHaveLength(3);
    expect(html).toContain('Save Upto AED <bdi dir="ltr">250</bdi>');
    expect(html).not.toContain('Free car wash');
    expect(html).toContain('<span class="rewards-block__label-view">View Details</span>');
    expect(html).toContain('<span class="rewards-block__label-hide">Hide Details</span>');
    expect(html.match(/<details class="rewards-block__details">/g)).toHaveLength(2);
    expect(html).toContain('<a class="rewards-block__more" href="/car-insurance/">View More Offers</a>');
  });

  it('names the partner brand on its pages, and omits the link the document does not give', () => {
    const block: TBlockOf<'REWARDS'> = {
      ...rewardsFixtureEn,
      fieldValues: { brand: 'Sahel Compare', partnerBrands: { adcb: 'Partner Bank Rewards' } },
    };
    const on = renderBlock(
      <RewardsBlock block={block} ctx={{ ...ctxEn, path: '/adcb/car-insurance/' }} now={now} />,
    );
    expect(on.html).toContain('Buy from Partner Bank Rewards</h2>');
    expect(on.html).not.toContain('View More Offers');
    const off = renderBlock(<RewardsBlock block={block} ctx={ctxEn} now={now} />);
    expect(off.html).toContain('Buy from Sahel Compare</h2>');
  });

  it('renders nothing when every offer has ended', () => {
    const rows = [{ category: 'A', text: 'old', validUntil: '2024-01-01', details: [] }];
    expect(
      renderBlock(<RewardsBlock block={{ ...rewardsFixtureEn, rows }} ctx={ctxEn} now={now} />).html,
    ).toBe('');
  });

  it('renders in Arabic', () => {
    const { html } = renderBlock(<RewardsBlock block={rewardsFixtureAr} ctx={ctxAr} now={now} />, 'ar');
    expect(html).toContain('وفّر حتى <bdi dir="ltr">250</bdi> درهم');
    expect(html).toContain('>عرض التفاصيل</span>');
    expect(html).not.toContain('غسيل سيارة مجاني');
  });
});
