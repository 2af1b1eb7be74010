import { join } from 'node:path';
import { createDb, runMigrations, closeDb, type Db } from '../db/client';
import { runningClusterUrl, startEmbedded, type EmbeddedCluster } from '../db/embedded';
import { applySeedContent, isEmpty, referenceMissing, seed } from '../db/seed/seed';
import { seedPartners } from '../db/seed/partners';
import { applyChangedGroups } from '../db/seed/groups';
import type { Config } from './config';

export type Database = {
  db: Db;
  url: string;
  close: () => Promise<void>;
  embedded: EmbeddedCluster | undefined;
};

/** DATABASE_URL when set; otherwise a real embedded PostgreSQL in DATA_DIR/postgres, kept across restarts. */
export async function openDatabase(
  config: Config,
  log: (msg: string) => void,
  opts: { attachToRunning?: boolean } = {},
): Promise<Database> {
  let embedded: EmbeddedCluster | undefined;
  let url = config.databaseUrl;
  if (!url && opts.attachToRunning) {
    // CLI tools (seed, migrate) may use the cluster a running app holds.
    url = runningClusterUrl(join(config.dataDir, 'postgres'));
    if (url) log('using the embedded PostgreSQL of the running app');
  }
  if (!url) {
    const dir = join(config.dataDir, 'postgres');
    log(`starting embedded PostgreSQL in ${dir}`);
    embedded = await startEmbedded(dir);
    url = embedded.url;
  }
  const db = createDb(url);
  return {
    db,
    url,
    embedded,
    close: async () => {
      await closeDb(db);
      await embedded?.stop();
    },
  };
}

/**
 * Applies migrations, then seeds what is missing: reference data always, demo content and partners only with
 * SEED_DEMO (on by default for the embedded database, off with DATABASE_URL; decision 0024).
 */
export async function prepareDatabase(db: Db, config: Config, log: (msg: string) => void): Promise<void> {
  await runMigrations(db, config.migrationsDir);
  if (!config.seedOnStart) return;
  if (!config.seedDemo) {
    if (await referenceMissing(db)) {
      const r = await seed(db, { demo: false });
      log(`seeded reference data only (SEED_DEMO off): ${r.forms} forms, ${r.optionLists} option lists`);
      for (const line of r.missingTexts) log(`texts missing: ${line}`);
    } else {
      for (const g of await applyChangedGroups(db, false)) log(`seed group changed, applied again: ${g}`);
    }
    return;
  }
  if (await isEmpty(db)) {
    const r = await seed(db);
    log(`seeded ${r.pages} pages, ${r.redirections} redirections and ${r.partners} partners`);
    for (const line of r.missingTexts) log(`texts missing: ${line}`);
  } else {
    // A database seeded before the partners table existed gets the demo partners too (existing rows untouched).
    await seedPartners(db, { onlyMissing: true });
    // New or changed seed content reaches an existing database too, except what an editor changed (decision 0073).
    const c = await applySeedContent(db);
    // The journeys and the catalogues, by group (decision 0073): a changed group is written again.
    for (const g of await applyChangedGroups(db, true)) log(`seed group changed, applied again: ${g}`);
    if (c.inserted || c.updated) log(`content from the seed: ${c.inserted} new, ${c.updated} changed`);
    for (const key of c.skipped)
      log(`content from the seed skipped, changed by an editor since it was seeded: ${key}`);
  }
}
