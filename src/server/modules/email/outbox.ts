import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/client';
import { emailOutbox } from '../../../db/schema-email';
import type { LangCode } from '../../../shared/domain/locales';
import { JOBS_SCHEMA, type JobQueue } from '../../lib/job-queue';
import { startJobSweep } from '../../lib/job-sweep';
import { loggableError } from '../../plugins/errors';
import { renderEmail, type EmailTemplate, type EmailVars } from './templates';
import type { EmailAdapter } from './types';

/** The queue that delivers e-mails from the outbox (decision 0106). */
export const EMAIL_QUEUE = 'email.deliver';
export type EmailJob = { outboxId: number };

/** Attempts after the first failure, and the first delay (doubled each time, with pg-boss's jitter). */
export const EMAIL_RETRY = { retryLimit: 8, retryDelaySeconds: 30 } as const;

/** Small, stable API (decision 0106): the console's staff invitations reuse it. */
export type EmailService = {
  /** Renders the template in `lang`, stores it in the outbox and asks for its delivery; answers the row's id. */
  enqueue(template: EmailTemplate, to: string, lang: LangCode, vars: EmailVars): Promise<number>;
};

export type DeliveryOutcome = 'sent' | 'not-pending' | 'missing' | 'no-adapter';

/** The outbox's statements. */
export function emailOutboxRepo(db: Db) {
  return {
    async insert(row: {
      template: string;
      to: string;
      lang: string;
      subject: string;
      text: string;
      html: string;
    }): Promise<number> {
      const [r] = await db
        .insert(emailOutbox)
        .values({
          template: row.template,
          toAddress: row.to,
          lang: row.lang,
          subject: row.subject,
          textBody: row.text,
          htmlBody: row.html,
        })
        .returning({ id: emailOutbox.id });
      if (!r) throw new Error('email outbox insert returned no row');
      return r.id;
    },

    /**
     * One attempt under the row's lock (FOR UPDATE): a row already sent (or dead) is never sent again, and a second
     * job for the same row waits for the first and then finds it sent. The row becomes 'sent' in the same
     * transaction; a failed attempt records its (redacted) error and is thrown for pg-boss to retry.
     */
    async deliver(outboxId: number, adapter: EmailAdapter | null): Promise<DeliveryOutcome> {
      const client = await db.$client.connect();
      try {
        await client.query('begin');
        const r = await client.query<{
          state: string;
          to_address: string;
          subject: string;
          text_body: string;
          html_body: string;
        }>(
          'select state, to_address, subject, text_body, html_body from email_outbox where id = $1 for update',
          [outboxId],
        );
        const row = r.rows[0];
        let outcome: DeliveryOutcome;
        if (!row) outcome = 'missing';
        else if (row.state !== 'pending') outcome = 'not-pending';
        else if (!adapter) outcome = 'no-adapter';
        else {
          try {
            await adapter.send({
              to: row.to_address,
              subject: row.subject,
              text: row.text_body,
              html: row.html_body,
              messageId: `<email-${outboxId}@sahelcompare.example>`,
            });
          } catch (err) {
            const error = (err instanceof Error ? err.message : 'send failed').slice(0, 300);
            await client.query(
              'update email_outbox set attempts = attempts + 1, last_error = $2 where id = $1',
              [outboxId, error],
            );
            await client.query('commit');
            throw err;
          }
          await client.query(
            `update email_outbox set state = 'sent', attempts = attempts + 1, last_error = null, sent_at = now(),
             adapter = $2 where id = $1`,
            [outboxId, adapter.name],
          );
          outcome = 'sent';
        }
        if (outcome !== 'sent') await client.query('rollback');
        else await client.query('commit');
        return outcome;
      } catch (err) {
        await client.query('rollback').catch(() => undefined);
        throw err;
      } finally {
        client.release();
      }
    },

    async markDead(outboxId: number): Promise<boolean> {
      const r = await db.execute(
        sql`update ${emailOutbox} set state = 'dead' where id = ${outboxId} and state = 'pending' returning id`,
      );
      return r.rows.length > 0;
    },

    /** Pending rows older than the grace with no job waiting (a send that failed after the commit, an expired job). */
    async pendingWithoutJob(queues: string[], graceSeconds: number, limit = 100): Promise<number[]> {
      const r = await db.execute<{ id: number }>(sql`
        select o.id from ${emailOutbox} o
        where o.state = 'pending' and o.created_at < now() - make_interval(secs => ${graceSeconds})
          and not exists (
            select 1 from ${sql.identifier(JOBS_SCHEMA)}.job j
            where j.name = any(${sql.param(queues)}::text[]) and (j.data->>'outboxId')::bigint = o.id
              and j.state in ('created', 'retry', 'active'))
        order by o.created_at limit ${limit}`);
      return r.rows.map((row) => Number(row.id));
    },

    /** The development outbox page's list: the newest first. */
    async latest(limit: number) {
      return db
        .select({
          id: emailOutbox.id,
          template: emailOutbox.template,
          to: emailOutbox.toAddress,
          lang: emailOutbox.lang,
          subject: emailOutbox.subject,
          text: emailOutbox.textBody,
          state: emailOutbox.state,
          createdAt: emailOutbox.createdAt,
        })
        .from(emailOutbox)
        .orderBy(sql`${emailOutbox.createdAt} desc, ${emailOutbox.id} desc`)
        .limit(limit);
    },
  };
}
export type EmailOutboxRepo = ReturnType<typeof emailOutboxRepo>;

