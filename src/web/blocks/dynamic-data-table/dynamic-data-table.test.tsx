import { describe, expect, it } from 'vitest';
import { ZBlock } from '../../../shared/contracts/blocks';
import { ctxFor, render } from '../commerce-common/render';
import { DynamicDataTableBlock } from './dynamic-data-table';
import { dynamicDataTableAr, dynamicDataTableEn } from './dynamic-data-table.fixture';

describe('DynamicDataTableBlock', () => {
  it('accepts the fixtures and refuses bad column keys', () => {
    expect(ZBlock.parse(dynamicDataTableEn)).toEqual(dynamicDataTableEn);
    expect(ZBlock.parse(dynamicDataTableAr)).toEqual(dynamicDataTableAr);
    const bad = { ...dynamicDataTableEn, fieldValues: { columns: [{ key: 'a b', label: 'x' }], rows: [] } };
    expect(ZBlock.safeParse(bad).success).toBe(false);
  });

  it('renders the columns named, a dash for a missing value, in en and ar', () => {
    const en = render(<DynamicDataTableBlock block={dynamicDataTableEn} ctx={ctxFor('en')} />);
    expect(en).toContain('<th scope="col">Annual cover (AED)</th>');
    expect(en).toContain('<th scope="row">Global Gold</th>');
    expect(en).toContain('<td>–</td>');
    expect(en).toContain('tabindex="0"');
    const ar = render(<DynamicDataTableBlock block={dynamicDataTableAr} ctx={ctxFor('ar')} />, 'ar');
    expect(ar).toContain('<bdi>1,000,000</bdi>');
  });
});
