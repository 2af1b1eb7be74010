import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/**
 * The one-off migration of journey texts from TypeScript to data (decision 0077). Run once against a checkout of the
 * code from before the move (`git worktree add /tmp/old 4611990`):
 *
 *   npx tsx scripts/content/extract-journeys.ts /tmp/old [--rewrite]
 *
 * It builds every journey of the old tree with a translator that answers a marker and remembers where it was
 * called from, then finds where each marker landed in the built forms and names it by the field it belongs to
 * ('carMake.label', 'noClaimYears.hint', 'vehicle.step2' for a screen title, 'vehicle.title' for a form title).
 * It writes content/en|ar/journeys/<journey>.json (and common.json for the contact screen and the buttons every
 * journey shares), and with --rewrite replaces each `c.tr('English', 'Arabic')` of this tree by `c.tr('key')` (or
 * `c.common('key')`). Call sites whose text is computed (the excess amounts, the agency age) are listed for a
 * hand edit. The unit test test/unit/journey-texts.test.ts then checks the new English and Arabic forms are the
 * old ones.
 */

type Site = { file: string; line: number; col: number };
type Call = { en: string; ar: string; site: Site };
type Field = {
  fieldId: string;
  label?: string;
  hint?: string;
  placeholder?: string;
  options?: { id: string; label: string }[];
  members?: { id: string; label: string }[];
};
type Form = {
  formKey: string;
  title?: string;
  screens: { title?: string; fields: Field[] }[];
  nextButton: { label: string };
};
type Journey = { name: string; journeyType: number; forms: (c: unknown) => Form[] };

const oldRoot = resolve(process.argv[2] ?? '');
const rewrite = process.argv.includes('--rewrite');
const here = resolve(dirname(new URL(import.meta.url).pathname), '../..');

/** Texts every journey shares, by their English text (the contact screen and the buttons). */
const COMMON: Record<string, string> = {
  'Where should we send your quotes?': 'contact.title',
  'How can the bank reach you about your application?': 'contact.titleApplication',
  'Full name': 'contact.name.label',
  'As on your Emirates ID': 'contact.name.placeholder',
  'Email address': 'contact.email.label',
  'Mobile number': 'contact.mobileNumber.label',
  'We send a one-time code to this number to confirm it.': 'contact.mobileNumber.hint',
  Continue: 'button.continue',
  'Get my quotes': 'button.getQuotes',
  'See my offers': 'button.seeOffers',
  'Send my application': 'button.sendApplication',
  'See prices': 'button.seePrices',
  'Send code': 'button.sendCode',
  'Your mobile number': 'saveQuotes.title',
};

const calls: Call[] = [];
function callerSite(): Site {
  const lines = (new Error().stack ?? '').split('\n').slice(3);
  for (const l of lines) {
    const m = /\(?(\/[^():]+\.ts):(\d+):(\d+)\)?$/.exec(l.trim());
    if (m && !m[1]!.endsWith('extract-journeys.ts'))
      return { file: m[1]!, line: Number(m[2]), col: Number(m[3]) };
  }
  throw new Error('no call site in ' + lines.join('\n'));
}
const marker = (lang: 'en' | 'ar') => ({
  lang,
  tr: (en: string, ar: string) => {
    calls.push({ en, ar, site: callerSite() });
    return `§${calls.length - 1}§`;
  },
});

const idx = (await import(join(oldRoot, 'src/db/seed/journeys/index.ts'))) as { JOURNEYS: Journey[] };
const qf = (await import(join(oldRoot, 'src/db/seed/journeys/quotes-first.ts'))) as {
  QUOTES_FIRST_JOURNEYS: Journey[];
  SAVE_QUOTES_HIDDEN_FORMS: Journey[];
};
const hidden = (await import(join(oldRoot, 'src/db/seed/journeys/quote-options.ts'))) as {
  HIDDEN_FORMS: Journey[];
};

/** key of each marker, per journey file */
const keysBySite = new Map<
  string,
  { site: Site; keys: Set<string>; en: string; ar: string; files: Set<string> }
>();
const texts = new Map<string, { en: Record<string, string>; ar: Record<string, string> }>();
const textsOf = (file: string) => {
  let t = texts.get(file);
  if (!t) texts.set(file, (t = { en: {}, ar: {} }));
  return t;
};
const unplaced: string[] = [];

