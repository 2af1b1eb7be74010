import { beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { useTestApp, HIGH, HIGH_WRITES } from './helpers';

/**
 * Robustness of the session API (architecture rule: never a 500 for bad input). 2,000 generated malformed
 * requests spread across the write endpoints: every answer is a 4xx (or a 200 when the body happens to be
 * valid) with a JSON body carrying a string `code` (errors) — never a 5xx.
 */
let token = '';
let deviceUuid = '';

const { app } = useTestApp({
  limits: { ...HIGH_WRITES, RATE_LIMIT_DEVICE_PER_DEVICE: HIGH, RATE_LIMIT_VISIT_PER_DEVICE: HIGH },
  seeded: false,
});
beforeAll(async () => {
  const res = await app.inject({
    method: 'POST',
    url: '/api/device',
    payload: { sourceId: 2, countryProductId: 1 },
  });
  token = String(res.headers.authorization);
  deviceUuid = (res.json() as { deviceUuid: string }).deviceUuid;
});

const ENDPOINTS = ['/api/device', '/api/visit', '/api/encrypt', '/api/analytics/dumpLogs'] as const;
const KEYS = [
  'sourceId',
  'countryProductId',
  'deviceType',
  'deviceUuid',
  'visitId',
  'utmSource',
  'pbSource',
  'key',
  'message',
  'errorInfo',
  'requestData',
  'statusCode',
  'duration',
  'timestamp',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  'valueOf',
];

/** A long string cheaply: a short random piece repeated (generating 80,000 random characters is slow). */
const huge = (min: number, max: number) =>
  fc
    .tuple(fc.string({ minLength: 1, maxLength: 16 }), fc.integer({ min, max }))
    .map(([piece, n]) => piece.repeat(Math.ceil(n / piece.length)).slice(0, n));

/** Arbitraries for one run; `uuid` is the fuzzing device's own uuid, so some bodies are valid. */
function arbitraries(uuid: string) {
  const leaf = fc.oneof(
    { weight: 4, arbitrary: fc.string({ maxLength: 40 }) },
    { weight: 3, arbitrary: fc.integer() },
    { weight: 1, arbitrary: fc.double() },
    { weight: 1, arbitrary: fc.boolean() },
    { weight: 1, arbitrary: fc.constant(null) },
    // Any code point: NUL (PostgreSQL text refuses it), control characters, lone surrogates.
    { weight: 2, arbitrary: fc.string({ unit: 'binary-ascii', maxLength: 30 }) },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
    { weight: 1, arbitrary: fc.constantFrom('1', '2', '17', '-1', '1e309', 'NaN', uuid, '') },
    { weight: 1, arbitrary: huge(5000, 25_000) },
  );

  /** JSON *text*, built by hand so keys like "__proto__" really appear in the document. */
  const jsonText: fc.Arbitrary<string> = fc.letrec<{ v: string }>((tie) => ({
    v: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      leaf.map((x) => JSON.stringify(x) ?? 'null'),
      fc.array(tie('v'), { maxLength: 5 }).map((xs) => `[${xs.join(',')}]`),
      fc
        .array(fc.tuple(fc.oneof(fc.constantFrom(...KEYS), fc.string({ maxLength: 12 })), tie('v')), {
          maxLength: 7,
        })
        .map((es) => `{${es.map(([k, v]) => `${JSON.stringify(k)}:${v}`).join(',')}}`),
    ),
  })).v;

  /** A valid body of each endpoint with one field replaced by something arbitrary. */
  const nearValid = fc
    .tuple(fc.constantFrom(...KEYS), jsonText)
    .map(
      ([k, v]) =>
        `{"sourceId":2,"countryProductId":1,"deviceUuid":"${uuid}","key":"k","message":"m",${JSON.stringify(k)}:${v}}`,
    );

  /** Bodies valid in shape whose strings are hostile: NUL, control characters, lone surrogates, digits. */
  const hostile = fc.oneof(
    fc.string({ unit: 'binary-ascii', maxLength: 60 }),
    fc.string({ unit: 'binary', maxLength: 60 }),
    fc.stringMatching(/^[\d +-]{0,64}$/),
  );
  const hostileValid = fc
    .record({
      key: hostile,
      message: hostile,
      errorInfo: hostile,
      requestData: hostile,
      requestUrl: hostile,
      timestamp: hostile,
      utmSource: hostile,
      utmTerm: hostile,
      pbSource: hostile,
    })
    .map((r) => JSON.stringify({ sourceId: 2, countryProductId: 1, deviceUuid: uuid, ...r }));

  const brokenJson = fc.oneof(
    fc.string({ maxLength: 200 }),
    fc.constantFrom(
      '',
      '{',
      '{"a":',
      '[1,2',
      '{"sourceId":2,,}',
      '{"__proto__":{"isAdmin":true}}',
      '{"constructor":{"prototype":{"polluted":1}}}',
      '{"a":1}garbage',
      '\u0000\u0001',
      '"\\ud800"',
      'null',
      'true',
      '1'.repeat(400),
      '['.repeat(5000),
    ),
  );

  const CONTENT_TYPES = [
    'application/json',
    'application/json; charset=utf-8',
    'application/json; charset=utf-16',
    'text/plain',
    'text/plain; charset=utf-8',
    'application/x-www-form-urlencoded',
    'multipart/form-data; boundary=x',
    'application/xml',
    'application/octet-stream',
    'application/vnd.api+json',
    'application/jsonx',
    '',
  ] as const;

  const request = fc.record({
    url: fc.constantFrom(...ENDPOINTS),
    body: fc.oneof(
      { weight: 4, arbitrary: jsonText },
      { weight: 3, arbitrary: nearValid },
      { weight: 2, arbitrary: hostileValid },
      { weight: 2, arbitrary: brokenJson },
      { weight: 1, arbitrary: huge(60_000, 80_000) },
    ),
    contentType: fc.oneof(
      { weight: 6, arbitrary: fc.constant('application/json') },
      { weight: 2, arbitrary: fc.constantFrom(...CONTENT_TYPES) },
    ),
    agentId: fc.option(fc.string({ maxLength: 80 }), { freq: 5 }),
  });
  return request;
}

