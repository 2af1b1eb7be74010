import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { consoleStaff } from '../../../db/schema-console';
import { ZConsoleEmail, type ConsoleRole } from '../../../shared/contracts/console';
import type { Config } from '../../config';
import { consoleKey } from './index';
import { invitationLink } from './routes';
import { consoleService } from './service';

/**
 * `npm run console:admin -- --email a@b.example [--name "Full Name"]` (decision 0110): an admin's invitation
 * link, printed once, valid 72 hours. Never a password: the person chooses it and enrols TOTP through the link.
 * For an account that exists without credentials (the demo staff, decision 0118) the link enrols that account
 * with its own role; an account that has credentials is refused (409).
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
  const parsed = ZConsoleEmail.safeParse(arg('email'));
  if (!parsed.success)
    throw new Error('--email needs the admin’s e-mail address, such as --email owner@example.com');
  const email = parsed.data;
  const [existing] = await db
    .select({
      displayName: consoleStaff.displayName,
      role: consoleStaff.role,
      products: consoleStaff.products,
    })
    .from(consoleStaff)
    .where(eq(consoleStaff.email, email));
  const displayName = arg('name') ?? existing?.displayName ?? email.split('@')[0]!;
  const role = (existing?.role ?? 'admin') as ConsoleRole;
  const service = consoleService(db, { key: consoleKey(config.secrets.sessionSecret), now });
  const { token, expiresAt } = await service.invite(
    { email, displayName, role, products: existing?.products ?? [] },
    null,
    null,
  );
  const link = invitationLink(config.publicOrigin, token);
  log(`invitation for ${email} (${role}), valid until ${expiresAt.toISOString()}:`);
  log(link);
  return link;
}
