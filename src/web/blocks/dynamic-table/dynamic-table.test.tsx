import { describe, expect, it } from 'vitest';
import { ZBlock } from '../../../shared/contracts/blocks';
import { ctxFor, render } from '../commerce-common/render';
import { DynamicTableBlock } from './dynamic-table';
import { dynamicTableAr, dynamicTableEn } from './dynamic-table.fixture';

describe('DynamicTableBlock', () => {
  it('accepts the fixtures and refuses a table without headers', () => {
    expect(ZBlock.parse(dynamicTableEn)).toEqual(dynamicTableEn);
    expect(ZBlock.parse(dynamicTableAr)).toEqual(dynamicTableAr);
    expect(ZBlock.safeParse({ ...dynamicTableEn, tableHeaders: [] }).success).toBe(false);
  });

  it('renders a table inside a focusable scroll region in en and ar', () => {
    const en = render(<DynamicTableBlock block={dynamicTableEn} ctx={ctxFor('en')} />);
    expect(en).toMatch(
      /class="cm-table__scroll" role="region" aria-label="Comprehensive or third party"[^>]*tabindex="0"/,
    );
    expect(en.match(/<tr>/g)).toHaveLength(4);
    const ar = render(<DynamicTableBlock block={dynamicTableAr} ctx={ctxFor('ar')} />, 'ar');
    expect(ar).toContain('مرّر أفقيًا');
    expect(ar).toContain('<bdi>350</bdi>');
  });

  it('renders nothing without rows', () => {
    expect(
      render(<DynamicTableBlock block={{ ...dynamicTableEn, tableData: [] }} ctx={ctxFor('en')} />),
    ).toBe('');
  });
});
