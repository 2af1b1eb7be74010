import { createHash, randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  IDEMPOTENCY_ERROR_CODES,
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_REPLAYED_HEADER,
  isIdempotencyKey,
  isRetryableStatus,
} from '../../shared/domain/idempotency';
import { ERROR_CODES } from '../../shared/contracts/errors';
import { canonicalJson } from '../../shared/rules/canonical-json';
import { isConnectionError } from '../../db/connection-errors';
import { HttpError, loggableError } from './errors';

/**
 * Idempotency keys for every write a client may retry (docs/ARCHITECTURE.md#principle-17, decision 0010). A route opts in
 * with `config: { idempotent: true }`; the `Idempotency-Key` header stays optional (without it the route
 * behaves as if this plugin did not exist). A key is scoped to the token's device and to the method and path
 * (without the query) and kept 24 hours. The first request claims it and runs; its answer is stored, and every
 * later request with the same key and the same body (compared as canonical JSON) gets that answer again without
 * running the handler, including one that arrives while the first is still running (it waits). Made for JSON
 * bodies: the parsed body is what is compared.
 */

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Accept an Idempotency-Key header on this route (decision 0010). `'in-handler'`: the body is not JSON
     * (a multipart upload), so the handler reads it and calls `app.idempotencyClaim(req, reply, digest)` itself.
     */
    idempotent?: boolean | 'in-handler';
  }
  interface FastifyRequest {
    /** The key this request claimed and must complete or release; null when it holds none. */
    idempotencyClaim: Claim | null;
  }
  interface FastifyInstance {
    /**
     * For `idempotent: 'in-handler'` routes, once the body is read: claims the request's key for `digest` (what
     * identifies the request's content). True when the answer was replayed (or refused) and the handler must
     * return the reply at once; false when the handler runs (with or without a key).
     */
    idempotencyClaim(req: FastifyRequest, reply: FastifyReply, digest: unknown): Promise<boolean>;
  }
}

export type KeyScope = { deviceUuid: string; route: string; key: string };
export type StoredAnswer = { status: number; contentType: string | null; body: string };
export type KeyRecord = { requestHash: string; answer: StoredAnswer | null };
export type KeyLimits = { ttlSeconds: number; staleSeconds: number };

/** Where keys live (src/server/modules/idempotency/repo.ts; an in-memory one in the plugin's unit test). */
export type IdempotencyStore = {
  /** Atomically claims the key (new, expired, or stale 'running' with the same hash); false when held. */
  claim(scope: KeyScope, requestHash: string, owner: string, limits: KeyLimits): Promise<boolean>;
  /** The unexpired record, answer null while 'running'. */
  find(scope: KeyScope, ttlSeconds: number): Promise<KeyRecord | undefined>;
  /** Stores the answer if `owner` still holds the running claim. */
  complete(scope: KeyScope, owner: string, answer: StoredAnswer): Promise<boolean>;
  /** Deletes the key if `owner` holds it, so a retry runs afresh. */
  release(scope: KeyScope, owner: string): Promise<void>;
  purgeExpired(ttlSeconds: number): Promise<number>;
};

export type IdempotencyTimings = {
  /** How long a key and its answer are kept. */
  ttlSeconds: number;
  /** A 'running' claim older than this is taken as left by a dead process (same body only). */
  staleSeconds: number;
  /** How long a duplicate waits for the first request; below the browser's 30 s request timeout. */
  waitMs: number;
  /** Polling backoff while waiting: first delay, growth factor, ceiling. */
  pollStartMs: number;
  pollMaxMs: number;
  /** Retry-After (seconds) of the 409 after the wait. */
  retryAfterSeconds: number;
};

export const IDEMPOTENCY_TIMINGS: IdempotencyTimings = {
  ttlSeconds: 24 * 3600,
  staleSeconds: 70,
  waitMs: 25_000,
  pollStartMs: 20,
  pollMaxMs: 500,
  retryAfterSeconds: 2,
};

