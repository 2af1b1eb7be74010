import type { FastifyInstance } from 'fastify';
import { registerCaptureRoutes } from './routes';

/** The capture popups' server side (decision 0034): GET /api/exit_intent. */
export function registerCaptureModule(app: FastifyInstance): void {
  registerCaptureRoutes(app);
}
