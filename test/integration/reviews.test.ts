import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { HIGH_WRITES, high, useTestApp } from './helpers';
import { createDevice, lastOtp } from './journey-fixtures';
import type { Device } from './quotes-fixtures';
import { plainText } from '../../src/server/modules/reviews/service';
import { consoleCall, staffSession } from './console-content-fixtures';

/**
 * Reviews (decision 0101): the rating and list calls over published reviews only, create_rating after the sign-in
 * code (pending, one per number and product, plain text), moderation in the console, the pages with their
 * filters and paging, and the product page's rating block fed by the published reviews.
 */

const { app, ctx } = useTestApp({
  env: { JOBS_ENABLED: 'false' },
  limits: { ...HIGH_WRITES, ...high('RATE_LIMIT_READ_PER_IP', 'RATE_LIMIT_DEVICE_PER_IP') },
});

let seq = 0;
const newMobile = () => `56${String(3_000_000 + ++seq).slice(-7)}`;
const ip = () => `10.77.${Math.floor(seq / 200)}.${(seq % 200) + 1}`;

const post = (a: FastifyInstance, d: Device, url: string, payload: unknown) =>
  a.inject({
    method: 'POST',
    url,
    headers: { authorization: d.token },
    payload: payload as object,
    remoteAddress: ip(),
  });
let editor = '';
/** A content editor's console call (decision 0124). */
const admin = async (url: string, payload?: unknown) => {
  editor ||= (await staffSession(ctx.db, 'content_editor')).cookie;
  return consoleCall(app)(payload === undefined ? 'GET' : 'POST', url, editor, payload as object);
};
const json = <T = Record<string, unknown>>(res: { body: string }) => JSON.parse(res.body) as T;

const review = (over: Record<string, unknown> = {}) => ({
  productId: 7,
  providerId: 1,
  easeRating: 1,
  clarityRating: 1,
  speedRating: 2,
  supportRating: 1,
  userName: 'Test Author',
  city: 'Dubai',
  title: 'Plain title here',
  text: 'A plain review text that is long enough to be accepted.',
  ...over,
});

/** Sends the sign-in code to a new number and answers the device, the number and the code. */
async function proved(): Promise<{ d: Device; mobile: string; otp: string }> {
  const d = await createDevice(app);
  const mobile = newMobile();
  const sent = await post(app, d, '/api/auth/sendOtp', { mobileNumber: mobile });
  expect(sent.statusCode).toBe(200);
  return { d, mobile, otp: await lastOtp(ctx.db, mobile) };
}

async function rating(productId: number, provider: number | 'all' = 'all') {
  const res = await app.inject({ method: 'GET', url: `/api/rating/${productId}/${provider}` });
  expect(res.statusCode).toBe(200);
  return json<{ data: { totalReviews: number; overallRating: number; keys: Record<string, number> } }>(res)
    .data;
}

