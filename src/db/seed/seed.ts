import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import { banks, contentPages, forms, insurers, optionLists, vehicleMakes } from '../schema';
import { seedPages, seedChrome, redirectionsSeed, seedMissingTexts } from './content/index';
import { applyContent, type ApplyReport } from './content/apply';
import { seedPartners } from './partners';
import { seedJourneys } from './journeys/seed';
import { recordGroupVersions } from './groups';
import { seedHospitals } from './hospitals';
import { reviewsMissing, seedReviews } from './reviews';
import { catalogueMissing } from './quotes/catalogue-texts';
import { MissingTexts } from './data/texts';
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
 * first, so a bad seed fails here rather than on a visitor's page. Idempotent: the catalogue upserts, and the
 * pages, chrome and redirections follow their content versions and never overwrite an editor's change (decision 0073).
 */
export async function seed(
  db: Db,
  opts: { demo?: boolean } = {},
): Promise<{
  pages: number;
  redirections: number;
  /** What the versioned content seeding did (decision 0073). */
  content: ApplyReport;
  /** Texts a language lacks, one line per file (content/<lang>/…). */
  missingTexts: string[];
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
  let journeys = { forms: 0, optionLists: 0, makes: 0, models: 0, missing: new MissingTexts() };
  let catalogue = { insurers: 0, plans: 0, rateTables: 0 };
  let banking: BankingSeedCounts | undefined;
  let content: ApplyReport = { inserted: 0, updated: 0, unchanged: 0, skipped: [] };
  const demo = opts.demo ?? true;
  await db.transaction(async (tx) => {
    journeys = await seedJourneys(tx);
    await recordGroupVersions(tx, demo);
    if (!demo) {
      banking = NO_BANKING;
      return;
    }
    content = await applyContent(tx, {
      pages: seedPages,
      chrome: seedChrome,
      redirections: redirectionsSeed,
    });
    partnerCount = await seedPartners(tx);
    catalogue = await seedQuoteCatalogue(tx);
    banking = await seedBankingCatalogue(tx);
    await seedHospitals(tx);
    await seedReviews(tx);
    await seedDemoPolicies(tx);
  });
  if (!banking) throw new Error('banking catalogue not seeded');
  return {
    pages: demo ? seedPages.length : 0,
    redirections: demo ? redirectionsSeed.length : 0,
    content,
    // Forms and option lists a language lacks texts for (decision 0077), then the pages and chrome.
    missingTexts: [
      ...journeys.missing.report(),
      ...(demo
        ? [...catalogueMissing.report(), ...seedMissingTexts.report(), ...reviewsMissing.report()]
        : []),
    ],
    partners: partnerCount,
    forms: journeys.forms,
    optionLists: journeys.optionLists,
    vehicleModels: journeys.models,
    ...catalogue,
    banking,
  };
}

/**
 * At start on a database that already has content: new or changed seed pages, chrome and redirections are applied
 * too, unless an editor changed the item since it was seeded (decision 0073).
 */
export async function applySeedContent(db: Db): Promise<ApplyReport & { missingTexts: string[] }> {
  const report = await db.transaction((tx) =>
    applyContent(tx, { pages: seedPages, chrome: seedChrome, redirections: redirectionsSeed }),
  );
  return { ...report, missingTexts: seedMissingTexts.report() };
}
