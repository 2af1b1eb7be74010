import { describe, it, expect } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { ZBlock } from '../../../shared/contracts/blocks';
import type { BlockContext } from '../types';
import { LinksBlock, contentHref } from './links';
import { linksFixture } from './links.fixture';

const ctx: BlockContext = {
  lang: 'en',
  dir: 'ltr',
  isMobile: false,
  productId: 1,
  pageTypeId: 2,
  path: '/car-insurance/',
};

describe('contentHref', () => {
  it('adds the trailing slash to internal paths and keeps query and fragment', () => {
    expect(contentHref('/car-insurance')).toBe('/car-insurance/');
    expect(contentHref('/car-insurance/')).toBe('/car-insurance/');
    expect(contentHref('/ar-ae/health-insurance?utm_source=x&b=1')).toBe(
      '/ar-ae/health-insurance/?utm_source=x&b=1',
    );
    expect(contentHref('/faq#claims')).toBe('/faq/#claims');
    expect(contentHref('/')).toBe('/');
  });

  it("gives internal content paths the page's language prefix, once", () => {
    expect(contentHref('/car-insurance/', 'ar')).toBe('/ar-ae/car-insurance/');
    expect(contentHref('/car-insurance/#journey', 'ar')).toBe('/ar-ae/car-insurance/#journey');
    expect(contentHref('/privacy-notice', 'hi')).toBe('/hi-ae/privacy-notice/');
    expect(contentHref('/car-insurance/', 'en')).toBe('/car-insurance/');
    expect(contentHref('/ar-ae/car-insurance/', 'ar')).toBe('/ar-ae/car-insurance/');
    expect(contentHref('#journey', 'ar')).toBe('#journey');
    expect(contentHref('https://www.example.ae/a', 'ar')).toBe('https://www.example.ae/a');
  });

  it('keeps external and contact links as they are', () => {
    expect(contentHref('https://www.example.ae/a')).toBe('https://www.example.ae/a');
    expect(contentHref('tel:800123')).toBe('tel:800123');
    expect(contentHref('#top')).toBe('#top');
  });

  it('refuses script, data and protocol-relative URLs', () => {
    expect(contentHref('javascript:alert(1)')).toBeUndefined();
    expect(contentHref(' JaVaScRiPt:alert(1)')).toBeUndefined();
    expect(contentHref('jav\tascript:alert(1)')).toBeUndefined();
    expect(contentHref('data:text/html,<script>alert(1)</script>')).toBeUndefined();
    expect(contentHref('//evil.example/x')).toBeUndefined();
    expect(contentHref('/\\evil.example')).toBeUndefined();
    expect(contentHref('')).toBeUndefined();
  });
});

describe('LinksBlock', () => {
  it('fixture is a valid LINKS block', () => {
    expect(ZBlock.parse(linksFixture)).toEqual(linksFixture);
  });

  it('renders a labelled nav with a heading and every link', () => {
    const html = renderToStaticMarkup(<LinksBlock block={linksFixture} ctx={ctx} />);
    expect(html).toMatch(/^<nav aria-label="Car insurance guides"/);
    expect(html).toContain('<h2 class="links__title">Car insurance guides</h2>');
    expect(html.match(/<li /g)).toHaveLength(linksFixture.links.length);
    expect(html).toContain('href="/car-insurance/articles/renew-car-insurance-dubai/"');
    expect(html).toContain('href="/car-insurance/articles/agency-repair/?utm_source=guides"');
    expect(html).toContain('href="https://www.example.ae/road-safety"');
    expect(html).toContain('links--articles');
  });

  it('links to the Arabic pages from an Arabic page, with numbers isolated', () => {
    const html = renderToStaticMarkup(
      <LinksBlock
        block={{ ...linksFixture, links: [{ label: 'أفضل 5 خطط', url: '/car-insurance/' }] }}
        ctx={{ ...ctx, lang: 'ar', dir: 'rtl' }}
      />,
    );
    expect(html).toContain('<a href="/ar-ae/car-insurance/">أفضل <bdi>5</bdi> خطط</a>');
  });

  it('shows an unsafe link as text, never as an href', () => {
    const block = { ...linksFixture, links: [{ label: 'Win a prize', url: 'javascript:alert(1)' }] };
    const html = renderToStaticMarkup(<LinksBlock block={block} ctx={ctx} />);
    expect(html).toContain('<span>Win a prize</span>');
    expect(html).not.toContain('href');
    expect(html).not.toContain('javascript:');
  });
});
