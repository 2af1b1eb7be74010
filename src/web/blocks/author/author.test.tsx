import { describe, it, expect } from 'vitest';
import { ZBlock } from '../../../shared/contracts/blocks';
import { arCtx, enCtx, renderBlock } from '../editorial-common/test-utils';
import { AuthorBlock } from './author';
import { authorFixture, authorFixtureAr } from './author.fixture';

describe('AuthorBlock', () => {
  it('fixtures are valid; an author without a name is refused', () => {
    expect(ZBlock.parse(authorFixture)).toEqual(authorFixture);
    expect(ZBlock.parse(authorFixtureAr)).toEqual(authorFixtureAr);
    expect(ZBlock.safeParse({ ...authorFixture, authorData: { name: '' } }).success).toBe(false);
  });

  it('renders the author box in en and ar; the name links only when a profile is given', () => {
    const en = renderBlock(<AuthorBlock block={authorFixture} ctx={enCtx} />).html;
    expect(en).toContain('About the author');
    expect(en).toContain('<h2 class="ed-author__name">Layla Haddad</h2>');
    expect(en).not.toContain('<a ');
    const linked = {
      ...authorFixture,
      authorData: { ...authorFixture.authorData, profileUrl: '/authors/layla-haddad' },
    };
    expect(renderBlock(<AuthorBlock block={linked} ctx={enCtx} />).html).toContain(
      'href="/authors/layla-haddad/"',
    );
    const ar = renderBlock(<AuthorBlock block={authorFixtureAr} ctx={arCtx} />, arCtx).html;
    expect(ar).toContain('عن الكاتب');
    expect(ar).toContain('ليلى حداد');
  });
});
