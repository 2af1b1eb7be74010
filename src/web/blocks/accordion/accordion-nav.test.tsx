import { describe, expect, it } from 'vitest';
import { ZBlock, type TBlockOf } from '../../../shared/contracts/blocks';
import { ctxAr, ctxEn, renderBlock } from '../nav-common/render.test-utils';
import { AccordionBlock, accordionTabs } from './accordion';
import {
  accordionType2FixtureAr,
  accordionType2FixtureEn,
  accordionType3FixtureAr,
  accordionType3FixtureEn,
} from './accordion-nav.fixture';

describe('ACCORDION types 2 and 3', () => {
  it('accepts the fixtures and refuses unsafe journey links', () => {
    for (const f of [
      accordionType2FixtureEn,
      accordionType2FixtureAr,
      accordionType3FixtureEn,
      accordionType3FixtureAr,
    ]) {
      expect(ZBlock.parse(f)).toEqual(f);
    }
    const rows = [{ title: 'Q', content: 'A', journeyTitle: 'Go', refUrl: 'javascript:alert(1)' }];
    expect(ZBlock.safeParse({ ...accordionType2FixtureEn, rows }).success).toBe(false);
    expect(
      ZBlock.safeParse({ ...accordionType2FixtureEn, fieldValues: { plansUrl: '//evil.example/' } }).success,
    ).toBe(false);
  });

  it("type 2: first item open, journey links and 'View {product} Plans'", () => {
    const { html } = renderBlock(<AccordionBlock block={accordionType2FixtureEn} ctx={ctxEn} />);
    const details = html.match(/<details[^>]*>/g) ?? [];
    expect(details).toHaveLength(2);
    expect(details[0]).toMatch(/open=""/);
    expect(details[1]).not.toMatch(/open/);
    expect(html).toContain('<a class="faq__journey" href="/travel-insurance/">Compare travel plans</a>');
    expect(html.match(/faq__journey/g)).toHaveLength(1);
    expect(html).toContain('<a class="faq__plans" href="/travel-insurance/">View Travel Insurance Plans</a>');
  });

  it('type 2 without a product or url shows no plans link; type 1 ignores journey links', () => {
    const noPlans: TBlockOf<'ACCORDION'> = {
      ...accordionType2FixtureEn,
      fieldValues: { productName: 'Travel' },
    };
    expect(renderBlock(<AccordionBlock block={noPlans} ctx={ctxEn} />).html).not.toContain('faq__plans');
    const type1: TBlockOf<'ACCORDION'> = { ...accordionType2FixtureEn, accordionType: 1 };
    const html = renderBlock(<AccordionBlock block={type1} ctx={ctxEn} />).html;
    expect(html).not.toMatch(/faq__journey|faq__plans/);
  });

  it('type 3: tabs by tabTitle, first item of each tab open', () => {
    const { html, widgets } = renderBlock(<AccordionBlock block={accordionType3FixtureEn} ctx={ctxEn} />);
    expect(widgets.has('tabs')).toBe(true);
    expect(html.match(/class="tabs__tab"/g)).toHaveLength(2);
    const panels = html.split('<section class="tabs__panel"').slice(1);
    expect(panels.map((p) => (p.match(/<details/g) ?? []).length)).toEqual([2, 1]);
    expect(panels.every((p) => /<details[^>]*open=""/.test(p))).toBe(true);
    expect(
      accordionTabs([
        { title: 'a', content: '' },
        { title: 'b', content: '', tabTitle: 'T' },
      ]),
    ).toEqual([
      {
        title: 'T',
        rows: [
          { title: 'a', content: '' },
          { title: 'b', content: '', tabTitle: 'T' },
        ],
      },
    ]);
  });

  it('renders in Arabic', () => {
    expect(renderBlock(<AccordionBlock block={accordionType2FixtureAr} ctx={ctxAr} />, 'ar').html).toContain(
      '>عرض خطط تأمين السفر</a>',
    );
    expect(renderBlock(<AccordionBlock block={accordionType3FixtureAr} ctx={ctxAr} />, 'ar').html).toContain(
      'المطالبات',
    );
  });
});
