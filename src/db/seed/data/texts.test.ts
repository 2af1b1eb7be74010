import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentRoot, fill, keysOf, MissingTexts, parseTextsFile, readTexts } from './texts';
import { LOCALES } from '../../../shared/domain/locales';
import allow from '../../../shared/i18n/identical-allow.json';
import { seedMissingTexts } from '../content/index';

/** The texts files under a language folder, as `<kind>/<name>` or `<name>` (no `.json`), every depth. */
function textFiles(dir: string, prefix = ''): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((e) =>
      e.isDirectory()
        ? textFiles(join(dir, e.name), `${prefix}${e.name}/`)
        : e.name.endsWith('.json')
          ? [`${prefix}${e.name.slice(0, -'.json'.length)}`]
          : [],
    )
    .sort();
}

describe('content texts (decision 0073)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'texts-'));
  const file = (name: string, body: string) => {
    const p = join(dir, name);
    writeFileSync(p, body);
    return p;
  };

  it('rejects a malformed file with its path and the zod issue', () => {
    expect(() => parseTextsFile(file('broken.json', '{"a": '))).toThrow(/broken\.json: not valid JSON/);
    expect(() => parseTextsFile(file('number.json', '{"banner.title": 3}'))).toThrow(
      /number\.json: banner\.title .*expected string/i,
    );
    expect(parseTextsFile(file('good.json', '{"banner.title": "Hello"}'))).toEqual({
      'banner.title': 'Hello',
    });
  });

  it('fills a structure, and answers null with the missing keys reported by file and key', () => {
    const structure = { title: { $t: 'sitemapTitle' }, rows: [{ label: { $t: 'nope' }, url: '/x/' }] };
    expect(keysOf(structure)).toEqual(['sitemapTitle', 'nope']);
    const missing = new MissingTexts();
    expect(fill(structure, 'en', 'pages/sitemap', missing)).toBeNull();
    expect(missing.report()).toEqual(['content/en/pages/sitemap.json: 1 missing (nope)']);
    expect(fill({ title: { $t: 'sitemapTitle' } }, 'hi', 'pages/sitemap')).toEqual({ title: 'सभी पेज' });
  });

  it('no seeded text is missing in any language', () => {
    expect(seedMissingTexts.report()).toEqual([]);
  });

  it('no content text in another language is a copy of the English (brands, codes and numbers aside)', () => {
    // A value without three Latin letters in a row (an amount, a phone number) or that is an address (an image or a
    // video a language may share) is not prose; the catalogues' allow-list (decision 0079) names the rest.
    const allowed = new Set(allow.values.map((v) => v.value));
    const copies: string[] = [];
    // Every texts file of content/en, whatever its kind (decision 0091: no file or kind is listed by hand), but the
    // kinds that are lists of names (catalogue: insurer, bank and car make names; options: amounts and bike makes).
    const NAME_KINDS = ['catalogue/', 'options/'];
    for (const file of textFiles(join(contentRoot(), 'en')).filter(
      (f) => !NAME_KINDS.some((k) => f.startsWith(k)),
    )) {
      const en = readTexts('en', file) ?? {};
      for (const { code } of LOCALES.filter((l) => l.code !== 'en' && l.code !== 'ar')) {
        const other = readTexts(code, file) ?? {};
        for (const [key, text] of Object.entries(en))
          if (
            other[key] === text &&
            /[a-z]{3}/i.test(text) &&
            !/^(https?:|\/)/.test(text) &&
            !allowed.has(text)
          )
            copies.push(`content/${code}/${file}.json ${key}`);
      }
    }
    expect(copies).toEqual([]);
  });
});
