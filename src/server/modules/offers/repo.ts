import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { bankAccounts, bankingLookups, bankLoans, banks } from '../../../db/schema';

/** The banking catalogue's documents, in listing order; the service checks each against its schema. */
export function offersRepo(db: Db) {
  const docs = async (query: ReturnType<typeof sql>): Promise<unknown[]> =>
    (await db.execute<{ data: unknown }>(query)).rows.map((r) => r.data);
  return {
    loans: (productId: number) =>
      docs(
        sql`select data from ${bankLoans} where product_id = ${productId} and not is_hidden order by priority, id`,
      ),
    accounts: () => docs(sql`select data from ${bankAccounts} where not is_hidden order by priority, id`),
    banks: () => docs(sql`select data from ${banks} order by id`),
    accountFeatures: () =>
      docs(sql`select data from ${bankingLookups} where kind = 'accountFeature' order by id`),
  };
}

export type OffersRepo = ReturnType<typeof offersRepo>;
