import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import subsetFont from 'subset-font';

/**
 * The Arabic font the Arabic pages load first (decision 0032): @fontsource's Arabic file holds every
 * Arabic-script letter (Persian, Urdu, Quranic marks, presentation forms, math letters), 49 KB at 400 and 53 KB at
 * 600, and Lighthouse's simulated mobile network counts those bytes before the first paint. The core file keeps the
 * letters Arabic text uses (with harfbuzz's shaping closure, so joined forms and ligatures stay): about 10 KB each.
 * fonts.css gives every other Arabic-script character to the full file, which loads only on a page that shows one.
 * Made at build (and dev) start from the installed package, cached by its version and this list; nothing fetched.
 */
export const ARABIC_CORE_CODEPOINTS = [
  0x060c, // Arabic comma
  0x061b, // semicolon
  0x061f, // question mark
  ...span(0x0621, 0x063a), // hamza and the letters
  ...span(0x0640, 0x0655), // tatweel, letters, harakat, shadda, sukun, hamza above/below
  ...span(0x0660, 0x066d), // Arabic-Indic digits, percent, decimal and thousands separators
  0x0670, // superscript alef
  0x067e, // peh   (foreign names)
  0x0686, // tcheh
  0x0698, // jeh
  0x06a4, // veh
  0x06a9, // keheh
  0x06af, // gaf
  0x06cc, // Farsi yeh
  0x06d4, // full stop
  ...span(0x200c, 0x200f), // joiners and direction marks
];

/**
 * The Hindi and Malayalam pages' first font (decision 0091), like Arabic's: @fontsource's Devanagari file (50 KB at
 * 400) also draws Vedic marks, Sanskrit and the extended letters of other languages with their conjuncts, and
 * Lighthouse's simulated network counts its bytes before the Hindi home page's largest text is painted. The core
 * keeps the whole ordinary alphabet (every letter, sign, vowel sign, nukta and virama of U+0900-094D, om, the dandas,
 * the joiners and the dotted circle the shaper shows for a stray mark) with harfbuzz's closure, so every conjunct of
 * those letters stays: 32 KB at 400 instead of 50. Not only the letters today's texts use (29 KB): a cluster split
 * between two files cannot be shaped, so an editor's new word with a letter no text used yet must still be drawn
 * whole by the core. test/unit/script-fonts.test.ts checks every Hindi character in the catalogues and content is here.
 */
export const DEVANAGARI_CORE_CODEPOINTS = [
  ...span(0x0900, 0x0939), // signs, independent vowels, consonants
  ...span(0x093c, 0x094d), // nukta, avagraha, vowel signs, virama
  0x0950, // om
  0x0964, // danda
  0x0965, // double danda
  0x200c, // zero-width non-joiner
  0x200d, // zero-width joiner
  0x25cc, // dotted circle
];

/** Malayalam's core (decision 0091), by the same rule: the whole ordinary alphabet with the chillus; 18 KB instead of 24. */
export const MALAYALAM_CORE_CODEPOINTS = [
  ...span(0x0d00, 0x0d3a), // signs, independent vowels, consonants
  ...span(0x0d3d, 0x0d4e), // avagraha, vowel signs, virama, dot reph
  0x0d57, // au length mark
  ...span(0x0d7a, 0x0d7f), // chillus
  0x0964, // danda
  0x0965, // double danda
  0x200c, // zero-width non-joiner
  0x200d, // zero-width joiner
  0x25cc, // dotted circle
];

/** The core subset of each script: its @fontsource package and its list (fonts.css gives the rest to the full file). */
export const CORE_SUBSETS = {
  arabic: { pkg: 'noto-sans-arabic', codepoints: ARABIC_CORE_CODEPOINTS },
  devanagari: { pkg: 'noto-sans-devanagari', codepoints: DEVANAGARI_CORE_CODEPOINTS },
  malayalam: { pkg: 'noto-sans-malayalam', codepoints: MALAYALAM_CORE_CODEPOINTS },
};

function span(from, to) {
  const out = [];
  for (let c = from; c <= to; c++) out.push(c);
  return out;
}

const require = createRequire(import.meta.url);
const WEIGHTS = [400, 600];

/** The installed @fontsource package and 400 file of each non-Latin script a locale may use. */
const SCRIPT_FONTS = {
  arabic: { pkg: 'noto-sans-arabic', file: 'noto-sans-arabic-arabic-400-normal.woff2' },
  devanagari: { pkg: 'noto-sans-devanagari', file: 'noto-sans-devanagari-devanagari-400-normal.woff2' },
  malayalam: { pkg: 'noto-sans-malayalam', file: 'noto-sans-malayalam-malayalam-400-normal.woff2' },
};

const versionOf = (root, pkg) =>
  JSON.parse(readFileSync(join(root, 'node_modules/@fontsource', pkg, 'package.json'), 'utf8')).version;

/**
 * Writes `noto-sans-<script>-core-<weight>.woff2` for each script of CORE_SUBSETS into dir (once per package
 * version and list); returns dir.
 * With `endonyms` ({script: text}, from LOCALES), also `endonyms-<script>.woff2` per script: only the glyphs of the
 * language menu's names in that script (1.5-2.5 KB), so a page in another language that shows its menu does not
 * download the whole Devanagari (50 KB), Malayalam (24 KB) or Arabic file for one word (decision 0074).
 */
export async function ensureArabicCoreFonts(root, endonyms = {}) {
  const scripts = Object.keys(endonyms).sort();
  for (const s of scripts) if (!SCRIPT_FONTS[s]) throw new Error(`no font for the ${s} script`);
  const cores = Object.entries(CORE_SUBSETS);
  const tag = createHash('sha1')
    .update(`${require('subset-font/package.json').version}`)
    .update(cores.map(([s, c]) => `|${s}:${versionOf(root, c.pkg)}:${c.codepoints.join(',')}`).join(''))
    .update(scripts.map((s) => `|${s}:${versionOf(root, SCRIPT_FONTS[s].pkg)}:${endonyms[s]}`).join(''))
    .digest('hex')
    .slice(0, 10);
  const dir = join(root, 'node_modules/.cache/sahel-fonts', tag);
  mkdirSync(dir, { recursive: true });
  for (const [script, { pkg, codepoints }] of cores) {
    const text = String.fromCodePoint(...codepoints);
    for (const weight of WEIGHTS) {
      const out = join(dir, `${pkg}-core-${weight}.woff2`);
      if (existsSync(out)) continue;
      const source = readFileSync(
        join(root, 'node_modules/@fontsource', pkg, `files/${pkg}-${script}-${weight}-normal.woff2`),
      );
      const subset = await subsetFont(source, text, { targetFormat: 'woff2' });
      // Written whole, then renamed: a concurrent build never reads half a file.
      const tmp = `${out}.${process.pid}.tmp`;
      writeFileSync(tmp, subset);
      renameSync(tmp, out);
    }
  }
  for (const script of scripts) {
    const out = join(dir, `endonyms-${script}.woff2`);
    if (existsSync(out)) continue;
    const { pkg, file } = SCRIPT_FONTS[script];
    const source = readFileSync(join(root, 'node_modules/@fontsource', pkg, 'files', file));
    const subset = await subsetFont(source, endonyms[script], { targetFormat: 'woff2' });
    const tmp = `${out}.${process.pid}.tmp`;
    writeFileSync(tmp, subset);
    renameSync(tmp, out);
  }
  return dir;
}
