import type { TBlockOf } from '../../../shared/contracts/blocks';

/** The personal loans page's calculator as the seed writes it: a loan to open with, never a figure. */
export const calculatorFixture: TBlockOf<'CALCULATOR'> = {
  type: 'CALCULATOR',
  key: 'personal-loan-calculator',
  productId: 8,
  title: 'Personal loan EMI calculator',
  defaults: { amount: 100_000, months: 48, ratePct: 7.5 },
};

/** A home loan without defaults: the product's own (AED 1.5m over 25 years at 4.5 %), tenure in years. */
export const homeCalculatorFixture: TBlockOf<'CALCULATOR'> = {
  type: 'CALCULATOR',
  key: 'home-loan-calculator',
  productId: 10,
};

export const calculatorFixtures: TBlockOf<'CALCULATOR'>[] = [calculatorFixture, homeCalculatorFixture];