type Claim = { scope: KeyScope; owner: string; settled: boolean };

export const IDEMPOTENCY_MESSAGES = {
  invalid: 'The Idempotency-Key header must be 1 to 255 printable ASCII characters.',
  reused: 'This Idempotency-Key was already used with a different request.',
  inProgress: 'A request with this Idempotency-Key is still being processed. Please try again shortly.',
  tooDeep: 'The request body is nested too deeply.',
} as const;

/** Hex SHA-256 of the body as canonical JSON (keys sorted recursively, arrays in order). */
export function requestHash(body: unknown): string {
  return createHash('sha256')
    .update(canonicalJson(body ?? null))
    .digest('hex');
}

/**
 * Method and path without the query: PUT /api/prequote_enquiry/2 and /3 are separate scopes. The path is the
 * matched route's pattern with its decoded parameters, never the raw URL, so `/%61pi/enquiry` shares the scope of
 * `/api/enquiry` and cannot run a write twice under one key (decision 0042).
 */
function routeOf(req: FastifyRequest): string {
  const params = (req.params ?? {}) as Record<string, unknown>;
  const pattern = req.routeOptions.url ?? req.url.split('?')[0] ?? '';
  const path = pattern.replace(/:(\w+)|\*$/g, (_m, name: string | undefined) =>
    encodeURIComponent(String(params[name ?? '*'] ?? '')),
  );
  return `${req.method} ${path}`;
}

function headerKey(req: FastifyRequest): string | undefined {
  const raw = req.headers[IDEMPOTENCY_KEY_HEADER];
  if (raw === undefined) return undefined;
  if (!isIdempotencyKey(raw))
    throw new HttpError(400, IDEMPOTENCY_ERROR_CODES.IDEMPOTENCY_KEY_INVALID, IDEMPOTENCY_MESSAGES.invalid);
  return raw;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Runs `op`, again up to twice after a lost database connection (the pool hands out a fresh one). */
async function withConnectionRetry<T>(op: () => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await op();
    } catch (err) {
      if (attempt >= 2 || !isConnectionError(err)) throw err;
      await sleep(50 * (attempt + 1));
    }
  }
}

function replay(reply: FastifyReply, answer: StoredAnswer): FastifyReply {
  reply.code(answer.status).header(IDEMPOTENCY_REPLAYED_HEADER, 'true');
  if (answer.contentType) reply.header('content-type', answer.contentType);
  return reply.send(answer.body === '' ? undefined : answer.body);
}

/** What onSend hands over, as stored text; undefined for a stream (not kept: a retry runs afresh). */
function payloadText(payload: unknown): string | undefined {
  if (payload === undefined || payload === null) return '';
  if (typeof payload === 'string') return payload;
  if (Buffer.isBuffer(payload)) return payload.toString('utf8');
  return undefined;
}

