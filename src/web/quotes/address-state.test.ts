import { describe, expect, it } from 'vitest';
import type { TFilterField } from '../../shared/contracts/quotes-api';
import { filterValuesOf, readAddressState, withAddressState } from './address-state';

const field = (id: string, type: TFilterField['type']): TFilterField => ({
  id,
  type,
  label: id,
  required: false,
  value: null,
  options: [],
  fetchOptions: null,
  journeyId: null,
  isSearchable: false,
  errorMessage: '',
  searchedText: '',
  isHidden: false,
});

describe('sort, filters and compare in the address (decision 0065)', () => {
  it('writes them next to the other parameters and reads them back', () => {
    const search = withAddressState('?enquiryId=abc&utm_source=x', {
      sort: 'PRICE_ASC',
      filters: { network: ['gold', 'silver'], excess: 500 },
      text: { key: 'planName', text: 'Gold care' },
      compare: ['3:12', '5:7'],
    });
    expect(search).toBe(
      '?enquiryId=abc&utm_source=x&sort=PRICE_ASC&f.network=gold&f.network=silver&f.excess=500&f.planName=Gold+care&compare=3:12,5:7',
    );
    expect(readAddressState(search)).toEqual({
      sort: 'PRICE_ASC',
      filters: { network: ['gold', 'silver'], excess: ['500'], planName: ['Gold care'] },
      compare: ['3:12', '5:7'],
    });
  });

  it('drops what it does not know: a strange sort, malformed compare keys, fields the answer lacks', () => {
    const a = readAddressState('?sort=CHEAPEST&compare=1:2,x,3:&f.gone=1&f.network=gold');
    expect(a.sort).toBeNull();
    expect(a.compare).toEqual(['1:2']);
    const fields = [field('network', 'multiSelect'), field('excess', 'input'), field('planName', 'text')];
    expect(filterValuesOf(fields, a.filters)).toEqual({ network: ['gold'] });
    expect(filterValuesOf(fields, { excess: ['500', '600'], planName: ['gold'] })).toEqual({
      excess: '500',
      planName: 'gold',
    });
    expect(filterValuesOf(fields, { gone: ['1'] })).toBeNull();
  });

  it('the defaults leave the address as it was', () => {
    const state = { sort: null, filters: {}, text: undefined, compare: [] };
    expect(withAddressState('?enquiryId=abc&sort=PRICE_ASC&f.a=1&compare=1:2', state)).toBe('?enquiryId=abc');
    expect(withAddressState('', state)).toBe('');
  });
});
