import type { FastifyInstance } from 'fastify';
import type { ModuleContext } from '../context';
import { recentSearchesRepo } from './repo';
import { registerRecentSearchRoutes } from './routes';
import { recentSearchesService } from './service';

/** Registers POST /api/recentSearches (docs/product/journeys.md). */
export function registerRecentSearchesModule(app: FastifyInstance, ctx: ModuleContext): void {
  registerRecentSearchRoutes(app, recentSearchesService(recentSearchesRepo(ctx.db), ctx.log));
}
