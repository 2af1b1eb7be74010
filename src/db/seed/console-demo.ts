import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { CONSENT_TEXT_VERSION } from '../../shared/contracts/quotes-api-constants';
import type { ConsoleRole } from '../../shared/contracts/console';
import type { Config } from '../../server/config';
import type { Db } from '../client';
import { devices, leads } from '../schema';
import { consoleStaff } from '../schema-console';
import { consoleLeadWork } from '../schema-console-leads';

/**
 * Demo staff for trying the console locally (decision 0118): one of each role, fictional `*.demo@sahel.example`
 * addresses, no password and no authenticator. Nobody can sign in as them until `npm run console:admin -- --email
 * <address>` prints an invitation link for that account (it keeps its role) and a person enrols through it.
 */
export const DEMO_STAFF: readonly {
  email: string;
  displayName: string;
  role: ConsoleRole;
  products: number[];
}[] = [
  { email: 'agent.demo@sahel.example', displayName: 'Aisha Demo (agent)', role: 'agent', products: [1, 3] },
  {
    email: 'lead.demo@sahel.example',
    displayName: 'Omar Demo (team lead)',
    role: 'team_lead',
    products: [1, 3],
  },
  {
    email: 'editor.demo@sahel.example',
    displayName: 'Layla Demo (editor)',
    role: 'content_editor',
    products: [],
  },
  { email: 'admin.demo@sahel.example', displayName: 'Karim Demo (admin)', role: 'admin', products: [] },
];

/** Invented leads with numbers no visitor has: three assigned to the demo agent, one new for the team lead. */
const DEMO_LEADS = [
  {
    publicId: 'DEMOLEAD0000000000000001',
    product: 1,
    mobile: '500900101',
    name: 'Demo Visitor One',
    agent: true,
  },
  {
    publicId: 'DEMOLEAD0000000000000002',
    product: 3,
    mobile: '500900102',
    name: 'Demo Visitor Two',
    agent: true,
  },
  {
    publicId: 'DEMOLEAD0000000000000003',
    product: 1,
    mobile: '500900103',
    name: 'Demo Visitor Three',
    agent: true,
  },
  {
    publicId: 'DEMOLEAD0000000000000004',
    product: 3,
    mobile: '500900104',
    name: 'Demo Visitor Four',
    agent: false,
  },
] as const;
const DEMO_DEVICE = 'demoleadsdevice00000000000000000';

/**
 * Writes the demo staff and their leads when the development tools are on (never with SEED_DEMO alone) and the
 * start seeds at all. Idempotent: rows that exist are left as they are (an enrolled demo account keeps its
 * credentials, a worked lead its status). Answers what exists afterwards, or null when nothing was seeded.
 */
export async function seedConsoleDemo(
  db: Db,
  config: Pick<Config, 'devTools' | 'seedOnStart'>,
): Promise<{ staff: number; leads: number } | null> {
  if (!config.devTools.enabled || !config.seedOnStart) return null;
  return db.transaction(async (tx) => {
    await tx
      .insert(consoleStaff)
      .values(DEMO_STAFF.map((s) => ({ ...s, products: [...s.products] })))
      .onConflictDoNothing({ target: consoleStaff.email });
    const [agent] = await tx
      .select({ id: consoleStaff.id })
      .from(consoleStaff)
      .where(and(eq(consoleStaff.email, DEMO_STAFF[0]!.email), isNull(consoleStaff.disabledAt)));
    await tx
      .insert(devices)
      .values({ deviceUuid: DEMO_DEVICE, sourceId: 2, countryProductId: 1 })
      .onConflictDoNothing({ target: devices.deviceUuid });
    const [device] = await tx
      .select({ id: devices.id })
      .from(devices)
      .where(eq(devices.deviceUuid, DEMO_DEVICE));
    const added = await tx
      .insert(leads)
      .values(
        DEMO_LEADS.map((l, i) => ({
          publicId: l.publicId,
          deviceId: device!.id,
          countryProductId: l.product,
          source: 'talk_to_expert',
          mobileNumber: l.mobile,
          name: l.name,
          email: `visitor${i + 1}.demo@sahel.example`,
          consentAt: sql`now()`,
          consentVersion: CONSENT_TEXT_VERSION,
          // the second visitor asked for the afternoon only
          ...(i === 1 ? { callFromMinute: 14 * 60, callToMinute: 16 * 60 } : {}),
        })),
      )
      .onConflictDoNothing({ target: leads.publicId })
      .returning({ id: leads.id, publicId: leads.publicId });
    const forAgent = added.filter((a) => DEMO_LEADS.find((l) => l.publicId === a.publicId)!.agent);
    if (agent && forAgent.length > 0)
      await tx
        .insert(consoleLeadWork)
        .values(
          forAgent.map((a) => ({
            leadId: a.id,
            status: 'assigned',
            assigneeId: agent.id,
            updatedAt: new Date(),
          })),
        )
        .onConflictDoNothing({ target: consoleLeadWork.leadId });
    const counts = await tx.execute<{ staff: number; leads: number }>(
      sql`select (select count(*)::int from ${consoleStaff} where ${inArray(
        consoleStaff.email,
        DEMO_STAFF.map((s) => s.email),
      )}) as staff,
        (select count(*)::int from ${leads} where ${inArray(
          leads.publicId,
          DEMO_LEADS.map((l) => l.publicId),
        )}) as leads`,
    );
    return counts.rows[0]!;
  });
}
