import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';

/** Account sessions (decision 0031): only the SHA-256 of the cookie token is stored. */
export function authRepo(db: Db) {
  return {
    async create(tokenHash: string, mobileNumber: string, ttlSeconds: number): Promise<Date> {
      const r = await db.execute<{ expires_at: Date }>(sql`
        insert into account_sessions (token_hash, mobile_number, expires_at)
        values (${tokenHash}, ${mobileNumber}, now() + make_interval(secs => ${ttlSeconds}))
        returning expires_at`);
      const row = r.rows[0];
      if (!row) throw new Error('session not stored');
      return new Date(row.expires_at);
    },

    /** The live session of a token hash (not revoked, not expired, by the database clock). */
    async find(tokenHash: string): Promise<{ mobileNumber: string; expiresAt: Date } | null> {
      const r = await db.execute<{ mobile_number: string; expires_at: Date }>(sql`
        select mobile_number, expires_at from account_sessions
        where token_hash = ${tokenHash} and revoked_at is null and expires_at > now()`);
      const row = r.rows[0];
      return row ? { mobileNumber: row.mobile_number, expiresAt: new Date(row.expires_at) } : null;
    },

    /** Sign out everywhere: every live session of the number; expired ones of a week ago are pruned. */
    async revokeAll(mobileNumber: string): Promise<number> {
      await db.execute(sql`
        delete from account_sessions
        where mobile_number = ${mobileNumber} and expires_at < now() - interval '7 days'`);
      const r = await db.execute(sql`
        update account_sessions set revoked_at = now()
        where mobile_number = ${mobileNumber} and revoked_at is null`);
      return r.rowCount ?? 0;
    },
  };
}

export type AuthRepo = ReturnType<typeof authRepo>;
