import { describe, expect, it } from 'vitest';
import { ZBlock } from '../../../shared/contracts/blocks';
import { ctxAr, ctxEn, renderBlock } from '../nav-common/render.test-utils';
import { TestimonialsBlock, formatDay } from './testimonials';
import { testimonialsFixtureAr, testimonialsFixtureEn } from './testimonials.fixture';

describe('TESTIMONIALS', () => {
  it('accepts the fixtures and refuses a bad date', () => {
    expect(ZBlock.parse(testimonialsFixtureEn)).toEqual(testimonialsFixtureEn);
    expect(ZBlock.parse(testimonialsFixtureAr)).toEqual(testimonialsFixtureAr);
    const bad = { ...testimonialsFixtureEn, items: [{ name: 'A', text: 'B', date: '14/03/2026' }] };
    expect(ZBlock.safeParse(bad).success).toBe(false);
  });

  it('renders the document’s words, names and dates only (no rating is invented)', () => {
    const { html } = renderBlock(<TestimonialsBlock block={testimonialsFixtureEn} ctx={ctxEn} />);
    expect(html).toContain('>What our customers say</h2>');
    expect(html.match(/<figure class="testimonials__item"/g)).toHaveLength(3);
    expect(html).toContain(
      '<time class="testimonials__date" dateTime="2026-03-14"><bdi>14 Mar 2026</bdi></time>',
    );
    expect(html.match(/<time/g)).toHaveLength(2);
    expect(html).not.toMatch(/star|rating/i);
  });

  it('formats DD MMM YYYY and renders in Arabic', () => {
    expect(formatDay('2026-05-02', 'en')).toBe('02 May 2026');
    const { html } = renderBlock(<TestimonialsBlock block={testimonialsFixtureAr} ctx={ctxAr} />, 'ar');
    expect(html).toContain('>ماذا يقول عملاؤنا</h2>');
  });
});
