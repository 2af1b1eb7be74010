import type { FastifyInstance } from 'fastify';
import type { ContentService } from '../content/service';
import { registerHomeRoutes } from './routes';
import { homeService } from './service';

/** The header's data for a client-side retry (GET /api/home/headerlogo), read through the content module. */
export function registerHomeModule(app: FastifyInstance, deps: { content: ContentService }): void {
  registerHomeRoutes(app, homeService(deps.content));
}
