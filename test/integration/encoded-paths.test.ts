import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyContextConfig, FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../src/server/app';
import type { Bucket, Limiters } from '../../src/server/plugins/rate-limit';
import { normalizedPath, readsAsApi } from '../../src/server/plugins/route-options';
import { renderDocument } from '../../src/web/entry-server';
import { freshDatabase, testAssets, testConfig } from './helpers';

/**
 * Decision 0042: authentication, rate budget and error format come from the route that matched, never from the raw
 * URL. Every registered route is called by its plain path and by encoded variants of it (`%61pi`, `%2f`, double
 * encoding, mixed case, trailing dots); a variant answers the plain path's status or a JSON 400/404/405, never more
 * than the plain path allows, and a variant that reaches a handler runs with the same auth and budget.
 */

type Route = { method: string; url: string; config: FastifyContextConfig };
type Seen = { route: string; config: FastifyContextConfig; device: string | null };

let ctx: Awaited<ReturnType<typeof freshDatabase>>;
let app: FastifyInstance;
const routes: Route[] = [];
/** The route whose handler ran for the last request (set in preHandler), and the buckets it was charged. */
let seen: Seen | null = null;
let charged: Bucket[] = [];
let token = '';

const spyLimiters: Limiters = {
  store: 'memory',
  consume: async (bucket, dimension) => {
    if (dimension === 'ip') charged.push(bucket);
    return undefined;
  },
  settle: async () => undefined,
  close: async () => undefined,
};

beforeAll(async () => {
  ctx = await freshDatabase();
  const config = testConfig({ ADMIN_TOKEN: 'a'.repeat(40), DEV_TOOLS: '1' });
  app = await buildApp({
    config,
    db: ctx.db,
    assets: () => testAssets,
    render: renderDocument,
    logger: false,
    limiters: spyLimiters,
    beforeRoutes: (a) => {
      a.addHook('onRoute', (opts) => {
        for (const method of [opts.method].flat()) {
          if (method === 'HEAD') continue;
          routes.push({ method, url: opts.url ?? '', config: opts.config ?? {} });
        }
      });
      a.addHook('preHandler', async (req) => {
        seen = { route: req.routeOptions.url ?? '', config: req.routeOptions.config, device: req.device };
      });
    },
  });
  await app.ready();
  const d = await app.inject({
    method: 'POST',
    url: '/api/device',
    payload: { sourceId: 2, countryProductId: 1 },
  });
  expect(d.statusCode).toBe(200);
  token = String(d.headers.authorization);
});

afterAll(async () => {
  await app?.close();
  await ctx?.drop();
});

/** Plausible values for each parameter name; a wildcard gets a path that no other route claims. */
const PARAMS: Record<string, string> = {
  enquiryId: '65a1b2c3d4e5f6a7b8c9d0e1',
  quoteId: '65a1b2c3d4e5f6a7b8c9d0e2',
  id: '1',
  formKey: 'car-insurance',
  language: 'en',
  product: 'car-insurance',
  stage: '1',
  reference: 'CAR-123456',
  file: 'logo.png',
  part: 'pages',
};
const concrete = (url: string) =>
  url.replace(/:([A-Za-z]+)/g, (_m, name: string) => PARAMS[name] ?? 'x').replace(/\*$/, 'zz-unknown');

const hex = (c: string) => `%${c.charCodeAt(0).toString(16).padStart(2, '0')}`;

/** The encoded variants of a concrete path (each differs from it as a string). */
function variants(path: string): string[] {
  const [, first = '', ...rest] = path.split('/');
  const tail = rest.length ? `/${rest.join('/')}` : '';
  const head = first[0] ?? '';
  const out = [
    `/${hex(head)}${first.slice(1)}${tail}`, // /%61pi/…
    `/${hex(head).toUpperCase()}${first.slice(1)}${tail}`,
    `/${hex(head.toUpperCase())}${first.slice(1)}${tail}`, // /%41pi/… decodes to /Api/…
    `/%25${hex(head).slice(1)}${first.slice(1)}${tail}`, // double: /%2561pi/…
    `/${first.toUpperCase()}${tail}`,
    `/${head.toUpperCase()}${first.slice(1)}${tail}`,
    path.toUpperCase(),
    `/${first}.${tail}`, // /api./…
    `/${first}..${tail}`,
    `${path}.`,
    `${path}%2e`,
    `/${first}%20${tail}`,
  ];
  if (rest.length) {
    out.push(`/${first}%2f${rest.join('/')}`, `/${first}%2F${rest.join('/')}`);
    out.push(`/${first}%252f${rest.join('/')}`);
    out.push(path.replace(/\/(?=[^/]*$)/, '%2f'));
  }
  return [...new Set(out)].filter((v) => v !== path && v !== '/');
}

