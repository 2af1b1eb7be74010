import { afterEach, describe, expect, it } from 'vitest';
import { vi } from 'vitest';
import {
  acceptLanguageFor,
  browserHeaders,
  buildHeaders,
  credentialsFor,
  customerReferenceOf,
  isAuthExempt,
  type HeaderFacts,
} from './headers';
import { resetMemoryStorage, stored } from './storage';
import { fakeJwt, installFakeBrowser } from './testing/fake-browser';
import { resetContextCache } from './context';

afterEach(() => {
  vi.unstubAllGlobals();
  resetMemoryStorage();
  resetContextCache();
});

const facts: HeaderFacts = {
  pathname: '/car-insurance/',
  refererUrl: 'https://s.example/car-insurance/',
  sourceId: 2,
};

describe('buildHeaders (docs/product/session.md every request)', () => {
  it('always sends source id, referer url and language', () => {
    expect(buildHeaders(facts, { auth: true })).toEqual({
      sourceid: '2',
      refererurl: 'https://s.example/car-insurance/',
      'accept-language': 'en',
    });
  });

  it('adds the optional ones only when known', () => {
    expect(
      buildHeaders(
        {
          ...facts,
          agentId: 'A1',
          deviceUuid: 'U',
          enquiryId: 'E',
          authorization: 'T',
          customerReference: 'C',
        },
        { auth: true },
      ),
    ).toMatchObject({
      agentid: 'A1',
      deviceuuid: 'U',
      enquiryid: 'E',
      authorization: 'T',
      customerreference: 'C',
    });
  });

  it('leaves the token out of exempt calls', () => {
    expect(buildHeaders({ ...facts, authorization: 'T' }, { auth: false })).not.toHaveProperty(
      'authorization',
    );
  });
});

describe('header rules', () => {
  it.each([
    ['/ar-ae/car-insurance/', 'ar'],
    ['/ar-ae/', 'ar'],
    ['/car-insurance/', 'en'],
    ['/hi-ae/car-insurance/', 'hi'],
    ['/ml-ae/', 'ml'],
    ['/ml-ae/car-insurance/quotes/', 'ml'],
    ['/hi-ae', 'hi'],
    ['/bar-ae/', 'en'],
    ['/car-insurance/ar-ae/', 'en'],
    ['/HI-AE/', 'en'],
    ['', 'en'],
  ])('accept-language for %s is %s', (path, lang) => {
    expect(acceptLanguageFor(path)).toBe(lang);
  });

  it.each([
    ['/api/report/1', 'include'],
    ['/api/user/profile', 'include'],
    ['/api/account/policies', 'include'],
    ['/api/visit', 'same-origin'],
    ['/api/device', 'same-origin'],
  ])('credentials for %s: %s', (url, expected) => {
    expect(credentialsFor(url)).toBe(expected);
  });

  it.each([
    ['/api/device', true],
    ['/api/device/', true],
    ['/api/analytics/dumpLogs', true],
    ['https://s.example/api/device?x=1', true],
    ['/api/visit', false],
    ['/api/devices', false],
    ['/api/device/other', false],
  ])('auth exempt %s: %s', (url, expected) => {
    expect(isAuthExempt(url)).toBe(expected);
  });

  it('reads customerReference from the query, else from the partner params', () => {
    expect(customerReferenceOf('?customerReference=Q', 'customerReference=P')).toBe('Q');
    expect(customerReferenceOf('?x=1', 'sourceId=4&customerReference=P')).toBe('P');
    expect(customerReferenceOf('', undefined)).toBeUndefined();
  });
});

describe('browserHeaders', () => {
  it('reads agent cookie, stored device, token and enquiry; no query in the referer url', () => {
    const b = installFakeBrowser({ url: 'https://s.example/ar-ae/car-insurance/?customerReference=CR&x=1' });
    b.document.cookie = 'theme=dark; agentId=AG-1';
    const token = fakeJwt({ exp: 1 });
    stored.authorization.set(token);
    stored.deviceUuid.set('d'.repeat(32));
    stored.enquiryId(1).set('ENQ-1');
    expect(browserHeaders('/api/visit')).toEqual({
      sourceid: '2',
      refererurl: 'https://s.example/ar-ae/car-insurance/',
      'accept-language': 'ar',
      agentid: 'AG-1',
      deviceuuid: 'd'.repeat(32),
      enquiryid: 'ENQ-1',
      customerreference: 'CR',
      authorization: token,
    });
    expect(browserHeaders('/api/device')).not.toHaveProperty('authorization');
  });

  it('falls back to the query agentId and ignores a malformed cookie one', () => {
    const b = installFakeBrowser({ url: 'https://s.example/?agentId=Q1' });
    b.document.cookie = 'agentId=bad%20id';
    expect(browserHeaders('/api/x').agentid).toBe('Q1');
  });

  it('sends the stored partner source id and the mobile source id', () => {
    installFakeBrowser({ userAgent: 'Mozilla/5.0 (iPhone) Mobile' });
    expect(browserHeaders('/api/x').sourceid).toBe('1');
    stored.sourceId.set(10);
    expect(browserHeaders('/api/x').sourceid).toBe('10');
  });
});
