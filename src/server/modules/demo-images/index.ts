import type { FastifyInstance } from 'fastify';
import { registerDemoImageRoutes } from './routes';

/** The demo pages' generated images (`/assets/demo/<slug>.svg`): no SQL, no state. */
export function registerDemoImagesModule(app: FastifyInstance): void {
  registerDemoImageRoutes(app);
}
