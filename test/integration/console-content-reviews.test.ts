import { describe, expect, it } from 'vitest';
import { HIGH_WRITES, high, useTestApp } from './helpers';
import { consoleCall, staffSession } from './console-content-fixtures';

/**
 * Review moderation in the console (decision 0124): content editors and admins list pending reviews and approve
 * or reject them with a reason; an approval shows at once in the averages, on the reviews page and in its
 * JSON-LD (the cached page is rendered afresh); a second decision is a 409; every decision is audited; the
 * ADMIN_TOKEN moderation calls are gone.
 */
const ADMIN_TOKEN = 'm'.repeat(40);
const { app, ctx } = useTestApp({
  env: { ADMIN_TOKEN, JOBS_ENABLED: 'false' },
  limits: { ...HIGH_WRITES, ...high('RATE_LIMIT_READ_PER_IP') },
});
const call = consoleCall(app);

let n = 0;
/** A pending review of credit cards (product 7) by bank 1, written as create_rating stores one. */
async function pending(ratings: number[], title = `Pending review ${++n}`): Promise<number> {
  const r = await ctx.db.$client.query<{ id: string }>(
    `insert into reviews (product_id, provider_id, mobile_hash, user_name, city, lang, title, body,
       ease_rating, clarity_rating, speed_rating, support_rating, status)
     values (7, 1, $1, 'Mod Tester', 'Dubai', 'en', $2, 'A review waiting for a moderator to read it.',
       $3, $4, $5, $6, 'pending') returning id`,
    [`hash-${title}`, title, ...ratings],
  );
  return Number(r.rows[0]!.id);
}

/** The reviews page's JSON-LD rating (the page as a visitor gets it, through the page cache). */
async function pageRating(): Promise<{ count: number; value: number }> {
  const res = await app.inject({ method: 'GET', url: '/credit-cards/reviews/' });
  expect(res.statusCode).toBe(200);
  const m = /"ratingValue":([\d.]+),"reviewCount":(\d+)/.exec(res.body);
  expect(m, 'the page has its aggregateRating').not.toBeNull();
  return { value: Number(m![1]), count: Number(m![2]) };
}

async function apiRating() {
  const res = await app.inject({ method: 'GET', url: '/api/rating/7/all' });
  return res.json<{ data: { totalReviews: number; overallRating: number } }>().data;
}

async function audits(action: string) {
  const r = await ctx.db.$client.query<{ target: string; details: Record<string, unknown> }>(
    `select target, details from console_audit_log where action = $1 order by id`,
    [action],
  );
  return r.rows;
}

describe('review moderation in the console', () => {
  it('lists pending reviews for editors and admins only, with product, bank, stars, text and date', async () => {
    const id = await pending([2, 3, 2, 3], 'Listed pending review');
    const editor = await staffSession(ctx.db, 'content_editor');
    const res = await call('GET', '/api/console/reviews?status=pending', editor.cookie);
    expect(res.statusCode, res.body).toBe(200);
    const row = res
      .json<{
        data: { id: number; productId: number; providerName: string; stars: number; title: string }[];
      }>()
      .data.find((r) => r.id === id);
    expect(row).toMatchObject({ productId: 7, title: 'Listed pending review', stars: 2.5 });
    expect(row!.providerName).toBeTruthy();
    const admin = await staffSession(ctx.db, 'admin');
    expect((await call('GET', '/api/console/reviews', admin.cookie)).statusCode).toBe(200);
    for (const role of ['agent', 'team_lead'] as const) {
      const other = await staffSession(ctx.db, role);
      const refused = await call('GET', '/api/console/reviews', other.cookie);
      expect(refused.statusCode).toBe(403);
      const post = await call('POST', `/api/console/reviews/${id}/moderation`, other.cookie, {
        action: 'approve',
      });
      expect(post.statusCode).toBe(403);
    }
    expect((await call('GET', '/api/console/reviews?status=nope', editor.cookie)).statusCode).toBe(400);
  });

  it('an approval changes the averages and the cached page’s JSON-LD at once; a second decision is a 409', async () => {
    const editor = await staffSession(ctx.db, 'content_editor');
    const before = await pageRating();
    const api = await apiRating();
    expect(before.count).toBe(api.totalReviews);
    // A one-star review pulls the average down.
    const id = await pending([1, 1, 1, 1]);
    expect((await pageRating()).count).toBe(before.count);
    const ok = await call('POST', `/api/console/reviews/${id}/moderation`, editor.cookie, {
      action: 'approve',
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toEqual({
      data: { id, status: 'published', tags: ['page:/credit-cards/reviews/', 'page:/credit-cards/'] },
    });
    const after = await pageRating();
    expect(after.count).toBe(before.count + 1);
    expect(after.value).toBeLessThan(before.value);
    expect((await apiRating()).totalReviews).toBe(api.totalReviews + 1);

    const again = await call('POST', `/api/console/reviews/${id}/moderation`, editor.cookie, {
      action: 'reject',
      reason: 'Changed my mind',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'REVIEW_ALREADY_MODERATED' });
    const missing = await call('POST', '/api/console/reviews/99999999/moderation', editor.cookie, {
      action: 'approve',
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'REVIEW_NOT_FOUND' });
    expect(await audits('review.approved')).toContainEqual(
      expect.objectContaining({ target: `review:${id}` }),
    );
  });

  it('a rejection needs a reason, keeps the review out and lists it as rejected with its reason', async () => {
    const admin = await staffSession(ctx.db, 'admin');
    const id = await pending([5, 5, 5, 5]);
    const count = (await apiRating()).totalReviews;
    const bare = await call('POST', `/api/console/reviews/${id}/moderation`, admin.cookie, {
      action: 'reject',
    });
    expect(bare.statusCode).toBe(400);
    const rej = await call('POST', `/api/console/reviews/${id}/moderation`, admin.cookie, {
      action: 'reject',
      reason: 'Names a person',
    });
    expect(rej.statusCode, rej.body).toBe(200);
    expect(rej.json()).toEqual({ data: { id, status: 'rejected', tags: [] } });
    expect((await apiRating()).totalReviews).toBe(count);
    const list = await call('GET', '/api/console/reviews?status=rejected&limit=200', admin.cookie);
    expect(list.json<{ data: { id: number; reason: string }[] }>().data).toContainEqual(
      expect.objectContaining({ id, reason: 'Names a person' }),
    );
    expect(await audits('review.rejected')).toContainEqual({
      target: `review:${id}`,
      details: { reason: 'Names a person' },
    });
  });

  it('the ADMIN_TOKEN moderation calls are gone', async () => {
    const auth = { authorization: `Bearer ${ADMIN_TOKEN}` };
    const list = await app.inject({ method: 'GET', url: '/api/admin/reviews', headers: auth });
    expect(list.statusCode).toBe(404);
    const id = await pending([3, 3, 3, 3]);
    const post = await app.inject({
      method: 'POST',
      url: `/api/admin/reviews/${id}/moderation`,
      headers: auth,
      payload: { action: 'approve' },
    });
    expect(post.statusCode).toBe(404);
  });
});
