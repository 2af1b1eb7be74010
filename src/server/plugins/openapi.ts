import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ZApiError } from '../../shared/contracts/errors';
import type { Bucket } from './route-options';
import { ZJsonObject, type RouteSchemas } from './route-schemas';

/**
 * The OpenAPI 3.1 document of the JSON API (decision 0056), generated from the zod schemas each `/api/` route
 * declares in `config.schemas` (route-schemas.ts) with zod's own `z.toJSONSchema`: the shapes are the ones the
 * handlers parse with, so the document cannot drift from the code. test/integration/openapi.test.ts fails when an
 * `/api/` route declares none.
 */

export const OPENAPI_URL = '/api/openapi.json';

type Json = Record<string, unknown>;

export interface DescribedRoute {
  method: string;
  url: string;
  public: boolean;
  bucket: Bucket | false;
  schemas?: RouteSchemas;
}

/** Fastify's `:name` (with an optional `(regex)`) as OpenAPI's `{name}`. */
export function openApiPath(url: string): string {
  return url.replace(/:(\w+)(\([^)]*\))?/g, '{$1}');
}

/** A route the document describes: under /api/, not the unknown-path catch-all, not HEAD (Fastify's twin of GET). */
export function isDescribable(route: { method: string; url: string }): boolean {
  return route.url.startsWith('/api/') && !route.url.includes('*') && route.method !== 'HEAD';
}

/** The schemas of one document: shared definitions hoisted into `components.schemas`. */
class SchemaSet {
  readonly components: Record<string, Json> = {};

  /** A zod schema as JSON Schema (2020-12, OpenAPI 3.1's dialect); `$defs` (recursive shapes) go to components. */
  of(schema: z.ZodType, io: 'input' | 'output', name: string): Json {
    const json = z.toJSONSchema(schema, {
      io,
      unrepresentable: 'any',
      cycles: 'ref',
      reused: 'inline',
    }) as Json;
    delete json.$schema;
    const defs = json.$defs as Record<string, Json> | undefined;
    delete json.$defs;
    if (!defs) return json;
    const renamed = (key: string) => `${name}.${key}`.replace(/[^A-Za-z0-9_.-]/g, '_');
    const rewrite = (v: unknown): unknown => {
      if (Array.isArray(v)) return v.map(rewrite);
      if (v === null || typeof v !== 'object') return v;
      const out: Json = {};
      for (const [k, x] of Object.entries(v)) {
        out[k] =
          k === '$ref' && typeof x === 'string' && x.startsWith('#/$defs/')
            ? `#/components/schemas/${renamed(x.slice('#/$defs/'.length))}`
            : rewrite(x);
      }
      return out;
    };
    for (const [key, def] of Object.entries(defs)) this.components[renamed(key)] = rewrite(def) as Json;
    return rewrite(json) as Json;
  }

  /** An object schema's properties as OpenAPI parameters. */
  parameters(schema: z.ZodType, where: 'path' | 'query' | 'header', name: string): Json[] {
    const json = this.of(schema, 'input', name);
    const props = (json.properties ?? {}) as Record<string, Json>;
    const required = new Set((json.required ?? []) as string[]);
    return Object.entries(props).map(([param, s]) => ({
      name: param,
      in: where,
      required: where === 'path' || required.has(param),
      schema: s,
    }));
  }
}