describe('fuzz: malformed bodies never produce a 5xx', () => {
  it('2,000 generated requests across device, visit, encrypt and dumpLogs', { timeout: 60_000 }, async () => {
    const seen = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(arbitraries(deviceUuid), async (r) => {
        const headers: Record<string, string> = { authorization: token };
        if (r.contentType) headers['content-type'] = r.contentType;
        // Header values must be sendable: Node refuses control characters before the app sees them.
        if (r.agentId !== null && /^[\x20-\x7e]*$/.test(r.agentId)) headers.agentid = r.agentId;
        const res = await app.inject({ method: 'POST', url: r.url, headers, payload: r.body });
        seen.set(res.statusCode, (seen.get(res.statusCode) ?? 0) + 1);
        expect(res.statusCode).toBeLessThan(500);
        expect(res.headers['content-type']).toMatch(/^application\/json/);
        const body = res.json() as Record<string, unknown>;
        if (res.statusCode !== 200) {
          expect(res.statusCode).toBeGreaterThanOrEqual(400);
          expect(typeof body.code).toBe('string');
          expect(typeof body.message).toBe('string');
          expect(JSON.stringify(body)).not.toMatch(/at .*\.(ts|js):\d+/);
        }
      }),
      { numRuns: 2000 },
    );
    // The run really exercised both rejections and acceptances.
    expect(seen.get(400)).toBeGreaterThan(100);
    expect(seen.get(200)).toBeGreaterThan(10);
    expect(seen.get(413)).toBeGreaterThan(0);
    expect(seen.get(415)).toBeGreaterThan(0);
    // No prototype was polluted by any body.
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
