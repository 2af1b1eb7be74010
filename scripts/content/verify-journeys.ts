import { isDeepStrictEqual } from 'node:util';
import { join, resolve } from 'node:path';

/**
 * The check of the one-off migration (decision 0077): the English and Arabic forms and option lists the seed builds
 * now equal those the code built before the move (a checkout of it given as the argument).
 *
 *   npx tsx scripts/content/verify-journeys.ts /tmp/old
 */
type Row = { formKey: string; language: string; definition: unknown };
type OldList = { listKey: string; options: Record<string, unknown> };
type NewList = { listKey: string; language: string; options: unknown };

const oldRoot = resolve(process.argv[2] ?? '');
const before = (await import(join(oldRoot, 'src/db/seed/journeys/index.ts'))) as { formSeeds: () => Row[] };
const after = (await import('../../src/db/seed/journeys/index')) as { formSeeds: () => Row[] };
const oldOptions = (await import(join(oldRoot, 'src/db/seed/options.ts'))) as { optionListsSeed: OldList[] };
const newOptions = (await import('../../src/db/seed/options')) as { optionListSeeds: () => NewList[] };

let differences = 0;
const now = new Map(after.formSeeds().map((r) => [`${r.formKey}|${r.language}`, r.definition]));
for (const r of before.formSeeds()) {
  const d = now.get(`${r.formKey}|${r.language}`);
  if (!isDeepStrictEqual(d, r.definition)) {
    differences++;
    console.log(`form ${r.formKey} ${r.language} differs`);
    console.log(JSON.stringify(r.definition).slice(0, 400));
    console.log(JSON.stringify(d).slice(0, 400));
  }
}
const lists = new Map(newOptions.optionListSeeds().map((l) => [`${l.listKey}|${l.language}`, l.options]));
for (const l of oldOptions.optionListsSeed) {
  for (const lang of ['en', 'ar']) {
    if (!isDeepStrictEqual(lists.get(`${l.listKey}|${lang}`), l.options[lang])) {
      differences++;
      console.log(`list ${l.listKey} ${lang} differs`);
    }
  }
}
console.log(differences ? `${differences} differences` : 'the same forms and lists in en and ar');
process.exitCode = differences ? 1 : 0;
