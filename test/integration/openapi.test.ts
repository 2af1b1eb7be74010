import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/server/app';
import { z } from 'zod';
import { isDescribable, OPENAPI_URL, openApiPath } from '../../src/server/plugins/openapi';
import { ZJsonObject, type RouteSchemas } from '../../src/server/plugins/route-schemas';
import { renderDocument } from '../../src/web/entry-server';
import { freshDatabase, testAssets, testConfig } from './helpers';

/**
 * Decision 0056: GET /api/openapi.json describes every /api/ route the app registers (the admin calls and the
 * development outbox included), from the zod schemas the routes declare, in the shape of OpenAPI 3.1.
 */

type Route = { method: string; url: string; schemas?: RouteSchemas };

let ctx: Awaited<ReturnType<typeof freshDatabase>>;
let app: FastifyInstance;
const routes: Route[] = [];
let doc: {
  openapi: string;
  info: { title: string; version: string };
  paths: Record<string, Record<string, Record<string, unknown>>>;
  components: { schemas: Record<string, unknown>; responses: Record<string, unknown> };
};
let headers: Record<string, unknown>;

beforeAll(async () => {
  ctx = await freshDatabase({ seeded: false });
  app = await buildApp({
    config: testConfig({ ADMIN_TOKEN: 'a'.repeat(40), DEV_TOOLS: '1' }),
    db: ctx.db,
    assets: () => testAssets,
    render: renderDocument,
    logger: false,
    beforeRoutes: (a) => {
      a.addHook('onRoute', (opts) => {
        const schemas = (opts.config as { schemas?: RouteSchemas } | undefined)?.schemas;
        for (const method of [opts.method].flat()) routes.push({ method, url: opts.url ?? '', schemas });
      });
    },
  });
  await app.ready();
  const res = await app.inject({ method: 'GET', url: OPENAPI_URL });
  expect(res.statusCode).toBe(200);
  headers = res.headers;
  doc = res.json();
});

afterAll(async () => {
  await app?.close();
  await ctx?.drop();
});

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

describe('GET /api/openapi.json', () => {
  it('is public and cacheable JSON', () => {
    expect(headers['content-type']).toMatch(/^application\/json/);
    expect(headers['cache-control']).toMatch(/^public, max-age=\d+/);
  });

  it('describes every /api/ route the app registers', () => {
    const api = routes.filter(isDescribable);
    expect(api.length).toBeGreaterThan(40);
    const missing = api
      .filter((r) => !doc.paths[openApiPath(r.url)]?.[r.method.toLowerCase()])
      .map((r) => `${r.method} ${r.url}`);
    expect(missing).toEqual([]);
  });

  it('describes no route the app does not have', () => {
    const registered = new Set(routes.map((r) => `${r.method.toLowerCase()} ${openApiPath(r.url)}`));
    const extra = Object.entries(doc.paths).flatMap(([path, item]) =>
      Object.keys(item)
        .filter((m) => !registered.has(`${m} ${path}`))
        .map((m) => `${m} ${path}`),
    );
    expect(extra).toEqual([]);
  });

  it('has every write declare what it takes: a body schema, or null for none', () => {
    const undeclared = routes
      .filter((r) => isDescribable(r) && ['POST', 'PUT', 'PATCH', 'DELETE'].includes(r.method))
      .filter((r) => r.schemas?.body === undefined)
      .map((r) => `${r.method} ${r.url}`);
    expect(undeclared).toEqual([]);
  });

  it('names the shape of every success answer with a body (never only "a JSON object")', () => {
    // Decision 0066: an answer described as any object says nothing a client can use.
    const shapeless = (schema: Record<string, unknown>) =>
      !['properties', 'anyOf', 'oneOf', 'allOf', '$ref', 'items', 'const', 'enum'].some((k) => k in schema) &&
      (schema.type === undefined || schema.type === 'object');
    const unnamed: string[] = [];
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(item)) {
        const responses = op.responses as Record<
          string,
          { content?: Record<string, { schema: Record<string, unknown> }> }
        >;
        for (const [status, r] of Object.entries(responses)) {
          if (!/^2\d\d$/.test(status) || !r.content) continue;
          for (const media of Object.values(r.content))
            if (shapeless(media.schema)) unnamed.push(`${method} ${path} ${status}`);
        }
      }
    }
    // The check tells the bare object from a named shape.
    expect(shapeless(z.toJSONSchema(ZJsonObject) as Record<string, unknown>)).toBe(true);
    expect(unnamed).toEqual([]);
  });

  it('has the shape of an OpenAPI 3.1 document', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info.title).toBeTruthy();
    expect(doc.info.version).toBeTruthy();
    const ids = new Set<string>();
    for (const [path, item] of Object.entries(doc.paths)) {
      expect(path).toMatch(/^\/api\/[^:*]*$/);
      const templated = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
      for (const [method, op] of Object.entries(item)) {
        const where = `${method} ${path}`;
        expect(HTTP_METHODS, where).toContain(method);
        expect(typeof op.operationId, where).toBe('string');
        expect(ids.has(op.operationId as string), `${where}: unique operationId`).toBe(false);
        ids.add(op.operationId as string);
        expect(typeof op.summary, where).toBe('string');
        const params = (op.parameters ?? []) as {
          name: string;
          in: string;
          required?: boolean;
          schema?: unknown;
        }[];
        for (const p of params) {
          expect(['path', 'query', 'header', 'cookie'], where).toContain(p.in);
          expect(p.schema, `${where} ${p.name}`).toBeTypeOf('object');
        }
        // Every templated segment is a required path parameter, and every path parameter is in the template.
        const inPath = params.filter((p) => p.in === 'path');
        expect(inPath.map((p) => p.name).sort(), where).toEqual([...templated].sort());
        expect(
          inPath.every((p) => p.required === true),
          where,
        ).toBe(true);
        const body = op.requestBody as { content: Record<string, { schema: unknown }> } | undefined;
        if (body) {
          expect(Object.keys(body.content).length, where).toBe(1);
          for (const media of Object.values(body.content)) expect(media.schema, where).toBeTypeOf('object');
        }
        const responses = op.responses as Record<string, { description?: string; $ref?: string }>;
        const success = Object.keys(responses).filter((s) => /^[23]\d\d$/.test(s));
        expect(success.length, `${where}: a success answer`).toBeGreaterThan(0);
        for (const r of Object.values(responses)) expect(r.description ?? r.$ref, where).toBeTruthy();
      }
    }
  });

  it('resolves every reference inside the document', () => {
    const refs = [...JSON.stringify(doc).matchAll(/"\$ref":"([^"]+)"/g)].map((m) => m[1] ?? '');
    expect(refs.length).toBeGreaterThan(0);
    for (const ref of new Set(refs)) {
      expect(ref).toMatch(/^#\/components\/(schemas|responses)\//);
      const [, , kind, name] = ref.split('/');
      const table = kind === 'schemas' ? doc.components.schemas : doc.components.responses;
      expect(table[name ?? ''], ref).toBeDefined();
    }
  });

  it('takes its shapes from the routes’ zod schemas', () => {
    const device = doc.paths['/api/device']?.post as {
      requestBody: { content: { 'application/json': { schema: { properties: Record<string, unknown> } } } };
      responses: Record<string, { content: { 'application/json': { schema: { required: string[] } } } }>;
    };
    expect(Object.keys(device.requestBody.content['application/json'].schema.properties)).toContain(
      'countryProductId',
    );
    expect(device.responses['200']?.content['application/json'].schema.required).toEqual(
      expect.arrayContaining(['deviceId', 'deviceUuid', 'visitId']),
    );
  });
});
