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

describe('AuthorBioBlock on the authors pages (decision 0112)', () => {
  const item = {
    refUrl: '/car-insurance/articles/a/',
    url: '/ar-ae/car-insurance/articles/a/',
    title: 'مقال',
    description: 'وصف',
    pageImageUrl: null,
    pageImageAltText: '',
    updatedOn: '2026-05-01',
    createdOn: '2026-05-01',
    pageViews: 0,
    pageTag: ['author-omar'],
    productId: 1,
    pageTypeId: 2,
  };
  const block = {
    ...authorBioFixtureAr,
    rows: [],
    articleCount: 12,
    list: { pageTypeId: 2, pageTag: 'author-omar' },
  };

  it('shows the initials without a photo, the count, and the server page of articles with ?page= links', () => {
    const data = {
      multiQuotes: {},
      cmsLists: {
        [block.key]: {
          items: Array.from({ length: 6 }, () => item),
          totalCount: 12,
          skip: 0,
          page: 1,
          pages: 2,
          popular: [],
          query: 'pageTypeId=2&pageTag=author-omar',
        },
      },
    };
    const ctx = { ...arCtx, isMobile: true, data };
    const ar = renderBlock(<AuthorBioBlock block={block} ctx={ctx} />, ctx).html;
    expect(ar).toContain('ed-author__initials');
    expect(ar).toContain('12 مقالًا');
    expect(ar).toContain('data-cms-step="6"');
    expect(ar).toContain('href="?page=2"');
    expect(ar).toContain('href="/ar-ae/car-insurance/articles/a/"');
  });

  it('the index card: the count and the name linked to the page, no list', () => {
    const en = renderBlock(
      <AuthorBioBlock
        block={{
          ...authorBioFixture,
          rows: [],
          articleCount: 1,
          authorData: { ...authorBioFixture.authorData, profileUrl: '/author/omar/' },
        }}
        ctx={enCtx}
      />,
    ).html;
    expect(en).toContain('1 article<');
    expect(en).toContain('href="/author/omar/"');
    expect(en).not.toContain('data-cms-list');
  });
});
