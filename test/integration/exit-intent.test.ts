import { beforeAll, describe, expect, it } from 'vitest';
import { ZExitIntentData, ZSplashData } from '../../src/server/modules/capture/content';
import { useTestApp } from './helpers';
import { createDevice } from './journey-fixtures';

/**
 * GET /api/exit_intent?countryProductId= (docs/product/leads.md 'Exit-intent data', docs/product/leads.md; decision 0034): the
 * product's content in the request's language, checked by its schema; 404 EXIT_INTENT_NOT_FOUND for a product
 * without any; 400 for a bad query; a session token like every API call.
 */
let token = '';

const { app } = useTestApp({ env: { JOBS_ENABLED: 'false' }, seeded: false });
beforeAll(async () => {
  token = (await createDevice(app, 1)).token;
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

const splash = (query: string, lang?: string, auth = true) =>
  app.inject({
    method: 'GET',
    url: `/api/splash${query}`,
    headers: { ...(auth ? { authorization: token } : {}), ...(lang ? { 'accept-language': lang } : {}) },
  });

describe('GET /api/splash (docs/product/pages.md; docs/product/journeys.md; decision 0034)', () => {
  it('answers the plans a splash campaign asks for, in English and Arabic, each leading to the journey', async () => {
    const en = await splash('?countryProductId=1&utm_source=newsletter&utm_campaign=Splash');
    expect(en.statusCode).toBe(200);
    const data = ZSplashData.parse(en.json());
    expect(data.title).toBe('Car insurance: choose your cover');
    expect(data.plans.map((p) => p.title)).toEqual(['Comprehensive', 'Third party only']);
    expect(data.plans[0]).toMatchObject({
      featuredText: 'Widest cover',
      button: { type: 'REDIRECT', label: 'Buy Now', config: { url: '/car-insurance/#journey' } },
    });
    expect(data.plans[0]!.covers).toHaveLength(3);
    const ar = ZSplashData.parse((await splash('?countryProductId=3&utm_campaign=splash', 'ar')).json());
    expect(ar.title).toBe('التأمين الصحي: اختر تغطيتك');
    expect(ar.plans[0]!.button).toMatchObject({
      label: 'اشترِ الآن',
      config: { url: '/ar-ae/health-insurance/#journey' },
    });
  });

  it('is 404 SPLASH_NOT_FOUND without a campaign asking for one, or for a product without one', async () => {
    for (const q of [
      '?countryProductId=1',
      '?countryProductId=1&utm_campaign=summer',
      '?countryProductId=2&utm_campaign=splash',
    ]) {
      const res = await splash(q);
      expect(res.statusCode, q).toBe(404);
      expect(res.json()).toMatchObject({
        code: 'SPLASH_NOT_FOUND',
        message: 'There is no offer to show for this page.',
      });
    }
  });

  it('refuses a bad query with 400 and an unknown parameter, and needs the session', async () => {
    expect((await splash('?countryProductId=x&utm_campaign=splash')).statusCode).toBe(400);
    expect((await splash('?countryProductId=1&utm_campaign=splash&evil=1')).statusCode).toBe(400);
    expect((await splash(`?countryProductId=1&utm_campaign=${'a'.repeat(101)}`)).statusCode).toBe(400);
    expect((await splash('?countryProductId=1&utm_campaign=splash', undefined, false)).statusCode).toBe(401);
  });
});
