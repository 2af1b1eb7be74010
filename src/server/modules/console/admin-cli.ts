import { runDbTask } from '../../cli';
import { createAdminInvitation } from './admin-invitation';

/** `npm run console:admin -- --email a@b.example [--name "Full Name"]`: the first admin's invitation link (decision 0110). */
await runDbTask('console:admin', async (db, config, log) => {
  await createAdminInvitation(db, config, log, process.argv.slice(2));
});
