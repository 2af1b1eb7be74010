import { describe, it, expect } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import type { ReactNode } from 'react';
import { ZBlock, type TBlockOf } from '../../../shared/contracts/blocks';
import type { LangCode } from '../../../shared/domain/locales';
import { I18nProvider } from '../../i18n/provider';
import { ReadMore } from '../../widgets/read-more/read-more';
import type { BlockContext } from '../types';
import { BannerBlock, bannerPlainText, BANNER_TEXT_LIMITS } from './banner';
import {
  bannerHomeFixture,
  bannerProductArFixture,
  bannerProductFixture,
  bannerFixtures,
} from './banner.fixture';

const desktop: BlockContext = {
  lang: 'en',
  dir: 'ltr',
  isMobile: false,
  productId: 1,
  pageTypeId: 0,
  path: '/car-insurance/',
};
const mobile: BlockContext = { ...desktop, isMobile: true };

function render(node: ReactNode, lang: LangCode = 'en'): string {
  return renderToStaticMarkup(<I18nProvider lang={lang}>{node}</I18nProvider>);
}

/** The visible text of the read-more element (tags stripped, entities kept as React writes them). */
function readMoreText(html: string, id: string): string {
  const m = new RegExp(`<div id="${id}" class="read-more__text">([\\s\\S]*?)</div>`).exec(html);
  if (!m?.[1]) throw new Error(`no read-more text #${id} in ${html}`);
  return m[1].replace(/<\/p><p>/g, '\n\n').replace(/<[^>]+>/g, '');
}

/** The read-more widget's data: the non-executable JSON inside it. */
function widgetData(html: string): Record<string, unknown> {
  const m = /<script type="application\/json" data-json="read-more">([\s\S]*?)<\/script>/.exec(html);
  if (!m?.[1]) throw new Error('no read-more data');
  return JSON.parse(m[1]) as Record<string, unknown>;
}

describe('BannerBlock fixtures', () => {
  it.each(bannerFixtures.map((f) => [f.key, f] as const))('%s is a valid BANNER block', (_key, f) => {
    expect(ZBlock.parse(f)).toEqual(f);
  });
});

describe('BannerBlock home variant', () => {
  const html = render(<BannerBlock block={bannerHomeFixture} ctx={desktop} />);

  it('renders the translated home title as the only h1, with the subtitle', () => {
    expect(html.match(/<h1/g)).toHaveLength(1);
    expect(html).toContain('<h1 class="banner__title">Compare. Choose. Apply.</h1>');
    expect(html).toContain(bannerHomeFixture.fieldValues.subtitle);
  });

  it('renders a labelled grid of product links ending with a slash', () => {
    expect(html).toContain('<nav class="banner__products" aria-label="Our products">');
    expect(html.match(/class="product-grid__link" href=/g)).toHaveLength(
      bannerHomeFixture.fieldValues.productLinks?.length ?? -1,
    );
    expect(html).toContain('href="/bike-insurance/"');
  });

  it('has no React island and no script: the carousel is a plain widget (decision 0113)', () => {
    expect(html).not.toContain('data-island');
    expect(html).not.toContain('<script');
    expect(html).toContain('data-widget="home-banner"');
    expect(html).toContain('data-state="carousel"');
  });

  it('server-renders the carousel with the first slide showing and the others inert', () => {
    const slides = html.match(/<li class="banner-carousel__slide"[^>]*>/g) ?? [];
    expect(slides).toHaveLength(3);
    expect(slides[0]).not.toContain('inert');
    expect(slides[1]).toContain('inert=""');
    expect(slides[2]).toContain('inert=""');
    expect(slides[0]).toContain('aria-label="1 of 3"');
    expect(html).toContain('data-slide="0"');
    expect(html).toContain('aria-label="What you can compare on Sahel Compare"');
    // the pictures are sized inline drawings: nothing to fetch, nothing shifts
    expect(html).toMatch(/<svg class="banner-carousel__icon" aria-hidden="true" width="48" height="48"/);
    expect(html).not.toContain('<img');
    // links on this site, in the page's language, with the trailing slash
    expect(html).toContain(
      '<a class="button banner-carousel__cta" href="/health-insurance/">Compare health plans</a>',
    );
    // a slide without a link has no button
    expect(html.match(/banner-carousel__cta/g)).toHaveLength(2);
  });

  it('renders the controls hidden until the widget runs: pause, previous, one dot per slide, next', () => {
    expect(html).toContain('<div class="banner-carousel__controls" hidden="">');
    expect(html.match(/class="banner-carousel__dot"/g)).toHaveLength(3);
    expect(html).toContain('aria-label="Show slide 2 of 3"');
    expect(html).toContain('aria-label="Previous slide"');
    expect(html).toContain('aria-label="Next slide"');
    expect(html).toMatch(
      /<button type="button" class="banner-carousel__dot" aria-label="Show slide 1 of 3" aria-current="true"/,
    );
  });

  it('carries the recent-searches labels for the desktop swap, and an empty hidden panel', () => {
    expect(html).toContain('<section class="banner-recent" aria-labelledby="banner-recent-title" hidden="">');
    expect(html).toContain('Continue From where you left!');
    const labels = /data-labels="([^"]*)"/.exec(html)?.[1]?.replace(/&quot;/g, '"') ?? '';
    expect(JSON.parse(labels)).toMatchObject({ seeAll: 'See All', buyNow: 'Buy Now', applyNow: 'Apply Now' });
  });

  it('has no carousel without slides', () => {
    const { slides: _none, ...rest } = bannerHomeFixture.fieldValues;
    const bare = render(<BannerBlock block={{ ...bannerHomeFixture, fieldValues: rest }} ctx={desktop} />);
    expect(bare).not.toContain('banner-carousel');
    expect(bare).toContain('data-state="empty"');
  });

  it('is translated in Arabic', () => {
    const ar = render(
      <BannerBlock block={bannerHomeFixture} ctx={{ ...desktop, lang: 'ar', dir: 'rtl' }} />,
      'ar',
    );
    expect(ar).toContain('<h1 class="banner__title">قارن. اختر. قدّم.</h1>');
    expect(ar).toContain('aria-label="منتجاتنا"');
    expect(ar).toContain('aria-label="الشريحة التالية"');
    expect(ar).toContain('aria-label="عرض الشريحة 2 من 3"');
  });
});

