import type { FastifyInstance } from 'fastify';
import type { ModuleContext } from '../context';
import { registerOptionsModule } from '../options';
import { formsRepo } from './repo';
import { registerFormRoutes } from './routes';
import { formsService } from './service';
import type { FormsService } from './types';

/** Registers the user-form and option-list endpoints and returns the forms service (decision 0008). */
export function registerFormsModule(app: FastifyInstance, ctx: ModuleContext): FormsService {
  const options = registerOptionsModule(app, ctx);
  const forms = formsService(formsRepo(ctx.db), {
    log: ctx.log,
    resolveOptions: (url, language) => options.resolve(url, language),
    resolveRange: (url) => options.resolveRange(url),
  });
  registerFormRoutes(app, forms);
  return forms;
}
