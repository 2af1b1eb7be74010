/**
 * Approximate market value of a used vehicle, for the car journey's suggested range (decision 0008: 'car value
 * (range suggested from the catalogue)'). Demo figures: about 20% off in the first year, then about 12% a
 * year, never below 8% of the new value; the range is ±10% rounded to AED 500. Not an offer or a valuation.
 */
const FIRST_YEAR_FACTOR = 0.8;
const YEARLY_FACTOR = 0.88;
const FLOOR_FACTOR = 0.08;
const SPREAD = 0.1;
const ROUND_TO = 500;

export function estimatedValue(newValueAed: number, modelYear: number, currentYear: number): number {
  const age = Math.max(0, currentYear - modelYear);
  const factor = age === 0 ? 1 : FIRST_YEAR_FACTOR * YEARLY_FACTOR ** (age - 1);
  return newValueAed * Math.max(FLOOR_FACTOR, factor);
}

export function valueRange(
  newValueAed: number,
  modelYear: number,
  currentYear: number,
): { min: number; max: number } {
  const v = estimatedValue(newValueAed, modelYear, currentYear);
  const round = (n: number) => Math.max(ROUND_TO, Math.round(n / ROUND_TO) * ROUND_TO);
  return { min: round(v * (1 - SPREAD)), max: round(v * (1 + SPREAD)) };
}

/** How far back the year list goes: insurers here rarely quote cars older than this. */
export const MAX_VEHICLE_AGE_YEARS = 25;

/** Model years offered for a model, newest first. */
export function modelYears(firstYear: number, lastYear: number | null, currentYear: number): number[] {
  const newest = Math.min(lastYear ?? currentYear, currentYear);
  const oldest = Math.max(firstYear, currentYear - MAX_VEHICLE_AGE_YEARS);
  const years: number[] = [];
  for (let y = newest; y >= oldest; y--) years.push(y);
  return years;
}

/** The option id of a model: '<make slug>-<model slug>' ('toyota-land-cruiser'), unique across makes. */
export function modelKey(makeSlug: string, modelSlug: string): string {
  return `${makeSlug}-${modelSlug}`;
}

/** A trim's option id. */
export function trimId(trim: string): string {
  return trim
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
