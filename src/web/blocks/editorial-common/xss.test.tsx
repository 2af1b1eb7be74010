import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, it, expect } from 'vitest';
import type { TBlock } from '../../../shared/contracts/blocks';
import { sanitize } from '../../safe/safe-html';
import { BlockRenderer } from '../registry';
import { articleDetailsFixture } from '../article-details/article-details.fixture';
import { newsDetailFixture } from '../news-detail/news-detail.fixture';
import { glossaryDetailFixture } from '../glossary-detail/glossary-detail.fixture';
import { authorFixture } from '../author/author.fixture';
import { authorBioFixture } from '../author-bio/author-bio.fixture';
import { enCtx, renderBlock } from './test-utils';

/**
 * docs/product/pages.md: every editorial block that takes HTML, fed the vendored XSS corpus (test/data/xss): the block shows
 * exactly the sanitiser's output (whose inertness safe-html.test.ts proves vector by vector) and no script.
 */
const XSS_DIR = fileURLToPath(new URL('../../../../test/data/xss/', import.meta.url));
const vectors = ['owasp-filter-evasion.json', 'dompurify-fixtures.json'].flatMap((f) =>
  (JSON.parse(readFileSync(`${XSS_DIR}${f}`, 'utf8')) as unknown[]).filter(
    (v): v is string => typeof v === 'string',
  ),
);

const HTML_BLOCKS: [string, (html: string) => TBlock][] = [
  ['ARTICLE_DETAILS content', (content) => ({ ...articleDetailsFixture, content })],
  ['NEWS_AND_UPDATE_DETAIL_PAGE content', (content) => ({ ...newsDetailFixture, content })],
  ['GLOSSARY_DETAIL content', (content) => ({ ...glossaryDetailFixture, content })],
  ['AUTHOR bio', (bio) => ({ ...authorFixture, authorData: { ...authorFixture.authorData, bio } })],
  ['AUTHOR_BIO bio', (bio) => ({ ...authorBioFixture, authorData: { ...authorBioFixture.authorData, bio } })],
];

describe('editorial HTML fields against the XSS corpus', () => {
  it('has the corpus', () => {
    expect(vectors.length).toBeGreaterThan(300);
  });
  for (const [name, make] of HTML_BLOCKS) {
    it(`${name}: every vector is rendered only through the sanitiser`, () => {
      const failures: string[] = [];
      for (const vector of vectors) {
        const { html } = renderBlock(<BlockRenderer blocks={[make(vector)]} ctx={enCtx} />);
        const clean = sanitize(vector);
        if (!html.includes(clean)) failures.push(`not sanitised: ${vector.slice(0, 60)}`);
        if (/<script(?![^>]*type="application\/json")/i.test(html))
          failures.push(`script: ${vector.slice(0, 60)}`);
      }
      expect(failures).toEqual([]);
    });
  }
});
