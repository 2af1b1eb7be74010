import { describe, expect, it } from 'vitest';
import { optionFor } from './upload';

describe('optionFor: the option a value read from a card stands for (decision 0027)', () => {
  const makes = [
    { value: '', label: 'Select' },
    { value: 'toyota', label: 'Toyota' },
    { value: 'land-rover', label: 'Land Rover' },
    { value: 'mercedes-benz', label: 'Mercedes-Benz' },
  ];
  it.each([
    ['TOYOTA', 'toyota'],
    ['land rover', 'land-rover'],
    ['Mercedes Benz', 'mercedes-benz'],
    ['Rover', 'land-rover'],
    ['Nissan', null],
    ['', null],
  ])('%j → %j', (read, id) => {
    expect(optionFor(makes, read)).toBe(id);
  });

  it('never guesses between two labels that both contain the text', () => {
    const models = [
      { value: 'a', label: 'Camry Hybrid' },
      { value: 'b', label: 'Camry Sport' },
    ];
    expect(optionFor(models, 'Camry')).toBeNull();
    expect(optionFor(models, 'camry sport')).toBe('b');
  });
});
