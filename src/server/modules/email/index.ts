import type { FastifyInstance } from 'fastify';
import type { LangCode } from '../../../shared/domain/locales';
import type { JobQueue } from '../../lib/job-queue';
import type { ModuleContext } from '../context';
import { DEV_EMAIL_LIMIT, renderEmailOutboxSection } from './dev-outbox';
import { defineEmailJobs, emailOutboxRepo, emailService, startEmailSweep, type EmailService } from './outbox';
import { smtpEmailAdapter } from './smtp';
import type { EmailAdapter } from './types';

export type { EmailService } from './outbox';

/** Development delivery: the outbox row is the e-mail, shown at /dev/outbox/ (decision 0106). */
const outboxAdapter: EmailAdapter = { name: 'outbox', async send() {} };

/** The adapter the configuration asks for: SMTP with SMTP_URL, the development outbox, or none (rows wait). */
export function createEmailAdapter(email: ModuleContext['config']['email']): EmailAdapter | null {
  if (email.adapter === 'smtp' && email.smtpUrl) return smtpEmailAdapter(email.smtpUrl, email.from);
  if (email.adapter === 'outbox') return outboxAdapter;
  return null;
}

/**
 * E-mail (decision 0106): the outbox every e-mail goes through, drained by the `email.deliver` job. Register after
 * the job queue exists and before it starts (the app's onReady). Answers `enqueue(template, to, lang, vars)`.
 */
export function registerEmailModule(
  app: FastifyInstance,
  ctx: ModuleContext,
  deps: { jobs?: JobQueue | undefined; adapter?: EmailAdapter | null },
): EmailService {
  const repo = emailOutboxRepo(ctx.db);
  const adapter = deps.adapter !== undefined ? deps.adapter : createEmailAdapter(ctx.config.email);
  const jobs = deps.jobs;
  if (jobs) defineEmailJobs(jobs, repo, adapter, ctx.log);
  if (jobs && ctx.config.jobsEnabled && adapter) {
    let stopSweep: (() => void) | undefined;
    app.addHook('onReady', async () => {
      stopSweep = startEmailSweep(jobs, repo, ctx.log);
    });
    app.addHook('onClose', async () => {
      stopSweep?.();
      await adapter.close?.();
    });
  }
  return emailService({ repo, jobs, log: ctx.log });
}

/** The e-mail part of /dev/outbox/ when e-mails go to the development outbox (else nothing). */
export function emailDevOutboxSection(ctx: ModuleContext): ((lang: LangCode) => Promise<string>) | undefined {
  if (!ctx.config.devTools.enabled || ctx.config.email.adapter !== 'outbox') return undefined;
  const repo = emailOutboxRepo(ctx.db);
  return async (lang) => renderEmailOutboxSection(await repo.latest(DEV_EMAIL_LIMIT), lang);
}
