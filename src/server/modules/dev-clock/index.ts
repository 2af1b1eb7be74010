import type { FastifyContextConfig, FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ModuleContext } from '../context';

const ZClockBody = z.object({
  /** The time the clock should read now (it runs on from there), or null for the machine's clock again. */
  at: z.iso.datetime({ offset: true }).nullable(),
});
const ZClockAnswer = z.object({ data: z.object({ now: z.iso.datetime(), moved: z.boolean() }) });

const route = (summary: string, body?: z.ZodType): { config: FastifyContextConfig } => ({
  config: {
    // A development tool like /api/dev/outbox: no rate bucket; no device token, so a person can curl it.
    public: true,
    bucket: false,
    schemas: { summary, ...(body ? { body } : {}), response: ZClockAnswer },
  },
});

/**
 * The development clock (decision 0118): `GET /api/dev/clock` and `PUT /api/dev/clock {at}` move the time the
 * contact rules and the lead inbox's 'due now' read, so a person or a browser test can stand at 08:30 or 10:00
 * in Dubai. Registered only with the development tools (decision 0024), else both are unknown paths (404).
 * Answers the clock to give those modules, or undefined when there is none (the machine's clock then).
 * Sessions, one-time passwords, the lock-out and the renewal radar keep the machine's clock.
 */
export function registerDevClockModule(app: FastifyInstance, ctx: ModuleContext): (() => Date) | undefined {
  if (!ctx.config.devTools.enabled) return undefined;
  let offsetMs: number | null = null;
  const now = () => new Date(Date.now() + (offsetMs ?? 0));
  const answer = () => ({ data: { now: now().toISOString(), moved: offsetMs !== null } });

  app.get(
    '/api/dev/clock',
    route('Development tool: the contact rules’ clock (only with DEV_TOOLS).'),
    (_req, reply) => {
      reply.header('Cache-Control', 'no-store');
      return answer();
    },
  );
  app.put(
    '/api/dev/clock',
    route(
      'Development tool: set the contact rules’ clock, null for the machine’s (only with DEV_TOOLS).',
      ZClockBody,
    ),
    (req, reply) => {
      const { at } = ZClockBody.parse(req.body);
      offsetMs = at === null ? null : Date.parse(at) - Date.now();
      ctx.log.warn({ at }, 'development clock moved');
      reply.header('Cache-Control', 'no-store');
      return answer();
    },
  );
  return now;
}
