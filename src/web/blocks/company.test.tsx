import { describe, it, expect } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import type { ReactNode } from 'react';
import { ZBlock, type TBlock } from '../../shared/contracts/blocks';
import type { LangCode } from '../../shared/domain/locales';
import { I18nProvider } from '../i18n/provider';
import { BlockRenderer } from './registry';
import type { BlockContext } from './types';
import {
  aboutUsFixtures,
  contactUsFixtures,
  journeyElementFixtures,
  legalFixtures,
  nriFixtures,
  reachUsFixtures,
} from './company.fixture';
import { overallRating, reviewAverage, starFills } from './journey-element/rating';
import { channelHref } from './contact-us/contact-us';
import { isCars24Source } from '../widgets/journey-element/enhance';
import { companyGallery } from './gallery-company';

const ctxOf = (lang: LangCode, productId = 1): BlockContext => ({
  lang,
  dir: lang === 'ar' ? 'rtl' : 'ltr',
  isMobile: false,
  productId,
  pageTypeId: 1,
  path: lang === 'ar' ? '/ar-ae/car-insurance/' : '/car-insurance/',
});

function render(blocks: TBlock[], lang: LangCode = 'en', productId = 1): string {
  const node: ReactNode = <BlockRenderer blocks={blocks} ctx={ctxOf(lang, productId)} onUnknown={() => {}} />;
  return renderToStaticMarkup(<I18nProvider lang={lang}>{node}</I18nProvider>);
}

const all = [
  aboutUsFixtures,
  contactUsFixtures,
  legalFixtures,
  reachUsFixtures,
  journeyElementFixtures,
  nriFixtures,
];

describe('company blocks: contracts', () => {
  it('accept every fixture in en and ar', () => {
    for (const f of all)
      for (const lang of ['en', 'ar'] as const) expect(ZBlock.parse(f[lang])).toEqual(f[lang]);
  });

  it('refuse bad data', () => {
    const bad = [
      {
        ...contactUsFixtures.en,
        fieldValues: { channels: [{ kind: 'phone', label: 'x', value: 'call me' }] },
      },
      {
        ...contactUsFixtures.en,
        fieldValues: { channels: [{ kind: 'web', label: 'x', value: 'javascript:alert(1)' }] },
      },
      { ...contactUsFixtures.en, fieldValues: { channels: [] } },
      {
        ...reachUsFixtures.en,
        fieldValues: { offices: [{ name: 'a', address: 'b', mapUrl: 'http://x.example' }] },
      },
      { ...legalFixtures.en, fieldValues: { policies: [{ title: 't', url: '/x/', updatedOn: '1 May' }] } },
      { ...journeyElementFixtures.en, journeyData: [] },
      {
        ...journeyElementFixtures.en,
        journeyData: [{ bannerType: 1, coverImageUrl: 'data:image/png;base64,x' }],
      },
      // the spec's average divides by 4: a review with 3 ratings is refused
      {
        ...journeyElementFixtures.en,
        firstFoldRating: { reviews: [{ userName: 'a', ratings: { aRating: 5, bRating: 5, cRating: 5 } }] },
      },
      { ...nriFixtures.en, fieldValues: { features: { title: 't', data: [] } } },
    ];
    for (const b of bad) expect(ZBlock.safeParse(b).success, JSON.stringify(b).slice(0, 120)).toBe(false);
  });

  it('every type of the group has a gallery entry with en and ar fixtures', () => {
    expect(companyGallery.map((g) => g.type).sort()).toEqual(
      ['ABOUTUS', 'CONTACTUS', 'JOURNEY_ELEMENT', 'LEGALADMINPOLICY', 'NRI', 'REACHUS'].sort(),
    );
    for (const g of companyGallery) expect(g.en.length * g.ar.length).toBeGreaterThan(0);
  });
});

