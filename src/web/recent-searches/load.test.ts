import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TRecentSearch } from '../../shared/contracts/journey';
import { resetContextCache } from '../session/context';
import { resetLogBudget } from '../session/log';
import { resetRequestHooks } from '../session/request';
import { resetMemoryStorage, stored } from '../session/storage';
import {
  installFakeBrowser,
  PAGE_CONTEXT,
  type FakeBrowser,
  type FakeResponse,
} from '../session/testing/fake-browser';
import { dismiss, isDismissed, START_NEW_SEARCH_EVENT, startNewSearch } from './actions';
import { IP_FLAGS_URL, loadForPopup, loadRecentSearches, RECENT_SEARCHES_URL } from './load';

const UUID = 'u'.repeat(32);
const search = (over: Partial<TRecentSearch> = {}): TRecentSearch => ({
  createdAt: '05/03/2025',
  url: '/car-insurance/',
  productName: 'Car Insurance',
  text: 'Toyota Corolla 2022',
  subText: 'Visited',
  countryProductId: 1,
  ...over,
});

let b: FakeBrowser;
function api(opts: { list?: FakeResponse; ip?: FakeResponse } = {}) {
  b.setHandler((req) => {
    if (req.url === RECENT_SEARCHES_URL) return opts.list ?? { status: 200, body: { data: [search()] } };
    if (req.url === IP_FLAGS_URL)
      return opts.ip ?? { status: 200, body: { isIndianIp: false, isInternalIp: false, isIPL: false } };
    return { status: 200, body: {} };
  });
}
const callsTo = (url: string) => b.calls.filter((c) => c.url === url);

beforeEach(() => {
  b = installFakeBrowser();
  stored.deviceUuid.set(UUID);
  stored.authorization.set('token');
});
afterEach(() => {
  vi.unstubAllGlobals();
  resetMemoryStorage();
  resetContextCache();
  resetLogBudget();
  resetRequestHooks();
});