function operationId(method: string, url: string): string {
  const words = url
    .replace(/^\/api\//, '')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);
  return [method.toLowerCase(), ...words.map((w) => w[0]!.toUpperCase() + w.slice(1))].join('');
}

function operation(route: DescribedRoute, s: RouteSchemas, set: SchemaSet): Json {
  const id = operationId(route.method, route.url);
  const parameters = [
    ...(s.params ? set.parameters(s.params, 'path', `${id}.params`) : []),
    ...(s.query ? set.parameters(s.query, 'query', `${id}.query`) : []),
    ...(s.headers ? set.parameters(s.headers, 'header', `${id}.headers`) : []),
  ];
  // Path parameters the route does not describe are still parameters: plain strings.
  for (const [, name] of openApiPath(route.url).matchAll(/\{(\w+)\}/g)) {
    if (!parameters.some((p) => p.in === 'path' && p.name === name))
      parameters.push({ name, in: 'path', required: true, schema: { type: 'string' } });
  }
  const responses: Json = {};
  const declared = s.response instanceof z.ZodType ? { 200: s.response } : s.response;
  for (const [status, schema] of Object.entries(declared)) {
    responses[status] =
      schema === null
        ? { description: 'No content.' }
        : {
            description: 'Success.',
            content: {
              [s.responseType ?? 'application/json']: { schema: set.of(schema, 'output', `${id}.${status}`) },
            },
          };
  }
  responses['4XX'] = { $ref: '#/components/responses/Error' };
  responses['5XX'] = { $ref: '#/components/responses/Error' };
  return {
    operationId: id,
    summary: s.summary,
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(s.body
      ? {
          requestBody: {
            required: true,
            content: {
              [s.bodyType ?? 'application/json']: { schema: set.of(s.body, 'input', `${id}.body`) },
            },
          },
        }
      : {}),
    responses,
    ...(route.public ? {} : { security: [{ deviceToken: [] }] }),
    'x-rate-bucket': route.bucket,
  };
}

/** The document for the routes collected at start (only those that declare their schemas). */
export function openApiDocument(routes: readonly DescribedRoute[]): Json {
  const set = new SchemaSet();
  const paths: Record<string, Json> = {};
  for (const route of routes) {
    if (!isDescribable(route) || !route.schemas) continue;
    const path = openApiPath(route.url);
    paths[path] = { ...paths[path], [route.method.toLowerCase()]: operation(route, route.schemas, set) };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Sahel Compare API',
      version: '1',
      description:
        'The JSON API under /api/. Errors answer `{code, message}`; a route with a rate bucket answers 429 ' +
        '`RATE_LIMIT` with Retry-After past its budget (decision 0022).',
    },
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    paths,
    components: {
      schemas: { ApiError: set.of(ZApiError, 'output', 'ApiError'), ...set.components },
      responses: {
        Error: {
          description: 'A refusal or a failure: a stable code and a message.',
          content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } },
        },
      },
      securitySchemes: {
        deviceToken: {
          type: 'apiKey',
          in: 'header',
          name: 'authorization',
          description: 'The session token `POST /api/device` answers in its authorization header.',
        },
      },
    },
  };
}

const ZOpenApiDocument = z
  .object({ openapi: z.literal('3.1.0'), info: ZJsonObject, paths: ZJsonObject, components: ZJsonObject })
  .loose();

/** Registered before any route: collects every route with its options (the document is built from them). */
export function collectRouteSchemas(app: FastifyInstance): readonly DescribedRoute[] {
  const routes: DescribedRoute[] = [];
  app.addHook('onRoute', (opts) => {
    const c = opts.config ?? {};
    for (const method of [opts.method].flat()) {
      routes.push({
        method,
        url: opts.url ?? '',
        public: c.public ?? true,
        bucket: c.bucket ?? false,
        ...(c.schemas ? { schemas: c.schemas } : {}),
      });
    }
  });
  return routes;
}

/**
 * `GET /api/openapi.json`, built once at the first request, when every route is known. Public and cacheable: it
 * changes only with a deployment.
 */
export function registerOpenApiRoute(app: FastifyInstance, routes: readonly DescribedRoute[]): void {
  let body: string | undefined;
  app.get(
    OPENAPI_URL,
    {
      config: {
        public: true,
        bucket: 'read',
        schemas: { summary: 'This document: the API in OpenAPI 3.1.', response: ZOpenApiDocument },
      },
    },
    async (_req, reply) => {
      body ??= JSON.stringify(openApiDocument(routes));
      return reply
        .header('Cache-Control', 'public, max-age=300')
        .type('application/json; charset=utf-8')
        .send(body);
    },
  );
}
