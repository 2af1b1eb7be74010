import { describe, it, expect } from 'vitest';
import { ZBlock } from '../../../shared/contracts/blocks';
import { arCtx, enCtx, renderBlock } from '../editorial-common/test-utils';
import { AuthorBioBlock } from './author-bio';
import { authorBioFixture, authorBioFixtureAr } from './author-bio.fixture';

describe('AuthorBioBlock', () => {
  it('fixtures are valid; bad data is refused', () => {
    expect(ZBlock.parse(authorBioFixture)).toEqual(authorBioFixture);
    expect(ZBlock.parse(authorBioFixtureAr)).toEqual(authorBioFixtureAr);
    expect(ZBlock.safeParse({ ...authorBioFixture, authorData: undefined }).success).toBe(false);
  });

  it('renders bio and the listed articles; no article heading without articles', () => {
    const en = renderBlock(<AuthorBioBlock block={authorBioFixture} ctx={enCtx} />).html;
    expect(en).toContain('Articles by Omar Al Nuaimi');
    expect(en).toContain('href="/credit-cards/articles/minimum-income/"');
    const ar = renderBlock(<AuthorBioBlock block={authorBioFixtureAr} ctx={arCtx} />, arCtx).html;
    expect(ar).toContain('عمر النعيمي');
    expect(ar).not.toContain('author-bio__articles');
  });
});
