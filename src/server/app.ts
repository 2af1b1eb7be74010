import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Db } from '../db/client';
import type { Assets } from '../web/entry-server';
import type { Config } from './config';
import { ERROR_CODES } from '../shared/contracts/errors';
import { isApi, sendApiError } from './plugins/errors';
import { registerSecurityHeaders } from './plugins/security';
import { registerStaticAssets } from './plugins/static';
import { contentRepo } from './modules/content/repo';
import { contentService } from './modules/content/service';
import { registerContentRoutes } from './modules/content/routes';
import { registerHealthRoutes } from './modules/health/routes';
import { healthRepo } from './modules/health/repo';
import { healthService } from './modules/health/service';
import { registerPageRoutes, renderErrorPage } from './ssr/page-route';

export type AppDeps = {
  config: Config;
  db: Db;
  assets: () => Assets;
  /** Development: lets Vite's middleware answer before Fastify's routes. */
  beforeRoutes?: (app: FastifyInstance) => Promise<void> | void;
  logger?: FastifyServerOptions['logger'];
};

/** Builds the Fastify app (used by main.ts and by the integration tests). */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config } = deps;
  const app = Fastify({
    logger: deps.logger ?? {
      level: config.logLevel,
      // Personal data and secrets never reach the logs.
      redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
    },
    trustProxy: config.trustProxy.length > 0 ? config.trustProxy : false,
    bodyLimit: 64 * 1024,
    routerOptions: { maxParamLength: 200, ignoreDuplicateSlashes: false },
  });

  registerSecurityHeaders(app, {
    dev: config.env === 'development' && !config.production,
    https: config.publicOrigin.startsWith('https:'),
  });
  if (deps.beforeRoutes) await deps.beforeRoutes(app);

  app.setErrorHandler((err, req, reply) => {
    const status = (err as { statusCode?: number }).statusCode;
    if (!status || status >= 500) req.log.error({ err }, 'request failed');
    if (isApi(req)) return sendApiError(reply, err);
    if (status && status >= 400 && status < 500) return sendApiError(reply, err);
    try {
      return reply
        .code(500)
        .header('Cache-Control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(renderErrorPage(req, deps.assets(), config.publicOrigin, config.support));
    } catch (renderErr) {
      req.log.error({ err: renderErr }, 'error page failed');
      return reply.code(500).type('text/plain; charset=utf-8').send('Oops! Something went wrong.');
    }
  });

  app.setNotFoundHandler((req, reply) => {
    if (isApi(req))
      return reply.code(404).send({ code: ERROR_CODES.NOT_FOUND, message: 'No such API endpoint.' });
    return reply.code(405).send({ code: ERROR_CODES.METHOD_NOT_ALLOWED, message: 'Method not allowed.' });
  });

  const content = contentService(contentRepo(deps.db));
  registerHealthRoutes(app, healthService(healthRepo(deps.db)));
  registerContentRoutes(app, content);
  app.all('/api/*', async (_req, reply) =>
    reply.code(404).send({ code: ERROR_CODES.NOT_FOUND, message: 'No such API endpoint.' }),
  );
  registerStaticAssets(app, config.clientDir);
  registerPageRoutes(app, {
    content,
    assets: deps.assets,
    origin: config.publicOrigin,
    tagManagerId: config.tagManagerId,
    support: config.support,
  });
  return app;
}
