import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { consoleSessions, consoleStaff } from '../../../db/schema-console';
import { CONSOLE_ADMIN_ERROR_CODES as E, type TStaffList } from '../../../shared/contracts/console-admin';
import type { ConsoleRole } from '../../../shared/contracts/console';
import { HttpError } from '../../plugins/errors';
import { auditLog } from '../console/audit';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Agents and team leads work products; the other roles have none. */
export const productsFor = (role: ConsoleRole, products: number[]) =>
  role === 'agent' || role === 'team_lead' ? [...new Set(products)].sort((a, b) => a - b) : [];

/**
 * Staff management for admins (decision 0116): the list, disable, enable, change of role. Each change runs in one
 * transaction that first locks the enabled admins' rows, so two admins acting at once cannot leave none; each ends
 * the person's sessions (a disabled person is out at once, a new role applies from the next sign-in) and is audited
 * in the same transaction.
 */
export function staffAdmin(db: Db, now: () => Date) {
  const audit = auditLog(db, now);
  async function lockAdmins(tx: Tx, id: number) {
    const admins = await tx
      .select({ id: consoleStaff.id })
      .from(consoleStaff)
      .where(and(eq(consoleStaff.role, 'admin'), isNull(consoleStaff.disabledAt)))
      .orderBy(consoleStaff.id)
      .for('update');
    const [target] = await tx
      .select({ id: consoleStaff.id, role: consoleStaff.role, disabledAt: consoleStaff.disabledAt })
      .from(consoleStaff)
      .where(eq(consoleStaff.id, id))
      .for('update');
    if (!target) throw new HttpError(404, E.CONSOLE_STAFF_NOT_FOUND, 'There is no such staff member.');
    const othersEnabled = admins.filter((a) => a.id !== id).length;
    return { target, othersEnabled };
  }
  async function endSessions(tx: Tx, id: number, t: Date) {
    const ended = await tx
      .update(consoleSessions)
      .set({ endedAt: t })
      .where(and(eq(consoleSessions.staffId, id), isNull(consoleSessions.endedAt)))
      .returning({ id: consoleSessions.id });
    return ended.length;
  }
  const lastAdmin = () =>
    new HttpError(409, E.CONSOLE_LAST_ADMIN, 'The console must keep at least one enabled admin.');

  return {
    async list(): Promise<TStaffList> {
      const t = now();
      const staff = await db.execute<{
        id: number;
        email: string;
        display_name: string;
        role: ConsoleRole;
        products: number[];
        created_at: Date;
        disabled_at: Date | null;
        totp_last_step: number | null;
        last_sign_in: Date | null;
      }>(sql`
        select s.id, s.email, s.display_name, s.role, s.products, s.created_at, s.disabled_at, s.totp_last_step,
          (select max(created_at) from console_sessions x where x.staff_id = s.id) as last_sign_in
        from console_staff s order by s.disabled_at is not null, s.role, s.display_name, s.id`);
      const invitations = await db.execute<{
        id: number;
        email: string;
        display_name: string;
        role: ConsoleRole;
        products: number[];
        expires_at: Date;
      }>(sql`
        select id, email, display_name, role, products, expires_at from console_invitations
        where used_at is null and staff_id is null and expires_at > ${t} order by created_at desc, id desc`);
      const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());
      return {
        staff: staff.rows.map((r) => ({
          id: r.id,
          email: r.email,
          displayName: r.display_name,
          role: r.role,
          products: r.products,
          createdAt: iso(r.created_at)!,
          lastSignInAt: iso(r.last_sign_in),
          disabled: r.disabled_at !== null,
          pending: r.totp_last_step === null,
        })),
        invitations: invitations.rows.map((r) => ({
          id: r.id,
          email: r.email,
          displayName: r.display_name,
          role: r.role,
          products: r.products,
          expiresAt: iso(r.expires_at)!,
        })),
      };
    },

    /** Disables a staff member and ends all their sessions at once; never oneself, never the last admin. */
    async disable(actorId: number, id: number, fromHash: string) {
      if (actorId === id) throw new HttpError(409, E.CONSOLE_SELF, 'You cannot disable your own account.');
      return db.transaction(async (tx) => {
        const { target, othersEnabled } = await lockAdmins(tx, id);
        if (target.role === 'admin' && target.disabledAt === null && othersEnabled === 0) throw lastAdmin();
        const t = now();
        await tx
          .update(consoleStaff)
          .set({ disabledAt: target.disabledAt ?? t })
          .where(eq(consoleStaff.id, id));
        const sessionsEnded = await endSessions(tx, id, t);
        await audit(
          {
            staffId: actorId,
            action: 'staff.disabled',
            target: `staff:${id}`,
            fromHash,
            details: { sessionsEnded },
          },
          tx,
        );
        return { id, role: target.role as ConsoleRole, disabled: true, sessionsEnded };
      });
    },

    async enable(actorId: number, id: number, fromHash: string) {
      return db.transaction(async (tx) => {
        const { target } = await lockAdmins(tx, id);
        await tx.update(consoleStaff).set({ disabledAt: null }).where(eq(consoleStaff.id, id));
        await audit(
          {
            staffId: actorId,
            action: 'staff.enabled',
            target: `staff:${id}`,
            fromHash,
          },
          tx,
        );
        return { id, role: target.role as ConsoleRole, disabled: false, sessionsEnded: 0 };
      });
    },

    /** A new role (and products); never demotes the last admin. Ends the person's sessions so the role applies. */
    async setRole(actorId: number, id: number, role: ConsoleRole, products: number[], fromHash: string) {
      return db.transaction(async (tx) => {
        const { target, othersEnabled } = await lockAdmins(tx, id);
        const demotes = target.role === 'admin' && role !== 'admin' && target.disabledAt === null;
        if (demotes && othersEnabled === 0) throw lastAdmin();
        const kept = productsFor(role, products);
        const t = now();
        await tx.update(consoleStaff).set({ role, products: kept }).where(eq(consoleStaff.id, id));
        const sessionsEnded = await endSessions(tx, id, t);
        await audit(
          {
            staffId: actorId,
            action: 'staff.role-changed',
            target: `staff:${id}`,
            fromHash,
            details: { was: target.role, role, products: kept, sessionsEnded },
          },
          tx,
        );
        return { id, role, disabled: target.disabledAt !== null, sessionsEnded };
      });
    },
  };
}

export type StaffAdmin = ReturnType<typeof staffAdmin>;
