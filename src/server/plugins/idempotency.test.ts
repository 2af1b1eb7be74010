import { Readable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { Writable } from 'node:stream';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { TSessionClaims } from '../../shared/contracts/session';
import { sendApiError } from './errors';
import {
  IDEMPOTENCY_MESSAGES,
  registerIdempotency,
  type IdempotencyStore,
  type IdempotencyTimings,
  type KeyRecord,
} from './idempotency';

/**
 * The plugin's waiting and releasing over an in-memory store (the PostgreSQL store, expiry and stale takeover
 * are covered by test/integration/idempotency.test.ts).
 */
type Row = KeyRecord & { owner: string };

function memoryStore() {
  const rows = new Map<string, Row>();
  const id = (s: { deviceUuid: string; route: string; key: string }) => `${s.deviceUuid}|${s.route}|${s.key}`;
  const findCalls: string[] = [];
  let onFind: (() => void) | undefined;
  const store: IdempotencyStore = {
    async claim(s, requestHash, owner) {
      if (rows.has(id(s))) return false;
      rows.set(id(s), { requestHash, answer: null, owner });
      return true;
    },
    async find(s) {
      findCalls.push(id(s));
      onFind?.();
      const row = rows.get(id(s));
      return row && { requestHash: row.requestHash, answer: row.answer };
    },
    async complete(s, owner, answer) {
      const row = rows.get(id(s));
      if (row?.owner !== owner) return false;
      row.answer = answer;
      return true;
    },
    async release(s, owner) {
      if (rows.get(id(s))?.owner === owner) rows.delete(id(s));
    },
    async purgeExpired() {
      return 0;
    },
  };
  return {
    store,
    rows,
    findCalls,
    /** Resolves at the next lookup of a held key, i.e. once a duplicate is waiting. */
    nextFind: () => new Promise<void>((resolve) => (onFind = resolve)),
  };
}

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

const FAST: Partial<IdempotencyTimings> = { waitMs: 2_000, pollStartMs: 1, pollMaxMs: 5 };
const DEVICE = 'd'.repeat(32);

let app: FastifyInstance;
afterEach(async () => {
  await app?.close();
});

/** An app with a token stand-in (x-device header), the API error mapping and a few opted-in routes. */
async function build(
  mem: ReturnType<typeof memoryStore>,
  timings: Partial<IdempotencyTimings> = FAST,
  logger: FastifyServerOptions['logger'] = false,
) {
  app = Fastify({ logger });
  app.decorateRequest('sessionClaims', null);
  app.addHook('onRequest', async (req) => {
    const device = req.headers['x-device'];
    if (typeof device === 'string') req.sessionClaims = { sub: device } as TSessionClaims;
  });
  app.setErrorHandler((err, _req, reply) => sendApiError(reply, err));
  registerIdempotency(app, { store: mem.store, timings });
  const state = { runs: 0, started: deferred(), gate: Promise.resolve(), status: 200 };
  app.post('/api/slow', { config: { idempotent: true } }, async (req, reply) => {
    state.runs++;
    state.started.resolve();
    await state.gate;
    return reply.code(state.status).send({ run: state.runs, body: req.body });
  });
  app.post('/api/boom', { config: { idempotent: true } }, async () => {
    state.runs++;
    throw new Error('handler crashed');
  });
  app.post('/api/stream', { config: { idempotent: true } }, async (_req, reply) => {
    state.runs++;
    return reply.type('text/plain').send(Readable.from(['a', 'b']));
  });
  app.post('/api/plain', async () => {
    state.runs++;
    return { run: state.runs };
  });
  await app.ready();
  return state;
}

const post = (url: string, key: string | undefined, payload: object = { a: 1 }, device = DEVICE) =>
  app.inject({
    method: 'POST',
    url,
    payload,
    headers: { 'x-device': device, ...(key === undefined ? {} : { 'idempotency-key': key }) },
  });

describe('the idempotency plugin (decision 0010)', () => {
  it('a duplicate that arrives while the first runs waits, then gets the identical answer', async () => {
    const mem = memoryStore();
    const state = await build(mem);
    const gate = deferred();
    state.gate = gate.promise;
    const first = post('/api/slow', 'k1');
    await state.started.promise;
    const waiting = mem.nextFind();
    const second = post('/api/slow', 'k1', { a: 1 });
    await waiting; // the duplicate found the key held and is polling
    gate.resolve();
    const [a, b] = await Promise.all([first, second]);
    expect(state.runs).toBe(1);
    expect(a.statusCode).toBe(200);
    expect(b.statusCode).toBe(200);
    expect(b.body).toBe(a.body);
    expect(a.json()).toEqual({ run: 1, body: { a: 1 } });
    expect(a.headers['idempotent-replayed']).toBeUndefined();
    expect(b.headers['idempotent-replayed']).toBe('true');
    expect(b.headers['content-type']).toBe(a.headers['content-type']);
  });

  it('answers 409 IDEMPOTENCY_IN_PROGRESS with Retry-After when the first outlasts the wait', async () => {
    const mem = memoryStore();
    const state = await build(mem, { ...FAST, waitMs: 30, retryAfterSeconds: 3 });
    const gate = deferred();
    state.gate = gate.promise;
    const first = post('/api/slow', 'k2');
    await state.started.promise;
    const second = await post('/api/slow', 'k2');
    expect(second.statusCode).toBe(409);
    expect(second.headers['retry-after']).toBe('3');
    expect(second.json()).toEqual({
      code: 'IDEMPOTENCY_IN_PROGRESS',
      message: IDEMPOTENCY_MESSAGES.inProgress,
    });
    gate.resolve();
    expect((await first).statusCode).toBe(200);
    const third = await post('/api/slow', 'k2');
    expect(third.headers['idempotent-replayed']).toBe('true');
    expect(state.runs).toBe(1);
  });

  it('a different body with a held key is refused at once, even while the first runs', async () => {
    const mem = memoryStore();
    const state = await build(mem);
    const gate = deferred();
    state.gate = gate.promise;
    const first = post('/api/slow', 'k3', { a: 1 });
    await state.started.promise;
    const other = await post('/api/slow', 'k3', { a: 2 });
    expect(other.statusCode).toBe(422);
    expect(other.json()).toEqual({ code: 'IDEMPOTENCY_KEY_REUSED', message: IDEMPOTENCY_MESSAGES.reused });
    gate.resolve();
    expect((await first).statusCode).toBe(200);
    expect(state.runs).toBe(1);
  });

  it.each([500, 503, 429, 401, 408])('does not keep a %i answer: the retry runs afresh', async (status) => {
    const mem = memoryStore();
    const state = await build(mem);
    state.status = status;
    const first = await post('/api/slow', 'k4');
    expect(first.statusCode).toBe(status);
    expect(mem.rows.size).toBe(0);
    state.status = 200;
    const retry = await post('/api/slow', 'k4');
    expect(retry.statusCode).toBe(200);
    expect(retry.headers['idempotent-replayed']).toBeUndefined();
    expect(state.runs).toBe(2);
  });

  it('keeps and replays a 4xx answer', async () => {
    const mem = memoryStore();
    const state = await build(mem);
    state.status = 404;
    const first = await post('/api/slow', 'k5');
    state.status = 200;
    const again = await post('/api/slow', 'k5');
    expect(again.statusCode).toBe(404);
    expect(again.body).toBe(first.body);
    expect(state.runs).toBe(1);
  });

  it('a handler that throws releases the key', async () => {
    const mem = memoryStore();
    const state = await build(mem);
    expect((await post('/api/boom', 'k6')).statusCode).toBe(500);
    expect(mem.rows.size).toBe(0);
    expect((await post('/api/boom', 'k6')).statusCode).toBe(500);
    expect(state.runs).toBe(2);
  });

  it('a streamed answer is not kept', async () => {
    const mem = memoryStore();
    const state = await build(mem);
    expect((await post('/api/stream', 'k7')).body).toBe('ab');
    expect(mem.rows.size).toBe(0);
    expect((await post('/api/stream', 'k7')).body).toBe('ab');
    expect(state.runs).toBe(2);
  });

  it('ignores the header on routes that did not opt in, and without a device', async () => {
    const mem = memoryStore();
    const state = await build(mem);
    expect((await post('/api/plain', '')).statusCode).toBe(200);
    expect((await post('/api/plain', 'k8')).json()).toEqual({ run: 2 });
    expect((await post('/api/plain', 'k8')).json()).toEqual({ run: 3 });
    const anonymous = () =>
      app.inject({ method: 'POST', url: '/api/slow', payload: {}, headers: { 'idempotency-key': 'k9' } });
    expect((await anonymous()).json()).toMatchObject({ run: 4 });
    expect((await anonymous()).json()).toMatchObject({ run: 5 });
    expect(state.runs).toBe(5);
    expect(mem.rows.size).toBe(0);
    expect(mem.findCalls).toEqual([]);
  });

  it('a database error while settling a key is logged without the query parameters', async () => {
    const mem = memoryStore();
    // A failed query as drizzle reports it: the statement, then the bound values (here a visitor's answers).
    mem.store.complete = async () => {
      throw Object.assign(
        new Error(
          'Failed query: update idempotency_keys set answer = $1 where key = $2\nparams: {"mobile":"971501234567"},k10',
        ),
        { cause: Object.assign(new Error('value too long\nparams: 971501234567'), { code: '22001' }) },
      );
    };
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _enc, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    await build(mem, FAST, { level: 'error', stream });
    expect((await post('/api/slow', 'k10', { mobile: '971501234567' })).statusCode).toBe(200);
    const logged = lines.find((l) => l.includes('idempotency key not settled'));
    expect(logged).toBeDefined();
    expect(logged).toContain('Failed query: update idempotency_keys');
    expect(logged).toContain('value too long');
    expect(logged).not.toContain('971501234567');
    expect(logged).not.toContain('params');
  });

  it('an encoded path shares the scope of the plain one: the same key replays, the handler runs once', async () => {
    const mem = memoryStore();
    const state = await build(mem);
    const first = await post('/api/slow', 'k11');
    const again = await post('/%61pi/slow', 'k11');
    expect(again.statusCode).toBe(first.statusCode);
    expect(again.body).toBe(first.body);
    expect(state.runs).toBe(1);
  });
});