let onlyCommon = false;
function place(value: string | undefined, key: string, file: string): void {
  if (value === undefined) return;
  for (const m of value.matchAll(/§(\d+)§/g)) {
    const call = calls[Number(m[1])]!;
    if (onlyCommon && !COMMON[call.en]) continue;
    if (value !== m[0]) unplaced.push(`${file} ${key}: marker inside a longer text ${value}`);
    const commonKey = COMMON[call.en];
    const target = commonKey ? 'common' : file;
    const k = commonKey ?? key;
    const t = textsOf(target);
    if (t.en[k] !== undefined && t.en[k] !== call.en)
      unplaced.push(`${target} ${k}: two texts ${t.en[k]} / ${call.en}`);
    t.en[k] = call.en;
    t.ar[k] = call.ar;
    const siteKey = `${call.site.file}:${call.site.line}:${call.site.col}`;
    let s = keysBySite.get(siteKey);
    if (!s)
      keysBySite.set(
        siteKey,
        (s = { site: call.site, keys: new Set(), en: call.en, ar: call.ar, files: new Set() }),
      );
    s.keys.add(commonKey ? `common:${k}` : k);
    s.files.add(target);
  }
}

const own = [...idx.JOURNEYS.filter((j) => !/QuotesFirst$/.test(j.name)), ...hidden.HIDDEN_FORMS];
// The quotes-first variants and the quotes page's number forms add only shared texts (their questions are the base journey's).
const variants = [...qf.QUOTES_FIRST_JOURNEYS, ...qf.SAVE_QUOTES_HIDDEN_FORMS];
for (const j of [...own, ...variants]) {
  onlyCommon = variants.includes(j);
  calls.length = 0;
  for (const form of j.forms(marker('en'))) {
    const f = form.formKey.split('.').slice(1).join('.') || form.formKey;
    place(form.title, `${f}.title`, j.name);
    form.screens.forEach((s, i) => {
      place(s.title, `${f}.step${i + 1}`, j.name);
      for (const x of s.fields) {
        place(x.label, `${x.fieldId}.label`, j.name);
        place(x.hint, `${x.fieldId}.hint`, j.name);
        place(x.placeholder, `${x.fieldId}.placeholder`, j.name);
        for (const o of x.options ?? []) place(o.label, `${x.fieldId}.option.${o.id}`, j.name);
        for (const o of x.members ?? []) place(o.label, `${x.fieldId}.member.${o.id}`, j.name);
      }
    });
    place(form.nextButton.label, `${f}.next`, j.name);
  }
}

const sorted = (o: Record<string, string>) => o; // keep the order of the form: what a translator reads top to bottom
for (const [file, t] of texts) {
  for (const lang of ['en', 'ar'] as const) {
    const path = join(here, 'content', lang, 'journeys', `${file}.json`);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, JSON.stringify(sorted(t[lang]), null, 2) + '\n');
  }
}

const manual: string[] = [...unplaced];
if (rewrite) {
  const byFile = new Map<string, { site: Site; key: string }[]>();
  for (const s of keysBySite.values()) {
    if (s.keys.size !== 1) {
      manual.push(`${relative(oldRoot, s.site.file)}:${s.site.line} '${s.en}' -> ${[...s.keys].join(', ')}`);
      continue;
    }
    const file = join(here, relative(oldRoot, s.site.file));
    byFile.set(file, [...(byFile.get(file) ?? []), { site: s.site, key: [...s.keys][0]! }]);
  }
  for (const [file, list] of byFile) {
    const lines = readFileSync(file, 'utf8').split('\n');
    const offsets: number[] = [];
    lines.reduce((at, l) => (offsets.push(at), at + l.length + 1), 0);
    let src = lines.join('\n');
    // From the end of the file, so earlier offsets stay valid.
    const edits = list
      .map(({ site, key }) => {
        const lineStart = offsets[site.line - 1]!;
        const from = src.lastIndexOf('c.tr(', lineStart + site.col + 4);
        if (from < lineStart - 2) throw new Error(`no c.tr( at ${file}:${site.line}:${site.col}`);
        return { from, key };
      })
      .sort((a, b) => b.from - a.from);
    for (const { from, key } of edits) {
      let depth = 0;
      let i = from + 'c.tr'.length;
      let quote: string | null = null;
      for (; i < src.length; i++) {
        const ch = src[i]!;
        if (quote) {
          if (ch === '\\') i++;
          else if (ch === quote) quote = null;
        } else if (ch === "'" || ch === '"' || ch === '`') quote = ch;
        else if (ch === '(') depth++;
        else if (ch === ')' && --depth === 0) break;
      }
      const call = key.startsWith('common:') ? `c.common('${key.slice(7)}')` : `c.tr('${key}')`;
      src = src.slice(0, from) + call + src.slice(i + 1);
    }
    writeFileSync(file, src);
  }
}
console.log(`${texts.size} files, ${keysBySite.size} call sites`);
if (manual.length) console.log('by hand:\n' + manual.join('\n'));
