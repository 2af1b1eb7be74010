import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CORE_SUBSETS } from '../../scripts/arabic-font-subset.mjs';
import { LOCALES } from '../../src/shared/domain/locales';

/**
 * The core font subsets (decisions 0032 and 0091): every character of a script that the catalogues and the seeded
 * content of its languages use is in the script's core list, so a page in that language draws its text from the
 * small preloaded file; and fonts.css gives exactly that list to the core face and the rest of the script to the
 * full file, with no overlap (a character in both would load both files).
 */
const root = join(import.meta.dirname, '../..');
const css = readFileSync(join(root, 'src/web/styles/fonts.css'), 'utf8');

/** The code points of a unicode-range value (`U+0900-0939, U+0950`). */
function rangeSet(value: string): Set<number> {
  const out = new Set<number>();
  for (const part of value.split(',').map((p) => p.trim().replace(/^U\+/i, ''))) {
    const [from, to = from] = part.split('-').map((h) => parseInt(h, 16)) as [number, number?];
    for (let c = from; c <= to; c++) out.add(c);
  }
  return out;
}

/** The unicode-range of the 400 face whose src names `file`. */
function faceRange(file: RegExp): Set<number> {
  const face = css.split('@font-face').find((f) => file.test(f) && /font-weight:\s*400/.test(f));
  const range = face && /unicode-range:\s*([^;]+);/.exec(face)?.[1];
  if (!range) throw new Error(`no @font-face for ${file}`);
  return rangeSet(range);
}

function textFiles(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) textFiles(path, out);
    else if (/\.(json|md)$/.test(name)) out.push(path);
  }
  return out;
}

/** Each script's own block (the characters that only its font draws). */
const BLOCK = {
  arabic: [0x0600, 0x06ff],
  devanagari: [0x0900, 0x097f],
  malayalam: [0x0d00, 0x0d7f],
} as const;

describe('core font subsets (decisions 0032, 0091)', () => {
  for (const [script, { pkg, codepoints }] of Object.entries(CORE_SUBSETS)) {
    const core = new Set(codepoints);

    it(`${script}: fonts.css gives the core file its list and the full file only the rest`, () => {
      const coreFace = faceRange(new RegExp(`@sahel-fonts/${pkg}-core-400\\.woff2`));
      const fullFace = faceRange(new RegExp(`files/${pkg}-${script}-400-normal\\.woff2`));
      expect([...coreFace].sort((a, b) => a - b)).toEqual([...core].sort((a, b) => a - b));
      expect([...fullFace].filter((c) => coreFace.has(c))).toEqual([]);
    });

    it(`${script}: every character its languages' catalogues and content use is in the core`, () => {
      const langs = LOCALES.filter((l) => l.script === script).map((l) => l.code);
      expect(langs.length).toBeGreaterThan(0);
      const [lo, hi] = BLOCK[script as keyof typeof BLOCK];
      const outside = new Map<string, string>();
      for (const lang of langs)
        for (const file of [
          ...textFiles(join(root, 'content', lang)),
          ...textFiles(join(root, 'src/shared/i18n/locales', lang)),
        ])
          for (const ch of readFileSync(file, 'utf8')) {
            const c = ch.codePointAt(0) as number;
            if (c >= lo && c <= hi && !core.has(c)) outside.set(`U+${c.toString(16).toUpperCase()}`, file);
          }
      expect(Object.fromEntries(outside)).toEqual({});
    });
  }
});
