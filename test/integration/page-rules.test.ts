import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { freshDatabase, testApp } from './helpers';
import { contentPages } from '../../src/db/schema';

/** Decision 0040: the spec's page rules on rendered pages. */
let app: FastifyInstance;
let withWhatsApp: FastifyInstance;
let ctx: Awaited<ReturnType<typeof freshDatabase>>;

const blocks = [
  { key: 'b', type: 'BANNER', title: 'Rules test banner', fieldValues: { variant: 'product' } },
  { key: 'seo-text', type: 'TEXT', title: 'SEO reading', content: '<p>Long reading for search engines.</p>' },
  {
    key: 'seo-faq',
    type: 'ACCORDION',
    title: 'SEO questions',
    rows: [{ title: 'A question?', content: '<p>An answer.</p>' }],
  },
  { key: 'tbl', type: 'TABLE', title: 'Plan table', tableHeaders: ['Plan'], tableData: [['Basic plan']] },
];
const page = (urlPath: string, pageTypeId: number, meta: Record<string, unknown> = {}) => ({
  urlPath,
  language: 'en',
  productId: 1,
  pageTypeId,
  published: true,
  blocks,
  metaData: {
    countryProductId: 1,
    pageTypeId,
    languageId: 1,
    showJourney: false,
    metaTags: [{ tag: 'title', attributes: {}, content: 'Rules test' }],
    ...meta,
  },
});

beforeAll(async () => {
  ctx = await freshDatabase({ seeded: true });
  await ctx.db.insert(contentPages).values([
    page('/car-insurance/buy-insurance/rules-test/', 0),
    page('/car-insurance/rules-test/', 0),
    page('/car-insurance/glossary-rules-test/', 54),
    {
      ...page('/car-insurance/banner-7-test/', 0),
      blocks: [
        { key: 'b7', type: 'BANNER', title: 'Type 7', fieldValues: { variant: 'product', bannerType: 7 } },
      ],
    },
    {
      ...page('/car-insurance/journey-9-test/', 0),
      blocks: [{ key: 'j9', type: 'JOURNEY_ELEMENT', title: 'Type 9', journeyData: [{ bannerType: 9 }] }],
    },
    page('/car-insurance/articles/rules-test/', 2, {
      prevLink: { pageName: 'The older article', refUrl: '/car-insurance/renew-car-registration-dubai/' },
    }),
  ]);
  app = await testApp(ctx.db);
  withWhatsApp = await testApp(ctx.db, { WHATSAPP_NUMBER: '+971500000000' });
});
afterAll(async () => {
  await app?.close();
  await withWhatsApp?.close();
  await ctx?.drop();
});

describe('page rules on rendered pages', () => {
  it('a marketing page hides the SEO content blocks and keeps the offer', async () => {
    const res = await app.inject({ url: '/car-insurance/buy-insurance/rules-test/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Rules test banner');
    expect(res.body).toContain('Basic plan');
    expect(res.body).not.toContain('SEO reading');
    expect(res.body).not.toContain('SEO questions');
    expect(res.body).not.toContain('class="products-menu"');
    const seo = await app.inject({ url: '/car-insurance/rules-test/' });
    expect(seo.body).toContain('SEO reading');
    expect(seo.body).toContain('SEO questions');
  });

  it('page type 54 shows only a title heading instead of the banner', async () => {
    const res = await app.inject({ url: '/car-insurance/glossary-rules-test/' });
    expect(res.body).toContain('<h1 class="page-title-heading">Rules test banner</h1>');
    expect(res.body.match(/<h1/g)).toHaveLength(1);
  });

  it('banner types 6 to 10 (BANNER or JOURNEY_ELEMENT) remove the breadcrumb', async () => {
    const plain = await app.inject({ url: '/car-insurance/rules-test/' });
    expect(plain.body).toContain('class="breadcrumbs"');
    for (const url of ['/car-insurance/banner-7-test/', '/car-insurance/journey-9-test/']) {
      const res = await app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain(url.includes('banner') ? 'Type 7' : 'Type 9');
      expect(res.body).not.toContain('class="breadcrumbs"');
    }
  });

  it('an article page shows the document previous link', async () => {
    const res = await app.inject({ url: '/car-insurance/articles/rules-test/' });
    expect(res.body).toMatch(
      /<a class="ed-pagenav__link ed-pagenav__link--prev" href="\/car-insurance\/renew-car-registration-dubai\/" rel="prev">/,
    );
    expect(res.body).toContain('The older article');
  });

  it('keyword rules link the first occurrence inside TEXT blocks, in English and Arabic', async () => {
    const en = await app.inject({ url: '/car-insurance/' });
    const hits = en.body.match(
      /<a href="\/car-insurance\/renew-car-registration-dubai\/" class="keyword-link">UAE driving licence<\/a>/g,
    );
    expect(hits).toHaveLength(1);
    const ar = await app.inject({ url: '/ar-ae/car-insurance/' });
    expect(ar.body).toContain(
      '<a href="/ar-ae/car-insurance/renew-car-registration-dubai/" class="keyword-link">رخصة القيادة الإماراتية</a>',
    );
  });

  it('the WhatsApp button renders (hidden until the browser checks utm_source) only when configured', async () => {
    const off = await app.inject({ url: '/car-insurance/' });
    expect(off.body).not.toContain('data-testid="whatsapp-button"');
    const on = await withWhatsApp.inject({ url: '/car-insurance/' });
    expect(on.body).toMatch(
      /<a class="whatsapp-button" href="https:\/\/wa\.me\/971500000000\?text=[^"]+"[^>]* hidden=""/,
    );
    expect(on.body).toContain(encodeURIComponent('http://localhost:3000/car-insurance/ (product 1)'));
  });
});
