import { createHmac, timingSafeEqual } from 'node:crypto';
import { isIP } from 'node:net';
import { and, asc, eq, isNull, lt } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../../db/client';
import { consoleSessions, consoleStaff } from '../../../db/schema-console';
import { consolePasskeyChallenges, consolePasskeys } from '../../../db/schema-console-passkeys';
import { CONSOLE_ERROR_CODES as E } from '../../../shared/contracts/console';
import { CONSOLE_ADMIN_ERROR_CODES as A } from '../../../shared/contracts/console-admin';
import {
  CONSOLE_PASSKEY_ERROR_CODES as P,
  type PasskeyRow,
  type ZPasskeyAssertion,
  type ZPasskeyRegistration,
} from '../../../shared/contracts/console-passkeys';
import { HttpError } from '../../plugins/errors';
import { challengeOf } from './passkey-challenge';
import type { ConsoleService, From, Staff } from './service';

/** A challenge is good for 5 minutes, once. */
export const CHALLENGE_MS = 5 * 60_000;
/** Adding or removing a passkey: the session must have begun (a sign-in) within the last 15 minutes. */
export const FRESH_MS = 15 * 60_000;

type Purpose = 'register' | 'sign-in';
type Registration = z.infer<typeof ZPasskeyRegistration>;
type Assertion = z.infer<typeof ZPasskeyAssertion>;

// @simplewebauthn/server (and its ASN.1 and X.509 stack) loads on the first passkey call, not at start.
const webauthn = () => import('@simplewebauthn/server');

const b64 = (b: Uint8Array) => Buffer.from(b).toString('base64url');

/**
 * Staff passkeys (decision 0117). The relying party is PUBLIC_ORIGIN: its host is the RP ID (so `localhost` in
 * tests) and its origin the only one accepted. Challenges live in the database, single use for 5 minutes.
 * Sign-in asks for user verification and discoverable credentials (the e-mail is optional), and ends in the same
 * lock-out and `startSession` as the password and code steps.
 */