export function registerIdempotency(
  app: FastifyInstance,
  opts: { store: IdempotencyStore; timings?: Partial<IdempotencyTimings> },
): void {
  const { store } = opts;
  const t: IdempotencyTimings = { ...IDEMPOTENCY_TIMINGS, ...opts.timings };
  const limits: KeyLimits = { ttlSeconds: t.ttlSeconds, staleSeconds: t.staleSeconds };
  let closing = false;

  app.decorateRequest('idempotencyClaim', null);

  /** Claims the key for this body's hash, waits for a running duplicate, or replays; true when replayed. */
  const claimKey = async (req: FastifyRequest, reply: FastifyReply, body: unknown): Promise<boolean> => {
    const key = headerKey(req);
    const deviceUuid = req.sessionClaims?.sub;
    // Opted-in routes need a token; without a device there is no scope, and no key is honoured.
    if (key === undefined || !deviceUuid) return false;
    let hash: string;
    try {
      hash = requestHash(body);
    } catch {
      throw new HttpError(400, ERROR_CODES.BAD_REQUEST, IDEMPOTENCY_MESSAGES.tooDeep);
    }
    const scope: KeyScope = { deviceUuid, route: routeOf(req), key };
    const deadline = Date.now() + t.waitMs;
    let delay = t.pollStartMs;
    for (;;) {
      const owner = randomUUID();
      if (await store.claim(scope, hash, owner, limits)) {
        req.idempotencyClaim = { scope, owner, settled: false };
        return false;
      }
      const found = await store.find(scope, t.ttlSeconds);
      // Released or expired between the two statements: claim again at once.
      if (!found && Date.now() < deadline) continue;
      if (found && found.requestHash !== hash)
        throw new HttpError(422, IDEMPOTENCY_ERROR_CODES.IDEMPOTENCY_KEY_REUSED, IDEMPOTENCY_MESSAGES.reused);
      if (found?.answer) {
        replay(reply, found.answer);
        return true;
      }
      // The first request is still running: wait for its answer, with a growing delay, up to the deadline.
      if (closing || Date.now() + delay > deadline) {
        reply.header('Retry-After', String(t.retryAfterSeconds));
        throw new HttpError(
          409,
          IDEMPOTENCY_ERROR_CODES.IDEMPOTENCY_IN_PROGRESS,
          IDEMPOTENCY_MESSAGES.inProgress,
        );
      }
      await sleep(delay);
      delay = Math.min(Math.ceil(delay * 1.5), t.pollMaxMs);
    }
  };

  app.decorate('idempotencyClaim', async (req: FastifyRequest, reply: FastifyReply, digest: unknown) => {
    if (req.routeOptions.config.idempotent !== 'in-handler' || req.idempotencyClaim) return false;
    return claimKey(req, reply, digest);
  });

  // After the token check (onRequest) and the per-device rate limit (an earlier preHandler).
  app.addHook('preHandler', async (req, reply) => {
    if (req.routeOptions.config.idempotent !== true) return;
    if (await claimKey(req, reply, req.body)) return reply;
  });

  // The claimant's answer, thrown errors included, passes here before it is written: keep it or let it go.
  app.addHook('onSend', async (req, reply, payload) => {
    const claim = req.idempotencyClaim;
    if (!claim || claim.settled) return payload;
    claim.settled = true;
    const body = payloadText(payload);
    try {
      if (body === undefined || isRetryableStatus(reply.statusCode)) {
        await withConnectionRetry(() => store.release(claim.scope, claim.owner));
      } else {
        const contentType = reply.getHeader('content-type');
        const answer = {
          status: reply.statusCode,
          contentType: typeof contentType === 'string' ? contentType : null,
          body,
        };
        // The handler's work is committed: its answer must be kept, or a retry would run it again. A connection
        // lost at this moment (decision 0021) is retried on a fresh one; only then is the key left 'running'
        // (a duplicate then waits, and takes it over once stale).
        const kept = await withConnectionRetry(() => store.complete(claim.scope, claim.owner, answer));
        if (!kept)
          req.log.warn({ route: claim.scope.route }, 'idempotency claim was taken over before completion');
      }
    } catch (err) {
      // The answer still goes out; a key left 'running' is taken over once stale.
      req.log.error({ err: loggableError(err) }, 'idempotency key not settled');
    }
    return payload;
  });

  // A request that ended without passing onSend (e.g. a failing onSend hook) must not keep its key held.
  app.addHook('onResponse', async (req) => {
    const claim = req.idempotencyClaim;
    if (!claim || claim.settled) return;
    claim.settled = true;
    await withConnectionRetry(() => store.release(claim.scope, claim.owner)).catch((err: unknown) => {
      req.log.error({ err: loggableError(err) }, 'idempotency key not released');
    });
  });

  // Shutting down: waiting duplicates answer 409 at their next poll instead of holding the close.
  app.addHook('preClose', async () => {
    closing = true;
  });
}
