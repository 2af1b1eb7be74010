import { describe, expect, it } from 'vitest';
import { ZBlock } from '../../../shared/contracts/blocks';
import { ctxFor, render } from '../commerce-common/render';
import { OfferBannerRightBlock } from './offer-banner-right';
import { offerBannerRightAr, offerBannerRightEn } from './offer-banner-right.fixture';

describe('OfferBannerRightBlock', () => {
  it('accepts the fixtures and refuses a banner without title', () => {
    expect(ZBlock.parse(offerBannerRightEn)).toEqual(offerBannerRightEn);
    expect(ZBlock.parse(offerBannerRightAr)).toEqual(offerBannerRightAr);
    expect(ZBlock.safeParse({ ...offerBannerRightEn, fieldValues: { imgAlt: '' } }).success).toBe(false);
  });

  it('renders title, text and link in en and ar', () => {
    const en = render(<OfferBannerRightBlock block={offerBannerRightEn} ctx={ctxFor('en')} />);
    expect(en).toContain('<aside class="offer-banner-right"');
    expect(en).toContain('href="/credit-cards/"');
    expect(en).toContain('Compare cards');
    const ar = render(<OfferBannerRightBlock block={offerBannerRightAr} ctx={ctxFor('ar')} />, 'ar');
    expect(ar).toContain('href="/ar-ae/credit-cards/"');
  });

  it('is hidden after its end date', () => {
    const ended = {
      ...offerBannerRightEn,
      fieldValues: { ...offerBannerRightEn.fieldValues, endDate: '2026-01-31' },
    };
    const now = new Date('2026-11-26T12:00:00Z');
    expect(render(<OfferBannerRightBlock block={ended} ctx={ctxFor('en')} now={now} />)).toBe('');
    expect(
      render(
        <OfferBannerRightBlock block={ended} ctx={ctxFor('en')} now={new Date('2026-01-31T10:00:00Z')} />,
      ),
    ).not.toBe('');
  });
});
