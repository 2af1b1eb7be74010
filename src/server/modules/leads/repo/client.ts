import { drizzle } from 'drizzle-orm/node-postgres';
import type { PoolClient } from 'pg';
import type { Db } from '../../../../db/client';
import * as schema from '../../../../db/schema';
import { isConnectionError } from '../../../../db/connection-errors';

// The leads module's transactions: each on a client of its own (a lead's write, one delivery).

export type Exec = Pick<Db, 'execute'>;
export type Client = PoolClient;

/** A failed write's error would quote its parameters (contact values): the SQLSTATE only (as the enquiry repo). */
function withoutParams(err: unknown): Error {
  const cause = (err as { cause?: { code?: unknown } }).cause;
  const code = typeof cause?.code === 'string' ? cause.code : 'unknown';
  if (isConnectionError(err))
    return Object.assign(new Error('lead write failed: the database connection was lost'), {
      code: code === 'unknown' ? 'ECONNRESET' : code,
    });
  return new Error(`lead write failed (SQLSTATE ${code})`);
}

/**
 * One transaction on a client of its own: `work` ends it (commit, or rollback for an answer that stores nothing).
 * On an error it is rolled back, a client whose connection broke is discarded, and the error leaves without the
 * statement's parameters.
 */
export async function onClient<T>(db: Db, work: (client: Client, tx: Exec) => Promise<T>): Promise<T> {
  const client = await db.$client.connect();
  let broken: Error | undefined;
  try {
    await client.query('begin');
    return await work(client, drizzle(client, { schema }));
  } catch (err) {
    await client.query('rollback').catch(() => undefined);
    if (isConnectionError(err)) broken = err instanceof Error ? err : new Error('connection lost');
    throw withoutParams(err);
  } finally {
    client.release(broken);
  }
}
