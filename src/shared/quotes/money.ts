/**
 * Fils-exact money for the pricing engines (decision 0012). Amounts are integers in fils
 * (1 AED = 100 fils); factors and rates are integers in basis points. Every computed amount is rounded once,
 * half-up to the fils: the magnitude is rounded and the sign kept (12.5 fils → 13, −12.5 fils → −13), so a
 * discount rounds exactly like the loading of the same size. Breakdown totals are sums of already-rounded lines,
 * so the lines always add up to the total. Formatting for display is the UI's job, not this module's.
 */

export const FILS_PER_AED = 100;
/** 10000 basis points = 1 (a factor of ×1.00, or 100 %). */
export const BP_ONE = 10_000;

function assertSafeInteger(n: number, what: string): void {
  if (!Number.isSafeInteger(n)) throw new RangeError(`${what} must be a safe integer, got ${n}`);
}

/**
 * round(value × num / den), half-up on the magnitude. Exact for any safe integers: plain arithmetic while the
 * product is a safe integer, BigInt beyond.
 */
export function mulDivHalfUp(value: number, num: number, den: number): number {
  assertSafeInteger(value, 'value');
  assertSafeInteger(num, 'num');
  assertSafeInteger(den, 'den');
  if (den <= 0) throw new RangeError('den must be positive');
  const product = value * num;
  if (Number.isSafeInteger(product)) {
    const magnitude = Math.abs(product);
    const q = Math.floor(magnitude / den);
    const r = magnitude - q * den;
    const rounded = 2 * r >= den ? q + 1 : q;
    return product < 0 && rounded !== 0 ? -rounded : rounded;
  }
  const p = BigInt(value) * BigInt(num);
  const d = BigInt(den);
  const magnitude = p < 0n ? -p : p;
  const q = magnitude / d;
  const r = magnitude - q * d;
  const rounded = 2n * r >= d ? q + 1n : q;
  const out = Number(p < 0n ? -rounded : rounded);
  assertSafeInteger(out, 'result');
  return out;
}

/** `bp` basis points of an amount (rate 250 bp of AED 100,000 = AED 2,500), rounded half-up to the fils. */
export function percentOf(fils: number, bp: number): number {
  return mulDivHalfUp(fils, bp, BP_ONE);
}

/**
 * What a factor adds to (or, below ×1, takes off) a running premium: round(fils × (factorBp − 10000) / 10000).
 * Applying it as `fils + factorDelta(fils, f)` is monotone in `fils` for every factor > 0.
 */
export function factorDelta(fils: number, factorBp: number): number {
  return mulDivHalfUp(fils, factorBp - BP_ONE, BP_ONE);
}

/** VAT on a net premium at `vatRateBp` (500 = 5 %), rounded half-up to the fils. */
export function vatOn(netFils: number, vatRateBp: number): number {
  if (netFils < 0) throw new RangeError('VAT applies to a non-negative net premium');
  return percentOf(netFils, vatRateBp);
}

/** Exact sum of fils amounts (throws if it leaves the safe-integer range). */
export function sumFils(amounts: readonly number[]): number {
  let total = 0;
  for (const a of amounts) {
    assertSafeInteger(a, 'amount');
    total += a;
    assertSafeInteger(total, 'sum');
  }
  return total;
}

/**
 * AED to fils, exactly from the decimal text of the amount: 12.34 → 1234, '0.005' → 1 (half-up at the third
 * decimal). Throws on non-finite numbers and text that is not a plain decimal.
 */
export function aedToFils(aed: number | string): number {
  let text: string;
  if (typeof aed === 'number') {
    if (!Number.isFinite(aed)) throw new RangeError('amount must be finite');
    text = String(aed);
    // Very small or large numbers print in exponent form; fixed notation keeps the decimal digits exact enough.
    if (/e/i.test(text)) text = aed.toFixed(20);
  } else {
    text = aed.trim();
  }
  const m = /^(-?)(\d+)(?:\.(\d*))?$/.exec(text);
  if (!m) throw new RangeError(`not a decimal amount: ${String(aed)}`);
  const [, sign, whole = '0', decimals = ''] = m;
  const padded = (decimals + '000').slice(0, 3);
  let fils = Number(whole) * FILS_PER_AED + Number(padded.slice(0, 2));
  // Half-up on the magnitude needs only the third decimal: 5 or more rounds the fils up.
  if (Number(padded[2]) >= 5) fils += 1;
  assertSafeInteger(fils, 'fils');
  return sign === '-' && fils !== 0 ? -fils : fils;
}

/** Fils to AED as a number (for data and APIs; display formatting belongs to the UI). */
export function filsToAed(fils: number): number {
  assertSafeInteger(fils, 'fils');
  return fils / FILS_PER_AED;
}

/** The money part of a breakdown: the net (sum of the lines), VAT on the net and the total. */
export function totalsOf(
  lineAmounts: readonly number[],
  vatRateBp: number,
): { netFils: number; vatFils: number; totalFils: number } {
  const netFils = sumFils(lineAmounts);
  const vatFils = vatOn(netFils, vatRateBp);
  return { netFils, vatFils, totalFils: sumFils([netFils, vatFils]) };
}