describe('company blocks: rendering', () => {
  it('render in en and ar with their own headings', () => {
    for (const lang of ['en', 'ar'] as const) {
      const html = render(
        all.map((f) => f[lang]),
        lang,
      );
      for (const f of all) expect(html).toContain(`data-block-type="${f[lang].type}"`);
      expect(html).toContain(lang === 'en' ? 'How To Reach us' : 'كيف تصل إلينا');
      expect(html).not.toMatch(/<script(?![^>]*type="application\/json")/);
    }
  });

  it('links each contact channel by its kind and isolates numbers', () => {
    expect(channelHref({ kind: 'phone', label: 'p', value: '+971 4 000 0000' })).toBe('tel:+97140000000');
    expect(channelHref({ kind: 'whatsapp', label: 'w', value: '+971 50 000 0000' })).toBe(
      'https://wa.me/971500000000',
    );
    expect(channelHref({ kind: 'email', label: 'e', value: 'a@b.example' })).toBe('mailto:a@b.example');
    expect(channelHref({ kind: 'hours', label: 'h', value: '9 to 6' })).toBeUndefined();
    const html = render([contactUsFixtures.ar], 'ar');
    expect(html).toContain(
      '<a class="contact-block__value" href="tel:+97140000000"><bdi>+971 4 000 0000</bdi>',
    );
  });

  it('legal policies are grouped by category with the update day, links in the page language', () => {
    const html = render([legalFixtures.ar], 'ar');
    expect(html.match(/<h3>/g)).toHaveLength(2);
    expect(html).toContain('href="/ar-ae/privacy-notice/"');
    expect(html).toContain('href="/ar-ae/my-data/"');
    expect(render([legalFixtures.en])).toContain('Updated <bdi>01 Nov 2026</bdi>');
  });
});

describe('JOURNEY_ELEMENT', () => {
  it('shows at most 3 key features, none for banner types 5 to 10', () => {
    const html = render([journeyElementFixtures.en]);
    expect(html.match(/<li>/g)).toHaveLength(3);
    expect(html).not.toContain('A fourth feature');
    for (const bannerType of [5, 7, 10]) {
      const b = {
        ...journeyElementFixtures.en,
        journeyData: [{ ...journeyElementFixtures.en.journeyData[0]!, bannerType }],
      };
      expect(render([b])).not.toContain('journey-element__features');
    }
    const b4 = {
      ...journeyElementFixtures.en,
      journeyData: [{ ...journeyElementFixtures.en.journeyData[0]!, bannerType: 4 }],
    };
    expect(render([b4])).toContain('journey-element__features');
  });

  it('computes the rating out of 5 from the reviews (sum of the four ratings / 4, one decimal)', () => {
    expect(
      reviewAverage({ userName: 'a', ratings: { aRating: 5, bRating: 4, cRating: 4, dRating: 5 } }),
    ).toBe(4.5);
    const r = overallRating(journeyElementFixtures.en.firstFoldRating!.reviews);
    // 4.5, 4.0, 4.5 → 4.33 → 4.3
    expect(r).toEqual({ rating: 4.3, count: 3 });
    expect(starFills(4.3)).toEqual([100, 100, 100, 100, 30]);
    const html = render([journeyElementFixtures.en]);
    expect(html).toContain('aria-label="Rated 4.3 out of 5"');
    expect(html).toContain('from 3 demo reviews');
    expect(html).not.toContain('4.6');
    expect(html).not.toContain('17000');
  });

  it('without reviews there is no rating panel, never the default figures', () => {
    const { firstFoldRating: _, ...rest } = journeyElementFixtures.en;
    const html = render([rest as TBlock]);
    expect(html).not.toContain('journey-element__rating');
  });

  it('the title is an h1 only when the element is the page title', () => {
    expect(render([journeyElementFixtures.en])).toContain('<h2 class="journey-element__title">');
    expect(render([{ ...journeyElementFixtures.en, asPageTitle: true }])).toContain(
      '<h1 class="journey-element__title">',
    );
  });

  it('marks the features for the cars24 widget with the product; cars24-type sources are recognised', () => {
    expect(render([journeyElementFixtures.en])).toMatch(/data-product="1" data-widget="journey-element"/);
    expect(isCars24Source('?utm_source=pbcars24')).toBe(true);
    expect(isCars24Source('?utm_source=CARS24_app')).toBe(true);
    expect(isCars24Source('?utm_source=google')).toBe(false);
    expect(isCars24Source('')).toBe(false);
  });

  it('isolates the Arabic rating figures', () => {
    const html = render([journeyElementFixtures.ar], 'ar');
    expect(html).toContain('<bdi>4.3</bdi>');
    expect(html).toContain('من <bdi>3</bdi> تقييمات تجريبية');
  });
});

describe('NRI', () => {
  it('shows 6 features, the rest behind View More / View Less, and the why-buy section', () => {
    const html = render([nriFixtures.en]);
    const [before, after] = html.split('<details');
    expect(before!.match(/nri-block__card/g)).toHaveLength(6);
    expect(after!.match(/nri-block__card/g)!.length).toBe(2 + 2);
    expect(html).toContain('View More');
    expect(html).toContain('View Less');
    expect(html).toContain('Why compare here');
  });

  it('has no View More when every feature fits', () => {
    const few = {
      ...nriFixtures.en,
      fieldValues: { features: { title: 't', data: nriFixtures.en.fieldValues.features.data.slice(0, 4) } },
    };
    expect(render([few])).not.toContain('<details');
  });
});
