import { runDbTask } from '../../server/cli';
import { seed } from './seed';

/** npm run seed: applies migrations, then (re)writes the demo content (upserts). */
await runDbTask('seed', async (db, _config, log) => {
  const r = await seed(db);
  log(
    `seeded ${r.pages} pages, ${r.redirections} redirections, ${r.partners} partners, ${r.forms} forms, ` +
      `${r.optionLists} option lists, ${r.vehicleModels} vehicle models, ${r.insurers} insurers, ${r.plans} plans, ` +
      `${r.rateTables} rate tables, ${r.banking.banks} banks, ${r.banking.creditCards} credit cards, ` +
      `${r.banking.loans} loans and ${r.banking.bankAccounts} bank accounts`,
  );
});