describe('BannerBlock phone variants (decision 0113)', () => {
  const phone = (over: Partial<BlockContext>) =>
    render(<BannerBlock block={bannerProductFixture} ctx={{ ...mobile, ...over }} />);

  it('is the full banner on a computer', () => {
    expect(render(<BannerBlock block={bannerProductFixture} ctx={desktop} />)).toContain(
      'data-banner-variant="desktop"',
    );
  });

  it('SEO on a product landing: title, read-more text, features and button', () => {
    const html = phone({ pageTypeId: 0 });
    expect(html).toContain('data-banner-variant="seo"');
    expect(html).toContain('read-more');
    expect(html).toContain('banner__features');
    expect(html).toContain('banner__cta');
  });

  it('default on an article: title, subtitle and button, no text or features', () => {
    const html = phone({ pageTypeId: 2, path: '/car-insurance/articles/x/' });
    expect(html).toContain('data-banner-variant="default"');
    expect(html).toContain('<h1 class="banner__title">Car Insurance in the UAE</h1>');
    expect(html).toContain('banner__subtitle');
    expect(html).not.toContain('read-more');
    expect(html).not.toContain('banner__features');
  });

  it('marketing: the sized phone picture, title and button; no subtitle, text or features', () => {
    const block = {
      ...bannerProductFixture,
      fieldValues: {
        ...bannerProductFixture.fieldValues,
        mobileImage: { src: '/media/offer.webp', alt: 'Offer', width: 360, height: 180 },
      },
    };
    const html = render(<BannerBlock block={block} ctx={{ ...mobile, marketing: true }} />);
    expect(html).toContain('data-banner-variant="marketing"');
    expect(html).toContain(
      '<img class="banner__mobile-image" src="/media/offer.webp" alt="Offer" width="360" height="180"',
    );
    expect(html).not.toContain('banner__subtitle');
    expect(html).not.toContain('read-more');
    expect(html).not.toContain('banner__features');
    expect(html).toContain('banner__cta');
    // the picture shows only in the marketing variant
    expect(render(<BannerBlock block={block} ctx={desktop} />)).not.toContain('<img');
  });

  it('renders nothing without content, title or mobile image', () => {
    const empty = { ...bannerProductFixture, title: undefined, content: undefined };
    expect(render(<BannerBlock block={empty} ctx={{ ...mobile, marketing: true }} />)).toBe('');
    expect(render(<BannerBlock block={empty} ctx={{ ...mobile, pageTypeId: 2 }} />)).toBe('');
    const pictureOnly = {
      ...empty,
      fieldValues: { ...empty.fieldValues, mobileImage: { src: '/o.png', alt: '', width: 1, height: 1 } },
    };
    expect(render(<BannerBlock block={pictureOnly} ctx={{ ...mobile, marketing: true }} />)).toContain(
      '<img',
    );
    expect(render(<BannerBlock block={pictureOnly} ctx={desktop} />)).toBe('');
  });
});

