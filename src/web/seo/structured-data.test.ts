import { describe, expect, it } from 'vitest';
import type { TBlock } from '../../shared/contracts/blocks';
import type { ShellModel } from '../../shared/contracts/render';
import type { TChromeData } from '../../shared/contracts/chrome';
import { accordionFixture } from '../blocks/accordion/accordion.fixture';
import {
  articleJsonLd,
  breadcrumbListJsonLd,
  documentDate,
  faqPageJsonLd,
  htmlToText,
  organizationJsonLd,
  productRatingJsonLd,
  reviewRating,
  structuredData,
  titleWithoutBrand,
  type JsonLd,
} from './structured-data';
import { ZArticleLd } from './article-ld.test-utils';

const ORIGIN = 'https://www.example.ae';
const chrome = {
  menu: [],
  footer: {
    compareProducts: [],
    aboutLinks: [],
    social: [
      { network: 'facebook', url: 'https://facebook.example/sahel' },
      { network: 'twitter', url: '#' },
    ],
    address: 'Office 101, Demo Tower, Dubai',
  },
} as unknown as TChromeData;

const model = (over: Partial<ShellModel> = {}): ShellModel =>
  ({
    lang: 'en',
    dir: 'ltr',
    path: '/car-insurance/',
    origin: ORIGIN,
    productId: 1,
    pageTypeId: 0,
    isMobile: false,
    theme: 'light',
    alternates: [],
    chrome,
    support: { phone: '800 00000', email: 'help@example.ae' },
    marketing: false,
    title: 'Car insurance | Sahel Compare',
    description: 'Compare car insurance.',
    breadcrumbs: [],
    partner: null,
    sourceId: 2,
    tagManagerId: null,
    ...over,
  }) as ShellModel;

/** Every object survives JSON and names the schema.org context and a type. */
function parses(ld: JsonLd): Record<string, unknown> {
  const back = JSON.parse(JSON.stringify(ld)) as Record<string, unknown>;
  expect(back['@context']).toBe('https://schema.org');
  expect(typeof back['@type']).toBe('string');
  return back;
}

describe('htmlToText', () => {
  it('drops tags and decodes entities', () => {
    expect(
      htmlToText(
        '<p>With <strong>agency</strong> repair &amp; the dealer&#39;s<br>shop</p><script>x()</script>',
      ),
    ).toBe("With agency repair & the dealer's shop");
  });
});

describe('Organization', () => {
  it('has name, url, logo and a contact point; only https profiles as sameAs', () => {
    const o = parses(organizationJsonLd(model()));
    expect(o['@type']).toBe('Organization');
    expect(o.name).toBe('Sahel Compare');
    expect(o.url).toBe(`${ORIGIN}/`);
    expect(o.logo).toBe(`${ORIGIN}/favicon.svg`);
    expect(o.sameAs).toEqual(['https://facebook.example/sahel']);
    expect(o.contactPoint).toEqual([
      expect.objectContaining({ '@type': 'ContactPoint', telephone: '800 00000', email: 'help@example.ae' }),
    ]);
  });
});

