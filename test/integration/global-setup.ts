import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import pg from 'pg';
import { startEmbedded, type EmbeddedCluster } from '../../src/db/embedded';
import { createDb, runMigrations, closeDb } from '../../src/db/client';
import { seed } from '../../src/db/seed/seed';
import { ROOT } from '../../src/server/config';

/**
 * One throwaway embedded PostgreSQL cluster per test run, in a temp directory removed afterwards.
 * Migrations are applied once to a template database, and the demo seed once more to a second one built from it;
 * each test file clones one of them (CREATE DATABASE … TEMPLATE, a file copy: far cheaper than seeding per file,
 * decision 0057).
 */
let cluster: EmbeddedCluster | undefined;
let dir: string | undefined;

export async function setup(project: TestProject): Promise<void> {
  dir = mkdtempSync(join(tmpdir(), 'sahel-it-'));
  chmodSync(dir, 0o755); // the cluster runs as the postgres user when we are root
  cluster = await startEmbedded(join(dir, 'pg'), { throwaway: true });
  const admin = new pg.Client({ connectionString: cluster.url });
  await admin.connect();
  await admin.query('CREATE DATABASE app_template');
  await admin.end();
  const templateUrl = cluster.url.replace(/\/postgres$/, '/app_template');
  const db = createDb(templateUrl, 2);
  await runMigrations(db, join(ROOT, 'src/db/migrations'));
  await closeDb(db);
  await adminQuery(cluster.url, 'CREATE DATABASE app_seeded TEMPLATE app_template');
  const seeded = createDb(cluster.url.replace(/\/postgres$/, '/app_seeded'), 2);
  await seed(seeded);
  await closeDb(seeded); // a template with a connection open cannot be copied
  project.provide('pgUrl', cluster.url);
}

async function adminQuery(url: string, text: string): Promise<void> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    await c.query(text);
  } finally {
    await c.end();
  }
}

export async function teardown(): Promise<void> {
  await cluster?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgUrl: string;
  }
}
