import type { FastifyContextConfig } from 'fastify';
import { z } from 'zod';

/**
 * What an `/api/` route takes and answers, declared on the route beside `public` and `bucket` (decision 0056): the
 * zod schemas the handler parses with, read by the OpenAPI document (`GET /api/openapi.json`). Declaring a schema
 * does not validate by itself; the handler still parses, so its `{code, message}` refusals stay as they are.
 */
export interface RouteSchemas {
  /** One line for the operation list. */
  summary: string;
  params?: z.ZodType;
  query?: z.ZodType;
  headers?: z.ZodType;
  /** What a write takes; null: the call takes no body (its path names what it acts on). */
  body?: z.ZodType | null;
  /** The body's media type when it is not JSON (an upload, a browser's CSP report). */
  bodyType?: string;
  /**
   * The success answer: a schema (200), or by status; null is an answer without a body. Declared by every route
   * (decision 0066); the integration tests parse each success answer with it (test/integration/answer-check.ts).
   */
  response: z.ZodType | Record<number, z.ZodType | null>;
  /** The success answer's media type when it is not JSON. */
  responseType?: string;
}

/** A JSON object whose shape the route does not declare (an answer assembled by the service). */
export const ZJsonObject = z.record(z.string(), z.unknown()).meta({ description: 'A JSON object.' });

/** A module's shared route options with one route's schemas added. */
export function withSchemas<C extends { config: FastifyContextConfig }>(
  options: C,
  schemas: RouteSchemas,
): C {
  return { ...options, config: { ...options.config, schemas } };
}
