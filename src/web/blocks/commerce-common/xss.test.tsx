import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { TBlock } from '../../../shared/contracts/blocks';
import { sanitize } from '../../safe/safe-html';
import { BlockRenderer } from '../registry';
import { quoteEn } from '../quote/quote.fixture';
import { claimEn } from '../claim/claim.fixture';
import { ctxFor, render } from './render';

/**
 * docs/product/pages.md: every commerce block that takes HTML (QUOTE content, CLAIM steps), fed the vendored XSS corpus
 * (test/data/xss): the block shows exactly the sanitiser's output and no script.
 */
const XSS_DIR = fileURLToPath(new URL('../../../../test/data/xss/', import.meta.url));
const vectors = ['owasp-filter-evasion.json', 'dompurify-fixtures.json'].flatMap((f) =>
  (JSON.parse(readFileSync(`${XSS_DIR}${f}`, 'utf8')) as unknown[]).filter(
    (v): v is string => typeof v === 'string',
  ),
);

const HTML_BLOCKS: [string, (html: string) => TBlock][] = [
  ['QUOTE content', (content) => ({ ...quoteEn, content })],
  ['CLAIM step content', (content) => ({ ...claimEn, rows: [{ title: 'Step', content }] })],
];

describe('commerce HTML fields against the XSS corpus', () => {
  it('has the corpus', () => {
    expect(vectors.length).toBeGreaterThan(300);
  });
  for (const [name, make] of HTML_BLOCKS) {
    it(`${name}: every vector is rendered only through the sanitiser`, () => {
      const failures: string[] = [];
      for (const vector of vectors) {
        const html = render(<BlockRenderer blocks={[make(vector)]} ctx={ctxFor('en')} />);
        if (!html.includes(sanitize(vector))) failures.push(`not sanitised: ${vector.slice(0, 60)}`);
        if (/<script(?![^>]*type="application\/json")/i.test(html))
          failures.push(`script: ${vector.slice(0, 60)}`);
      }
      expect(failures).toEqual([]);
    });
  }
});
