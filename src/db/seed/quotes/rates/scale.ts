/** Helpers for the rate files: an insurer's table is the documented template times its own scale. */

/** round(value × scaleBp / 10000) to a whole number (AED or basis points). */
export function scaled(value: number, scaleBp: number): number {
  return Math.round((value * scaleBp) / 10_000);
}

/** round(value × scaleBp / 10000) to the fils (two decimals), for rates per mille such as AED 0.92 per 1,000. */
export function scaledFils(value: number, scaleBp: number): number {
  return Math.round((value * scaleBp) / 100) / 100;
}

/** Amount bands from [from, to, amountAed] rows. */
export function amountBands(
  rows: readonly (readonly [number, number | null, number])[],
  scaleBp = 10_000,
  scale: (value: number, scaleBp: number) => number = scaled,
): { from: number; to: number | null; amountAed: number }[] {
  return rows.map(([from, to, amount]) => ({ from, to, amountAed: scale(amount, scaleBp) }));
}

export type Band = { from: number; to: number | null; factorBp: number };

/** Inclusive bands from [from, to, factorBp] rows. */
export function bands(rows: readonly (readonly [number, number | null, number])[]): Band[] {
  return rows.map(([from, to, factorBp]) => ({ from, to, factorBp }));
}
