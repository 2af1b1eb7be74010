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
 * Writes `noto-sans-arabic-core-<weight>.woff2` into dir (once per package version and list); returns dir.
 * With `endonyms` ({script: text}, from LOCALES), also `endonyms-<script>.woff2` per script: only the glyphs of the
 * language menu's names in that script (1.5-2.5 KB), so a page in another language that shows its menu does not
 * download the whole Devanagari (50 KB), Malayalam (24 KB) or Arabic file for one word (decision 0074).
 */
export async function ensureArabicCoreFonts(root, endonyms = {}) {
  const pkgDir = join(root, 'node_modules/@fontsource/noto-sans-arabic');
  const { version } = JSON.parse(readFileSync(join(pkgDir, 'package.json'), 'utf8'));
  const scripts = Object.keys(endonyms).sort();
  for (const s of scripts) if (!SCRIPT_FONTS[s]) throw new Error(`no font for the ${s} script`);
  const tag = createHash('sha1')
    .update(`${version}|${ARABIC_CORE_CODEPOINTS.join(',')}|${require('subset-font/package.json').version}`)
    .update(scripts.map((s) => `|${s}:${versionOf(root, SCRIPT_FONTS[s].pkg)}:${endonyms[s]}`).join(''))
    .digest('hex')
    .slice(0, 10);
  const dir = join(root, 'node_modules/.cache/sahel-fonts', tag);
  mkdirSync(dir, { recursive: true });
  const text = String.fromCodePoint(...ARABIC_CORE_CODEPOINTS);
  for (const weight of WEIGHTS) {
    const out = join(dir, `noto-sans-arabic-core-${weight}.woff2`);
    if (existsSync(out)) continue;
    const source = readFileSync(join(pkgDir, `files/noto-sans-arabic-arabic-${weight}-normal.woff2`));
    const subset = await subsetFont(source, text, { targetFormat: 'woff2' });
    // Written whole, then renamed: a concurrent build never reads half a file.
    const tmp = `${out}.${process.pid}.tmp`;
    writeFileSync(tmp, subset);
    renameSync(tmp, out);
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
