/**
 * Number helpers for the loan engine (decision 0015). The solvers use only + − × ÷ on doubles, which IEEE 754
 * rounds exactly the same in every JavaScript engine; `Math.pow` and `**` are avoided because engines may differ
 * in their last bit, and the browser calculator must show the server's figures. Exact comparisons of money use
 * BigInt whenever a product could leave the safe-integer range.
 */

export function assertSafeInteger(n: number, what: string, min = Number.MIN_SAFE_INTEGER): void {
  if (!Number.isSafeInteger(n) || n < min)
    throw new RangeError(`${what} must be a safe integer ≥ ${min}, got ${n}`);
}

/** x^n for a whole n ≥ 0 by repeated squaring (basic operations only, so the same bits everywhere). */
export function powInt(x: number, n: number): number {
  let result = 1;
  let base = x;
  let e = n;
  while (e > 0) {
    if (e % 2 === 1) result *= base;
    base *= base;
    e = Math.floor(e / 2);
  }
  return result;
}

/** Half-up on the magnitude, like `mulDivHalfUp` (2.5 → 3, −2.5 → −3). */
export function roundHalfUp(x: number): number {
  const r = Math.floor(Math.abs(x) + 0.5);
  return x < 0 && r !== 0 ? -r : r;
}

/** a × b ≤ c × d, exactly, for safe integers. */
export function productAtMost(a: number, b: number, c: number, d: number): boolean {
  const left = a * b;
  const right = c * d;
  if (Number.isSafeInteger(left) && Number.isSafeInteger(right)) return left <= right;
  return BigInt(a) * BigInt(b) <= BigInt(c) * BigInt(d);
}

/** ceil(a × b / c) for safe integers a, b ≥ 0 and c > 0. */
export function ceilMulDiv(a: number, b: number, c: number): number {
  const p = BigInt(a) * BigInt(b);
  const d = BigInt(c);
  return Number((p + d - 1n) / d);
}

/** floor(a × b / c) for safe integers a, b ≥ 0 and c > 0. */
export function floorMulDiv(a: number, b: number, c: number): number {
  return Number((BigInt(a) * BigInt(b)) / BigInt(c));
}

/**
 * The root of an increasing function on [lo, hi] (f(lo) ≤ 0 ≤ f(hi)) by bisection until the bracket is at most
 * `tolerance` wide; returns the midpoint. A fixed procedure, so the same input always gives the same bits.
 */
export function bisectIncreasing(
  f: (x: number) => number,
  lo: number,
  hi: number,
  tolerance: number,
  maxIterations = 200,
): number {
  let a = lo;
  let b = hi;
  for (let k = 0; k < maxIterations && b - a > tolerance; k++) {
    const mid = a + (b - a) / 2;
    if (mid <= a || mid >= b) break; // the bracket cannot shrink further in doubles
    if (f(mid) > 0) b = mid;
    else a = mid;
  }
  return a + (b - a) / 2;
}
