import { describe, expect, it } from 'vitest';
import { ZBlock } from '../../../shared/contracts/blocks';
import { ctxFor, render } from '../commerce-common/render';
import { OffersPreviewBlock } from './offers-preview';
import { offersPreviewAr, offersPreviewEn } from './offers-preview.fixture';

const now = new Date('2026-11-26T12:00:00Z');

describe('OffersPreviewBlock', () => {
  it('accepts the fixtures and refuses a bad end date', () => {
    expect(ZBlock.parse(offersPreviewEn)).toEqual(offersPreviewEn);
    expect(ZBlock.parse(offersPreviewAr)).toEqual(offersPreviewAr);
    const bad = { ...offersPreviewEn, offers: [{ ...offersPreviewEn.offers[0], endDate: '31/12/2099' }] };
    expect(ZBlock.safeParse(bad).success).toBe(false);
  });

  it('does not show an offer past its end date', () => {
    const en = render(<OffersPreviewBlock block={offersPreviewEn} ctx={ctxFor('en')} now={now} />);
    expect(en).toContain('Schengen trips');
    expect(en).not.toContain('Summer 2020 offer');
    expect(en).not.toContain('Expired plan');
  });

  it('shows at most 2 offers and nothing when all have ended', () => {
    const offer = offersPreviewEn.offers[0]!;
    const three = { ...offersPreviewEn, offers: [1, 2, 3].map((n) => ({ ...offer, title: `Offer ${n}` })) };
    const html = render(<OffersPreviewBlock block={three} ctx={ctxFor('en')} now={now} />);
    expect(html).toContain('Offer 2');
    expect(html).not.toContain('Offer 3');
    const ended = { ...offersPreviewEn, offers: [offersPreviewEn.offers[1]!] };
    expect(render(<OffersPreviewBlock block={ended} ctx={ctxFor('en')} now={now} />)).toBe('');
  });

  it('renders in ar', () => {
    const ar = render(<OffersPreviewBlock block={offersPreviewAr} ctx={ctxFor('ar')} now={now} />, 'ar');
    expect(ar).toContain('رحلات شنغن');
    expect(ar).toContain('<bdi>30,000</bdi>');
  });
});
