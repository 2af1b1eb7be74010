import { describe, it, expect } from 'vitest';
import { ZBlock } from '../../../shared/contracts/blocks';
import { arCtx, enCtx, renderBlock } from '../editorial-common/test-utils';
import { NewsDetailBlock } from './news-detail';
import { newsDetailFixture, newsDetailFixtureAr } from './news-detail.fixture';

describe('NewsDetailBlock', () => {
  it('fixtures are valid; a missing date is refused', () => {
    expect(ZBlock.parse(newsDetailFixture)).toEqual(newsDetailFixture);
    expect(ZBlock.parse(newsDetailFixtureAr)).toEqual(newsDetailFixtureAr);
    const { date: _d, ...noDate } = newsDetailFixture;
    expect(ZBlock.safeParse(noDate).success).toBe(false);
  });

  it('renders title, date, body and previous / next in en and ar', () => {
    const en = renderBlock(<NewsDetailBlock block={newsDetailFixture} ctx={enCtx} />).html;
    expect(en).toContain('<bdi>12 May 2026</bdi>');
    expect(en).toMatch(/href="\/news-and-update\/health-network-tiers\/" rel="prev"/);
    const ar = renderBlock(<NewsDetailBlock block={newsDetailFixtureAr} ctx={arCtx} />, arCtx).html;
    expect(ar).toMatch(/href="\/ar-ae\/news-and-update\/health-network-tiers\/" rel="next"/);
    expect(ar).toContain('>التالي<');
  });
});