describe('loadRecentSearches (docs/product/journeys.md Recent searches)', () => {
  it("posts the device's uuid and the page's product, and marks each item's button", async () => {
    api({
      list: {
        status: 200,
        body: {
          data: [
            search(),
            search({ countryProductId: 8, url: '/personal-loans/', subText: 'Lead Submitted' }),
          ],
        },
      },
    });
    const items = await loadRecentSearches();
    expect(callsTo(RECENT_SEARCHES_URL).map((c) => [c.method, c.body])).toEqual([
      ['POST', { type: 'DEVICE_UUID', value: UUID, countryProductId: 1 }],
    ]);
    expect(items.map((i) => [i.href, i.stage, i.cta])).toEqual([
      ['/car-insurance/', 'visited', 'buyNow'],
      ['/personal-loans/', 'lead', 'applyNow'],
    ]);
  });

  it("recognises the server's translated stage texts passed by the page", async () => {
    api({
      list: { status: 200, body: { data: [search({ countryProductId: 7, subText: 'تم إرسال الطلب' })] } },
    });
    const [item] = await loadRecentSearches({ visited: 'تمت الزيارة', leadSubmitted: 'تم إرسال الطلب' });
    expect(item).toMatchObject({ stage: 'lead', cta: 'applyNow' });
  });

  it('is never asked on page type 39 nor on the referral page', async () => {
    api();
    b.setContext({ ...PAGE_CONTEXT, pageTypeId: 39 });
    expect(await loadRecentSearches()).toEqual([]);
    resetContextCache();
    b.setContext({ ...PAGE_CONTEXT, countryProductId: 5, path: '/ar-ae/life-savings/referral/' });
    expect(await loadRecentSearches()).toEqual([]);
    expect(b.calls).toEqual([]);
  });

  it('is not asked without a device or after the popup was dismissed for this product', async () => {
    api();
    stored.deviceUuid.remove();
    expect(await loadRecentSearches()).toEqual([]);
    stored.deviceUuid.set(UUID);
    dismiss(1);
    expect(isDismissed(1)).toBe(true);
    expect(await loadRecentSearches()).toEqual([]);
    expect(b.calls).toEqual([]);
    // another product's page still asks
    resetContextCache();
    b.setContext({ ...PAGE_CONTEXT, countryProductId: 3, path: '/health-insurance/' });
    expect(await loadRecentSearches()).toHaveLength(1);
  });

  it('hides everything from internal-IP visitors (stored flag)', async () => {
    api();
    stored.internalIp.set(true);
    expect(await loadRecentSearches()).toEqual([]);
    expect(callsTo(IP_FLAGS_URL)).toEqual([]);
  });

  it('asks the server for the IP flags once per tab when unknown, and remembers them', async () => {
    api({ ip: { status: 200, body: { isIndianIp: false, isInternalIp: true, isIPL: false } } });
    expect(await loadRecentSearches()).toEqual([]);
    expect(stored.internalIp.get()).toBe(true);
    api();
    stored.internalIp.remove();
    expect(await loadRecentSearches()).toHaveLength(1);
    expect(stored.internalIp.get()).toBe(false);
    expect(await loadRecentSearches()).toHaveLength(1);
    expect(callsTo(IP_FLAGS_URL)).toHaveLength(2);
  });

  it('a failed IP check counts as external and is not remembered', async () => {
    api({ ip: { status: 500, body: { code: 'INTERNAL', message: 'x' } } });
    expect(await loadRecentSearches()).toHaveLength(1);
    expect(stored.internalIp.get()).toBeUndefined();
  });

  it.each<[string, FakeResponse]>([
    ['a server error', { status: 500, body: { code: 'INTERNAL', message: 'x' } }],
    ['a refusal', { status: 400, body: { code: 'VALIDATION_FAILED', message: 'x' } }],
    ['a body off the contract', { status: 200, body: { data: [{ url: '/x' }] } }],
    ['an empty body', { status: 200 }],
  ])('gives an empty list on %s', async (_, list) => {
    api({ list });
    expect(await loadRecentSearches()).toEqual([]);
  });

  it('drops items whose link would leave the site', async () => {
    api({
      list: {
        status: 200,
        body: {
          data: [
            search({ url: 'javascript:alert(1)' }),
            search({ url: '//evil.example/' }),
            search({ url: 'https://sahel.example/bike-insurance/' }),
          ],
        },
      },
    });
    expect((await loadRecentSearches()).map((i) => i.href)).toEqual(['/bike-insurance/']);
  });
});

describe("'Start New Search' (docs/product/journeys.md reset lead details)", () => {
  it("forgets the product's enquiry, remembers the dismissal and tells the page", () => {
    const seen: unknown[] = [];
    b.win.dispatchEvent = (e: CustomEvent) => seen.push([e.type, e.detail]);
    stored.enquiryId(1).set('enq-1');
    stored.enquiryId(3).set('enq-3');
    startNewSearch(1);
    expect(stored.enquiryId(1).get()).toBeUndefined();
    expect(stored.enquiryId(3).get()).toBe('enq-3');
    expect(isDismissed(1)).toBe(true);
    expect(isDismissed(3)).toBe(false);
    expect(seen).toEqual([[START_NEW_SEARCH_EVENT, { countryProductId: 1 }]]);
  });
});

describe('loadForPopup', () => {
  it("hands the popup the page's product, its items and the button actions", async () => {
    api();
    const found = await loadForPopup();
    expect(found?.countryProductId).toBe(1);
    expect(found?.items).toHaveLength(1);
    found?.actions.dismiss(1);
    expect(isDismissed(1)).toBe(true);
  });

  it('is null when nothing is to be shown', async () => {
    api({ list: { status: 200, body: { data: [] } } });
    expect(await loadForPopup()).toBeNull();
  });
});
