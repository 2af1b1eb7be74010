import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { consoleInvitations, consoleSessions, consoleStaff } from '../../../db/schema-console';
import { CONSOLE_ERROR_CODES as E, type ConsoleRole } from '../../../shared/contracts/console';
import { HttpError } from '../../plugins/errors';
import { auditLog, type Audit, type Tx } from './audit';
import { lockout, type LockKey } from './lockout';
import { hashPassword, verifyPassword } from './password';
import { checkTotp, newTotpSecret, totpUri } from './totp';

/** A session idle for 8 hours is over (decision 0110). */
export const IDLE_MS = 8 * 3600_000;
/** An invitation link works for 72 hours, once. */
export const INVITATION_MS = 72 * 3600_000;
/** The ticket between the password step and the code step lives 5 minutes. */
const TICKET_MS = 5 * 60_000;

export type Staff = {
  id: number;
  email: string;
  displayName: string;
  role: ConsoleRole;
  products: number[];
};

/** Where a request came from, as the console records it: never the address itself. */
export type From = { addressHash: string; userAgent: string | undefined };

/** 429 CONSOLE_LOCKED: the back-off of decision 0110; the routes send `retryAfter` as the Retry-After header. */
export class ConsoleLockedError extends HttpError {
  constructor(readonly retryAfter: number) {
    super(429, E.CONSOLE_LOCKED, `Too many failed attempts. Please try again in ${retryAfter} seconds.`);
  }
}

const sha256 = (s: string) => createHash('sha256').update(s, 'utf8').digest('hex');
const newToken = () => randomBytes(32).toString('base64url');

export function userAgentClass(ua: string | undefined): 'mobile' | 'desktop' | 'other' {
  if (!ua) return 'other';
  if (/Mobi|Android|iPhone|iPad/i.test(ua)) return 'mobile';
  return /Mozilla\//.test(ua) ? 'desktop' : 'other';
}

const staffColumns = {
  id: consoleStaff.id,
  email: consoleStaff.email,
  displayName: consoleStaff.displayName,
  role: consoleStaff.role,
  products: consoleStaff.products,
};
const asStaff = (r: { role: string } & Omit<Staff, 'role'>): Staff => ({ ...r, role: r.role as ConsoleRole });

