import formbody from '@fastify/formbody';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import type { Config } from '../server/config';
import { insurerSecret } from '../server/lib/insurer-signature';
import { createJobQueue } from '../server/lib/job-queue';
import type { Assets } from '../shared/contracts/render';
import {
  DEFAULT_DELIVERY,
  DELIVER_EVENT_QUEUE,
  defineEventDelivery,
  type DeliverEventJob,
  type DeliverySettings,
} from './events';
import { defaultTransport, type Transport } from './marketplace';
import { sandboxRepo } from './repo';
import { registerSandboxRoutes } from './routes';

export type { Transport } from './marketplace';

export type InsurerSandboxDeps = {
  config: Config;
  db: Db;
  /** The site's stylesheets (the sandbox page uses the site's CSS; src/web/styles/sandbox.css). */
  assets: () => Assets;
  /** How the sandbox reaches the marketplace; HTTP (or in process when the app does not listen) by default. */
  transport?: Transport | undefined;
  /** Retry schedule of the event deliveries (tests shorten it). */
  delivery?: DeliverySettings | undefined;
  now?: () => Date;
};

/**
 * The insurer sandbox (src/sandbox/README.md): a stand-in for each fictional insurer's checkout, in its own Fastify
 * scope under /sandbox/insurers with its own form parser (@fastify/formbody, this scope only) and its own pg-boss
 * queue for the events it sends back. Nothing is registered unless config.insurerSandbox (INSURER_SANDBOX=1, or
 * development tools): then every /sandbox/ path is the site's 404.
 */
export async function registerInsurerSandbox(app: FastifyInstance, deps: InsurerSandboxDeps): Promise<void> {
  const { config } = deps;
  if (!config.insurerSandbox) return;
  const log = app.log.child({ component: 'insurer-sandbox' });
  const repo = sandboxRepo(deps.db);
  const transport = deps.transport ?? defaultTransport(app, config.publicOrigin);
  const secretOf = (code: string) => insurerSecret(config.insurerSecrets, config.secrets.sessionSecret, code);
  const now = deps.now ?? (() => new Date());

  // The sandbox is another party: its own queue on the shared database, started with the app, stopped on close.
  const queue = createJobQueue({
    pool: deps.db.$client,
    log,
    pollingIntervalSeconds: 0.5,
    work: config.jobsEnabled,
  });
  defineEventDelivery(queue, {
    repo,
    transport,
    secretOf,
    now: () => now().getTime(),
    log,
    settings: deps.delivery ?? DEFAULT_DELIVERY,
  });
  app.addHook('onReady', async () => {
    // Queues are created by start (a node without workers still sends jobs); workers run where JOBS_ENABLED.
    // A failure leaves the site serving; a payment then fails (500) until the queue answers.
    await queue.start().catch((err: unknown) => {
      log.error({ err: err instanceof Error ? err.message : 'failed' }, 'sandbox event queue did not start');
    });
  });
  app.addHook('onClose', async () => {
    await queue.stop();
  });

  await app.register(
    async (scope) => {
      // Form posts (the checkout works without JavaScript), in this scope only; 2 KB is plenty for a card number.
      await scope.register(formbody, { bodyLimit: 2048 });
      // The URL carries the handoff id: never let it leave in a Referer.
      scope.addHook('onSend', async (_req, reply, payload) => {
        reply.header('Referrer-Policy', 'no-referrer');
        reply.header('X-Robots-Tag', 'noindex, nofollow');
        return payload;
      });
      registerSandboxRoutes(scope, {
        repo,
        transport,
        secretOf,
        css: () => deps.assets().css,
        origin: config.publicOrigin,
        now,
        sendJob: async (client, eventRowId) => {
          await queue.send(DELIVER_EVENT_QUEUE, { eventRowId } satisfies DeliverEventJob, client);
        },
      });
    },
    { prefix: '/sandbox/insurers' },
  );
}