describe('reviews', () => {
  it('seeds at least 12 published demo reviews per reviewed product, texts in four languages', async () => {
    for (const p of [7, 8, 10, 11, 12, 31]) expect((await rating(p)).totalReviews).toBeGreaterThanOrEqual(12);
    const r = await app.inject({
      method: 'GET',
      url: '/api/filtered_reviews?productId=7&limit=1',
      headers: { 'accept-language': 'hi' },
    });
    const item = json<{ data: { reviewTitle: string; lang: string }[] }>(r).data[0]!;
    expect(item.lang).toBe('hi');
    expect(item.reviewTitle).toMatch(/[\u0900-\u097F]/);
  });

  it('averages: each review (sum of the four keys) / 4, overall to one decimal, from published reviews only', async () => {
    const rows = (
      await ctx.db.$client.query<{ a: string }>(
        `select ((ease_rating + clarity_rating + speed_rating + support_rating)::numeric / 4) as a
         from reviews where product_id = 8 and status = 'published'`,
      )
    ).rows.map((r) => Number(r.a));
    const expected = Math.round((rows.reduce((s, v) => s + v, 0) / rows.length) * 10) / 10;
    const s = await rating(8);
    expect(s.totalReviews).toBe(rows.length);
    expect(s.overallRating).toBe(expected);
    expect(Object.keys(s.keys).sort()).toEqual([
      'clarityRating',
      'easeRating',
      'speedRating',
      'supportRating',
    ]);
    // Product 18 (international mortgages) shares the mortgage reviews of product 10.
    expect((await rating(18)).totalReviews).toBe((await rating(10)).totalReviews);
  });

  it('create_rating: pending until approved, then counted; rejected never shows; one per number and product', async () => {
    const before = await rating(7);
    const { d, mobile, otp } = await proved();
    const created = await post(app, d, '/api/create_rating', { ...review(), mobileNumber: mobile, otp });
    expect(created.statusCode).toBe(201);
    expect(json(created)).toMatchObject({ success: true, status: 'pending' });
    expect(json<{ message: string }>(created).message).toMatch(/moderation/);
    // Pending: not in the averages nor the lists.
    expect((await rating(7)).totalReviews).toBe(before.totalReviews);
    const pending = json<{ data: { id: number; title: string }[] }>(
      await admin('/api/console/reviews?status=pending'),
    ).data;
    const mine = pending.find((p) => p.title === 'Plain title here');
    expect(mine).toBeDefined();

    // The same number again, with a fresh code: 409.
    expect((await post(app, d, '/api/auth/sendOtp', { mobileNumber: mobile })).statusCode).toBe(200);
    const again = await lastOtp(ctx.db, mobile);
    const dup = await post(app, d, '/api/create_rating', { ...review(), mobileNumber: mobile, otp: again });
    expect(dup.statusCode).toBe(409);
    expect(json(dup)).toMatchObject({ code: 'ALREADY_REVIEWED' });
    // Another product with the same number is allowed.
    await post(app, d, '/api/auth/sendOtp', { mobileNumber: mobile });
    const other = await post(app, d, '/api/create_rating', {
      ...review({ productId: 8 }),
      mobileNumber: mobile,
      otp: await lastOtp(ctx.db, mobile),
    });
    expect(other.statusCode).toBe(201);

    // Approve: counted, in the list, and the pages' tags get new versions.
    const tagsBefore = await ctx.db.$client.query<{ version: string }>(
      `select version from page_cache_tags where tag = 'page:/credit-cards/reviews/'`,
    );
    const ok = await admin(`/api/console/reviews/${mine!.id}/moderation`, { action: 'approve' });
    expect(ok.statusCode).toBe(200);
    expect(json<{ data: { tags: string[] } }>(ok).data.tags).toEqual([
      'page:/credit-cards/reviews/',
      'page:/credit-cards/',
    ]);
    const tagsAfter = await ctx.db.$client.query<{ version: string }>(
      `select version from page_cache_tags where tag = 'page:/credit-cards/reviews/'`,
    );
    expect(tagsAfter.rows[0]?.version).not.toBe(tagsBefore.rows[0]?.version);
    const after = await rating(7);
    expect(after.totalReviews).toBe(before.totalReviews + 1);
    expect(after.overallRating).toBeLessThan(before.overallRating);
    // Moderated once only.
    expect(
      (await admin(`/api/console/reviews/${mine!.id}/moderation`, { action: 'approve' })).statusCode,
    ).toBe(409);
    expect((await admin('/api/console/reviews/99999999/moderation', { action: 'approve' })).statusCode).toBe(
      404,
    );

    // Reject (with a reason) keeps it out.
    const p8 = await rating(8);
    const list8 = json<{ data: { id: number; productId: number }[] }>(
      await admin('/api/console/reviews'),
    ).data.find((r) => r.productId === 8)!;
    expect(
      (await admin(`/api/console/reviews/${list8.id}/moderation`, { action: 'reject' })).statusCode,
    ).toBe(400);
    const rej = await admin(`/api/console/reviews/${list8.id}/moderation`, {
      action: 'reject',
      reason: 'Off topic',
    });
    expect(rej.statusCode).toBe(200);
    expect((await rating(8)).totalReviews).toBe(p8.totalReviews);
  });

  it('moderation needs a signed-in console session', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/console/reviews' });
    expect(res.statusCode).toBe(401);
  });

  it('create_rating needs the device token and the code; a wrong code is refused with the OTP messages', async () => {
    const anon = await app.inject({ method: 'POST', url: '/api/create_rating', payload: review() });
    expect(anon.statusCode).toBe(401);
    const { d, mobile } = await proved();
    const noNumber = await post(app, d, '/api/create_rating', review());
    expect(noNumber.statusCode).toBe(422);
    expect(json(noNumber)).toMatchObject({ code: 'MOBILE_REQUIRED' });
    const wrong = await post(app, d, '/api/create_rating', {
      ...review(),
      mobileNumber: mobile,
      otp: '1111',
    });
    expect(wrong.statusCode).toBe(422);
    expect(json(wrong)).toMatchObject({ code: 'INVALID_OTP', message: 'Incorrect OTP' });
    const noCode = await post(app, d, '/api/create_rating', { ...review(), mobileNumber: mobile });
    expect(json(noCode)).toMatchObject({ code: 'OTP_REQUIRED' });
  });

  it('bad input → 400 with a stable code, nothing stored', async () => {
    const { d, mobile, otp } = await proved();
    const count = async () =>
      Number((await ctx.db.$client.query<{ n: string }>('select count(*) as n from reviews')).rows[0]!.n);
    const n0 = await count();
    for (const bad of [
      review({ easeRating: 6 }),
      review({ clarityRating: 0 }),
      review({ speedRating: 2.5 }),
      review({ title: 'ab' }),
      review({ text: 'too short' }),
      review({ productId: 1 }),
      review({ providerId: 999 }),
      review({ extra: true }),
      review({ title: '<b></b><i></i>' }),
    ]) {
      const res = await post(app, d, '/api/create_rating', { ...bad, mobileNumber: mobile, otp });
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(typeof json<{ code: string }>(res).code).toBe('string');
    }
    expect(await count()).toBe(n0);
  });

  it('stores title and text as plain text: no HTML at all', async () => {
    expect(plainText('<script>alert(1)</script>Great <b>card</b>')).toBe('alert(1) Great card');
    expect(plainText('a < b and c > d')).toBe('a b and c d');
    expect(plainText('<img src=x onerror=alert(1)>Nice\u202E one')).toBe('Nice one');
    const { d, mobile, otp } = await proved();
    const res = await post(app, d, '/api/create_rating', {
      ...review({
        productId: 12,
        title: 'Good <img src=x onerror=alert(1)>bank',
        text: '<p>Opening the account was <a href="javascript:alert(1)">quick</a> and easy.</p>',
      }),
      mobileNumber: mobile,
      otp,
    });
    expect(res.statusCode).toBe(201);
    const row = (
      await ctx.db.$client.query<{ title: string; body: string; mobile_hash: string }>(
        "select title, body, mobile_hash from reviews where product_id = 12 and status = 'pending'",
      )
    ).rows[0]!;
    expect(row.title).toBe('Good bank');
    expect(row.body).toBe('Opening the account was quick and easy.');
    expect(row.body).not.toMatch(/[<>]/);
    // The number itself is never stored.
    expect(row.mobile_hash).not.toContain(mobile);
    expect(row.mobile_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('filtered_reviews: paging bounds, limit capped, by star and by bank, newest first', async () => {
    const get = (q: string) => app.inject({ method: 'GET', url: `/api/filtered_reviews?${q}` });
    expect((await get('productId=7&limit=51')).statusCode).toBe(400);
    expect((await get('productId=7&skip=-1')).statusCode).toBe(400);
    expect((await get('productId=7&rating=6')).statusCode).toBe(400);
    expect((await get('productId=2')).statusCode).toBe(400);
    const all = json<{ data: { publishAt: string }[]; total_count: number; hasNext: boolean }>(
      await get('productId=7&limit=5'),
    );
    expect(all.data).toHaveLength(5);
    expect(all.hasNext).toBe(true);
    expect([...all.data].map((r) => r.publishAt)).toEqual(
      [...all.data]
        .map((r) => r.publishAt)
        .sort()
        .reverse(),
    );
    const last = json<{ data: unknown[]; hasNext: boolean }>(
      await get(`productId=7&skip=${all.total_count - 2}&limit=5`),
    );
    expect(last.data).toHaveLength(2);
    expect(last.hasNext).toBe(false);
    const fives = json<{ data: { average: number }[] }>(await get('productId=7&rating=5&limit=50')).data;
    expect(fives.length).toBeGreaterThan(0);
    for (const r of fives) expect(Math.round(r.average)).toBe(5);
    const bank = json<{ data: { providerId: number }[] }>(
      await get('productId=7&providerId=2&limit=50'),
    ).data;
    expect(bank.length).toBeGreaterThan(0);
    for (const r of bank) expect(r.providerId).toBe(2);
    expect((await rating(7, 2)).totalReviews).toBe(bank.length);
  });

  it('the reviews pages: panel, filters and paging as plain links, 404 past the last page or for an unknown bank', async () => {
    for (const path of [
      '/credit-cards/reviews/',
      '/personal-loans/reviews/',
      '/bank-accounts/reviews/',
      '/credit-score/reviews/',
      '/car-loans/reviews/',
      '/mortgage-loan/reviews/',
    ]) {
      for (const prefix of ['', '/ar-ae', '/hi-ae', '/ml-ae']) {
        const res = await app.inject({ method: 'GET', url: `${prefix}${path}` });
        expect(res.statusCode, `${prefix}${path}`).toBe(200);
        expect(res.body).toContain('data-testid="rating-panel"');
        expect(res.body).toContain('"AggregateRating"');
      }
    }
    const p1 = await app.inject({ method: 'GET', url: '/credit-cards/reviews/' });
    expect(p1.body).toContain('href="/credit-cards/reviews/?page=2"');
    // The computed figures, never the spec's defaults (4.6, 17,000+, 12100).
    const s7 = await rating(7);
    expect(p1.body).toContain(`<bdi data-testid="overall-rating">${s7.overallRating.toFixed(1)}</bdi>`);
    expect(p1.body).not.toMatch(/17,000|12,?100|>4\.6</);
    const p2 = await app.inject({ method: 'GET', url: '/credit-cards/reviews/?page=2' });
    expect(p2.statusCode).toBe(200);
    expect(p2.body).toContain('noindex, follow');
    expect((await app.inject({ method: 'GET', url: '/credit-cards/reviews/?page=9' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/credit-cards/reviews/?provider=99' })).statusCode).toBe(
      404,
    );
    const filtered = await app.inject({
      method: 'GET',
      url: '/ar-ae/credit-cards/reviews/?rating=5&provider=1',
    });
    expect(filtered.statusCode).toBe(200);
    expect(filtered.body).toContain('<option value="5" selected="">');
    // Not a reviewed product: no page.
    expect((await app.inject({ method: 'GET', url: '/car-insurance/reviews/' })).statusCode).toBe(404);
  });

  it('the product page: REVIEWS_PREVIEW shows the published figures and links to READ ALL REVIEWS', async () => {
    const s = await rating(7);
    const page = await app.inject({ method: 'GET', url: '/credit-cards/' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<a class="reviews-preview__all" href="/credit-cards/reviews/">');
    expect(page.body).toContain(`"reviewCount":${s.totalReviews}`);
    expect(page.body).toContain(`"ratingValue":${s.overallRating}`);
  });
});
