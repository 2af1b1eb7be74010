import type { Db } from '../../../db/client';
import { ZConsoleEmail } from '../../../shared/contracts/console';
import type { Config } from '../../config';
import { consoleKey } from './index';
import { invitationLink } from './routes';
import { consoleService } from './service';

/**
 * `npm run console:admin -- --email a@b.example [--name "Full Name"]` (decision 0110): an admin's invitation
 * link, printed once, valid 72 hours. Never a password: the person chooses it and enrols TOTP through the link.
 */
export async function createAdminInvitation(
  db: Db,
  config: Config,
  log: (m: string) => void,
  argv: readonly string[],
  now: () => Date = () => new Date(),
): Promise<string> {
  const arg = (name: string) => {
    const i = argv.indexOf(`--${name}`);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  const email = ZConsoleEmail.parse(arg('email'));
  const displayName = arg('name') ?? email.split('@')[0]!;
  const service = consoleService(db, { key: consoleKey(config.secrets.sessionSecret), now });
  const { token, expiresAt } = await service.invite(
    { email, displayName, role: 'admin', products: [] },
    null,
    null,
  );
  const link = invitationLink(config.publicOrigin, token);
  log(`invitation for ${email} (admin), valid until ${expiresAt.toISOString()}:`);
  log(link);
  return link;
}
