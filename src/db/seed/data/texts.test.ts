import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fill, keysOf, MissingTexts, parseTextsFile } from './texts';
import { seedMissingTexts } from '../content/index';

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
});
