import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import pg from 'pg';
import { startEmbedded, type EmbeddedCluster } from '../../src/db/embedded';
import { createDb, runMigrations, closeDb } from '../../src/db/client';
import { ROOT } from '../../src/server/config';

/**
 * One throwaway embedded PostgreSQL cluster per test run, in a temp directory removed afterwards.
 * Migrations are applied once to a template database; each test file clones it (CREATE DATABASE … TEMPLATE).
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
  project.provide('pgUrl', cluster.url);
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
