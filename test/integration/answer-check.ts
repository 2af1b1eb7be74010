import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { RouteSchemas } from '../../src/server/plugins/route-schemas';

/**
 * Decision 0066: every success answer of a route that declares its answer schema (`config.schemas.response`, the
 * shape the OpenAPI document shows) is parsed with that schema in the integration tests. The schemas only
 * describe (the handlers answer as they always did), so this is what keeps the document true: an answer that
 * does not match fails its request with a 500 and prints the route and zod's issues.
 */
export function checkAnswers(app: FastifyInstance): void {
  app.addHook('onSend', async (req, reply, payload) => {
    const declared = (req.routeOptions.config as { schemas?: RouteSchemas }).schemas?.response;
    const status = reply.statusCode;
    if (!declared || status < 200 || status >= 300) return payload;
    const schema = declared instanceof z.ZodType ? (status === 200 ? declared : undefined) : declared[status];
    const type = String(reply.getHeader('content-type') ?? '');
    if (!schema || !type.startsWith('application/json')) return payload;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    const parsed = schema.safeParse(JSON.parse(payload.toString()));
    if (parsed.success) return payload;
    const where = `${req.method} ${req.routeOptions.url ?? req.url} ${status}`;
    console.error(`Answer does not match its declared schema: ${where}\n${z.prettifyError(parsed.error)}`);
    throw new Error(`Answer does not match its declared schema: ${where}`);
  });
}
