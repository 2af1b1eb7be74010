import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createDb, closeDb, type Db } from '../../src/db/client';
import { buildConfig } from '../../src/server/config';
import { buildApp } from '../../src/server/app';
import type { Assets } from '../../src/shared/contracts/render';
import { renderDocument } from '../../src/web/entry-server';

/** A fresh database cloned from the migrated template: each test file gets its own data. */
export async function freshDatabase(): Promise<{ db: Db; url: string; drop: () => Promise<void> }> {
  const adminUrl = inject('pgUrl');
  const name = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE app_template`);
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
  const app = await buildApp({ config, db, assets: () => testAssets, render: renderDocument, logger: false });
  await app.ready();
  return app;
}
