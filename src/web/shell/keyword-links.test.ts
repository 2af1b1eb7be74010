import { describe, expect, it } from 'vitest';
import type { TKeywordLinkRule } from '../../shared/contracts/chrome';
import type { TBlock } from '../../shared/contracts/blocks';
import { sanitize } from '../safe/safe-html';
import { keywordTargets, linkKeywords, withKeywordLinks } from './keyword-links';

const rule = (over: Partial<TKeywordLinkRule> = {}): TKeywordLinkRule => ({
  productId: 1,
  isActive: true,
  keyWords: ['car registration'],
  linkUrl: '/car-insurance/renew-car-registration-dubai/',
  ...over,
});
const targets = (rules: TKeywordLinkRule[], lang: 'en' | 'ar' = 'en', path = '/car-insurance/') =>
  keywordTargets(rules, 1, lang, path);
const A = (href: string, text: string) => `<a href="${href}" class="keyword-link">${text}</a>`;
const HREF = '/car-insurance/renew-car-registration-dubai/';

describe('keyword targets (isActive, keyWords, linkUrl per product)', () => {
  it('keeps active rules of the page product with safe targets, localized, longest first', () => {
    const t = keywordTargets(
      [
        rule({ keyWords: ['insurance', 'car insurance'] }),
        rule({ productId: 3, keyWords: ['health'] }),
        rule({ isActive: false, keyWords: ['renewal'] }),
        rule({ keyWords: ['evil'], linkUrl: 'javascript:alert(1)' }),
        rule({ keyWords: ['proto'], linkUrl: '//evil.example/' }),
      ],
      1,
      'ar',
      '/ar-ae/car-insurance/',
    );
    expect(t).toEqual([
      { keyword: 'car insurance', href: '/ar-ae/car-insurance/renew-car-registration-dubai/' },
      { keyword: 'insurance', href: '/ar-ae/car-insurance/renew-car-registration-dubai/' },
    ]);
  });

  it('never links a page to itself', () => {
    expect(targets([rule()], 'en', HREF)).toEqual([]);
  });
});

describe('linkKeywords', () => {
  it('links the first occurrence only, in text, at word boundaries, case-insensitively', () => {
    const out = linkKeywords(
      '<p>Car registration is yearly. Your car registration card.</p><p>scar registrations</p>',
      targets([rule()]),
    );
    expect(out).toBe(
      `<p>${A(HREF, 'Car registration')} is yearly. Your car registration card.</p><p>scar registrations</p>`,
    );
  });

  it('never links inside an existing link or a heading', () => {
    const out = linkKeywords(
      `<h2>Car registration</h2><p><a href="/x/">car registration <b>car registration</b></a> then car registration</p>`,
      targets([rule()]),
    );
    expect(out).toBe(
      `<h2>Car registration</h2><p><a href="/x/">car registration <b>car registration</b></a> then ${A(HREF, 'car registration')}</p>`,
    );
  });

  it('links each keyword once per page across TEXT blocks', () => {
    const blocks: TBlock[] = [
      { type: 'TEXT', key: 'a', content: '<p>car registration</p>' },
      { type: 'TABLE', key: 't', tableHeaders: ['car registration'], tableData: [] },
      { type: 'TEXT', key: 'b', content: '<p>car registration again</p>' },
    ];
    const out = withKeywordLinks(blocks, [rule()], { productId: 1, lang: 'en', path: '/car-insurance/' });
    expect(out[0]).toMatchObject({ content: `<p>${A(HREF, 'car registration')}</p>` });
    expect(out[1]).toBe(blocks[1]);
    expect(out[2]).toMatchObject({ content: '<p>car registration again</p>' });
  });

  it('leaves pages of other products alone', () => {
    const blocks: TBlock[] = [{ type: 'TEXT', key: 'a', content: '<p>car registration</p>' }];
    expect(
      withKeywordLinks(blocks, [rule()], { productId: 3, lang: 'en', path: '/health-insurance/' })[0],
    ).toBe(blocks[0]);
  });

  it('matches Arabic keywords as whole words', () => {
    const t = targets([rule({ keyWords: ['تسجيل السيارة'] })], 'ar', '/ar-ae/car-insurance/');
    const ar = '/ar-ae/car-insurance/renew-car-registration-dubai/';
    expect(linkKeywords('<p>يجب تجديد تسجيل السيارة كل عام، وتسجيل السيارة الجديد.</p>', t)).toBe(
      `<p>يجب تجديد ${A(ar, 'تسجيل السيارة')} كل عام، وتسجيل السيارة الجديد.</p>`,
    );
    // Attached to a longer word (a letter before it): not a match.
    expect(linkKeywords('<p>وتسجيل السيارة</p>', t)).toBe('<p>وتسجيل السيارة</p>');
  });

  it('keeps entities intact and does not match inside them', () => {
    const t = targets([rule({ keyWords: ['amp', 'Tom & Jerry'] })]);
    expect(linkKeywords('<p>a &amp; b, Tom &amp; Jerry, amp</p>', t)).toBe(
      `<p>a &amp; b, ${A(HREF, 'Tom &amp; Jerry')}, ${A(HREF, 'amp')}</p>`,
    );
  });

  describe('XSS: the output is what the one sanitizer lets through', () => {
    const t = targets([rule({ keyWords: ['car registration', 'onerror', 'script'] })]);
    it.each([
      '<p>car registration<img src=x onerror="alert(1)"></p>',
      '<p>car registration</p><script>alert("car registration")</script>',
      '<p title="car registration&quot;><script>alert(1)</script>">car registration</p>',
      '<a href="javascript:alert(1)">car registration</a> car registration',
      '<p>&lt;script&gt;alert(1)&lt;/script&gt; car registration</p>',
      '<p>car registration <svg><a xlink:href="javascript:alert(1)">x</a></svg></p>',
      '<p>onerror=alert(1) script</p>',
    ])('%s', (html) => {
      const out = linkKeywords(html, t);
      expect(sanitize(out)).toBe(out);
      expect(out).not.toMatch(/<script|javascript:|\sonerror=/i);
    });

    it('a keyword with markup characters is text, never markup', () => {
      const bad = targets([rule({ keyWords: ['<b>x</b>'] })]);
      const out = linkKeywords('<p>&lt;b&gt;x&lt;/b&gt;</p>', bad);
      expect(out).toBe(`<p>${A(HREF, '&lt;b&gt;x&lt;/b&gt;')}</p>`);
      expect(sanitize(out)).toBe(out);
    });
  });
});