/**
 * The outbox service: enqueue stores the rendered e-mail (committed on its own) and then sends its job; a job that
 * could not be sent is re-sent by the sweep. Logs carry the row's id and template, never the address.
 */
export function emailService(deps: {
  repo: EmailOutboxRepo;
  jobs?: JobQueue | undefined;
  log: FastifyBaseLogger;
}): EmailService {
  return {
    async enqueue(template, to, lang, vars) {
      const rendered = renderEmail(template, lang, vars);
      const id = await deps.repo.insert({ template, to: to.trim(), lang, ...rendered });
      if (deps.jobs?.started) {
        await deps.jobs.send(EMAIL_QUEUE, { outboxId: id } satisfies EmailJob).catch((err: unknown) => {
          deps.log.warn(
            { outboxId: id, template, err: loggableError(err) },
            'e-mail job not sent (the sweep will)',
          );
        });
      }
      return id;
    },
  };
}

/** The delivery job and its dead letter (decision 0106). */
export function defineEmailJobs(
  queue: JobQueue,
  repo: Pick<EmailOutboxRepo, 'deliver' | 'markDead'>,
  adapter: EmailAdapter | null,
  log: FastifyBaseLogger,
  retry: { retryLimit: number; retryDelaySeconds: number } = EMAIL_RETRY,
): void {
  queue.define<EmailJob>(
    EMAIL_QUEUE,
    { ...retry, retryBackoff: true, expireInSeconds: 120 },
    async ({ outboxId }, attempt) => {
      const outcome = await repo.deliver(outboxId, adapter).catch((err: unknown) => {
        log.warn(
          {
            outboxId,
            retryCount: attempt.retryCount,
            retryLimit: attempt.retryLimit,
            err: loggableError(err),
          },
          'e-mail delivery failed',
        );
        throw err;
      });
      if (outcome === 'sent') log.info({ outboxId, adapter: adapter?.name }, 'e-mail sent');
    },
    async ({ outboxId }) => {
      if (await repo.markDead(outboxId)) log.error({ outboxId }, 'e-mail delivery dead-lettered');
    },
  );
}

/** Re-sends jobs for pending rows without one, every 10 s on worker nodes with an adapter. */
export function startEmailSweep(
  queue: JobQueue,
  repo: Pick<EmailOutboxRepo, 'pendingWithoutJob'>,
  log: FastifyBaseLogger,
  everyMs = 10_000,
  graceSeconds = 30,
): () => void {
  return startJobSweep({
    queue,
    queueName: EMAIL_QUEUE,
    everyMs,
    graceSeconds,
    waiting: (queues, grace) => repo.pendingWithoutJob(queues, grace),
    job: (outboxId) => ({ outboxId }) satisfies EmailJob,
    log,
    messages: { resent: 'e-mail delivery jobs re-sent', failed: 'e-mail outbox sweep failed' },
  });
}
