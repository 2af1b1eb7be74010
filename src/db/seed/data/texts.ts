import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import type { LangCode } from '../../../shared/domain/locales';

/**
 * Seeded content as data (decision 0073): identifiers, numbers and structure live once, texts live per
 * language in `content/<lang>/<kind>/<name>.json`, flat maps from a readable key to the text. A structure carries
 * `{"$t": "key"}` where a text goes. Links to our own pages are stored without a language prefix, in structures and
 * texts alike (the renderer adds the page's prefix). The folder is read at run time, from the source tree and from
 * the build alike.
 */

const ZTexts = z.record(z.string().min(1).max(200), z.string().max(60_000));
export type Texts = z.infer<typeof ZTexts>;

/** `content/` at the project root: found by walking up from this module (src/db/seed/data or dist/server). */
function findContentRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    if (existsSync(join(dir, 'content', 'README.md'))) return join(dir, 'content');
    const up = dirname(dir);
    if (up === dir) throw new Error('content/ folder not found above ' + fileURLToPath(import.meta.url));
    dir = up;
  }
}

let root: string | undefined;
export const contentRoot = (): string => (root ??= findContentRoot());

const cache = new Map<string, Texts | null>();

/** The file a language's texts for `<kind>/<name>` live in, relative to the project root (for reports). */
export const textsFile = (lang: string, file: string): string => `content/${lang}/${file}.json`;

/** A texts file, checked: a malformed one throws with its path and the zod issue. */
export function parseTextsFile(path: string): Texts {
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(path, 'utf8'));
  } catch (e) {
    throw new Error(`${relative(process.cwd(), path)}: not valid JSON (${(e as Error).message})`, {
      cause: e,
    });
  }
  const parsed = ZTexts.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(
      `${relative(process.cwd(), path)}: ${issue?.path.join('.') ?? ''} ${issue?.message ?? 'invalid'}`,
    );
  }
  return parsed.data;
}

/** A language's texts for `<kind>/<name>`, or null when the file does not exist. */
export function readTexts(lang: string, file: string): Texts | null {
  const path = join(contentRoot(), lang, `${file}.json`);
  if (cache.has(path)) return cache.get(path) ?? null;
  const value = existsSync(path) ? parseTextsFile(path) : null;
  cache.set(path, value);
  return value;
}

/** The structure file of `<kind>/<name>` (`content/structure/<kind>/<name>.json`), parsed but not yet validated. */
export function readStructure(file: string): unknown {
  const path = join(contentRoot(), 'structure', `${file}.json`);
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch (e) {
    throw new Error(`content/structure/${file}.json: ${(e as Error).message}`, { cause: e });
  }
}

/** Texts a language lacks, by file and key: the seed reports them (and a test fails on any). */
export type Missing = { lang: LangCode; file: string; key: string };

export class MissingTexts {
  readonly items: Missing[] = [];
  add(m: Missing): void {
    this.items.push(m);
  }
  /** One line per file: 'content/hi/pages/car-insurance.json: 3 missing (car-banner.title, …)'. */
  report(): string[] {
    const byFile = new Map<string, string[]>();
    for (const m of this.items) {
      const f = textsFile(m.lang, m.file);
      byFile.set(f, [...(byFile.get(f) ?? []), m.key]);
    }
    return [...byFile].map(
      ([f, keys]) =>
        `${f}: ${keys.length} missing (${keys.slice(0, 5).join(', ')}${keys.length > 5 ? ', …' : ''})`,
    );
  }
}

/** A text by key in a language; records it as missing (and answers undefined) when absent. */
export function textOf(
  lang: LangCode,
  file: string,
  key: string,
  missing?: MissingTexts,
): string | undefined {
  const t = readTexts(lang, file)?.[key];
  if (t === undefined) missing?.add({ lang, file, key });
  return t;
}

/**
 * A structure with its texts for one language. Answers null when any text is missing (each one recorded), so a
 * page without its translation is not seeded in that language (its URL answers 404, its menus omit it).
 */
export function fill<T = unknown>(
  structure: unknown,
  lang: LangCode,
  file: string,
  missing?: MissingTexts,
): T | null {
  let complete = true;
  const texts = readTexts(lang, file) ?? {};
  const walk = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(walk);
    if (v && typeof v === 'object') {
      const o = v as Record<string, unknown>;
      if (typeof o.$t === 'string' && Object.keys(o).length === 1) {
        const t = texts[o.$t];
        if (t === undefined) {
          complete = false;
          missing?.add({ lang, file, key: o.$t });
          return '';
        }
        return t;
      }
      return Object.fromEntries(Object.entries(o).map(([k, x]) => [k, walk(x)]));
    }
    return v;
  };
  const out = walk(structure);
  return complete ? (out as T) : null;
}

/** Every text key a structure uses, in order (the completeness test and the translators' report). */
export function keysOf(structure: unknown): string[] {
  const keys: string[] = [];
  const walk = (v: unknown): void => {
    if (Array.isArray(v)) return v.forEach(walk);
    if (v && typeof v === 'object') {
      const o = v as Record<string, unknown>;
      if (typeof o.$t === 'string' && Object.keys(o).length === 1) keys.push(o.$t);
      else Object.values(o).forEach(walk);
    }
  };
  walk(structure);
  return keys;
}
