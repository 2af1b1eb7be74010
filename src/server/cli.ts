import type { Db } from '../db/client';
import { runMigrations } from '../db/client';
import { config as loadConfig, type Config } from './config';
import { openDatabase } from './database';

/** Runs a database command-line task: readable one-line errors, the database closed afterwards. */
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
    process.stderr.write(`[${name}] failed: ${err instanceof Error ? err.message : String(err)}\n`);
    process.exitCode = 1;
  }
}
