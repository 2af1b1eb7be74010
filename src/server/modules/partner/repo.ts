import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { partners } from '../../../db/schema';

export type PartnerRow = typeof partners.$inferSelect;

export function partnerRepo(db: Db) {
  return {
    async bySourceId(sourceId: number): Promise<PartnerRow | undefined> {
      const rows = await db.select().from(partners).where(eq(partners.sourceId, sourceId)).limit(1);
      return rows[0];
    },
  };
}

export type PartnerRepo = ReturnType<typeof partnerRepo>;