export function consoleService(db: Db, opts: { key: Buffer; now: () => Date; passwordLogN?: number }) {
  const { now } = opts;
  const audit: Audit = auditLog(db, now);
  const locks = lockout(db, now);
  const mac = (label: string, v: string) =>
    createHmac('sha256', opts.key).update(`${label}:${v}`).digest('hex');
  const accountKey = (email: string): LockKey => ({ kind: 'account', keyHash: mac('account', email) });
  const addressKey = (from: From): LockKey => ({ kind: 'address', keyHash: from.addressHash });
  const fromHash = (from: From) => from.addressHash.slice(0, 16);

  async function refuseWhileLocked(keys: LockKey[], staffId: number | null, from: From) {
    const ms = await locks.retryAfterMs(keys);
    if (ms <= 0) return;
    await audit({ staffId, action: 'sign-in.locked', fromHash: fromHash(from) });
    const s = Math.ceil(ms / 1000);
    throw new ConsoleLockedError(s);
  }

  function ticketFor(staffId: number): string {
    const body = `${staffId}.${now().getTime() + TICKET_MS}`;
    return `${body}.${mac('ticket', body)}`;
  }
  function staffOfTicket(ticket: string): number | null {
    const [id, exp, sig] = ticket.split('.');
    if (!id || !exp || !sig) return null;
    const expected = Buffer.from(mac('ticket', `${id}.${exp}`));
    const given = Buffer.from(sig);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    return Number(exp) > now().getTime() ? Number(id) : null;
  }

  async function startSession(staffId: number, from: From, tx?: Tx): Promise<string> {
    const token = newToken();
    const t = now();
    await (tx ?? db).insert(consoleSessions).values({
      staffId,
      tokenHash: sha256(token),
      userAgentClass: userAgentClass(from.userAgent),
      createdAt: t,
      lastSeenAt: t,
    });
    return token;
  }

  async function enrolledStaffByEmail(email: string) {
    const rows = await db
      .select({ ...staffColumns, passwordHash: consoleStaff.passwordHash })
      .from(consoleStaff)
      .where(
        and(
          eq(consoleStaff.email, email),
          isNull(consoleStaff.disabledAt),
          sql`${consoleStaff.totpLastStep} is not null`,
        ),
      );
    return rows[0];
  }

  return {
    audit,
    fromHash,
    /** The sign-in's shared steps for another way in (passkeys, decision 0117): the same lock-out and session. */
    signInSteps: { startSession, accountKey, addressKey, refuseWhileLocked, locks },

    /** Step 1: e-mail and password. Answers a 5-minute ticket for step 2; the same refusal for every failure. */
    async signInPassword(email: string, password: string, from: From): Promise<string> {
      const keys = [accountKey(email), addressKey(from)];
      const staff = await enrolledStaffByEmail(email);
      await refuseWhileLocked(keys, staff?.id ?? null, from);
      const ok = await verifyPassword(password, staff?.passwordHash ?? null, opts.passwordLogN);
      if (!staff || !ok) {
        await locks.fail(keys);
        await audit({
          staffId: staff?.id ?? null,
          action: 'sign-in.failed',
          fromHash: fromHash(from),
          details: { step: 'password' },
        });
        throw new HttpError(401, E.CONSOLE_SIGN_IN_FAILED, 'The e-mail or the password is not right.');
      }
      return ticketFor(staff.id);
    },

    /** Step 2: the authenticator's code. Answers the new session's token (for the cookie). */
    async signInCode(ticket: string, code: string, from: From): Promise<{ token: string; staff: Staff }> {
      const id = staffOfTicket(ticket);
      const row = id
        ? (
            await db
              .select({ ...staffColumns, secret: consoleStaff.totpSecret, last: consoleStaff.totpLastStep })
              .from(consoleStaff)
              .where(and(eq(consoleStaff.id, id), isNull(consoleStaff.disabledAt)))
          )[0]
        : undefined;
      if (!row?.secret)
        throw new HttpError(401, E.CONSOLE_SIGN_IN_FAILED, 'The sign-in took too long. Please start again.');
      const keys = [accountKey(row.email), addressKey(from)];
      await refuseWhileLocked(keys, row.id, from);
      const step = await checkTotp(row.secret, code, now(), row.last);
      if (step === null) {
        await locks.fail(keys);
        await audit({
          staffId: row.id,
          action: 'sign-in.failed',
          fromHash: fromHash(from),
          details: { step: 'code' },
        });
        throw new HttpError(
          401,
          E.CONSOLE_TOTP_INVALID,
          'The code is not right. Please type the newest one.',
        );
      }
      await locks.clear(keys[0]!);
      const token = await db.transaction(async (tx) => {
        await tx.update(consoleStaff).set({ totpLastStep: step }).where(eq(consoleStaff.id, row.id));
        const started = await startSession(row.id, from, tx);
        await audit(
          {
            staffId: row.id,
            action: 'sign-in',
            fromHash: fromHash(from),
            details: { userAgentClass: userAgentClass(from.userAgent) },
          },
          tx,
        );
        return started;
      });
      return { token, staff: asStaff(row) };
    },

    /** The staff member of a session token, its last use moved to now; null when unknown, ended or idle 8 hours. */
    async staffOfSession(token: string): Promise<(Staff & { sessionId: number }) | null> {
      const t = now();
      const rows = await db
        .update(consoleSessions)
        .set({ lastSeenAt: t })
        .where(
          and(
            eq(consoleSessions.tokenHash, sha256(token)),
            isNull(consoleSessions.endedAt),
            gt(consoleSessions.lastSeenAt, new Date(t.getTime() - IDLE_MS)),
          ),
        )
        .returning({ sessionId: consoleSessions.id, staffId: consoleSessions.staffId });
      const s = rows[0];
      if (!s) return null;
      const staff = (
        await db
          .select(staffColumns)
          .from(consoleStaff)
          .where(and(eq(consoleStaff.id, s.staffId), isNull(consoleStaff.disabledAt)))
      )[0];
      return staff ? { ...asStaff(staff), sessionId: s.sessionId } : null;
    },

    async signOut(staffId: number, sessionId: number, from: From): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.update(consoleSessions).set({ endedAt: now() }).where(eq(consoleSessions.id, sessionId));
        await audit({ staffId, action: 'sign-out', fromHash: fromHash(from) }, tx);
      });
    },

    async signOutEverywhere(staffId: number, from: From): Promise<number> {
      return db.transaction(async (tx) => {
        const ended = await tx
          .update(consoleSessions)
          .set({ endedAt: now() })
          .where(and(eq(consoleSessions.staffId, staffId), isNull(consoleSessions.endedAt)))
          .returning({ id: consoleSessions.id });
        const details = { sessions: ended.length };
        await audit({ staffId, action: 'sign-out.everywhere', fromHash: fromHash(from), details }, tx);
        return ended.length;
      });
    },

    /** An invitation (by an admin, or by the command line with `by` null): the token, shown once, and its expiry. */
    async invite(
      inv: { email: string; displayName: string; role: ConsoleRole; products: number[] },
      by: number | null,
      from: From | null,
    ): Promise<{ token: string; expiresAt: Date }> {
      // An account without credentials (a demo account, decision 0118) may be invited to enrol; no other.
      const [exists] = await db
        .select({
          enrolled: sql<boolean>`${consoleStaff.passwordHash} is not null or ${consoleStaff.disabledAt} is not null`,
        })
        .from(consoleStaff)
        .where(eq(consoleStaff.email, inv.email));
      if (exists?.enrolled)
        throw new HttpError(409, E.CONSOLE_STAFF_EXISTS, 'A staff account with this e-mail exists already.');
      const token = newToken();
      const t = now();
      const expiresAt = new Date(t.getTime() + INVITATION_MS);
      await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(consoleInvitations)
          .values({ ...inv, tokenHash: sha256(token), invitedBy: by, createdAt: t, expiresAt })
          .returning({ id: consoleInvitations.id });
        const via = by === null ? 'command-line' : 'console';
        await audit(
          {
            staffId: by,
            action: 'invitation.created',
            target: `invitation:${row!.id}`,
            fromHash: from ? fromHash(from) : null,
            details: { role: inv.role, products: inv.products, via },
          },
          tx,
        );
      });
      return { token, expiresAt };
    },

    /**
     * Accepting an invitation, step 1: the password is set and a TOTP secret made (shown once, with its otpauth URI).
     * Once only: a second accept of the same link is refused, so whoever holds a leaked link cannot take over.
     */
    async acceptInvitation(token: string, password: string, from: From) {
      const t = now();
      return db.transaction(async (tx) => {
        const [inv] = await tx
          .select()
          .from(consoleInvitations)
          .where(
            and(
              eq(consoleInvitations.tokenHash, sha256(token)),
              isNull(consoleInvitations.usedAt),
              isNull(consoleInvitations.staffId),
              gt(consoleInvitations.expiresAt, t),
            ),
          )
          .for('update');
        if (!inv)
          throw new HttpError(
            410,
            E.CONSOLE_INVITATION_INVALID,
            'This invitation link was used or has expired.',
          );
        const [taken] = await tx
          .select({ id: consoleStaff.id, hash: consoleStaff.passwordHash, off: consoleStaff.disabledAt })
          .from(consoleStaff)
          .where(eq(consoleStaff.email, inv.email))
          .for('update');
        if (taken && (taken.hash !== null || taken.off !== null))
          throw new HttpError(
            409,
            E.CONSOLE_STAFF_EXISTS,
            'A staff account with this e-mail exists already.',
          );
        const secret = newTotpSecret();
        const { email, displayName, role, products } = inv;
        const values = { email, displayName, role, products, totpSecret: secret };
        const passwordHash = await hashPassword(password, opts.passwordLogN);
        // An account seeded without credentials (decision 0118) gets them; otherwise the invitation creates it.
        const [staff] = taken
          ? await tx
              .update(consoleStaff)
              .set({ ...values, passwordHash })
              .where(eq(consoleStaff.id, taken.id))
              .returning({ id: consoleStaff.id })
          : await tx
              .insert(consoleStaff)
              .values({ ...values, passwordHash, createdAt: t })
              .returning({ id: consoleStaff.id });
        await tx
          .update(consoleInvitations)
          .set({ staffId: staff!.id })
          .where(eq(consoleInvitations.id, inv.id));
        await audit(
          {
            staffId: staff!.id,
            action: 'invitation.accepted',
            target: `invitation:${inv.id}`,
            fromHash: fromHash(from),
            details: { role: inv.role },
          },
          tx,
        );
        return { secret, otpauthUri: totpUri(secret, inv.email), email: inv.email };
      });
    },

    /** Accepting, step 2: a code from the authenticator confirms it; the link is used up and the person signed in. */
    async confirmInvitation(
      token: string,
      code: string,
      from: From,
    ): Promise<{ token: string; staff: Staff }> {
      const t = now();
      const [inv] = await db
        .select({ id: consoleInvitations.id, staffId: consoleInvitations.staffId })
        .from(consoleInvitations)
        .where(
          and(
            eq(consoleInvitations.tokenHash, sha256(token)),
            isNull(consoleInvitations.usedAt),
            gt(consoleInvitations.expiresAt, t),
          ),
        );
      if (!inv?.staffId)
        throw new HttpError(
          410,
          E.CONSOLE_INVITATION_INVALID,
          'This invitation link was used or has expired.',
        );
      const [row] = await db
        .select({ ...staffColumns, secret: consoleStaff.totpSecret })
        .from(consoleStaff)
        .where(eq(consoleStaff.id, inv.staffId));
      const keys = [accountKey(row!.email), addressKey(from)];
      await refuseWhileLocked(keys, row!.id, from);
      const step = await checkTotp(row!.secret!, code, t, null);
      if (step === null) {
        await locks.fail(keys);
        throw new HttpError(
          401,
          E.CONSOLE_TOTP_INVALID,
          'The code is not right. Please type the newest one.',
        );
      }
      const session = await db.transaction(async (tx) => {
        const used = await tx
          .update(consoleInvitations)
          .set({ usedAt: t })
          .where(and(eq(consoleInvitations.id, inv.id), isNull(consoleInvitations.usedAt)))
          .returning({ id: consoleInvitations.id });
        if (used.length === 0)
          throw new HttpError(
            410,
            E.CONSOLE_INVITATION_INVALID,
            'This invitation link was used or has expired.',
          );
        await tx.update(consoleStaff).set({ totpLastStep: step }).where(eq(consoleStaff.id, row!.id));
        const started = await startSession(row!.id, from, tx);
        await audit(
          { staffId: row!.id, action: 'sign-in', fromHash: fromHash(from), details: { via: 'invitation' } },
          tx,
        );
        return started;
      });
      return { token: session, staff: asStaff(row!) };
    },
  };
}
export type ConsoleService = ReturnType<typeof consoleService>;
