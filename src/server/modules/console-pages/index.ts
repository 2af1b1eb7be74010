import type { FastifyInstance } from 'fastify';
import type { JobQueue } from '../../lib/job-queue';
import type { PageDeps } from '../../ssr/pages/types';
import type { ModuleContext } from '../context';
import type { Db } from '../../../db/client';
import { auditLog, type Tx } from '../console/audit';
import { pageLocks, pageSchedules } from './locks';
import { registerPreviewRoute } from './preview';
import { previewKey } from './preview-token';
import { pagesPublisher } from './publish';
import { pagesRepo, type PagesRepo } from './repo';
import { listPages } from './list';
import { registerConsolePagesRoutes } from './routes';
import type { Sanitize } from './texts';
import { pagesService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Runs the page schedules that are due now (the minute job's work; tests call it by hand). */
    consolePagesTick: () => Promise<number>;
  }
}

/** The schedules' queue: a pg-boss cron every minute on worker nodes; each due row is claimed once. */
const SCHEDULE_QUEUE = 'console-pages.schedules';

/**
 * The console's page editor (decision 0122): versions, drafts, preview, publish, schedules, locks, history, diff and
 * restore under /api/console/pages (content_editor and admin), and GET /console/preview/<token>. Registered after the
 * page cache; `pageDeps` are the page route's own (the preview renders with them). `app.consolePagesTick` runs the due schedules by hand.
 */
export function registerConsolePagesModule(
  app: FastifyInstance,
  ctx: ModuleContext,
  deps: {
    clock?: (() => Date) | undefined;
    jobs: JobQueue;
    pageDeps: PageDeps;
    sanitizeHtml?: Sanitize | undefined;
  },
): void {
  const now = deps.clock ?? (() => new Date());
  const audit = auditLog(ctx.db, now);
  const repo = pagesRepo(ctx.db);
  const locks = pageLocks(ctx.db, now);
  const schedules = pageSchedules(ctx.db);
  const key = previewKey(ctx.config.secrets.sessionSecret);
  // Without the site's sanitiser (a composition that did not give it) every tag is written as text: never raw HTML.
  const sanitize = deps.sanitizeHtml ?? ((h: string) => h.replace(/</g, '&lt;').replace(/>/g, '&gt;'));
  const transaction = <T>(fn: (r: PagesRepo, tx: Tx) => Promise<T>) =>
    ctx.db.transaction((tx) => fn(pagesRepo(tx as unknown as Db), tx));
  const pages = pagesService({ repo, audit, now, locks, schedules, sanitize, transaction });
  const publisher = pagesPublisher({
    repo,
    audit,
    now,
    schedules,
    pageCache: () => app.pageCache,
    previewKey: key,
  });
  registerConsolePagesRoutes(app, {
    list: (q) => listPages(ctx.db, q),
    pages,
    publisher,
    locks,
    // The audit log's "from": the first 16 hex digits of the address's HMAC, as the console's own routes write it.
    fromHash: (ip) => ctx.hashIp(ip).slice(0, 16),
  });
  registerPreviewRoute(app, { repo, key, now, pageDeps: () => deps.pageDeps });
  app.decorate('consolePagesTick', () => publisher.tick());
  deps.jobs.define<Record<string, never>>(
    SCHEDULE_QUEUE,
    // One run a minute is enough; a failed run is not retried (the next minute claims what is still due).
    { retryLimit: 0, retryDelaySeconds: 60, expireInSeconds: 120 },
    async () => {
      await publisher.tick();
    },
    async () => undefined,
  );
  deps.jobs.schedule(SCHEDULE_QUEUE, '* * * * *', 'Asia/Dubai');
}
