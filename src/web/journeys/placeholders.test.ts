import { describe, expect, it } from 'vitest';
import { fillPlaceholders, placeholderNames, safeNavigationTarget, withQuery } from './placeholders';

describe('placeholders (docs/product/journeys.md form next button, options urls)', () => {
  it('fills every :param from the answers, URL-encoded', () => {
    expect(fillPlaceholders('/api/options/vehicle-models/:carMake', { carMake: 'land rover/x?y' })).toBe(
      '/api/options/vehicle-models/land%20rover%2Fx%3Fy',
    );
    expect(
      fillPlaceholders('/api/options/vehicle-value/:carModel/:carYear', {
        carModel: 'toyota-camry',
        carYear: 2024,
      }),
    ).toBe('/api/options/vehicle-value/toyota-camry/2024');
    expect(fillPlaceholders('/api/enquiry', {})).toBe('/api/enquiry');
  });

  it('gives null while an answer is missing or blank (the call waits)', () => {
    expect(fillPlaceholders('/api/options/vehicle-models/:carMake', {})).toBeNull();
    expect(fillPlaceholders('/api/options/vehicle-models/:carMake', { carMake: '  ' })).toBeNull();
    expect(fillPlaceholders('/api/x/:a', { a: ['1'] })).toBeNull();
  });

  it('never reads inherited names', () => {
    expect(fillPlaceholders('/api/x/:constructor', {})).toBeNull();
    expect(fillPlaceholders('/api/x/:toString', {})).toBeNull();
  });

  it('lists the names a url uses', () => {
    expect(placeholderNames('/api/v/:carModel/:carYear')).toEqual(['carModel', 'carYear']);
  });

  it('appends a query to paths with or without one', () => {
    expect(
      withQuery('/api/user_form/car.driver', { countryProductId: 1, enquiryId: 'abc', skip: undefined }),
    ).toBe('/api/user_form/car.driver?countryProductId=1&enquiryId=abc');
    expect(withQuery('/a?x=1', { y: 2 })).toBe('/a?x=1&y=2');
  });

  it('navigates only to same-origin targets (insurer redirects may be https)', () => {
    const origin = 'https://sahel.example';
    expect(safeNavigationTarget('/car-insurance/quotes/?enquiryId=x', origin)).toBe(
      '/car-insurance/quotes/?enquiryId=x',
    );
    expect(safeNavigationTarget('https://sahel.example/a/', origin)).toBe('/a/');
    for (const bad of [
      '//evil.example/',
      '/\\evil.example',
      'https://evil.example/',
      'javascript:alert(1)',
      'data:text/html,x',
      '',
    ])
      expect(safeNavigationTarget(bad, origin)).toBeNull();
    expect(safeNavigationTarget('https://insurer.example/buy', origin, { external: true })).toBe(
      'https://insurer.example/buy',
    );
    expect(safeNavigationTarget('http://insurer.example/buy', origin, { external: true })).toBeNull();
    expect(safeNavigationTarget('javascript:alert(1)', origin, { external: true })).toBeNull();
  });
});
