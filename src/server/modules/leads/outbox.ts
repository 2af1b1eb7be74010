import type { FastifyBaseLogger } from 'fastify';
import type { JobQueue } from '../../lib/job-queue';
import { startJobSweep } from '../../lib/job-sweep';
import { hhmm } from './consent';
import type { LeadsRepo } from './repo';
import type { LeadDelivery } from './repo/delivery';

/** The queue that delivers acknowledged leads to the CRM webhook (decision 0030). */
export const DELIVER_QUEUE = 'lead.deliver';
export type DeliverJob = { outboxId: number };

export type CrmSettings = {
  webhookUrl: string | null;
  webhookToken: string | null;
  retryLimit: number;
  retryDelaySeconds: number;
};

/** A CRM that does not answer within this long counts as down (the attempt is retried). */
const WEBHOOK_TIMEOUT_MS = 5_000;

/** The webhook's JSON body: who to contact, how and when, and what they agreed to. */
export function deliveryBody(d: LeadDelivery) {
  return {
    leadId: d.leadId,
    source: d.source,
    countryProductId: d.countryProductId,
    mobileNumber: d.mobileNumber === null ? null : `+971${d.mobileNumber}`,
    name: d.name,
    email: d.email,
    income: d.income,
    enquiryId: d.enquiryId,
    planId: d.planId,
    providerId: d.providerId,
    sourceId: d.sourceId,
    consent: {
      version: d.consentVersion,
      at: d.consentAt.toISOString(),
      // Null for every lead sent: a withdrawn lead is never delivered (decision 0044); a reader need not assume it.
      withdrawnAt: d.consentWithdrawnAt?.toISOString() ?? null,
    },
    callWindow: { from: hhmm(d.callFromMinute), to: hhmm(d.callToMinute), timeZone: 'Asia/Dubai' },
    channel: d.channel,
    // Decision 0044: the number's suppression as it stood at delivery ('provedByCode': suppressed, and this lead's
    // enquiry proved the number by its code after that).
    suppression: d.suppression,
    // Decision 0115: on the do-not-call list or not. The lead is still delivered (the CRM is a machine, not a
    // call); the people who would call it are refused by the contact rules.
    doNotCall: { listed: d.dncSince !== null, since: d.dncSince?.toISOString() ?? null },
    utm: d.utm,
    createdAt: d.createdAt.toISOString(),
  };
}

/**
 * One attempt for one outbox row, under its row lock: consent and the number's suppression are re-read at delivery
 * time (a withdrawn lead or a suppressed number is never sent, decision 0044), a delivered row is never sent again,
 * no webhook leaves the row 'pending'. A failed attempt is recorded and then thrown, so pg-boss retries it with
 * backoff; exhausted retries dead-letter it. Nothing waits for the clock: the CRM is a machine, the call window
 * travels with the lead for the people who call (decision 0044).
 */
export async function deliverOne(
  repo: Pick<LeadsRepo, 'withOutboxRow'>,
  crm: CrmSettings,
  outboxId: number,
  fetchImpl: typeof fetch = fetch,
): Promise<
  'delivered' | 'withdrawn' | 'suppressed' | 'skipped' | 'failed' | 'locked' | 'missing' | 'nothing'
> {
  // Set inside the locked callback (an object, so the compiler does not narrow it to its first value).
  const seen: {
    outcome: 'delivered' | 'withdrawn' | 'suppressed' | 'skipped' | 'failed' | 'nothing';
    failure?: string;
  } = { outcome: 'nothing' };
  const result = await repo.withOutboxRow(outboxId, async (d) => {
    if (d.state !== 'pending') return null; // delivered, withdrawn or dead: nothing more to do
    if (d.consentWithdrawnAt !== null) {
      seen.outcome = 'withdrawn';
      return { state: 'withdrawn' };
    }
    if (d.suppression.state === 'suppressed') {
      seen.outcome = 'suppressed';
      return { state: 'suppressed' };
    }
    if (!crm.webhookUrl) {
      seen.outcome = 'skipped';
      return null; // stays 'pending' until a webhook is configured (decision 0030)
    }
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      // The CRM can drop a repeat (a delivery whose answer was lost) by this key.
      'idempotency-key': d.leadId,
    };
    if (crm.webhookToken) headers.authorization = `Bearer ${crm.webhookToken}`;
    try {
      const res = await fetchImpl(crm.webhookUrl, {
        method: 'POST',
        headers,
        body: JSON.stringify(deliveryBody(d)),
        signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
        redirect: 'error',
      });
      await res.body?.cancel().catch(() => undefined);
      if (res.ok) {
        seen.outcome = 'delivered';
        return { state: 'delivered' };
      }
      seen.failure = `HTTP ${res.status}`;
    } catch (err) {
      seen.failure = err instanceof Error ? `${err.name}: ${err.message}`.slice(0, 200) : 'request failed';
    }
    seen.outcome = 'failed';
    return { state: 'pending', error: seen.failure ?? 'failed', attempted: true };
  });
  if (result !== 'done') return result;
  if (seen.outcome === 'failed') throw new Error(`lead delivery failed: ${seen.failure ?? 'unknown'}`);
  return seen.outcome;
}

export function defineLeadJobs(
  queue: JobQueue,
  repo: Pick<LeadsRepo, 'withOutboxRow' | 'markDead'>,
  crm: CrmSettings,
  log: FastifyBaseLogger,
): void {
  queue.define<DeliverJob>(
    DELIVER_QUEUE,
    {
      retryLimit: crm.retryLimit,
      retryDelaySeconds: crm.retryDelaySeconds,
      retryBackoff: true,
      // Longer than one attempt (5 s timeout) by far: an active job this old belonged to a worker that died.
      expireInSeconds: 60,
    },
    async ({ outboxId }, attempt) => {
      const r = await deliverOne(repo, crm, outboxId).catch((err: unknown) => {
        log.warn(
          { outboxId, retryCount: attempt.retryCount, retryLimit: attempt.retryLimit, err },
          'lead delivery failed',
        );
        throw err;
      });
      if (r === 'withdrawn') log.info({ outboxId }, 'lead not delivered: consent withdrawn');
      if (r === 'suppressed') log.info({ outboxId }, 'lead not delivered: number suppressed');
    },
    async ({ outboxId }) => {
      if (await repo.markDead(outboxId)) log.error({ outboxId }, 'lead delivery dead-lettered');
    },
  );
}

/** Sweep cadence and grace for pending rows without a job (see repo.pendingWithoutJob). */
const SWEEP_EVERY_MS = 10_000;
const SWEEP_GRACE_SECONDS = 30;

/**
 * Re-sends delivery jobs for pending outbox rows that have none; runs at start and every 10 s on worker nodes
 * with a webhook configured (without one the rows wait, decision 0030). Returns the stop function.
 */
export function startOutboxSweep(
  queue: JobQueue,
  repo: Pick<LeadsRepo, 'pendingWithoutJob'>,
  log: FastifyBaseLogger,
): () => void {
  return startJobSweep({
    queue,
    queueName: DELIVER_QUEUE,
    everyMs: SWEEP_EVERY_MS,
    graceSeconds: SWEEP_GRACE_SECONDS,
    waiting: (queues, grace) => repo.pendingWithoutJob(queues, grace),
    job: (outboxId) => ({ outboxId }) satisfies DeliverJob,
    log,
    messages: { resent: 'lead delivery jobs re-sent', failed: 'lead outbox sweep failed' },
  });
}
