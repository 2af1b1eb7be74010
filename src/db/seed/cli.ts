import { runDbTask } from '../../server/cli';
import { seed } from './seed';
import { pushTagVersionsToRedis } from '../../server/ssr/page-cache/tags';

/**
 * npm run seed: applies migrations, then (re)writes the reference data and, when SEED_DEMO is on (the default for
 * the embedded database, off with DATABASE_URL; decision 0024), the demo content (upserts).
 */
await runDbTask('seed', async (db, config, log) => {
  const r = await seed(db, { demo: config.seedDemo });
  for (const line of r.missingTexts) log(`texts missing: ${line}`);
  // The tables' triggers gave every written page new tag versions (decision 0025); nodes sharing Redis see them now.
  // Where the pages live: their own Redis (PAGE_CACHE_REDIS_URL) or REDIS_URL's (decision 0045).
  if (config.pageCache.redisUrl && config.pageCache.enabled)
    await pushTagVersionsToRedis(db.$client, config.pageCache.redisUrl);
  if (!config.seedDemo) {
    log(
      `seeded reference data only (SEED_DEMO off): ${r.forms} forms, ${r.optionLists} option lists, ` +
        `${r.vehicleModels} vehicle models; SEED_DEMO=1 adds the demo content`,
    );
    return;
  }
  log(
    `seeded ${r.pages} pages, ${r.redirections} redirections, ${r.partners} partners, ${r.forms} forms, ` +
      `${r.optionLists} option lists, ${r.vehicleModels} vehicle models, ${r.insurers} insurers, ${r.plans} plans, ` +
      `${r.rateTables} rate tables, ${r.banking.banks} banks, ${r.banking.creditCards} credit cards, ` +
      `${r.banking.loans} loans and ${r.banking.bankAccounts} bank accounts`,
  );
});
