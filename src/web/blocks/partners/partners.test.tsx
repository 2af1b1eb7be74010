import { describe, expect, it } from 'vitest';
import { ZBlock } from '../../../shared/contracts/blocks';
import { ctxAr, ctxEn, renderBlock } from '../nav-common/render.test-utils';
import { PartnersBlock } from './partners';
import { partnersFixtureAr, partnersFixtureEn } from './partners.fixture';

describe('PARTNERS', () => {
  it('accepts the fixtures and refuses a logo without size', () => {
    expect(ZBlock.parse(partnersFixtureEn)).toEqual(partnersFixtureEn);
    expect(ZBlock.parse(partnersFixtureAr)).toEqual(partnersFixtureAr);
    const bad = { ...partnersFixtureEn, logos: [{ name: 'X', image: { src: '/x.svg', alt: 'X' } }] };
    expect(ZBlock.safeParse(bad).success).toBe(false);
  });

  it('renders every logo with alt text, size and lazy loading, also on partner-brand pages', () => {
    for (const path of ['/car-insurance/', '/adcb/car-insurance/']) {
      const { html } = renderBlock(<PartnersBlock block={partnersFixtureEn} ctx={{ ...ctxEn, path }} />);
      expect(html.match(/<img /g)).toHaveLength(5);
      expect(html).toContain('alt="Oasis Shield Insurance" width="160" height="60" loading="lazy"');
    }
  });

  it('renders in Arabic', () => {
    expect(renderBlock(<PartnersBlock block={partnersFixtureAr} ctx={ctxAr} />, 'ar').html).toContain(
      'alt="قمة الصقر للتكافل"',
    );
  });
});
