import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import { seedVersions } from '../schema';
import { contentVersion } from './content/apply';
import { formSeeds } from './journeys/index';
import { seedJourneys } from './journeys/seed';
import { optionListSeeds } from './options';
import { vehicleCatalogueSeed } from './vehicles';
import { quoteCatalogueSeed, seedQuoteCatalogue } from './quotes-catalogue';
import { bankingCatalogueSeed, seedBankingCatalogue } from './banking/index';
import { hospitalsSeed, seedHospitals } from './hospitals';
import { reviewsSeed, seedReviews } from './reviews';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * The seeded groups that nothing but the seed writes today (decision 0073): the journeys' forms with the option lists
 * and the vehicle catalogue, the quotes catalogue and the banking catalogue. Each carries a content version (a digest
 * of everything it writes); `seed_versions` records the version a database holds, so a new or changed group reaches an
 * existing database at the next start. Each group's writer upserts, so applying it again is safe.
 */
const GROUPS = {
  journeys: {
    version: () =>
      contentVersion({ forms: formSeeds(), lists: optionListSeeds(), vehicles: vehicleCatalogueSeed }),
    apply: async (tx: Tx) => void (await seedJourneys(tx)),
  },
  'quote-catalogue': {
    version: () => contentVersion(quoteCatalogueSeed()),
    apply: async (tx: Tx) => void (await seedQuoteCatalogue(tx)),
  },
  'banking-catalogue': {
    version: () => contentVersion(bankingCatalogueSeed()),
    apply: async (tx: Tx) => void (await seedBankingCatalogue(tx)),
  },
  hospitals: {
    version: () => contentVersion(hospitalsSeed()),
    apply: async (tx: Tx) => void (await seedHospitals(tx)),
  },
  // The demo reviews (decision 0101): after the banking catalogue, whose banks they name.
  reviews: {
    version: () => contentVersion(reviewsSeed()),
    apply: async (tx: Tx) => void (await seedReviews(tx)),
  },
} as const;

type Group = keyof typeof GROUPS;

/** Which groups `demo` covers: the journeys are reference data (always), the catalogues demo content. */
const groupsFor = (demo: boolean): Group[] =>
  demo ? ['journeys', 'quote-catalogue', 'banking-catalogue', 'hospitals', 'reviews'] : ['journeys'];

/** Records the versions a seed just wrote (inside the seed's transaction). */
export async function recordGroupVersions(tx: Db | Tx, demo: boolean): Promise<void> {
  for (const item of groupsFor(demo)) {
    const version = GROUPS[item].version();
    await tx
      .insert(seedVersions)
      .values({ item, version })
      .onConflictDoUpdate({ target: seedVersions.item, set: { version, appliedAt: sql`now()` } });
  }
}

/** At start: applies every group whose version differs from the one the database holds; answers their names. */
export async function applyChangedGroups(db: Db, demo: boolean): Promise<Group[]> {
  const stored = new Map(
    (await db.select({ item: seedVersions.item, version: seedVersions.version }).from(seedVersions)).map(
      (r) => [r.item, r.version],
    ),
  );
  const applied: Group[] = [];
  for (const item of groupsFor(demo)) {
    const version = GROUPS[item].version();
    if (stored.get(item) === version) continue;
    await db.transaction(async (tx) => {
      await GROUPS[item].apply(tx);
      await tx
        .insert(seedVersions)
        .values({ item, version })
        .onConflictDoUpdate({ target: seedVersions.item, set: { version, appliedAt: sql`now()` } });
    });
    applied.push(item);
  }
  return applied;
}
