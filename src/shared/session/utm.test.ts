import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  decideTraffic,
  extractUtm,
  isDiscardedUtm,
  searchEngineOf,
  stripUtmParams,
  queryHasUtmKeys,
} from './utm';

describe('extractUtm', () => {
  it('maps the five query keys to payload fields', () => {
    expect(
      extractUtm(
        '?utm_source=google&utm_medium=cpc&utm_term=car%20cover&utm_campaign=summer&pb_source=app&x=1',
      ),
    ).toEqual({
      utmSource: 'google',
      utmMedium: 'cpc',
      utmTerm: 'car cover',
      utmCampaign: 'summer',
      pbSource: 'app',
    });
  });

  it.each([
    ['no query', '', {}],
    ['unrelated keys', '?a=1&utm_content=x', {}],
    ['blank values', '?utm_source=&utm_medium=%20', {}],
    ['without leading ?', 'utm_source=bing', { utmSource: 'bing' }],
    ['first of a repeated key', '?utm_source=a&utm_source=b', { utmSource: 'a' }],
    ['plus as space, trimmed', '?utm_term=+car+insurance+', { utmTerm: 'car insurance' }],
    ['keys are case-sensitive', '?UTM_SOURCE=x', {}],
  ])('%s', (_n, search, expected) => {
    expect(extractUtm(search)).toEqual(expected);
  });

  it('cuts values to the API limit of 200 characters', () => {
    expect(extractUtm(`?utm_source=${'a'.repeat(500)}`).utmSource).toHaveLength(200);
  });
});

describe('stripUtmParams', () => {
  it.each([
    ['?utm_source=google&utm_medium=cpc&x=1', '?x=1'],
    ['?x=1&utm_source=google&y=2', '?x=1&y=2'],
    ['?utm_source=google', ''],
    ['', ''],
    ['?x=1', '?x=1'],
    ['?pb_source=a&utm_term=b&utm_campaign=c', ''],
    ['?utm_content=keep&utm_source=drop', '?utm_content=keep'],
    ['?q=a%20b+c&utm_source=x&enc=%E2%9C%93', '?q=a%20b+c&enc=%E2%9C%93'],
    ['?utm%5Fsource=encoded-key&x=1', '?x=1'],
    ['?utm_source&x', '?x'],
    ['?&&x=1&', '?x=1'],
  ])('%s → %s', (search, expected) => {
    expect(stripUtmParams(search)).toBe(expected);
  });

  it('keeps every non-UTM parameter and removes every UTM one', () => {
    const key = fc.constantFrom(
      'utm_source',
      'utm_medium',
      'utm_term',
      'utm_campaign',
      'pb_source',
      'x',
      'y',
      'page',
    );
    fc.assert(
      fc.property(fc.array(fc.tuple(key, fc.string()), { maxLength: 8 }), (pairs) => {
        const search = '?' + new URLSearchParams(pairs).toString();
        const out = new URLSearchParams(stripUtmParams(search));
        expect(queryHasUtmKeys(stripUtmParams(search))).toBe(false);
        expect([...out]).toEqual(pairs.filter(([k]) => ['x', 'y', 'page'].includes(k)));
      }),
    );
  });
});

describe('searchEngineOf', () => {
  it.each([
    ['https://www.google.com/', 'google'],
    ['https://www.google.ae/search?q=x', 'google'],
    ['https://google.co.uk/', 'google'],
    ['https://search.yahoo.com/search?p=x', 'yahoo'],
    ['https://www.bing.com/', 'bing'],
    ['https://notgoogle.com/', undefined],
    ['https://google.evil.example/', undefined],
    ['https://www.example.com/?ref=google.com', undefined],
    ['https://sahel.example/car-insurance/', undefined],
    ['', undefined],
    ['not a url', undefined],
  ])('%s → %s', (ref, expected) => {
    expect(searchEngineOf(ref)).toBe(expected);
  });
});

describe('isDiscardedUtm (docs/product/session.md)', () => {
  it.each([
    [{ utmSource: 'homepage', utmCampaign: 'internal' }, '/car-insurance/', true],
    [{ utmSource: 'HomePage', utmCampaign: 'Internal' }, '/', true],
    [{ utmSource: 'homepage', utmCampaign: 'summer' }, '/', false],
    [{ utmSource: 'homepage' }, '/', false],
    [{ utmSource: 'referral_rewards' }, '/car-insurance/', true],
    [{ utmSource: 'referral_rewards' }, '/life-savings/referral/', false],
    [{ utmSource: 'referral_rewards' }, '/ar-ae/life-savings/referral/', false],
    [{ utmSource: 'google' }, '/', false],
  ])('%j on %s → %s', (utm, path, expected) => {
    expect(isDiscardedUtm(utm, path)).toBe(expected);
  });
});

describe('decideTraffic (docs/product/session.md traffic source)', () => {
  const stored = { utmSource: 'newsletter', utmMedium: 'email' };

  it('uses and saves UTM from the address, and rewrites it', () => {
    expect(
      decideTraffic({ search: '?utm_source=google&utm_medium=cpc&x=1', referrer: '', path: '/', stored }),
    ).toEqual({
      utm: { utmSource: 'google', utmMedium: 'cpc' },
      save: { utmSource: 'google', utmMedium: 'cpc' },
      rewriteUrl: true,
    });
  });

  it('marks search-engine arrivals without UTM as organic', () => {
    expect(decideTraffic({ search: '?x=1', referrer: 'https://www.bing.com/', path: '/', stored })).toEqual({
      utm: { utmSource: 'organic', utmMedium: 'organic' },
      save: { utmSource: 'organic', utmMedium: 'organic' },
      rewriteUrl: false,
    });
  });

  it('UTM in the address beats a search-engine referrer', () => {
    const d = decideTraffic({
      search: '?utm_source=fb',
      referrer: 'https://www.google.com/',
      path: '/',
      stored: undefined,
    });
    expect(d.utm).toEqual({ utmSource: 'fb' });
  });

  it('keeps the stored source for internal homepage links and strips them', () => {
    expect(
      decideTraffic({
        search: '?utm_source=homepage&utm_campaign=internal',
        referrer: '',
        path: '/car-insurance/',
        stored,
      }),
    ).toEqual({ utm: stored, save: undefined, rewriteUrl: true });
  });

  it('drops referral_rewards outside the referral page', () => {
    const d = decideTraffic({
      search: '?utm_source=referral_rewards',
      referrer: '',
      path: '/car-insurance/',
      stored: undefined,
    });
    expect(d).toEqual({ utm: {}, save: undefined, rewriteUrl: true });
    const kept = decideTraffic({
      search: '?utm_source=referral_rewards',
      referrer: '',
      path: '/life-savings/referral/',
      stored: undefined,
    });
    expect(kept.save).toEqual({ utmSource: 'referral_rewards' });
  });

  it('falls back to the stored session value', () => {
    expect(decideTraffic({ search: '', referrer: 'https://other.example/', path: '/', stored })).toEqual({
      utm: stored,
      save: undefined,
      rewriteUrl: false,
    });
  });

  it('strips empty UTM keys too', () => {
    expect(
      decideTraffic({ search: '?utm_source=&x=1', referrer: '', path: '/', stored: undefined }).rewriteUrl,
    ).toBe(true);
  });
});
