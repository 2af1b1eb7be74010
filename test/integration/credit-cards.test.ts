import { beforeAll, describe, expect, it } from 'vitest';
import { bankingCatalogueSeed } from '../../src/db/seed/banking/index';
import {
  CARD_PAGE_SIZE,
  ZCreditCardsResponse,
  type TCreditCardQuote,
  type TCreditCardsResponse,
} from '../../src/shared/contracts/credit-cards-api';
import { ZApiError } from '../../src/shared/contracts/errors';
import type { TCreditCard } from '../../src/shared/contracts/banking';
import { testApp, useTestApp, HIGH } from './helpers';
import { createDevice } from './journey-fixtures';

/**
 * The credit cards listing (decision 0019; docs/product/cards.md) on the real PostgreSQL with the seeded
 * demo catalogue: eligibility by income, each filter, paging and counts, the popular substitution, the refusals,
 * the request's language, the bank logos, and the /credit-cards/ page rendering its first 10 cards.
 */

let token: string;
const catalogue = bankingCatalogueSeed();
const visible = catalogue.creditCards.filter((c) => !c.isHidden);
const lookupId = (kind: 'cardFeature' | 'rewardType', key: string) =>
  catalogue.lookups.find((l) => l.kind === kind && l.key === key)?.id ?? -1;

const { app, ctx } = useTestApp({
  limits: { RATE_LIMIT_READ_PER_IP: HIGH, RATE_LIMIT_READ_PER_DEVICE: HIGH, RATE_LIMIT_DEVICE_PER_IP: HIGH },
  env: { JOBS_ENABLED: 'false' },
});
beforeAll(async () => {
  token = (await createDevice(app, 7)).token;
});

type Body = Record<string, unknown>;
const post = (body: unknown, query = '', lang = 'en', auth: string | null = token) =>
  app.inject({
    method: 'POST',
    url: `/api/credit-cards${query}`,
    payload: body as Body,
    headers: {
      'accept-language': lang,
      refererurl: 'http://localhost:3000/credit-cards/',
      ...(auth ? { authorization: auth } : {}),
    },
  });

async function list(body: Body, query = '', lang = 'en'): Promise<TCreditCardsResponse> {
  const res = await post({ bankIds: [], featureIds: [], rewardTypeIds: [], ...body }, query, lang);
  expect(res.statusCode, res.body).toBe(200);
  return ZCreditCardsResponse.parse(res.json());
}

/** Every card of a listing, page by page (page size 10, docs/product/cards.md). */
async function all(body: Body): Promise<{ quotes: TCreditCardQuote[]; first: TCreditCardsResponse }> {
  const quotes: TCreditCardQuote[] = [];
  let first: TCreditCardsResponse | undefined;
  for (let skip = 0; ; skip += CARD_PAGE_SIZE) {
    const page = await list(body, `?skip=${skip}&limit=${CARD_PAGE_SIZE}`);
    first ??= page;
    quotes.push(...page.quotes);
    if (skip + CARD_PAGE_SIZE >= page.totalCount) return { quotes, first };
  }
}

/** The listing order the seed implies: priority, then annual fee, then id. */
const ordered = (cards: readonly TCreditCard[]) =>
  [...cards]
    .sort((a, b) => a.priority - b.priority || a.annualFeeFils - b.annualFeeFils || a.id - b.id)
    .map((c) => c.id);
const eligible = (income: number) => visible.filter((c) => c.minMonthlyIncomeFils <= income * 100);
const ids = (qs: readonly TCreditCardQuote[]) => qs.map((q) => q.planId);

