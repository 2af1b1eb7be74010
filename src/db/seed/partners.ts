import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import { partners } from '../schema';

/**
 * Demo partner channels (docs/product/session.md: sources 4, 10, 11, 14, 16). Fictional names; the origins use the
 * reserved .example domain. Secrets are random per database and never part of the source code.
 */
export const partnersSeed = [
  { sourceId: 4, name: 'Demo Bank A (ADCB channel)', allowedOrigins: ['https://bank-a.example'] },
  { sourceId: 10, name: 'Demo Bank B', allowedOrigins: ['https://bank-b.example'] },
  { sourceId: 11, name: 'Demo Partner Page', allowedOrigins: [] },
  { sourceId: 14, name: 'Demo Network', allowedOrigins: ['https://network.example'] },
  { sourceId: 16, name: 'Demo Wallet', allowedOrigins: ['https://wallet.example'] },
] as const;

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Upserts the demo partners: name and origins follow the seed (`onlyMissing` leaves existing rows alone, for
 * app start); an existing secret is never replaced, so tokens partners already hold stay valid.
 */
export async function seedPartners(db: Db | Tx, opts: { onlyMissing?: boolean } = {}): Promise<number> {
  for (const p of partnersSeed) {
    const insert = db.insert(partners).values({
      sourceId: p.sourceId,
      name: p.name,
      allowedOrigins: [...p.allowedOrigins],
      tokenSecret: randomBytes(32).toString('base64url'),
    });
    await (opts.onlyMissing
      ? insert.onConflictDoNothing({ target: partners.sourceId })
      : insert.onConflictDoUpdate({
          target: partners.sourceId,
          set: { name: p.name, allowedOrigins: sql`excluded.allowed_origins` },
        }));
  }
  return partnersSeed.length;
}
