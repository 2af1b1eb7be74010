import type { FastifyInstance } from 'fastify';
import type { ModuleContext } from '../context';
import { optionsRepo } from './repo';
import { registerOptionRoutes } from './routes';
import { optionsService, type OptionsService } from './service';

/** Option lists and the vehicle catalogue (decision 0008); registered by the forms module. */
export function registerOptionsModule(app: FastifyInstance, ctx: ModuleContext): OptionsService {
  const options = optionsService(optionsRepo(ctx.db), { log: ctx.log });
  registerOptionRoutes(app, options);
  return options;
}
