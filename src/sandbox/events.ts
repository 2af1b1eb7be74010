import type { FastifyBaseLogger } from 'fastify';
import type { JobQueue } from '../server/lib/job-queue';
import { canonicalJson } from '../shared/rules/canonical-json';
import { acknowledged, postEvent, type Transport } from './marketplace';
import type { SandboxRepo } from './repo';

/**
 * Delivery of the sandbox's events to the marketplace (src/sandbox/README.md): a durable pg-boss job per event,
 * sent in the transaction that stored the event, retried with exponential back-off until the marketplace
 * acknowledges it (2xx, or 409: it already holds that id or that policy's outcome). The body sent is the stored
 * event in canonical JSON, so every retry carries the same bytes (the marketplace answers a retry 200).
 */

export const DELIVER_EVENT_QUEUE = 'sandbox.event.deliver';
export type DeliverEventJob = { eventRowId: number };

export type DeliverySettings = {
  /** Attempts after the first failure (pg-boss retryLimit). */
  retryLimit: number;
  /** The first retry's delay; each next one doubles (with pg-boss's jitter). */
  retryDelaySeconds: number;
};

/** 2 s, 4 s, 8 s … about 4.5 hours of attempts in all before the event is dead-lettered (and logged). */
export const DEFAULT_DELIVERY: DeliverySettings = { retryLimit: 12, retryDelaySeconds: 2 };

/** One delivery attempt: 'delivered', 'already' (acknowledged before), or a thrown error (pg-boss retries). */
export async function deliverEvent(
  deps: {
    repo: Pick<SandboxRepo, 'event' | 'attempted'>;
    transport: Transport;
    secretOf: (code: string) => Buffer | undefined;
    now?: () => number;
  },
  eventRowId: number,
): Promise<'delivered' | 'already' | 'missing'> {
  const row = await deps.repo.event(eventRowId);
  if (!row) return 'missing';
  if (row.deliveredAt) return 'already';
  const secret = deps.secretOf(row.insurerCode);
  if (!secret) {
    await deps.repo.attempted(row.id, false);
    throw new Error(`no secret for insurer ${row.insurerCode}`);
  }
  const body = canonicalJson(row.body);
  const nowSeconds = (deps.now ?? Date.now)() / 1000;
  const answer = await postEvent(deps.transport, secret, row.insurerCode, body, nowSeconds);
  const ok = acknowledged(answer.status);
  await deps.repo.attempted(row.id, ok);
  if (!ok)
    throw new Error(`event not acknowledged: HTTP ${answer.status}${answer.code ? ` ${answer.code}` : ''}`);
  return 'delivered';
}

export function defineEventDelivery(
  queue: JobQueue,
  deps: Parameters<typeof deliverEvent>[0] & { log: FastifyBaseLogger; settings: DeliverySettings },
): void {
  queue.define<DeliverEventJob>(
    DELIVER_EVENT_QUEUE,
    {
      retryLimit: deps.settings.retryLimit,
      retryDelaySeconds: deps.settings.retryDelaySeconds,
      retryBackoff: true,
      // Far longer than one attempt (a 10 s call time-out): an active job this old belonged to a worker that died.
      expireInSeconds: 60,
    },
    async ({ eventRowId }, attempt) => {
      try {
        const r = await deliverEvent(deps, eventRowId);
        if (r === 'delivered') deps.log.info({ eventRowId }, 'sandbox event delivered');
      } catch (err) {
        deps.log.warn(
          {
            eventRowId,
            retryCount: attempt.retryCount,
            retryLimit: attempt.retryLimit,
            reason: err instanceof Error ? err.message : 'failed',
          },
          'sandbox event delivery failed',
        );
        throw err;
      }
    },
    async ({ eventRowId }) => {
      deps.log.error({ eventRowId }, 'sandbox event dead-lettered: the marketplace never acknowledged it');
    },
  );
}