type Call = { res: LightMyRequestResponse; seen: Seen | null; charged: Bucket[] };
async function call(method: string, url: string, withToken: boolean): Promise<Call> {
  seen = null;
  charged = [];
  const writes = !['GET', 'HEAD', 'OPTIONS', 'DELETE'].includes(method);
  const res = await app.inject({
    method: method as 'GET',
    url,
    headers: withToken ? { authorization: token } : {},
    ...(writes ? { payload: {} } : {}),
  });
  return { res, seen, charged: [...charged] };
}

const isJsonRefusal = (r: LightMyRequestResponse) => {
  if (![400, 404, 405].includes(r.statusCode)) return false;
  if (!String(r.headers['content-type']).startsWith('application/json')) return false;
  const body = r.json<{ code?: unknown; message?: unknown }>();
  return typeof body.code === 'string' && typeof body.message === 'string';
};

/** Routes a variant is compared against: every registered one but the catch-alls (their variants are the test). */
const walked = () => routes.filter((r) => r.url !== '/*' && r.url !== '/api/*' && r.url !== '*');

describe('the route table', () => {
  it('was collected, and every /api/ route declares public and bucket', () => {
    const api = routes.filter((r) => r.url.startsWith('/api/'));
    expect(api.length).toBeGreaterThan(50);
    for (const r of api) {
      expect(typeof r.config.public, `${r.method} ${r.url}`).toBe('boolean');
      expect(r.config.bucket, `${r.method} ${r.url}`).not.toBeUndefined();
      expect(r.config.json, `${r.method} ${r.url}`).toBe(true);
    }
  });

  it('an /api/ route without its options stops the start (fail fast)', async () => {
    const bad = (await import('fastify')).default();
    const { registerRouteOptions } = await import('../../src/server/plugins/route-options');
    registerRouteOptions(bad);
    expect(() => bad.post('/api/forgot', async () => ({}))).toThrow(
      /declares config.public and config.bucket/,
    );
    expect(() =>
      bad.post('/api/half', { config: { public: true, bucket: 'write', device: true } }, async () => ({})),
    ).toThrow(/device needs a token/);
    await bad.close();
  });

  it('a route outside /api/ can take a bucket and JSON errors', async () => {
    const a = (await import('fastify')).default();
    const { registerRouteOptions, wantsJson } = await import('../../src/server/plugins/route-options');
    const { registerRateLimits } = await import('../../src/server/plugins/rate-limit');
    const { HttpError, sendApiError } = await import('../../src/server/plugins/errors');
    registerRouteOptions(a);
    registerRateLimits(a, { limiters: spyLimiters, ipKey: (ip) => ip });
    a.setErrorHandler((err, req, reply) =>
      wantsJson(req) ? sendApiError(reply, err) : reply.code(500).type('text/html').send('<p>page</p>'),
    );
    a.post('/hooks/in', { config: { bucket: 'report', json: true } }, async () => {
      throw new HttpError(400, 'BAD_REQUEST', 'refused');
    });
    charged = [];
    const res = await a.inject({ method: 'POST', url: '/hooks/in', payload: {} });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'BAD_REQUEST', message: 'refused' });
    expect(charged).toEqual(['report']);
    await a.close();
  });
});

describe('normalizedPath', () => {
  it.each([
    ['/%61pi/encrypt', '/api/encrypt'],
    ['/%2561pi/encrypt', '/api/encrypt'],
    ['/API./Encrypt..', '/api/encrypt'],
    ['/api%2fencrypt?x=/y', '/api/encrypt'],
    ['//api\\encrypt', '/api/encrypt'],
    ['/api-guide/', '/api-guide/'],
  ])('%s → %s', (raw, path) => {
    expect(normalizedPath(raw)).toBe(path);
  });
  it('only a path under /api reads as API (not /api-guide/, not a query)', () => {
    expect(readsAsApi('/api-guide/')).toBe(false);
    expect(readsAsApi('/car-insurance/?next=/api/encrypt')).toBe(false);
    expect(readsAsApi('/%41PI')).toBe(true);
  });
});