describe('BannerBlock product variant', () => {
  const id = 'banner-text-car-insurance-banner';

  it('renders the title as h1, at most 3 features and the CTA with a trailing slash', () => {
    const html = render(<BannerBlock block={bannerProductFixture} ctx={desktop} />);
    expect(html).toContain('<h1 class="banner__title">Car Insurance in the UAE</h1>');
    const features =
      /<ul class="banner__features" aria-label="Key features">([\s\S]*?)<\/ul>/.exec(html)?.[1] ?? '';
    expect(features.match(/<li>/g)).toHaveLength(3);
    expect(features).not.toContain('Oman cover add-on');
    expect(html).toContain('href="/car-insurance/quotes/"');
    expect(html).toContain('>Get car insurance quotes</a>');
  });

  it('hides the feature list for banner types 5 to 10', () => {
    for (const bannerType of [5, 7, 10]) {
      const block: TBlockOf<'BANNER'> = {
        ...bannerProductFixture,
        fieldValues: { ...bannerProductFixture.fieldValues, bannerType },
      };
      expect(render(<BannerBlock block={block} ctx={desktop} />)).not.toContain('banner__features');
    }
    const four: TBlockOf<'BANNER'> = {
      ...bannerProductFixture,
      fieldValues: { ...bannerProductFixture.fieldValues, bannerType: 4 },
    };
    expect(render(<BannerBlock block={four} ctx={desktop} />)).toContain('banner__features');
  });

  it('renders the text in the read-more widget (no React island), collapsed to 300 characters on desktop', () => {
    const html = render(<BannerBlock block={bannerProductFixture} ctx={desktop} />);
    expect(html).toContain('data-widget="read-more"');
    expect(html).not.toContain('data-island');
    const shown = readMoreText(html, id);
    const full = bannerProductFixture.content ?? '';
    expect(full.length).toBeGreaterThan(BANNER_TEXT_LIMITS.desktop);
    expect(shown.endsWith('…')).toBe(true);
    expect(shown.length).toBeLessThanOrEqual(BANNER_TEXT_LIMITS.desktop + 1);
    expect(shown.length).toBeGreaterThan(BANNER_TEXT_LIMITS.mobile + 1);
    // Cut at a word boundary: what is kept is followed by a space in the full text.
    expect(full.startsWith(shown.slice(0, -1) + ' ')).toBe(true);
    expect(html).toMatch(
      new RegExp(
        `<button type="button" class="read-more__toggle" aria-expanded="false" aria-controls="${id}">Read more</button>`,
      ),
    );
  });

  it('collapses to 80 characters when the server guesses mobile', () => {
    const html = render(<BannerBlock block={bannerProductFixture} ctx={mobile} />);
    const shown = readMoreText(html, id);
    expect(shown.length).toBeLessThanOrEqual(BANNER_TEXT_LIMITS.mobile + 1);
    expect(shown.endsWith('…')).toBe(true);
  });

  it('hands the widget plain text, the limits and translated labels, never HTML', () => {
    const html = render(<BannerBlock block={bannerProductFixture} ctx={desktop} />);
    expect(widgetData(html)).toEqual({
      text: bannerProductFixture.content,
      mobileLimit: 80,
      desktopLimit: 300,
      labels: { more: 'Read more', less: 'Read less' },
    });
  });

  it('turns HTML content into plain text for the widget', () => {
    const block: TBlockOf<'BANNER'> = {
      ...bannerProductFixture,
      contentType: 'html',
      content:
        '<p>Cover from <strong>AED 650</strong> &amp; more.</p><script>alert(1)</script><p>Second&nbsp;line</p>',
    };
    const props = widgetData(render(<BannerBlock block={block} ctx={desktop} />));
    expect(props.text).toBe('Cover from AED 650 & more.\n\nSecond line');
  });

  it('uses Arabic labels and Arabic text on the Arabic page', () => {
    const html = render(
      <BannerBlock block={bannerProductArFixture} ctx={{ ...mobile, lang: 'ar', dir: 'rtl' }} />,
      'ar',
    );
    expect(html).toContain('<h1 class="banner__title">تأمين السيارات في الإمارات</h1>');
    expect(html).toContain('>اقرأ المزيد</button>');
    const shown = readMoreText(html, 'banner-text-car-insurance-banner-ar');
    expect(shown.length).toBeLessThanOrEqual(81);
    expect((bannerProductArFixture.content ?? '').startsWith(shown.slice(0, -1) + ' ')).toBe(true);
  });

  it("sends the CTA to the page's own journey, and localises content paths", () => {
    const rtl: BlockContext = { ...desktop, lang: 'ar', dir: 'rtl', path: '/ar-ae/car-insurance/' };
    const toJourney: TBlockOf<'BANNER'> = {
      ...bannerProductArFixture,
      fieldValues: { ...bannerProductArFixture.fieldValues, ctaUrl: '#journey' },
    };
    expect(render(<BannerBlock block={toJourney} ctx={rtl} />, 'ar')).toContain(
      '<a class="button banner__cta" href="#journey">',
    );
    const toPath: TBlockOf<'BANNER'> = {
      ...bannerProductArFixture,
      fieldValues: { ...bannerProductArFixture.fieldValues, ctaUrl: '/health-insurance/' },
    };
    expect(render(<BannerBlock block={toPath} ctx={rtl} />, 'ar')).toContain(
      'href="/ar-ae/health-insurance/"',
    );
    const home = render(<BannerBlock block={bannerHomeFixture} ctx={rtl} />, 'ar');
    expect(home).toContain('href="/ar-ae/car-insurance/"');
    expect(home).not.toContain('href="/car-insurance/"');
  });

  it('isolates the numbers of features and subtitle on right-to-left pages only', () => {
    const block: TBlockOf<'BANNER'> = {
      ...bannerProductArFixture,
      fieldValues: {
        ...bannerProductArFixture.fieldValues,
        subtitle: 'من 650 درهمًا',
        features: ['حتى 48 شهراً'],
      },
    };
    const ar = render(<BannerBlock block={block} ctx={{ ...desktop, lang: 'ar', dir: 'rtl' }} />, 'ar');
    expect(ar).toContain('من <bdi>650</bdi> درهمًا');
    expect(ar).toContain('<li>حتى <bdi>48</bdi> شهراً</li>');
    expect(render(<BannerBlock block={block} ctx={desktop} />)).not.toContain('<bdi>');
  });

  it('renders nothing without title and content', () => {
    const block: TBlockOf<'BANNER'> = {
      type: 'BANNER',
      key: 'empty',
      fieldValues: { variant: 'product', features: ['x'] },
    };
    expect(render(<BannerBlock block={block} ctx={desktop} />)).toBe('');
  });

  it('drops an unsafe CTA URL', () => {
    const block: TBlockOf<'BANNER'> = {
      ...bannerProductFixture,
      fieldValues: { ...bannerProductFixture.fieldValues, ctaUrl: 'javascript:alert(1)' },
    };
    const html = render(<BannerBlock block={block} ctx={desktop} />);
    expect(html).not.toContain('javascript:');
    expect(html).not.toContain('banner__cta');
  });
});