describe('POST /api/credit-cards (docs/product/cards.md Credit cards listing)', () => {
  it('answers the first 10 cards for the BU default (income 50,000) in listing order, with the filter lists', async () => {
    const r = await list({ income: 50_000 }, '?skip=0&limit=10');
    expect(r).toMatchObject({
      skip: 0,
      limit: 10,
      itemCount: 10,
      isProviderPopularPlans: false,
      income: 50_000,
    });
    expect(r.totalCount).toBe(eligible(50_000).length);
    expect(ids(r.quotes)).toEqual(ordered(eligible(50_000)).slice(0, 10));
    // docs/product/cards.md: limits[0].id is the minimum income, limits[1].id the annual fee (AED).
    for (const q of r.quotes) {
      const card = visible.find((c) => c.id === q.planId)!;
      expect(q.limits).toEqual([
        { id: card.minMonthlyIncomeFils / 100, title: 'Minimum Income' },
        { id: card.annualFeeFils / 100, title: 'Annual fee' },
      ]);
      expect(q.providerLogo).toMatch(/^\/assets\/banks\/[a-z0-9-]+\.svg$/);
      expect(q.offers.map((o) => o.description)).toEqual(card.offers.map((o) => o.description.en));
      expect(q.features).toHaveLength(card.features.length);
      expect(q.monthlyRate.percent).toBe(card.monthlyRateBp / 100);
      expect(q.monthlyRate.kind).toBe(card.banking === 'islamic' ? 'profit' : 'interest');
      expect(q.firstYearFree).toBe(card.firstYearFree);
    }
    expect(r.filters.banks.length).toBe(new Set(visible.map((c) => c.bankId)).size);
    expect(r.filters.rewardTypes.map((o) => o.label).sort()).toEqual(
      ['Air miles', 'Cashback', 'Reward points', 'Travel rewards'].sort(),
    );
    expect(r.filters.features.length).toBeGreaterThan(5);
  });

  it('never offers a card whose minimum income is above the income (8,000)', async () => {
    const { quotes, first } = await all({ income: 8_000 });
    expect(first.totalCount).toBe(eligible(8_000).length);
    expect(quotes.length).toBe(first.totalCount);
    for (const q of quotes) expect(q.limits[0].id).toBeLessThanOrEqual(8_000);
    expect(ids(quotes)).toEqual(ordered(eligible(8_000)));
  });

  it('orders by annual fee or by minimum salary across pages, ties in listing order (decision 0070)', async () => {
    const fee = (await all({ income: 50_000, sort: 'annualFee' })).quotes;
    expect(ids(fee)).toEqual(
      [...eligible(50_000)]
        .sort((a, b) => a.annualFeeFils - b.annualFeeFils || a.priority - b.priority || a.id - b.id)
        .map((c) => c.id),
    );
    const salary = (await all({ income: 50_000, sort: 'minSalary' })).quotes;
    expect(ids(salary)).toEqual(
      [...eligible(50_000)]
        .sort(
          (a, b) =>
            a.minMonthlyIncomeFils - b.minMonthlyIncomeFils ||
            a.priority - b.priority ||
            a.annualFeeFils - b.annualFeeFils ||
            a.id - b.id,
        )
        .map((c) => c.id),
    );
    expect(ids((await all({ income: 50_000, sort: 'recommended' })).quotes)).toEqual(
      ordered(eligible(50_000)),
    );
    const bad = await post({
      income: 50_000,
      bankIds: [],
      featureIds: [],
      rewardTypeIds: [],
      sort: 'rewards',
    });
    expect(bad.statusCode).toBe(400);
  });

  it('raising the income never removes a card', async () => {
    let before = new Set<number>();
    for (const income of [4_999, 5_000, 6_500, 8_000, 12_000, 20_000, 35_000, 50_000, 75_000]) {
      const now = new Set(ids((await all({ income })).quotes));
      for (const id of before) expect(now.has(id), `${id} at ${income}`).toBe(true);
      expect(now.size).toBe(eligible(income).length);
      before = now;
    }
    expect(before.size).toBe(visible.length);
  });

  it('filters by bank, by every chosen feature, by reward type and by card type', async () => {
    const bankId = catalogue.banks[2]!.id;
    const byBank = await all({ income: 50_000, bankIds: [bankId] });
    expect(byBank.quotes.length).toBe(eligible(50_000).filter((c) => c.bankId === bankId).length);
    expect(byBank.quotes.every((q) => q.providerId === bankId)).toBe(true);

    const lounge = lookupId('cardFeature', 'loungeAccess');
    const travelIns = lookupId('cardFeature', 'travelInsurance');
    const byFeatures = await all({ income: 50_000, featureIds: [lounge, travelIns] });
    const wanted = eligible(50_000).filter(
      (c) => c.features.includes('loungeAccess') && c.features.includes('travelInsurance'),
    );
    expect(byFeatures.quotes.length).toBe(wanted.length);
    expect(wanted.length).toBeGreaterThan(0);
    for (const q of byFeatures.quotes)
      expect(q.features.map((f) => f.id)).toEqual(expect.arrayContaining([lounge, travelIns]));

    const cashback = lookupId('rewardType', 'cashback');
    const miles = lookupId('rewardType', 'airMiles');
    const byReward = await all({ income: 15_000, rewardTypeIds: [cashback, miles] });
    expect(byReward.quotes.length).toBe(
      eligible(15_000).filter((c) => c.rewardType === 'cashback' || c.rewardType === 'airMiles').length,
    );
    expect(byReward.quotes.every((q) => [cashback, miles].includes(q.rewardType.id))).toBe(true);

    const islamic = await all({ income: 50_000, cardType: 'islamic' });
    expect(islamic.quotes.length).toBe(eligible(50_000).filter((c) => c.banking === 'islamic').length);
    expect(islamic.quotes.every((q) => q.banking === 'islamic' && q.monthlyRate.kind === 'profit')).toBe(
      true,
    );
  });

  it('pages by skip and limit with a total count; past the end answers no cards and the same total', async () => {
    const five = await list({ income: 50_000 }, '?skip=10&limit=5');
    expect(five).toMatchObject({ skip: 10, limit: 5, itemCount: 5 });
    expect(ids(five.quotes)).toEqual(ordered(eligible(50_000)).slice(10, 15));
    const past = await list({ income: 50_000 }, '?skip=1000&limit=10');
    expect(past.quotes).toEqual([]);
    expect(past.totalCount).toBe(eligible(50_000).length);
    const defaults = await list({ income: 50_000 });
    expect(defaults).toMatchObject({ skip: 0, limit: 10, itemCount: 10 });
    const { quotes } = await all({ income: 50_000 });
    expect(new Set(ids(quotes)).size).toBe(quotes.length);
  });

  it('substitutes the popular cards the income is eligible for when the filters leave nothing', async () => {
    // A combination the seed has no card for: reward type travel at a salary below every travel card's minimum.
    const travel = lookupId('rewardType', 'travel');
    const income = 8_000;
    expect(eligible(income).some((c) => c.rewardType === 'travel')).toBe(false);
    const r = await all({ income, rewardTypeIds: [travel] });
    const popular = eligible(income).filter((c) => c.isPopular);
    expect(r.first.isProviderPopularPlans).toBe(true);
    expect(r.first.totalCount).toBe(popular.length);
    expect(ids(r.quotes)).toEqual(ordered(popular));
    for (const q of r.quotes) {
      expect(q.isPopular).toBe(true);
      expect(q.limits[0].id).toBeLessThanOrEqual(income);
    }
  });

  it('answers no cards when nothing at all is eligible (below AED 5,000), filters or not', async () => {
    const none = await list({ income: 4_000 });
    expect(none).toMatchObject({ quotes: [], totalCount: 0, itemCount: 0, isProviderPopularPlans: false });
    const filtered = await list({ income: 4_000, bankIds: [catalogue.banks[0]!.id] });
    expect(filtered).toMatchObject({ quotes: [], totalCount: 0, isProviderPopularPlans: false });
  });

  it('refuses an id the listing does not offer with 400 UNKNOWN_FILTER', async () => {
    for (const body of [
      { income: 8_000, bankIds: [9_999] },
      { income: 8_000, featureIds: [999] },
      // A card feature's id is not a reward type id (4 reward types).
      { income: 8_000, rewardTypeIds: [17] },
    ]) {
      const res = await post(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(ZApiError.parse(res.json()).code).toBe('UNKNOWN_FILTER');
    }
  });

  it('refuses an income that is not digits greater than 0 with 422 INVALID_INCOME and Invalid value', async () => {
    for (const income of [0, 'abc', -5, 1.5, '', '8,000', null, true, '1234567890']) {
      const res = await post({ income, bankIds: [] });
      expect(res.statusCode, String(income)).toBe(422);
      expect(res.json()).toMatchObject({ code: 'INVALID_INCOME', message: 'Invalid value' });
    }
    const missing = await post({ bankIds: [] });
    expect(missing.json()).toMatchObject({ code: 'INVALID_INCOME' });
    const ar = await post({ income: 'abc' }, '', 'ar');
    expect(ar.json()).toMatchObject({ code: 'INVALID_INCOME', message: 'قيمة غير صالحة' });
    // A string of digits is an income (the number box holds text).
    expect((await list({ income: '8000' })).income).toBe(8_000);
  });

  it('refuses a malformed body or query with 400 VALIDATION_FAILED, and a call without a session with 401', async () => {
    expect((await post({ income: 8_000, colour: 'red' })).statusCode).toBe(400);
    expect((await post({ income: 8_000, bankIds: 'all' })).statusCode).toBe(400);
    expect((await post({ income: 8_000, bankIds: [1, 1] })).statusCode).toBe(400);
    expect((await post({ income: 8_000 }, '?skip=abc')).json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect((await post({ income: 8_000 }, '?limit=51')).statusCode).toBe(400);
    expect((await post({ income: 8_000 }, '', 'en', null)).statusCode).toBe(401);
  });

  it('answers in the request language (accept-language ar)', async () => {
    const r = await list({ income: 50_000 }, '', 'ar');
    const first = r.quotes[0]!;
    const card = visible.find((c) => c.id === first.planId)!;
    expect(first.planName).toBe(card.name.ar);
    expect(first.limits.map((l) => l.title)).toEqual(['الحد الأدنى للدخل', 'الرسوم السنوية']);
    expect(r.filters.rewardTypes.map((o) => o.label)).toContain('استرداد نقدي');
  });

  it('answers in Hindi and Malayalam from their own catalogue texts (decision 0078)', async () => {
    for (const [lang, script] of [
      ['hi', /[\u0900-\u097F]/],
      ['ml', /[\u0D00-\u0D7F]/],
    ] as const) {
      const r = await list({ income: 50_000 }, '', lang);
      const first = r.quotes[0]!;
      const card = visible.find((c) => c.id === first.planId)!;
      expect(first.planName).toBe(card.name[lang]);
      expect(first.planName).toMatch(script);
      expect(
        first.offers.every((o) => script.test(o.description)),
        lang,
      ).toBe(true);
      expect(
        r.filters.rewardTypes.every((o) => script.test(o.label)),
        lang,
      ).toBe(true);
    }
  });
});

describe('bank logos and the /credit-cards/ page', () => {
  it('serves generated bank logos at /assets/banks/:slug.svg with an ETag', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/banks/amber-dune.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
    expect(res.body).toContain('Amber Dune Bank (demo)');
    const again = await app.inject({
      method: 'GET',
      url: '/assets/banks/amber-dune.svg',
      headers: { 'if-none-match': String(res.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect((await app.inject({ method: 'GET', url: '/assets/banks/nobody.svg' })).statusCode).toBe(404);
  });

  it('renders the first 10 cards for income 50,000 on the BU page, says they are demo data, and no journey', async () => {
    const res = await app.inject({ method: 'GET', url: '/credit-cards/' });
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(html.match(/data-testid="credit-card"/g)).toHaveLength(10);
    expect(html).toContain('demo data');
    expect(html).toContain('data-island="CreditCards"');
    expect(html).not.toContain('data-island="Journey"');
    const firstIds = [...html.matchAll(/data-testid="credit-card" data-plan-id="(\d+)"/g)].map((m) =>
      Number(m[1]),
    );
    expect(firstIds).toEqual(ordered(eligible(50_000)).slice(0, 10));
    expect(html).toMatch(/"income":50000/);
    expect(html).toContain('href="/credit-cards/apply/?planid=');

    const ar = await app.inject({ method: 'GET', url: '/ar-ae/credit-cards/' });
    expect(ar.statusCode).toBe(200);
    expect(ar.body).toContain('dir="rtl"');
    expect(ar.body.match(/data-testid="credit-card"/g)).toHaveLength(10);
    expect(ar.body).toContain('href="/ar-ae/credit-cards/apply/?planid=');
    expect(ar.body).toContain('<bdi dir="ltr" class="money__amount">');
  });
});

describe('rate limit bucket', () => {
  it('spends the read budget, not the write budget', async () => {
    const strict = await testApp(ctx.db, {
      JOBS_ENABLED: 'false',
      RATE_LIMIT_WRITE_PER_IP: '1',
      RATE_LIMIT_WRITE_PER_DEVICE: '1',
      RATE_LIMIT_READ_PER_IP: HIGH,
      RATE_LIMIT_READ_PER_DEVICE: HIGH,
      RATE_LIMIT_DEVICE_PER_IP: HIGH,
    });
    try {
      const d = await createDevice(strict, 7);
      for (let i = 0; i < 4; i++) {
        const res = await strict.inject({
          method: 'POST',
          url: '/api/credit-cards',
          payload: { income: 8_000 },
          headers: { authorization: d.token },
        });
        expect(res.statusCode).toBe(200);
      }
    } finally {
      await strict.close();
    }
  });
});