export function passkeyService(
  db: Db,
  service: ConsoleService,
  opts: { key: Buffer; now: () => Date; publicOrigin: string },
) {
  const { now } = opts;
  const { startSession, accountKey, addressKey, refuseWhileLocked, locks } = service.signInSteps;
  const url = new URL(opts.publicOrigin);
  const origin = url.origin;
  const rpID = url.hostname.replace(/^\[|\]$/g, '');
  const rpName = 'Sahel Compare console';
  const mac = (label: string, v: string) => createHmac('sha256', opts.key).update(`${label}:${v}`).digest();
  /** The WebAuthn user handle: opaque, stable per staff member, no personal data. */
  const userHandle = (staffId: number) => mac('passkey-user', String(staffId)).subarray(0, 16);

  function relyingParty(): string {
    if (isIP(rpID) !== 0)
      throw new HttpError(
        409,
        P.CONSOLE_PASSKEY_UNAVAILABLE,
        'Passkeys need the console under a domain name; this site is served from an IP address. Please use the password and code.',
      );
    return rpID;
  }

  async function storeChallenge(challenge: string, purpose: Purpose, staffId: number | null) {
    const t = now();
    await db.delete(consolePasskeyChallenges).where(lt(consolePasskeyChallenges.expiresAt, t));
    await db.insert(consolePasskeyChallenges).values({
      challenge,
      purpose,
      staffId,
      expiresAt: new Date(t.getTime() + CHALLENGE_MS),
    });
  }

  /** Uses the challenge up (whatever happens next) and answers it; a refusal when unknown, used or expired. */
  async function takeChallenge(clientDataJSON: string, purpose: Purpose, staffId: number | null) {
    const challenge = challengeOf(clientDataJSON);
    const taken = challenge
      ? await db
          .delete(consolePasskeyChallenges)
          .where(eq(consolePasskeyChallenges.challenge, challenge))
          .returning()
      : [];
    const row = taken[0];
    if (
      !row ||
      row.purpose !== purpose ||
      row.staffId !== staffId ||
      row.expiresAt.getTime() <= now().getTime()
    )
      throw new HttpError(
        401,
        P.CONSOLE_PASSKEY_CHALLENGE_INVALID,
        'This passkey request has expired or was used already. Please try again.',
      );
    return row.challenge;
  }

  async function requireFresh(sessionId: number) {
    const [s] = await db
      .select({ createdAt: consoleSessions.createdAt })
      .from(consoleSessions)
      .where(eq(consoleSessions.id, sessionId));
    if (!s || now().getTime() - s.createdAt.getTime() > FRESH_MS)
      throw new HttpError(
        403,
        P.CONSOLE_REAUTH_REQUIRED,
        'For your safety, please sign out and sign in again before changing your passkeys.',
      );
  }

  const ofStaff = (staffId: number) =>
    db
      .select()
      .from(consolePasskeys)
      .where(eq(consolePasskeys.staffId, staffId))
      .orderBy(asc(consolePasskeys.id));

  return {
    async list(staffId: number): Promise<PasskeyRow[]> {
      return (await ofStaff(staffId)).map((p) => ({
        id: p.id,
        deviceName: p.deviceName,
        transports: p.transports,
        createdAt: p.createdAt.toISOString(),
        lastUsedAt: p.lastUsedAt?.toISOString() ?? null,
      }));
    },

    async registrationOptions(staff: Staff & { sessionId: number }) {
      const rp = relyingParty();
      await requireFresh(staff.sessionId);
      const { generateRegistrationOptions } = await webauthn();
      const options = await generateRegistrationOptions({
        rpName,
        rpID: rp,
        userName: staff.email,
        userDisplayName: staff.displayName,
        userID: userHandle(staff.id),
        attestationType: 'none',
        excludeCredentials: (await ofStaff(staff.id)).map((p) => ({
          id: p.credentialId,
          transports: p.transports,
        })),
        authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
        timeout: CHALLENGE_MS,
      });
      await storeChallenge(options.challenge, 'register', staff.id);
      return options;
    },

    async register(
      staff: Staff & { sessionId: number },
      response: Registration,
      deviceName: string | null,
      from: From,
    ): Promise<PasskeyRow> {
      const rp = relyingParty();
      await requireFresh(staff.sessionId);
      const expectedChallenge = await takeChallenge(response.response.clientDataJSON, 'register', staff.id);
      const { verifyRegistrationResponse } = await webauthn();
      let info;
      try {
        const v = await verifyRegistrationResponse({
          response: response as Parameters<typeof verifyRegistrationResponse>[0]['response'],
          expectedChallenge,
          expectedOrigin: origin,
          expectedRPID: rp,
          requireUserVerification: true,
        });
        info = v.verified ? v.registrationInfo : undefined;
      } catch {
        info = undefined;
      }
      if (!info)
        throw new HttpError(
          400,
          P.CONSOLE_PASSKEY_INVALID,
          'The passkey could not be checked. Please try again.',
        );
      const { credential } = info;
      const t = now();
      const row = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(consolePasskeys)
          .values({
            staffId: staff.id,
            credentialId: credential.id,
            publicKey: b64(credential.publicKey),
            counter: credential.counter,
            transports: (credential.transports ?? []).slice(0, 10),
            deviceName,
            createdAt: t,
          })
          .onConflictDoNothing()
          .returning();
        if (!row) throw new HttpError(409, P.CONSOLE_PASSKEY_EXISTS, 'This passkey is registered already.');
        await service.audit(
          {
            staffId: staff.id,
            action: 'passkey.registered',
            target: `passkey:${row.id}`,
            fromHash: service.fromHash(from),
            details: { deviceType: info.credentialDeviceType, backedUp: info.credentialBackedUp },
          },
          tx,
        );
        return row;
      });
      return {
        id: row.id,
        deviceName: row.deviceName,
        transports: row.transports,
        createdAt: t.toISOString(),
        lastUsedAt: null,
      };
    },

    async remove(staff: Staff & { sessionId: number }, id: number, from: From): Promise<void> {
      await requireFresh(staff.sessionId);
      await db.transaction(async (tx) => {
        const gone = await tx
          .delete(consolePasskeys)
          .where(and(eq(consolePasskeys.id, id), eq(consolePasskeys.staffId, staff.id)))
          .returning({ id: consolePasskeys.id });
        if (gone.length === 0)
          throw new HttpError(404, P.CONSOLE_PASSKEY_NOT_FOUND, 'There is no such passkey on your account.');
        await service.audit(
          {
            staffId: staff.id,
            action: 'passkey.removed',
            target: `passkey:${id}`,
            fromHash: service.fromHash(from),
          },
          tx,
        );
      });
    },

    /**
     * An admin removes another staff member's passkeys (decision 0119): one (`passkeyId`) or all of them, with a
     * session begun within 15 minutes like one's own; each removal is audited as `passkey.removed` by the admin,
     * with `{ by: 'admin', staff }`. The person's sessions stay; they sign in with password and code until they add
     * a new passkey. Answers how many were removed; an unknown person or passkey is 404.
     */
    async removeFor(
      admin: Staff & { sessionId: number },
      staffId: number,
      passkeyId: number | null,
      from: From,
    ): Promise<number> {
      await requireFresh(admin.sessionId);
      const [person] = await db
        .select({ id: consoleStaff.id })
        .from(consoleStaff)
        .where(eq(consoleStaff.id, staffId));
      if (!person) throw new HttpError(404, A.CONSOLE_STAFF_NOT_FOUND, 'There is no such staff member.');
      return db.transaction(async (tx) => {
        const gone = await tx
          .delete(consolePasskeys)
          .where(
            and(
              eq(consolePasskeys.staffId, staffId),
              passkeyId === null ? undefined : eq(consolePasskeys.id, passkeyId),
            ),
          )
          .returning({ id: consolePasskeys.id });
        if (passkeyId !== null && gone.length === 0)
          throw new HttpError(404, P.CONSOLE_PASSKEY_NOT_FOUND, 'This person has no such passkey.');
        for (const { id } of gone)
          await service.audit(
            {
              staffId: admin.id,
              action: 'passkey.removed',
              target: `passkey:${id}`,
              fromHash: service.fromHash(from),
              details: { by: 'admin', staff: staffId },
            },
            tx,
          );
        return gone.length;
      });
    },

    /**
     * Sign-in options. Without an e-mail the browser offers the passkeys it holds for this site (discoverable).
     * With one, its passkeys are listed; an unknown e-mail (or one without passkeys) gets a made-up credential id
     * derived from it, so the answer tells nobody whether the account exists.
     */
    async signInOptions(email: string | undefined, from: From) {
      const rp = relyingParty();
      await refuseWhileLocked(email ? [accountKey(email), addressKey(from)] : [addressKey(from)], null, from);
      let allow: { id: string; transports?: string[] }[] | undefined;
      if (email) {
        const rows = await db
          .select({ id: consolePasskeys.credentialId, transports: consolePasskeys.transports })
          .from(consolePasskeys)
          .innerJoin(consoleStaff, eq(consoleStaff.id, consolePasskeys.staffId))
          .where(and(eq(consoleStaff.email, email), isNull(consoleStaff.disabledAt)));
        allow = rows.length > 0 ? rows : [{ id: b64(mac('passkey-dummy', email)) }];
      }
      const { generateAuthenticationOptions } = await webauthn();
      const options = await generateAuthenticationOptions({
        rpID: rp,
        userVerification: 'required',
        timeout: CHALLENGE_MS,
        ...(allow ? { allowCredentials: allow } : {}),
      });
      await storeChallenge(options.challenge, 'sign-in', null);
      return options;
    },

    /** Sign-in with a passkey: the same lock-out, audit and session as the code step. */
    async signIn(response: Assertion, from: From): Promise<{ token: string; staff: Staff }> {
      const rp = relyingParty();
      const expectedChallenge = await takeChallenge(response.response.clientDataJSON, 'sign-in', null);
      const [row] = await db
        .select({
          passkeyId: consolePasskeys.id,
          publicKey: consolePasskeys.publicKey,
          counter: consolePasskeys.counter,
          transports: consolePasskeys.transports,
          id: consoleStaff.id,
          email: consoleStaff.email,
          displayName: consoleStaff.displayName,
          role: consoleStaff.role,
          products: consoleStaff.products,
          disabledAt: consoleStaff.disabledAt,
        })
        .from(consolePasskeys)
        .innerJoin(consoleStaff, eq(consoleStaff.id, consolePasskeys.staffId))
        .where(eq(consolePasskeys.credentialId, response.id));
      const keys = row ? [accountKey(row.email), addressKey(from)] : [addressKey(from)];
      await refuseWhileLocked(keys, row?.id ?? null, from);
      let verified: { newCounter: number } | null = null;
      if (row && !row.disabledAt) {
        const handle = response.response.userHandle;
        const given = handle ? Buffer.from(handle, 'base64url') : null;
        const expected = userHandle(row.id);
        const handleOk = !given || (given.length === expected.length && timingSafeEqual(given, expected));
        const { verifyAuthenticationResponse } = await webauthn();
        try {
          const v = await verifyAuthenticationResponse({
            response: response as Parameters<typeof verifyAuthenticationResponse>[0]['response'],
            expectedChallenge,
            expectedOrigin: origin,
            expectedRPID: rp,
            requireUserVerification: true,
            credential: {
              id: response.id,
              publicKey: Buffer.from(row.publicKey, 'base64url'),
              counter: row.counter,
              transports: row.transports,
            },
          });
          if (v.verified && v.authenticationInfo.userVerified && handleOk)
            verified = { newCounter: v.authenticationInfo.newCounter };
        } catch {
          verified = null;
        }
      }
      if (!row || !verified) {
        await locks.fail(keys);
        await service.audit({
          staffId: row?.id ?? null,
          action: 'sign-in.failed',
          fromHash: service.fromHash(from),
          details: { step: 'passkey', ...(row?.disabledAt ? { disabled: true } : {}) },
        });
        throw new HttpError(401, E.CONSOLE_SIGN_IN_FAILED, 'This passkey was not accepted.');
      }
      await locks.clear(keys[0]!);
      const token = await db.transaction(async (tx) => {
        await tx
          .update(consolePasskeys)
          .set({ counter: verified.newCounter, lastUsedAt: now() })
          .where(eq(consolePasskeys.id, row.passkeyId));
        const started = await startSession(row.id, from, tx);
        await service.audit(
          {
            staffId: row.id,
            action: 'sign-in',
            target: `passkey:${row.passkeyId}`,
            fromHash: service.fromHash(from),
            details: { via: 'passkey' },
          },
          tx,
        );
        return started;
      });
      const { passkeyId: _p, publicKey: _k, counter: _c, transports: _t, disabledAt: _d, ...staff } = row;
      return { token, staff: { ...staff, role: staff.role as Staff['role'] } };
    },
  };
}
export type ConsolePasskeys = ReturnType<typeof passkeyService>;
