import type { FastifyInstance } from 'fastify';
import type { ModuleContext } from '../context';

/** Registers POST /api/recentSearches (issue 4 §5). */
export function registerRecentSearchesModule(_app: FastifyInstance, _ctx: ModuleContext): void {}
