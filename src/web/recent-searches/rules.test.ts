import { describe, expect, it } from 'vitest';
import { ctaOf, stageOf, type StageTexts } from './cta';
import { canStartNewSearch, isoDate, recentSearchesAllowed, sameOriginHref, visibleCount } from './rules';

describe('button label (docs/product/journeys.md)', () => {
  const apply = [7, 8, 10, 11, 12, 18];
  const buy = [1, 2, 3, 4, 5, 6, 13, 14, 17, 22, 31, 56];
  const label = (countryProductId: number, subText: string, localized?: StageTexts) =>
    ctaOf({ countryProductId }, stageOf(subText, localized));

  it.each(apply)('product %i: Apply Now while Visited or Lead submitted', (id) => {
    expect(label(id, 'Visited')).toBe('applyNow');
    expect(label(id, 'Lead Submitted')).toBe('applyNow');
  });

  it.each(apply)('product %i: Buy Now at any other stage', (id) => {
    expect(label(id, 'Quotes viewed')).toBe('buyNow');
    expect(label(id, '')).toBe('buyNow');
  });

  it.each(buy)('product %i: Buy Now at every stage, no third label (decision 0109)', (id) => {
    for (const subText of ['Visited', 'Lead Submitted', 'Quotes viewed', ''])
      expect(label(id, subText)).toBe('buyNow');
  });

  it("matches the markers as written: 'Lead ' needs its space, case matters", () => {
    expect(label(8, 'Last visited')).toBe('buyNow');
    expect(label(8, 'Leads')).toBe('buyNow');
    expect(label(8, 'Lead')).toBe('buyNow');
    expect(label(8, 'Page Visited')).toBe('applyNow');
    expect(label(8, 'New Lead Created')).toBe('applyNow');
  });

  it("also knows the server's translated stage texts (Arabic pages)", () => {
    const ar: StageTexts = { visited: 'تمت الزيارة', leadSubmitted: 'تم إرسال الطلب' };
    expect(stageOf('تمت الزيارة', ar)).toBe('visited');
    expect(stageOf('تم إرسال الطلب', ar)).toBe('lead');
    expect(stageOf('شيء آخر', ar)).toBe('other');
    expect(stageOf('تمت الزيارة')).toBe('other');
    expect(label(7, 'تم إرسال الطلب', ar)).toBe('applyNow');
    expect(label(1, 'تم إرسال الطلب', ar)).toBe('buyNow');
  });
});

describe('where recent searches are asked for (docs/product/journeys.md)', () => {
  it('skips page type 39 and the referral pages in every language', () => {
    expect(recentSearchesAllowed({ pageTypeId: 39, path: '/car-insurance/' })).toBe(false);
    expect(recentSearchesAllowed({ pageTypeId: 0, path: '/life-savings/referral/' })).toBe(false);
    expect(recentSearchesAllowed({ pageTypeId: 0, path: '/ar-ae/life-savings/referral/' })).toBe(false);
    expect(recentSearchesAllowed({ pageTypeId: 0, path: '/car-insurance/' })).toBe(true);
    expect(recentSearchesAllowed({ pageTypeId: 38, path: '/life-savings/' })).toBe(true);
  });

  it("has no 'Start New Search' on product 17 only", () => {
    expect(canStartNewSearch(17)).toBe(false);
    for (const id of [1, 3, 7, 8, 18]) expect(canStartNewSearch(id)).toBe(true);
  });
});

describe('See All / See Less counts (docs/product/journeys.md)', () => {
  it.each([
    // total, mobile, expanded → shown, toggle
    [1, false, false, 1, false],
    [2, false, false, 2, false],
    [3, false, false, 2, true],
    [3, false, true, 3, true],
    [9, false, false, 2, true],
    [4, true, false, 4, false],
    [5, true, false, 4, true],
    [5, true, true, 5, true],
    [2, true, false, 2, false],
    [0, true, false, 0, false],
  ] as const)(
    '%i items, mobile %s, expanded %s → %i shown, toggle %s',
    (total, mobile, expanded, shown, toggle) => {
      expect(visibleCount(total, mobile, expanded)).toEqual({ shown, toggle });
    },
  );
});

describe('links stay on this site', () => {
  const origin = 'https://sahel.example';
  it('keeps paths and same-origin URLs', () => {
    expect(sameOriginHref('/car-insurance/?enquiryId=abc', origin)).toBe('/car-insurance/?enquiryId=abc');
    expect(sameOriginHref('https://sahel.example/ar-ae/car-insurance/#q', origin)).toBe(
      '/ar-ae/car-insurance/#q',
    );
  });
  it('drops other hosts, protocol-relative and script URLs', () => {
    for (const bad of [
      '//evil.example/x',
      '/\\evil.example',
      'https://evil.example/',
      'javascript:alert(1)',
      'data:text/html,x',
      'car-insurance/',
      '',
    ])
      expect(sameOriginHref(bad, origin), bad).toBeUndefined();
  });
});

it('turns DD/MM/YYYY into an ISO date for <time>', () => {
  expect(isoDate('05/03/2025')).toBe('2025-03-05');
  expect(isoDate('2025-03-05')).toBeUndefined();
});
