import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/server/app';
import { renderDocument } from '../../src/web/entry-server';
import { freshDatabase, testAssets, testConfig } from './helpers';
import { createDevice } from './journey-fixtures';

/**
 * Decision 0023: static assets precompressed at build and served by @fastify/static (ETag, 304, Range, immutable);
 * HTML and JSON compressed on the fly (brotli when accepted); Vary: Accept-Encoding; idempotent replays intact.
 */

let app: FastifyInstance;
let ctx: Awaited<ReturnType<typeof freshDatabase>>;
const clientDir = mkdtempSync(join(tmpdir(), 'sahel-client-'));
// A hashed asset as the build writes it: the file and its .br / .gz siblings.
const JS = Buffer.from(
  `export const data = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `item ${i}`))};\n`,
);
const NAME = 'client-AbCd1234.js';

beforeAll(async () => {
  mkdirSync(join(clientDir, 'assets'), { recursive: true });
  writeFileSync(join(clientDir, 'assets', NAME), JS);
  writeFileSync(join(clientDir, 'assets', `${NAME}.br`), brotliCompressSync(JS));
  writeFileSync(join(clientDir, 'assets', `${NAME}.gz`), gzipSync(JS, { level: 9 }));
  ctx = await freshDatabase({ seeded: true });
  const config = { ...testConfig({ JOBS_ENABLED: 'false' }), clientDir };
  app = await buildApp({
    config,
    db: ctx.db,
    assets: () => testAssets,
    render: renderDocument,
    logger: false,
  });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await ctx?.drop();
  rmSync(clientDir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });

describe('static assets (decision 0023)', () => {
  it('brotli, gzip and identity decode to exactly the same bytes', async () => {
    const br = await get(`/assets/${NAME}`, { 'accept-encoding': 'br, gzip' });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).equals(JS)).toBe(true);
    const gz = await get(`/assets/${NAME}`, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).equals(JS)).toBe(true);
    const plain = await get(`/assets/${NAME}`, { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.equals(JS)).toBe(true);
    for (const r of [br, gz, plain]) {
      expect(r.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(String(r.headers['content-type'])).toMatch(/javascript/);
      expect(String(r.headers.vary)).toMatch(/accept-encoding/i);
    }
  });

  it('answers 304 to If-None-Match, and 206 to a Range', async () => {
    const first = await get(`/assets/${NAME}`, { 'accept-encoding': 'identity' });
    const etag = String(first.headers.etag);
    expect(etag).toBeTruthy();
    const again = await get(`/assets/${NAME}`, { 'accept-encoding': 'identity', 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    const part = await get(`/assets/${NAME}`, { 'accept-encoding': 'identity', range: 'bytes=0-99' });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload.length).toBe(100);
    expect(part.rawPayload.equals(JS.subarray(0, 100))).toBe(true);
  });

  it('an unknown asset is a 404, a path outside the directory 403 or 404', async () => {
    expect((await get('/assets/nope-123.js')).statusCode).toBe(404);
    expect([403, 404]).toContain((await get('/assets/..%2Fpackage.json')).statusCode);
    expect([403, 404]).toContain((await get('/assets/..%2F..%2Fpackage.json')).statusCode);
  });
});

describe('pages and API answers compressed on the fly (decision 0023)', () => {
  it('a page in brotli decodes to the same HTML as the uncompressed one', async () => {
    const plain = await get('/car-insurance/', { 'accept-encoding': 'identity' });
    expect(plain.statusCode).toBe(200);
    expect(String(plain.headers.vary)).toMatch(/accept-encoding/i);
    const br = await get('/car-insurance/', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(plain.body);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    const gz = await get('/car-insurance/', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString('utf8')).toBe(plain.body);
  });

  it('a large JSON answer is compressed; an idempotent replay decodes to the same answer', async () => {
    const page = await get('/api/page?url=/car-insurance/', { 'accept-encoding': 'br' });
    expect(page.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(page.rawPayload).toString('utf8'))).toBeTypeOf('object');

    const d = await createDevice(app);
    const send = () =>
      app.inject({
        method: 'POST',
        url: '/api/enquiry',
        headers: { authorization: d.token, 'accept-encoding': 'br', 'idempotency-key': 'compressed-replay' },
        payload: { countryProductId: 1, formKey: 'car.vehicle', values: {} },
      });
    const first = await send();
    const again = await send();
    expect(again.headers['idempotent-replayed']).toBe('true');
    const decode = (r: typeof first) =>
      r.headers['content-encoding'] === 'br' ? brotliDecompressSync(r.rawPayload).toString('utf8') : r.body;
    expect(decode(again)).toBe(decode(first));
    expect(JSON.parse(decode(first))).toMatchObject({ code: 'RULE_FAILED' });
  });
});
