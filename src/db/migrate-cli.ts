import { runDbTask } from '../server/cli';

/** npm run db:migrate: applies the SQL migrations in src/db/migrations (also done at every start). */
await runDbTask('migrate', async (_db, _config, log) => log('migrations applied'));
