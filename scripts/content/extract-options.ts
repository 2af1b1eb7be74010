import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

/**
 * The one-off migration of option-list labels from TypeScript to data (decision 0077). Run once against a checkout
 * of the code from before the move (`git worktree add /tmp/old 4611990`):
 *
 *   npx tsx scripts/content/extract-options.ts /tmp/old
 *
 * Writes content/en|ar/options/<group>.json, one flat map per group of lists, keyed '<listKey>.<option id>'
 * ('genders.1', 'cities.dubai.jebel-ali'). The credit cards list is left out: its labels are the banking
 * catalogue's card names.
 */

const GROUP_OF: Record<string, string> = {
  emirates: 'places',
  mortgageCountries: 'places',
  nationalities: 'nationalities',
  genders: 'people',
  smokers: 'people',
  yesNo: 'people',
  residencyStatuses: 'people',
  employerCategories: 'people',
  salaryBands: 'people',
  travelRegions: 'insurance',
  tripTypes: 'insurance',
  travelCategories: 'insurance',
  noClaimYears: 'insurance',
  drivingExperience: 'insurance',
  proofTypes: 'insurance',
  termCoverAmounts: 'insurance',
  policyTerms: 'insurance',
  criticalIllnessCover: 'insurance',
  investmentGoals: 'insurance',
  investmentHorizons: 'insurance',
  bikeMakes: 'insurance',
  bikeUses: 'insurance',
  homeOwnership: 'insurance',
  propertyTypes: 'insurance',
  businessActivities: 'insurance',
  employeeBands: 'insurance',
  smeCoverTypes: 'insurance',
  loanTenures: 'banking',
  carLoanTenures: 'banking',
  carConditions: 'banking',
  propertyOrders: 'banking',
  mortgageTenures: 'banking',
  propertyStatuses: 'banking',
  mortgagePurposes: 'banking',
  accountTypes: 'banking',
  creditCardCounts: 'banking',
  activeLoanCounts: 'banking',
  missedPaymentCounts: 'banking',
  creditHistoryYears: 'banking',
  creditApplicationCounts: 'banking',
};

type Option = { id: string; label: string };
type ListSeed = { listKey: string; options: { en: Option[]; ar: Option[] } };

const oldRoot = resolve(process.argv[2] ?? '');
const here = resolve(dirname(new URL(import.meta.url).pathname), '../..');
const { optionListsSeed } = (await import(join(oldRoot, 'src/db/seed/options.ts'))) as {
  optionListsSeed: ListSeed[];
};

const files = new Map<string, { en: Record<string, string>; ar: Record<string, string> }>();
const ids: Record<string, string[]> = {};
for (const l of optionListsSeed) {
  if (l.listKey === 'creditCards') continue;
  const group = l.listKey.startsWith('cities.') ? 'places' : GROUP_OF[l.listKey];
  if (!group) throw new Error(`no group for ${l.listKey}`);
  let f = files.get(group);
  if (!f) files.set(group, (f = { en: {}, ar: {} }));
  ids[l.listKey] = l.options.en.map((o) => o.id);
  l.options.en.forEach((o, i) => {
    const ar = l.options.ar[i];
    if (ar?.id !== o.id) throw new Error(`${l.listKey}: ids differ at ${i}`);
    f.en[`${l.listKey}.${o.id}`] = o.label;
    f.ar[`${l.listKey}.${o.id}`] = ar.label;
  });
}
for (const [group, t] of files) {
  for (const lang of ['en', 'ar'] as const) {
    const path = join(here, 'content', lang, 'options', `${group}.json`);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, JSON.stringify(t[lang], null, 2) + '\n');
  }
}
// The ids, for options.ts (identifiers stay in code, once).
console.log(JSON.stringify(ids));
