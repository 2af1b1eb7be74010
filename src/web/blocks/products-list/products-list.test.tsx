import { describe, it, expect } from 'vitest';
import { ZBlock } from '../../../shared/contracts/blocks';
import { arCtx, enCtx, renderBlock } from '../editorial-common/test-utils';
import { ProductsListBlock, splitLabel } from './products-list';
import { productsListFixture, productsListFixtureAr } from './products-list.fixture';

describe('ProductsListBlock', () => {
  it('fixtures are valid; an unknown target is refused', () => {
    expect(ZBlock.parse(productsListFixture)).toEqual(productsListFixture);
    expect(ZBlock.parse(productsListFixtureAr)).toEqual(productsListFixtureAr);
    const bad = { ...productsListFixture, rows: [{ ...productsListFixture.rows[0]!, target: '_top' }] };
    expect(ZBlock.safeParse(bad).success).toBe(false);
  });

  it('label split into a bold first word and the rest', () => {
    expect(splitLabel('Car Insurance')).toEqual({ first: 'Car', rest: 'Insurance' });
    expect(splitLabel('  Loans ')).toEqual({ first: 'Loans', rest: '' });
    const { html } = renderBlock(<ProductsListBlock block={productsListFixture} ctx={enCtx} />);
    expect(html).toContain('<strong>Car</strong> Insurance');
    expect(html).toContain('Agency and garage repair plans');
  });

  it('target _blank opens a new tab with rel=noopener; others stay in the tab', () => {
    const { html } = renderBlock(<ProductsListBlock block={productsListFixture} ctx={enCtx} />);
    expect(html).toContain('href="/credit-cards/" target="_blank" rel="noopener noreferrer"');
    expect(html).toMatch(/href="\/car-insurance\/"(?! target)/);
    const ar = renderBlock(<ProductsListBlock block={productsListFixtureAr} ctx={arCtx} />, arCtx).html;
    expect(ar).toContain('<strong>تأمين</strong> السيارات');
    expect(ar).toContain('href="/ar-ae/car-insurance/"');
  });
});
