import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createDb, closeDb, type Db } from '../../src/db/client';
import { buildConfig } from '../../src/server/config';
import { buildApp } from '../../src/server/app';
import type { Assets } from '../../src/shared/contracts/render';
import { renderDocument } from '../../src/web/entry-server';
import { checkAnswers } from './answer-check';

export type TestDatabase = { db: Db; url: string; drop: () => Promise<void> };

/**
 * A fresh database cloned from the migrated template, or with `seeded` from the one that also holds the demo seed
 * (as `seed(db)` writes it, done once per run by global-setup.ts): each test file gets its own data.
 */
export async function freshDatabase(opts: { seeded?: boolean } = {}): Promise<TestDatabase> {
  const adminUrl = inject('pgUrl');
  const name = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${opts.seeded ? 'app_seeded' : 'app_template'}`);
  await admin.end();
  const url = adminUrl.replace(/\/postgres$/, `/${name}`);
  const db = createDb(url, 4);
  return {
    db,
    url,
    drop: async () => {
      await closeDb(db);
      const a = new pg.Client({ connectionString: adminUrl });
      await a.connect();
      await a.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await a.end();
    },
  };
}

/** Assets stand-in for integration tests (no client build needed to render HTML). */
export const testAssets: Assets = {
  css: ['/assets/site.css'],
  entry: '/assets/client.js',
  islandChunks: (name) => [`/assets/${name}.js`],
};

/** The configuration integration tests run with; `env` overrides or adds variables (e.g. low rate limits). */
export function testConfig(env: Record<string, string> = {}) {
  return buildConfig({
    NODE_ENV: 'test',
    SESSION_SECRET: 'x'.repeat(40),
    DATA_DIR: '/tmp/sahel-test-data',
    PUBLIC_ORIGIN: 'http://localhost:3000',
    ...env,
  });
}

export async function testApp(db: Db, env: Record<string, string> = {}): Promise<FastifyInstance> {
  const config = testConfig(env);
  const app = await buildApp({
    config,
    db,
    assets: () => testAssets,
    render: renderDocument,
    logger: false,
    // Every success answer is checked against the schema its route declares (decision 0066).
    beforeRoutes: checkAnswers,
  });
  await app.ready();
  return app;
}

/** A limit raised out of reach: a file's many requests from one address must not trip what it does not test. */
export const HIGH = '1000000';
/** Limit variables set to HIGH. */
export const high = (...names: string[]): Record<string, string> =>
  Object.fromEntries(names.map((name) => [name, HIGH]));
/** The set most files raise: writes, new devices and visits. */
export const HIGH_WRITES = high(
  'RATE_LIMIT_WRITE_PER_IP',
  'RATE_LIMIT_WRITE_PER_DEVICE',
  'RATE_LIMIT_DEVICE_PER_IP',
  'RATE_LIMIT_VISIT_PER_IP',
);

export type TestAppOptions = {
  /** Rate-limit variables (e.g. HIGH_WRITES, or a low one the file proves). */
  limits?: Record<string, string>;
  /** Any other variables (JOBS_ENABLED, ADMIN_TOKEN, …). */
  env?: Record<string, string>;
  /** Start from the demo seed (the default) or from the bare migrated schema. */
  seeded?: boolean;
  /** Rows the app must find when it starts (test forms, a stranded enquiry). */
  prepare?: (db: Db) => Promise<void>;
};

/** Forwards every use to the object `get` answers, once beforeAll has made it. */
function late<T extends object>(get: () => T | undefined, what: string): T {
  const target = (): T => {
    const t = get();
    if (!t) throw new Error(`${what} is used before beforeAll made it`);
    return t;
  };
  return new Proxy({} as T, {
    get: (_, prop) => {
      const t = target();
      const value: unknown = Reflect.get(t, prop, t);
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(t) : value;
    },
    has: (_, prop) => Reflect.has(target(), prop),
  });
}

/**
 * The integration preamble in one call (decision 0057): a fresh database (seeded by default) and the app on it,
 * made in beforeAll and closed and dropped in afterAll. Call it at the top of a file; `app` and `ctx` stand in for
 * the instances until beforeAll has made them.
 */
export function useTestApp(opts: TestAppOptions = {}): { app: FastifyInstance; ctx: TestDatabase } {
  let database: TestDatabase | undefined;
  let instance: FastifyInstance | undefined;
  beforeAll(async () => {
    database = await freshDatabase({ seeded: opts.seeded ?? true });
    await opts.prepare?.(database.db);
    instance = await testApp(database.db, { ...opts.env, ...opts.limits });
  });
  afterAll(async () => {
    await instance?.close();
    await database?.drop();
  });
  return { app: late(() => instance, 'app'), ctx: late(() => database, 'ctx') };
}
