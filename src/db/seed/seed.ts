import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import {
  banks,
  contentPages,
  forms,
  insurers,
  optionLists,
  redirections,
  siteChrome,
  vehicleMakes,
} from '../schema';
import { ZStoredPage } from '../../shared/contracts/page';
import { ZChromeData } from '../../shared/contracts/chrome';
import { seedPages, seedChrome, redirectionsSeed } from './content/index';
import { seedPartners } from './partners';
import { seedJourneys } from './journeys/seed';
import { seedQuoteCatalogue } from './quotes-catalogue';
import { seedBankingCatalogue, type BankingSeedCounts } from './banking/index';
import { seedDemoPolicies } from './policies';

/**
 * True when the database holds no content yet (first start), or no journeys or quotes catalogue yet (a database
 * seeded before them).
 */
export async function isEmpty(db: Db): Promise<boolean> {
  const rows = await db.execute<{ pages: number; forms: number; insurers: number; banks: number }>(
    sql`select (select count(*)::int from ${contentPages}) as pages, (select count(*)::int from ${forms}) as forms,
      (select count(*)::int from ${insurers}) as insurers, (select count(*)::int from ${banks}) as banks`,
  );
  const r = rows.rows[0];
  return (r?.pages ?? 0) === 0 || (r?.forms ?? 0) === 0 || (r?.insurers ?? 0) === 0 || (r?.banks ?? 0) === 0;
}

/** True when reference data (journeys' forms, option lists, vehicle catalogue) is missing. */
export async function referenceMissing(db: Db): Promise<boolean> {
  const rows = await db.execute<{ forms: number; lists: number; makes: number }>(
    sql`select (select count(*)::int from ${forms}) as forms, (select count(*)::int from ${optionLists}) as lists,
      (select count(*)::int from ${vehicleMakes}) as makes`,
  );
  const r = rows.rows[0];
  return (r?.forms ?? 0) === 0 || (r?.lists ?? 0) === 0 || (r?.makes ?? 0) === 0;
}

const NO_BANKING: BankingSeedCounts = {
  banks: 0,
  bankingLookups: 0,
  creditCards: 0,
  loans: 0,
  personalLoans: 0,
  homeLoans: 0,
  carLoans: 0,
  internationalMortgages: 0,
  bankAccounts: 0,
};

/**
 * Writes the reference data that every installation needs (the journeys' form definitions, option lists and
 * vehicle catalogue) and, with `demo` (the default), the demo content: pages, chrome, redirections, partner
 * channels, the quotes catalogue (insurers, plans, rate tables) and the banking catalogue (banks, cards, loans,
 * accounts and their filter lookups). Decision 0024 names the split. Every document is checked by its zod contract
 * first, so a bad seed fails here rather than on a visitor's page. Idempotent (upserts).
 */
export async function seed(
  db: Db,
  opts: { demo?: boolean } = {},
): Promise<{
  pages: number;
  redirections: number;
  partners: number;
  forms: number;
  optionLists: number;
  vehicleModels: number;
  insurers: number;
  plans: number;
  rateTables: number;
  banking: BankingSeedCounts;
}> {
  let partnerCount = 0;
  let journeys = { forms: 0, optionLists: 0, makes: 0, models: 0 };
  let catalogue = { insurers: 0, plans: 0, rateTables: 0 };
  let banking: BankingSeedCounts | undefined;
  const demo = opts.demo ?? true;
  await db.transaction(async (tx) => {
    journeys = await seedJourneys(tx);
    if (!demo) {
      banking = NO_BANKING;
      return;
    }
    for (const p of seedPages) {
      const page = ZStoredPage.parse(p.page);
      await tx
        .insert(contentPages)
        .values({
          urlPath: p.urlPath,
          language: p.language,
          productId: p.productId,
          pageTypeId: p.pageTypeId,
          metaData: page.metaData,
          blocks: page.jsonData,
          published: p.status === 'published',
        })
        .onConflictDoUpdate({
          target: [contentPages.urlPath, contentPages.language],
          set: {
            productId: p.productId,
            pageTypeId: p.pageTypeId,
            metaData: page.metaData,
            blocks: page.jsonData,
            published: p.status === 'published',
            updatedAt: sql`now()`,
          },
        });
    }
    for (const [language, data] of Object.entries(seedChrome)) {
      const chrome = ZChromeData.parse(data);
      await tx
        .insert(siteChrome)
        .values({ language, data: chrome })
        .onConflictDoUpdate({ target: siteChrome.language, set: { data: chrome, updatedAt: sql`now()` } });
    }
    for (const r of redirectionsSeed) {
      await tx
        .insert(redirections)
        .values({ fromPath: r.fromPath, toPath: r.toPath, statusCode: r.statusCode })
        .onConflictDoUpdate({
          target: redirections.fromPath,
          set: { toPath: r.toPath, statusCode: r.statusCode },
        });
    }
    partnerCount = await seedPartners(tx);
    catalogue = await seedQuoteCatalogue(tx);
    banking = await seedBankingCatalogue(tx);
    await seedDemoPolicies(tx);
  });
  if (!banking) throw new Error('banking catalogue not seeded');
  return {
    pages: demo ? seedPages.length : 0,
    redirections: demo ? redirectionsSeed.length : 0,
    partners: partnerCount,
    forms: journeys.forms,
    optionLists: journeys.optionLists,
    vehicleModels: journeys.models,
    ...catalogue,
    banking,
  };
}
