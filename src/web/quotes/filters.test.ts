import { describe, expect, it } from 'vitest';
import {
  applyTextFilter,
  canSearch,
  filterBody,
  hasActiveFilter,
  initialValues,
  matchesText,
  missingRequired,
  optionsFrom,
  optionsUrl,
  textFilterOf,
  toggleId,
  withAnswer,
  withTextSearch,
} from './filters';
import { fieldFixture, quoteFixture } from './quotes.fixture';

const make = fieldFixture({
  id: 'make',
  type: 'dropdown',
  required: true,
  options: [{ id: 'nissan', name: 'Nissan' }],
});
const model = fieldFixture({
  id: 'model',
  type: 'dropdown',
  required: true,
  options: [],
  fetchOptions: {
    url: '/api/options/vehicle-models/:make',
    idKey: 'id',
    valueKey: 'label',
    params: ['make'],
  },
});
const insurers = fieldFixture({ id: 'providerIds', type: 'multiSelect' });
const planName = fieldFixture({ id: 'planName', type: 'text', label: 'Plan name' });
const excess = fieldFixture({ id: 'excess', type: 'input' });
const fields = [make, model, insurers, planName, excess];

describe('filter gating (docs/product/quotes.md: search only when every required field has a value)', () => {
  it('lists the required fields without a value', () => {
    expect(missingRequired(fields, {})).toEqual(['make', 'model']);
    expect(missingRequired(fields, { make: 'nissan', model: '  ' })).toEqual(['model']);
    expect(canSearch(fields, { make: 'nissan', model: 'patrol' })).toBe(true);
    // hidden fields never block
    expect(canSearch([{ ...make, isHidden: true }], {})).toBe(true);
  });

  it('starts from the values the answer gives', () => {
    expect(initialValues([{ ...make, value: 'nissan' }, { ...insurers, value: [] }, excess])).toEqual({
      make: 'nissan',
    });
  });

  it('sends ids, id arrays and numbers; omits empty values and the text filter', () => {
    expect(
      filterBody(fields, {
        make: 'nissan',
        model: '',
        providerIds: ['1', '2'],
        planName: 'gold',
        excess: '500',
      }),
    ).toEqual({ make: 'nissan', providerIds: ['1', '2'], excess: 500 });
    expect(filterBody(fields, { providerIds: '3' })).toEqual({ providerIds: ['3'] });
    expect(hasActiveFilter(fields, {})).toBe(false);
    expect(hasActiveFilter(fields, { planName: 'x' })).toBe(true);
    expect(hasActiveFilter(fields, { providerIds: [] })).toBe(false);
  });

  it('clears fields whose options depend on a changed answer', () => {
    const next = withAnswer(
      fields,
      { make: 'nissan', model: 'patrol', providerIds: ['1'] },
      'make',
      'toyota',
    );
    expect(next).toEqual({ make: 'toyota', providerIds: ['1'] });
    expect(withAnswer(fields, { make: 'nissan' }, 'make', undefined)).toEqual({});
    expect(toggleId(['1'], '2')).toEqual(['1', '2']);
    expect(toggleId(['1', '2'], '1')).toEqual(['2']);
    expect(toggleId(undefined, '1')).toEqual(['1']);
  });

  it('fills :param placeholders from the other answers, and only calls this site', () => {
    expect(optionsUrl(model, {})).toBeNull();
    expect(optionsUrl(model, { make: 'land rover' })).toBe('/api/options/vehicle-models/land%20rover');
    expect(optionsUrl(make, {})).toBeNull();
    const evil = { ...model, fetchOptions: { ...model.fetchOptions!, url: 'https://evil.example/:make' } };
    expect(optionsUrl(evil, { make: 'x' })).toBeNull();
    expect(optionsFrom(model, [{ id: 'patrol', label: 'Patrol' }, { id: 3, label: 4 }, { nope: 1 }])).toEqual(
      [
        { id: 'patrol', name: 'Patrol' },
        { id: '3', name: '4' },
      ],
    );
  });
});

describe('text filter (docs/product/quotes.md: case-insensitive contains on a quote key or a feature of that id or key)', () => {
  const q = quoteFixture({ planName: 'Gold Shield Comprehensive' });
  it('matches a quote key in any case', () => {
    expect(matchesText(q, { key: 'planName', text: 'SHIELD' })).toBe(true);
    expect(matchesText(q, { key: 'planName', text: 'silver' })).toBe(false);
    expect(matchesText(q, { key: 'premium', text: '2310' })).toBe(true);
  });
  it('matches a feature by its key or id (value or title)', () => {
    expect(matchesText(q, { key: 'roadside', text: '24/7' })).toBe(true);
    expect(matchesText(q, { key: '2', text: 'roadside ASSIST' })).toBe(true);
    expect(matchesText(q, { key: 'roadside', text: 'agency' })).toBe(false);
  });
  it('filters a list; an empty text keeps every quote', () => {
    const list = [q, quoteFixture({ planId: 2, planName: 'Silver Basic' })];
    expect(applyTextFilter(list, { key: 'planName', text: 'silver' }).map((x) => x.planId)).toEqual([2]);
    expect(applyTextFilter(list, { key: 'planName', text: '  ' })).toHaveLength(2);
    expect(applyTextFilter(list, undefined)).toHaveLength(2);
    expect(textFilterOf(fields, { planName: ' gold ' })).toEqual({ key: 'planName', text: 'gold' });
    expect(textFilterOf(fields, { planName: '' })).toBeUndefined();
  });
});

describe('the plan-name search the page adds (docs/product/quotes.md text filter)', () => {
  it('appears when the answer allows planName and has no text field, and is never sent as a filter id', () => {
    const base = [fieldFixture({ id: 'insurer' })];
    const withSearch = withTextSearch(base, ['planName', 'insurerName'], 'Plan name');
    expect(withSearch.map((f) => [f.id, f.type])).toEqual([
      ['insurer', 'multiSelect'],
      ['planName', 'text'],
    ]);
    expect(withTextSearch(base, [], 'Plan name')).toHaveLength(1);
    expect(withTextSearch([...base, planName], ['planName'], 'Plan name')).toHaveLength(2);
    expect(filterBody(withSearch, { insurer: ['1'], planName: 'gold' })).toEqual({ insurer: ['1'] });
    expect(textFilterOf(withSearch, { planName: 'gold' })).toEqual({ key: 'planName', text: 'gold' });
  });
});
