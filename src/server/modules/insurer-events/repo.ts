import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { insurers, plans, policies, quotes } from '../../../db/schema';
import { handoffs, insurerEvents } from '../../../db/schema-sales';
import type { InsurerEventType, PolicyStatus } from '../../../shared/contracts/policies';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** A catalogue insurer as the events route needs it: its id and its catalogue document. */
export type InsurerRow = { id: number; slug: string; data: unknown };

/** The purchase an event names: the policy behind the handoff, with its quote's public id. */
export type PurchaseRow = {
  policyId: number;
  publicId: string;
  status: PolicyStatus;
  policyNumber: string | null;
  premiumFils: number | null;
  vatFils: number | null;
  quoteRowId: number | null;
  quotePublicId: string | null;
};

/** What a stored event says about a later delivery of the same id. */
export type StoredEvent = { bodySha256: string };

/** The catalogue documents a policy's `data` is built from at issue time. */
export type IssueSources = { insurer: unknown; plan: unknown; planId: number | null; breakdown: unknown };

export type IssuedFields = {
  policyNumber: string;
  startDate: string;
  endDate: string;
  premiumFils: number;
  vatFils: number;
  data: unknown;
};

export function insurerEventsRepo(db: Db) {
  return {
    async insurerByCode(code: string): Promise<InsurerRow | undefined> {
      const [row] = await db
        .select({ id: insurers.id, slug: insurers.slug, data: insurers.data })
        .from(insurers)
        .where(eq(insurers.slug, code))
        .limit(1);
      return row;
    },

    /** Runs `work` in one transaction (the event row and its effect commit together or not at all). */
    transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
      return db.transaction(work);
    },

    async storedEvent(tx: Tx, insurerId: number, eventId: string): Promise<StoredEvent | undefined> {
      const [row] = await tx
        .select({ bodySha256: insurerEvents.bodySha256 })
        .from(insurerEvents)
        .where(and(eq(insurerEvents.insurerId, insurerId), eq(insurerEvents.eventId, eventId)))
        .limit(1);
      return row;
    },

    /**
     * The policy behind a handoff of this insurer, locked for the event's effect (FOR UPDATE): concurrent events of
     * one policy apply one after the other.
     */
    async purchaseForUpdate(
      tx: Tx,
      insurerId: number,
      handoffIdHash: string,
    ): Promise<PurchaseRow | undefined> {
      const [row] = await tx
        .select({
          policyId: policies.id,
          publicId: policies.publicId,
          status: policies.status,
          policyNumber: policies.policyNumber,
          premiumFils: policies.premiumFils,
          vatFils: policies.vatFils,
          quoteRowId: quotes.id,
          quotePublicId: quotes.publicId,
        })
        .from(handoffs)
        .innerJoin(policies, eq(policies.id, handoffs.policyId))
        .leftJoin(quotes, eq(quotes.id, policies.quoteId))
        .where(
          and(
            eq(handoffs.idHash, handoffIdHash),
            eq(handoffs.insurerId, insurerId),
            eq(policies.insurerId, insurerId),
          ),
        )
        .limit(1)
        .for('update', { of: policies });
      return row ? { ...row, status: row.status as PolicyStatus } : undefined;
    },

    /**
     * Records the event once per insurer and id. Undefined when another delivery of the same id got there first
     * (the unique index waits for that transaction, so its row is visible once this returns).
     */
    async insertEvent(
      tx: Tx,
      row: {
        insurerId: number;
        eventId: string;
        type: InsurerEventType;
        bodySha256: string;
        policyId: number;
      },
    ): Promise<number | undefined> {
      const [inserted] = await tx
        .insert(insurerEvents)
        .values(row)
        .onConflictDoNothing({ target: [insurerEvents.insurerId, insurerEvents.eventId] })
        .returning({ id: insurerEvents.id });
      return inserted?.id;
    },

    async policyNumberTaken(tx: Tx, policyNumber: string, policyId: number): Promise<boolean> {
      const [row] = await tx
        .select({ id: policies.id })
        .from(policies)
        .where(and(eq(policies.policyNumber, policyNumber), ne(policies.id, policyId)))
        .limit(1);
      return row !== undefined;
    },

    /** The catalogue insurer, the plan quoted and the quote's breakdown (null where the row is gone). */
    async issueSources(tx: Tx, insurerId: number, quoteRowId: number | null): Promise<IssueSources> {
      const [insurer] = await tx
        .select({ data: insurers.data })
        .from(insurers)
        .where(eq(insurers.id, insurerId))
        .limit(1);
      const [quote] =
        quoteRowId === null
          ? []
          : await tx
              .select({ breakdown: quotes.breakdown, plan: plans.document, planId: plans.id })
              .from(quotes)
              .innerJoin(plans, eq(plans.id, quotes.planId))
              .where(eq(quotes.id, quoteRowId))
              .limit(1);
      return {
        insurer: insurer?.data ?? null,
        plan: quote?.plan ?? null,
        planId: quote?.planId ?? null,
        breakdown: quote?.breakdown ?? null,
      };
    },

    async issue(tx: Tx, policyId: number, f: IssuedFields): Promise<void> {
      await tx
        .update(policies)
        .set({
          status: 'active',
          policyNumber: f.policyNumber,
          startDate: f.startDate,
          endDate: f.endDate,
          premiumFils: f.premiumFils,
          vatFils: f.vatFils,
          data: f.data,
          updatedAt: sql`now()`,
        })
        .where(eq(policies.id, policyId));
    },

    async setStatus(tx: Tx, policyId: number, status: PolicyStatus): Promise<void> {
      await tx
        .update(policies)
        .set({ status, updatedAt: sql`now()` })
        .where(eq(policies.id, policyId));
    },
  };
}

export type InsurerEventsRepo = ReturnType<typeof insurerEventsRepo>;
