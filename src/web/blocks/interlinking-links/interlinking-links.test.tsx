import { describe, it, expect } from 'vitest';
import { ZBlock } from '../../../shared/contracts/blocks';
import { arCtx, enCtx, renderBlock } from '../editorial-common/test-utils';
import { InterlinkingLinksBlock } from './interlinking-links';
import { interlinkingFixture, interlinkingFixtureAr } from './interlinking-links.fixture';

describe('InterlinkingLinksBlock', () => {
  it('fixtures are valid; a group without links is refused', () => {
    expect(ZBlock.parse(interlinkingFixture)).toEqual(interlinkingFixture);
    expect(ZBlock.parse(interlinkingFixtureAr)).toEqual(interlinkingFixtureAr);
    expect(ZBlock.safeParse({ ...interlinkingFixture, interlinkingLinksData: [{ links: [] }] }).success).toBe(
      false,
    );
  });

  it('renders the groups with localised, slashed links', () => {
    const en = renderBlock(<InterlinkingLinksBlock block={interlinkingFixture} ctx={enCtx} />).html;
    expect(en).toContain('<h3 class="interlinking__heading">Banking</h3>');
    expect(en).toContain('href="/credit-cards/"');
    const ar = renderBlock(<InterlinkingLinksBlock block={interlinkingFixtureAr} ctx={arCtx} />, arCtx).html;
    expect(ar).toContain('href="/ar-ae/health-insurance/"');
    expect(ar).toContain('التأمين الصحي');
  });
});
