import pg from 'pg';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import * as schema from './schema';

export type Db = NodePgDatabase<typeof schema> & { $client: pg.Pool };

export function createDb(url: string, max = 10): Db {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    idleTimeoutMillis: 30_000,
    // A database that does not answer fails the request (503) instead of queueing it for ever.
    connectionTimeoutMillis: 10_000,
  });
  // An idle client's error (a server restart) must not crash the process; the next query reconnects.
  pool.on('error', () => undefined);
  // Decision 0021: a client checked out for a transaction gets the same guard. Its query in flight rejects (the
  // request answers 503); pg then removes the broken client from the pool, and the next checkout connects anew.
  pool.on('connect', (client) => {
    client.on('error', () => undefined);
  });
  return drizzle(pool, { schema }) as Db;
}

export async function runMigrations(db: Db, migrationsFolder: string): Promise<void> {
  await migrate(db, { migrationsFolder });
}

export async function closeDb(db: Db): Promise<void> {
  await db.$client.end();
}
