import type { LifeFact, TCriticalIllnessRateTable, TDecline, TTermRateTable } from '../contracts/quotes';
import { BP_ONE, aedToFils, mulDivHalfUp } from './money';
import {
  amountFilsOf,
  factorOf,
  outsideRateTable,
  ruleDecline,
  slicesWeighted,
  type Facts,
  type Ledger,
  type PriceMeta,
} from './engine';

/**
 * What term life (product 5) and critical illness (product 56) share (decision 0012 'Term and critical
 * illness'): a yearly rate per AED 1,000 of cover by age at entry, a large-cover discount in marginal slices of the
 * cover, then gender, smoker and term factors on the running premium. Each product adds its own benefits and the
 * minimum premium.
 */

export type LifeTable = Pick<
  TTermRateTable | TCriticalIllnessRateTable,
  'ratePerMille' | 'coverSlices' | 'termYears' | 'gender' | 'smokerFactorBp' | 'rules'
>;

export type LifeInput = {
  age: number;
  gender: 'male' | 'female';
  smoker: boolean;
  coverAed: number;
  termYears: number;
};

/** Per mille: the rate is per AED 1,000 of cover. */
const PER_MILLE = 1_000;

export function lifeFactsOf(input: LifeInput, extra: Facts<LifeFact> = {}): Facts<LifeFact> {
  return {
    age: input.age,
    gender: input.gender,
    smoker: input.smoker,
    coverAed: input.coverAed,
    termYears: input.termYears,
    ageAtExpiry: input.age + input.termYears,
    ...extra,
  };
}

export type LifeRates = { rateFils: number; termFactorBp: number };

/** The rules, then the table's bands: a decline, or the rate and term factor to price with. */
export function lifeRatesOf(
  meta: PriceMeta,
  input: LifeInput,
  table: LifeTable,
  facts: Facts<LifeFact>,
): TDecline | LifeRates {
  const declined = ruleDecline(meta, table.rules, facts);
  if (declined) return declined;
  const rateFils = amountFilsOf(table.ratePerMille, input.age);
  if (rateFils === undefined) return outsideRateTable(meta, 'age', input.age);
  const termFactorBp = factorOf(table.termYears, input.termYears);
  if (termFactorBp === undefined) return outsideRateTable(meta, 'termYears', input.termYears);
  return { rateFils, termFactorBp };
}

/** Cover × rate per mille, rounded half-up to the fils. */
export function sumAssuredFils(coverAed: number, rateFils: number): number {
  return mulDivHalfUp(coverAed, rateFils, PER_MILLE);
}

/** The premium after the large-cover discount: each slice of the cover at its own factor. */
export function slicedCoverFils(
  coverAed: number,
  rateFils: number,
  slices: LifeTable['coverSlices'],
): number {
  return mulDivHalfUp(slicesWeighted(coverAed, slices), rateFils, PER_MILLE * BP_ONE);
}

/**
 * The lines both products start with: the cover at the age's rate, the large-cover discount (what the slices take
 * off), then gender, smoker and term. Each step is monotone in the cover and in the age's rate.
 */
export function addLifeLines(ledger: Ledger, input: LifeInput, table: LifeTable, rates: LifeRates): void {
  const full = sumAssuredFils(input.coverAed, rates.rateFils);
  ledger.add('base', 'quotes:lines.sumAssured', full, 'base', {
    coverAed: input.coverAed,
    ratePerMilleAed: rates.rateFils / 100,
    age: input.age,
  });
  const sliced = slicedCoverFils(input.coverAed, rates.rateFils, table.coverSlices);
  if (sliced !== full) {
    ledger.add(
      'coverDiscount',
      'quotes:lines.coverDiscount',
      sliced - full,
      sliced < full ? 'discount' : 'loading',
      {
        coverAed: input.coverAed,
      },
    );
  }
  ledger.factor('gender', 'quotes:lines.gender', table.gender[input.gender], { gender: input.gender });
  if (input.smoker) ledger.factor('smoker', 'quotes:lines.smoker', table.smokerFactorBp);
  ledger.factor('termYears', 'quotes:lines.policyTerm', rates.termFactorBp, { years: input.termYears });
}

/** The minimum premium line, if the running premium is below it. */
export function addMinimum(ledger: Ledger, minimumAed: number): void {
  ledger.minimum('minimumPremium', 'quotes:lines.minimumPremium', aedToFils(minimumAed), { minimumAed });
}
