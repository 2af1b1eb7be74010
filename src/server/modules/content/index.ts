import type { FastifyInstance } from 'fastify';
import type { ModuleContext } from '../context';
import { contentRepo } from './repo';
import { registerContentRoutes } from './routes';
import { contentService, type ContentService } from './service';

/** Page documents, redirections and the header and footer (GET /api/page); the service feeds the page routes. */
export function registerContentModule(app: FastifyInstance, ctx: ModuleContext): ContentService {
  const content = contentService(contentRepo(ctx.db));
  registerContentRoutes(app, content);
  return content;
}
