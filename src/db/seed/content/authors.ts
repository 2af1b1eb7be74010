import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { LOCALES, type LangCode } from '../../../shared/domain/locales';
import { contentRoot, MissingTexts, readStructure, readTexts, type Texts } from '../data/texts';

/**
 * Where the content kinds read their files (the seed reads content/, the unit tests give their own) and the authors
 * of articles and news (decision 0104): `content/structure/authors.json` with their texts in `content/<lang>/authors.json`.
 */

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const AUTHORS = 'authors';

const ZAuthorsFile = z.strictObject({
  authors: z.array(z.strictObject({ id: z.string().regex(SLUG), version: z.number().int().min(1) })).min(1),
});

/** What the generator reads; the seed reads content/, the unit tests give their own. */
export type ArticleSource = {
  /** `content/structure/<file>.json`, parsed. */
  structure: (file: string) => unknown;
  /** `content/<lang>/<file>.json`, or null when absent. */
  texts: (lang: LangCode, file: string) => Texts | null;
  /** The product segments that have an articles structure file. */
  segments: () => string[];
};

export const contentSource: ArticleSource = {
  structure: readStructure,
  texts: readTexts,
  segments: () => {
    const dir = join(contentRoot(), 'structure', 'articles');
    if (!existsSync(dir)) return [];
    return readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .map((f) => f.slice(0, -'.json'.length))
      .sort();
  },
};

export type Author = { name: string; designation: string; bio: string };

/** The authors by id, per language (a language lacking one author's texts has none of them: reported). */
export function loadAuthors(
  src: ArticleSource,
  missing: MissingTexts,
): { ids: Set<string>; byLang: Partial<Record<LangCode, Map<string, Author>>> } {
  const parsed = ZAuthorsFile.safeParse(src.structure(AUTHORS));
  if (!parsed.success)
    throw new Error(`content/structure/${AUTHORS}.json: ${parsed.error.issues[0]?.message}`);
  const ids = new Set(parsed.data.authors.map((a) => a.id));
  const byLang: Partial<Record<LangCode, Map<string, Author>>> = {};
  for (const { code } of LOCALES) {
    const texts = src.texts(code, AUTHORS) ?? {};
    const map = new Map<string, Author>();
    for (const id of ids) {
      const get = (k: string) => {
        const t = texts[`${id}.${k}`];
        if (t === undefined) missing.add({ lang: code, file: AUTHORS, key: `${id}.${k}` });
        return t;
      };
      const name = get('name');
      const designation = get('designation');
      const bio = get('bio');
      if (name !== undefined && designation !== undefined && bio !== undefined)
        map.set(id, { name, designation, bio });
    }
    byLang[code] = map;
  }
  return { ids, byLang };
}