describe('encoded variants of every route', () => {
  for (const withToken of [false, true]) {
    it(`answer as the plain path or refuse as JSON (${withToken ? 'with' : 'without'} a token)`, async () => {
      const failures: string[] = [];
      let reachedHandlers = 0;
      let variantsCalled = 0;
      for (const r of walked()) {
        const path = concrete(r.url);
        const plain = await call(r.method, path, withToken);
        const api = r.url.startsWith('/api/');
        for (const v of variants(path)) {
          variantsCalled++;
          const got = await call(r.method, v, withToken);
          const s = got.res.statusCode;
          const where = `${r.method} ${v} (plain ${path} → ${plain.res.statusCode}) → ${s}`;
          if (s >= 500) failures.push(`${where}: a 5xx`);
          if (api && s !== plain.res.statusCode && !isJsonRefusal(got.res))
            failures.push(`${where}: neither the plain status nor a JSON 400/404/405`);
          // Outside /api/ the page route may answer instead: its canonical redirect or a 4xx page.
          if (!api && s !== plain.res.statusCode && (s < 300 || s >= 500))
            failures.push(`${where}: neither the plain status nor a redirect or refusal`);
          if (plain.res.statusCode === 401 && s < 300)
            failures.push(`${where}: 2xx where the plain path needs a token`);
          // A route's handler ran (not the 404 handler, the unknown-API catch-all or the page route): the same
          // route's auth and budget.
          if (got.seen && !['', '/api/*', '/*'].includes(got.seen.route)) {
            reachedHandlers++;
            const c = got.seen.config;
            const same =
              c.public === r.config.public &&
              c.bucket === r.config.bucket &&
              c.device === r.config.device &&
              c.json === r.config.json;
            if (!same) failures.push(`${where}: ran ${got.seen.route} with other options`);
            if (JSON.stringify(got.charged) !== JSON.stringify(plain.charged))
              failures.push(
                `${where}: charged ${got.charged.join()} where the plain path was ${plain.charged.join()}`,
              );
            if (r.config.device && !got.seen.device)
              failures.push(`${where}: a device route ran without a device`);
          }
        }
      }
      expect(failures).toEqual([]);
      // The walk is not vacuous: many variants, and the decoding ones reach their handlers.
      expect(variantsCalled).toBeGreaterThan(500);
      expect(reachedHandlers).toBeGreaterThan(50);
    }, 120_000);
  }

  it('the reported bypass: /%61pi/encrypt needs a token and spends the encrypt budget', async () => {
    const plain = await call('POST', '/api/encrypt', false);
    const encoded = await call('POST', '/%61pi/encrypt', false);
    expect(plain.res.statusCode).toBe(401);
    expect(encoded.res.statusCode).toBe(401);
    expect(encoded.res.json<{ code: string }>().code).toBe('UNAUTHORIZED');
    expect(encoded.charged).toEqual(['encrypt']);
    // The dev outbox API too (it lists one-time passwords in development).
    expect((await call('GET', '/%61pi/dev/outbox', false)).res.statusCode).toBe(401);
    // A bad body through the encoded path is a JSON 400, not a 500 page.
    const bad = await call('POST', '/%61pi/encrypt', true);
    expect(bad.res.statusCode).toBe(400);
    expect(bad.res.headers['content-type']).toMatch(/^application\/json/);
  });

  it('a path that only decodes to /api/… on a page route is a JSON 404 and runs no page handler', async () => {
    for (const url of ['/API/encrypt', '/%2561pi/encrypt', '/api%2fencrypt', '/api./encrypt']) {
      const r = await call('GET', url, false);
      expect(r.res.statusCode, url).toBe(404);
      expect(r.res.json<{ code: string }>().code, url).toBe('NOT_FOUND');
      expect(r.seen, url).toBeNull();
    }
  });
});
