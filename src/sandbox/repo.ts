import type pg from 'pg';
import type { Db } from '../db/client';
import { ZHandoffProposal, type THandoffProposal, type TInsurerEvent } from '../shared/contracts/policies';
import type { Localized } from '../shared/i18n/localized';
import { canonicalJson } from '../shared/rules/canonical-json';

/**
 * The sandbox's SQL (its own tables, src/sandbox/schema.ts, and a read of the insurer catalogue). Nothing here reads
 * or writes the marketplace's sale tables: those belong to the other party.
 */

export type SandboxInsurer = { code: string; name: Localized; logo: string | null };

export type Checkout = {
  id: number;
  insurerCode: string;
  proposal: THandoffProposal;
  status: 'open' | 'paid';
  declinedAttempts: number;
  policyNumber: string | null;
};

export type EventRow = {
  id: number;
  eventId: string;
  insurerCode: string;
  body: unknown;
  attempts: number;
  deliveredAt: Date | null;
};

type CheckoutRecord = {
  id: number;
  insurer_code: string;
  proposal: unknown;
  status: string;
  declined_attempts: number;
  policy_number: string | null;
};

function checkoutOf(r: CheckoutRecord): Checkout {
  return {
    id: r.id,
    insurerCode: r.insurer_code,
    // Written by this module from a parsed proposal; parsed again so a hand-edited row cannot reach the page.
    proposal: ZHandoffProposal.parse(r.proposal),
    status: r.status === 'paid' ? 'paid' : 'open',
    declinedAttempts: r.declined_attempts,
    policyNumber: r.policy_number,
  };
}

const CHECKOUT_COLUMNS = 'id, insurer_code, proposal, status, declined_attempts, policy_number';

/** What a payment attempt does to its locked checkout: the row's new state, the event to send, the answer. */
export type AttemptDecision<T> = {
  update?: { status: 'paid'; policyNumber: string } | { declined: true };
  event?: TInsurerEvent;
  value: T;
};

/** Something that runs SQL: the pool or a transaction's client. */
type Sql = Pick<pg.Pool, 'query'> | pg.PoolClient;

export function sandboxRepo(db: Db) {
  const pool = db.$client;

  return {
    /** The catalogue insurer by its code (the catalogue's slug); undefined for an unknown code. */
    async insurer(code: string): Promise<SandboxInsurer | undefined> {
      const r = await pool.query<{ slug: string; data: { name?: Localized; logo?: string } }>(
        'select slug, data from insurers where slug = $1',
        [code],
      );
      const row = r.rows[0];
      if (!row?.data.name?.en) return undefined;
      return { code: row.slug, name: row.data.name, logo: row.data.logo ?? null };
    },

    async checkout(code: string, handoffHash: string): Promise<Checkout | undefined> {
      const r = await pool.query<CheckoutRecord>(
        `select ${CHECKOUT_COLUMNS} from sandbox_checkouts where insurer_code = $1 and handoff_hash = $2
         order by id limit 1`,
        [code, handoffHash],
      );
      return r.rows[0] ? checkoutOf(r.rows[0]) : undefined;
    },

    /** Keeps a fetched proposal (the fetch consumed the handoff id: this copy is the only one). */
    async keep(code: string, handoffHash: string, proposal: THandoffProposal): Promise<Checkout> {
      const r = await pool.query<CheckoutRecord>(
        `insert into sandbox_checkouts (insurer_code, handoff_hash, proposal) values ($1, $2, $3)
         returning ${CHECKOUT_COLUMNS}`,
        [code, handoffHash, JSON.stringify(proposal)],
      );
      return checkoutOf(r.rows[0]!);
    },

    /**
     * One payment attempt in one transaction, under the checkout's row lock: `decide` sees the locked checkout and
     * returns the row's new state, the event to send (stored with its job in the same transaction, so an event
     * exists exactly when the payment's outcome does) and the value to answer.
     */
    async attempt<T>(
      checkoutId: number,
      decide: (c: Checkout) => AttemptDecision<T>,
      sendJob: (client: pg.PoolClient, eventRowId: number) => Promise<void>,
    ): Promise<T> {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const r = await client.query<CheckoutRecord>(
          `select ${CHECKOUT_COLUMNS} from sandbox_checkouts where id = $1 for update`,
          [checkoutId],
        );
        const decided = decide(checkoutOf(r.rows[0]!));
        const u = decided.update;
        if (u && 'status' in u)
          await client.query(
            `update sandbox_checkouts set status = 'paid', policy_number = $2, paid_at = now() where id = $1`,
            [checkoutId, u.policyNumber],
          );
        else if (u)
          await client.query(
            'update sandbox_checkouts set declined_attempts = declined_attempts + 1 where id = $1',
            [checkoutId],
          );
        if (decided.event) {
          const e = decided.event;
          const inserted = await client.query<{ id: number }>(
            `insert into sandbox_events (event_id, insurer_code, body) values ($1, $2, $3) returning id`,
            [e.id, r.rows[0]!.insurer_code, canonicalJson(e)],
          );
          await sendJob(client, inserted.rows[0]!.id);
        }
        await client.query('commit');
        return decided.value;
      } catch (err) {
        await client.query('rollback').catch(() => undefined);
        throw err;
      } finally {
        client.release();
      }
    },

    async event(id: number, sql: Sql = pool): Promise<EventRow | undefined> {
      const r = await sql.query<{
        id: number;
        event_id: string;
        insurer_code: string;
        body: unknown;
        attempts: number;
        delivered_at: Date | null;
      }>(
        'select id, event_id, insurer_code, body, attempts, delivered_at from sandbox_events where id = $1',
        [id],
      );
      const row = r.rows[0];
      return row
        ? {
            id: row.id,
            eventId: row.event_id,
            insurerCode: row.insurer_code,
            body: row.body,
            attempts: row.attempts,
            deliveredAt: row.delivered_at,
          }
        : undefined;
    },

    /** Counts one delivery attempt; `delivered` marks the event acknowledged. */
    async attempted(id: number, delivered: boolean): Promise<void> {
      await pool.query(
        `update sandbox_events set attempts = attempts + 1,
           delivered_at = case when $2 then coalesce(delivered_at, now()) else delivered_at end
         where id = $1`,
        [id, delivered],
      );
    },
  };
}

export type SandboxRepo = ReturnType<typeof sandboxRepo>;