describe('BreadcrumbList', () => {
  it('lists absolute items in order, only for two crumbs or more', () => {
    expect(breadcrumbListJsonLd([{ name: 'Home', url: '/' }], ORIGIN)).toBeUndefined();
    const b = parses(
      breadcrumbListJsonLd(
        [
          { name: 'Home', url: '/' },
          { name: 'Car insurance', url: '/car-insurance/' },
        ],
        ORIGIN,
      ) as JsonLd,
    );
    expect(b.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${ORIGIN}/` },
      { '@type': 'ListItem', position: 2, name: 'Car insurance', item: `${ORIGIN}/car-insurance/` },
    ]);
  });
});

describe('FAQPage', () => {
  it('has one Question per accordion row with the answer as plain text', () => {
    const f = parses(faqPageJsonLd([accordionFixture]) as JsonLd);
    const q = f.mainEntity as {
      '@type': string;
      name: string;
      acceptedAnswer: { '@type': string; text: string };
    }[];
    expect(q).toHaveLength(accordionFixture.rows.length);
    expect(q[1]).toEqual({
      '@type': 'Question',
      name: 'What is the difference between agency and garage repair?',
      acceptedAnswer: {
        '@type': 'Answer',
        text:
          "With agency repair your car is fixed at the dealer's workshop; with garage repair it goes to a network " +
          'garage approved by the insurer. Agency repair usually costs more.',
      },
    });
    for (const item of q) expect(item.acceptedAnswer.text).not.toMatch(/[<>]/);
  });

  it('is absent without accordions', () => {
    expect(faqPageJsonLd([])).toBeUndefined();
  });
});

const ARTICLE = {
  datePublished: '2025-11-18',
  dateModified: '2026-03-16',
  image: '/assets/demo/guide-renew-car.svg',
};

describe('Article (decision 0047)', () => {
  it('on an article page: headline without the brand suffix, the document dates and image, the brand as author', () => {
    const a = ZArticleLd.parse(
      parses(
        articleJsonLd(
          model({
            pageTypeId: 2,
            title: 'Renewing car insurance | Sahel Compare (demo)',
            // The row's storage time is not the article's date.
            updatedAt: '2026-11-28T08:00:00.000Z',
            article: ARTICLE,
          }),
          [],
        ) as JsonLd,
      ),
    );
    expect(a.headline).toBe('Renewing car insurance');
    expect(a.datePublished).toBe('2025-11-18');
    expect(a.dateModified).toBe('2026-03-16');
    expect(a.image).toEqual([`${ORIGIN}/assets/demo/guide-renew-car.svg`]);
    expect(a.author).toEqual(expect.objectContaining({ '@type': 'Organization', name: 'Sahel Compare' }));
  });

  it('takes the headline from the article block (ARTICLE_DETAILS, news detail, banner) and the author', () => {
    const details = {
      type: 'ARTICLE_DETAILS',
      key: 'a',
      title: 'How to renew',
      content: '<p>x</p>',
      updatedOn: '2026-03-16',
      authorData: { name: 'Layla Demo' },
    } as unknown as TBlock;
    const banner = { type: 'BANNER', key: 'b', title: 'Renew' } as unknown as TBlock;
    const a = ZArticleLd.parse(
      parses(articleJsonLd(model({ article: ARTICLE }), [banner, details]) as JsonLd),
    );
    expect(a.headline).toBe('How to renew');
    expect(a.author).toEqual({ '@type': 'Person', name: 'Layla Demo' });
    const news = {
      type: 'NEWS_AND_UPDATE_DETAIL_PAGE',
      key: 'n',
      title: 'New <b>tiers</b>',
    } as unknown as TBlock;
    expect(articleJsonLd(model({ article: ARTICLE }), [news])?.headline).toBe('New tiers');
    expect(articleJsonLd(model({ article: ARTICLE }), [banner])?.headline).toBe('Renew');
    // An image on another host stays as it is.
    const remote = { ...ARTICLE, image: 'https://img.example.ae/a.png' };
    expect(articleJsonLd(model({ article: remote }), [])?.image).toEqual(['https://img.example.ae/a.png']);
  });

  it('is absent on pages that are not one article, listings of page type 2 included', () => {
    expect(articleJsonLd(model(), [accordionFixture])).toBeUndefined();
    const listing = { type: 'ARTICLES', key: 'l', rows: [] } as unknown as TBlock;
    expect(
      articleJsonLd(model({ pageTypeId: 2, updatedAt: '2026-02-03T08:00:00.000Z' }), [listing]),
    ).toBeUndefined();
    expect(titleWithoutBrand('Glossary | ساحل كومبير (تجريبي)', 'ساحل كومبير')).toBe('Glossary');
    expect(titleWithoutBrand('Cover A | B', 'Sahel Compare')).toBe('Cover A | B');
  });

  it('reads dates as the spec writes them', () => {
    expect(documentDate('26/11/2026')).toBe('2026-11-26');
    expect(documentDate('not a date')).toBeUndefined();
  });
});

describe('Product with AggregateRating', () => {
  const journey = (reviews: unknown[]) =>
    ({
      type: 'JOURNEY_ELEMENT',
      key: 'j',
      journeyData: [{ bannerType: 1, featureInfo: [] }],
      firstFoldRating: { reviews },
    }) as unknown as TBlock;

  it('averages the stored reviews (each: its Rating keys summed over 4, one decimal) and counts them', () => {
    const p = parses(
      productRatingJsonLd(model(), [
        journey([
          { userName: 'A', ratings: { priceRating: 5, serviceRating: 4, claimRating: 5, easeRating: 4 } },
          { userName: 'B', ratings: { priceRating: 4, serviceRating: 4, claimRating: 4, easeRating: 4 } },
        ]),
      ]) as JsonLd,
    );
    expect(p['@type']).toBe('Product');
    expect(p.name).toBeTruthy();
    expect(p.aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4.3,
      reviewCount: 2,
      bestRating: 5,
      worstRating: 0,
    });
  });

  it('reads REVIEWS_PREVIEW reviews with a rating or a star percentage', () => {
    const preview = {
      type: 'REVIEWS_PREVIEW',
      key: 'r',
      reviews: [{ rating: 5 }, { averageRatingStar: 80 }, { reviewTitle: 'no rating' }],
    } as unknown as TBlock;
    const p = productRatingJsonLd(model(), [preview]);
    expect(p?.aggregateRating).toEqual(expect.objectContaining({ ratingValue: 4.5, reviewCount: 2 }));
  });

  it('is absent without stored reviews, and for blocks that show no rating', () => {
    expect(productRatingJsonLd(model(), [journey([])])).toBeUndefined();
    expect(productRatingJsonLd(model(), [accordionFixture])).toBeUndefined();
    expect(
      productRatingJsonLd(model(), [
        { type: 'TEXT', key: 't', content: '', reviews: [{ rating: 5 }] } as unknown as TBlock,
      ]),
    ).toBeUndefined();
    expect(reviewRating({ rating: 9 })).toBeUndefined();
    expect(
      reviewRating({ rating: { valueRating: 4, claimRating: 3, serviceRating: 5, speedRating: 4 } }),
    ).toBe(4);
  });
});

describe('structuredData', () => {
  it('gives Organization on every page and the others when their blocks are there', () => {
    expect(structuredData(model()).map((x) => x['@type'])).toEqual(['Organization']);
    const all = structuredData(
      model({
        pageTypeId: 2,
        article: ARTICLE,
        breadcrumbs: [
          { name: 'Home', url: '/' },
          { name: 'Guide', url: '/car-insurance/articles/guide/' },
        ],
      }),
      [accordionFixture],
    );
    expect(all.map((x) => x['@type'])).toEqual(['Organization', 'BreadcrumbList', 'FAQPage', 'Article']);
    for (const ld of all) parses(ld);
  });
});
