import { describe, expect, it } from 'vitest';
import { ZBlock } from '../../../shared/contracts/blocks';
import { ctxFor, render } from '../commerce-common/render';
import { WhyBuyBlock } from './why-buy';
import { whyBuyAr, whyBuyEn } from './why-buy.fixture';

describe('WhyBuyBlock', () => {
  it('accepts the fixtures and refuses an item without heading', () => {
    expect(ZBlock.parse(whyBuyEn)).toEqual(whyBuyEn);
    expect(ZBlock.parse(whyBuyAr)).toEqual(whyBuyAr);
    expect(ZBlock.safeParse({ ...whyBuyEn, items: [{ description: 'x' }] }).success).toBe(false);
    expect(ZBlock.safeParse({ ...whyBuyEn, title: undefined }).success).toBe(false);
  });

  it('renders title, headings, descriptions and logos in en and ar', () => {
    const en = render(<WhyBuyBlock block={whyBuyEn} ctx={ctxFor('en')} />);
    expect(en).toContain('<h2 class="why-buy__title">Why buy health insurance through Sahel Compare</h2>');
    expect(en.match(/<h3/g)).toHaveLength(2);
    const logo = {
      ...whyBuyEn,
      items: [{ heading: 'H', description: '', logo: '/assets/insurers/falcon-crest.svg' }],
    };
    expect(render(<WhyBuyBlock block={logo} ctx={ctxFor('en')} />)).toContain('loading="lazy"');
    const ar = render(<WhyBuyBlock block={whyBuyAr} ctx={ctxFor('ar')} />, 'ar');
    expect(ar).toContain('خطط من عدة شركات تأمين');
  });

  it('renders nothing without items', () => {
    expect(render(<WhyBuyBlock block={{ ...whyBuyEn, items: [] }} ctx={ctxFor('en')} />)).toBe('');
  });
});
