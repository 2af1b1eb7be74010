import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { idempotencyKeys } from '../../../db/schema';
import type { IdempotencyStore, KeyScope, StoredAnswer } from '../../plugins/idempotency';

/**
 * SQL of the idempotency keys (decision 0010). Every age is measured with the database's clock, so the nodes
 * behind a load balancer agree on what is expired or stale.
 */
export function idempotencyRepo(db: Db) {
  const where = (s: KeyScope) => sql`device_uuid = ${s.deviceUuid} and route = ${s.route} and key = ${s.key}`;

  const store: IdempotencyStore = {
    /**
     * One statement, so two requests can never both own a key: a new row, or an expired one (or a stale
     * 'running' one with the same body, left by a process that died) taken over. False: someone else holds it.
     */
    async claim(s, requestHash, owner, limits) {
      const r = await db.execute(sql`
        insert into ${idempotencyKeys} as k (device_uuid, route, key, request_hash, state, owner)
        values (${s.deviceUuid}, ${s.route}, ${s.key}, ${requestHash}, 'running', ${owner})
        on conflict (device_uuid, route, key) do update
          set request_hash = excluded.request_hash, state = 'running', owner = excluded.owner,
              response_status = null, response_content_type = null, response_body = null, created_at = now()
          where k.created_at < now() - make_interval(secs => ${limits.ttlSeconds})
             or (k.state = 'running' and k.request_hash = excluded.request_hash
                 and k.created_at < now() - make_interval(secs => ${limits.staleSeconds}))
        returning 1`);
      return (r.rowCount ?? 0) > 0;
    },

    /** The live row of a key; an expired one counts as absent. */
    async find(s, ttlSeconds) {
      const r = await db.execute<{
        request_hash: string;
        state: string;
        response_status: number | null;
        response_content_type: string | null;
        response_body: string | null;
      }>(sql`
        select request_hash, state, response_status, response_content_type, response_body
        from ${idempotencyKeys}
        where ${where(s)} and created_at >= now() - make_interval(secs => ${ttlSeconds})`);
      const row = r.rows[0];
      if (!row) return undefined;
      const answer: StoredAnswer | null =
        row.state === 'done' && row.response_status !== null && row.response_body !== null
          ? { status: row.response_status, contentType: row.response_content_type, body: row.response_body }
          : null;
      return { requestHash: row.request_hash, answer };
    },

    async complete(s, owner, answer) {
      const r = await db.execute(sql`
        update ${idempotencyKeys}
        set state = 'done', response_status = ${answer.status},
            response_content_type = ${answer.contentType}, response_body = ${answer.body}
        where ${where(s)} and owner = ${owner} and state = 'running'`);
      return (r.rowCount ?? 0) > 0;
    },

    async release(s, owner) {
      await db.execute(sql`delete from ${idempotencyKeys} where ${where(s)} and owner = ${owner}`);
    },

    async purgeExpired(ttlSeconds) {
      const r = await db.execute(sql`
        delete from ${idempotencyKeys} where created_at < now() - make_interval(secs => ${ttlSeconds})`);
      return r.rowCount ?? 0;
    },
  };
  return store;
}
