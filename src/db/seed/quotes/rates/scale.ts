/** Helpers for the rate files: an insurer's table is the documented template times its own scale. */

/** round(value × scaleBp / 10000) to a whole number (AED or basis points). */
export function scaled(value: number, scaleBp: number): number {
  return Math.round((value * scaleBp) / 10_000);
}

export type Band = { from: number; to: number | null; factorBp: number };

/** Inclusive bands from [from, to, factorBp] rows. */
export function bands(rows: readonly (readonly [number, number | null, number])[]): Band[] {
  return rows.map(([from, to, factorBp]) => ({ from, to, factorBp }));
}
