import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { ZExitIntentData } from '../../src/server/modules/capture/content';
import { freshDatabase, testApp } from './helpers';
import { createDevice } from './journey-fixtures';

/**
 * GET /api/exit_intent?countryProductId= (spec 000 §3 'Exit-intent data', §7; issue 14 §2; decision 0034): the
 * product's content in the request's language, checked by its schema; 404 EXIT_INTENT_NOT_FOUND for a product
 * without any; 400 for a bad query; a session token like every API call.
 */
let app: FastifyInstance;
let ctx: Awaited<ReturnType<typeof freshDatabase>>;
let token = '';

beforeAll(async () => {
  ctx = await freshDatabase();
  app = await testApp(ctx.db, { JOBS_ENABLED: 'false' });
  token = (await createDevice(app, 1)).token;
});
afterAll(async () => {
  await app?.close();
  await ctx?.drop();
});

const get = (query: string, lang?: string, auth = true) =>
  app.inject({
    method: 'GET',
    url: `/api/exit_intent${query}`,
    headers: { ...(auth ? { authorization: token } : {}), ...(lang ? { 'accept-language': lang } : {}) },
  });

describe('GET /api/exit_intent', () => {
  it('answers the product content in English and Arabic', async () => {
    const en = await get('?countryProductId=1');
    expect(en.statusCode).toBe(200);
    const data = ZExitIntentData.parse(en.json());
    expect(data.title).toBe('Leaving without a car insurance quote?');
    expect(data.blockClass).toBe('exit-intent--default');
    expect(data.features).toHaveLength(3);
    const ar = ZExitIntentData.parse((await get('?countryProductId=1', 'ar')).json());
    expect(ar.title).toBe('هل ستغادر دون عرض سعر لتأمين سيارتك؟');
  });
  it('uses the other layout for car loans and international mortgages', async () => {
    for (const id of [11, 18]) {
      const r = await get(`?countryProductId=${id}`);
      expect(r.statusCode).toBe(200);
      expect(ZExitIntentData.parse(r.json()).blockClass).toBe('exit-intent--loan');
    }
  });
  it('is 404 EXIT_INTENT_NOT_FOUND for a product without content', async () => {
    const r = await get('?countryProductId=14');
    expect(r.statusCode).toBe(404);
    expect(r.json()).toMatchObject({
      code: 'EXIT_INTENT_NOT_FOUND',
      message: 'This product has no exit offer.',
    });
  });
  it('refuses a bad query with 400 and a missing token with 401, never 500', async () => {
    for (const q of ['', '?countryProductId=abc', '?countryProductId=-1', '?countryProductId=1&x=1']) {
      const r = await get(q);
      expect(r.statusCode, q).toBe(400);
      expect(r.json().code).toBe('VALIDATION_FAILED');
    }
    expect((await get('?countryProductId=1', undefined, false)).statusCode).toBe(401);
  });
});