describe('bannerPlainText', () => {
  it('keeps plain text as it is', () => {
    expect(bannerPlainText('  a < b & c  ', undefined)).toBe('a < b & c');
  });
  it('decodes numeric entities and keeps line breaks', () => {
    expect(bannerPlainText('<div>&#1583;&#x62F;<br>x</div>', 'html')).toBe('دد\nx');
  });
});

describe('ReadMore widget', () => {
  const labels = { more: 'Read more', less: 'Read less' };

  it('has no button when the text fits both limits', () => {
    const text = 'x'.repeat(80);
    const html = renderToStaticMarkup(
      <ReadMore id="rm" text={text} mobileLimit={80} desktopLimit={300} initialMobile labels={labels} />,
    );
    expect(html).not.toContain('<button');
    expect(html).toContain(text);
  });

  it('collapses text one character over the limit and splits paragraphs', () => {
    const text = 'Alpha beta.\n\nGamma delta epsilon zeta eta theta';
    const html = renderToStaticMarkup(
      <ReadMore
        id="rm"
        text={text}
        mobileLimit={20}
        desktopLimit={text.length - 1}
        initialMobile={false}
        labels={labels}
      />,
    );
    expect(html).toContain('<p>Alpha beta.</p><p>Gamma delta epsilon zeta eta…</p>');
    expect(html).toContain('aria-expanded="false" aria-controls="rm"');
  });

  it('renders the button hidden when only the other width needs it', () => {
    const text = 'word '.repeat(30).trim();
    const html = renderToStaticMarkup(
      <ReadMore
        id="rm"
        text={text}
        mobileLimit={80}
        desktopLimit={300}
        initialMobile={false}
        labels={labels}
      />,
    );
    expect(html).toContain('aria-controls="rm" hidden="">Read more</button>');
    expect(html).toContain(`<p>${text}</p>`);
  });
});
