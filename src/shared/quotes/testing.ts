import { expect } from 'vitest';
import { ZPricingResult, type TPremiumBreakdown, type TPricingResult } from '../contracts/quotes';
import { QUOTE_MESSAGE_KEYS } from './messages';

/**
 * Test helpers for the engine tests (imported by *.test.ts only): the priced answer or a failure naming the
 * decline, and the invariants every answer keeps.
 */

export function priced(r: TPricingResult): TPremiumBreakdown {
  if (r.declined) throw new Error(`declined: ${r.code} ${r.reasonKey} ${JSON.stringify(r.params)}`);
  return r;
}

/** [code, amountFils] of each line, in order. */
export const amounts = (b: TPremiumBreakdown): [string, number][] =>
  b.lines.map((l) => [l.code, l.amountFils]);

/**
 * Every answer passes its schema (which checks that the lines add up to the net and the net plus VAT to the total,
 * and the projection's lines to its maturity value); every key is a known quotes key; a premium is never negative.
 */
export function expectWellFormed(result: TPricingResult): void {
  const r = ZPricingResult.parse(result);
  if (r.declined) {
    expect(QUOTE_MESSAGE_KEYS).toContain(r.reasonKey);
    return;
  }
  for (const l of r.lines) expect(QUOTE_MESSAGE_KEYS).toContain(l.labelKey);
  expect(r.netFils).toBeGreaterThanOrEqual(0);
  expect(r.totalFils).toBeGreaterThan(0);
  expect(r.lines.reduce((s, l) => s + l.amountFils, 0)).toBe(r.netFils);
  expect(r.netFils + r.vatFils).toBe(r.totalFils);
  if (r.projection) {
    for (const l of r.projection.lines) expect(QUOTE_MESSAGE_KEYS).toContain(l.labelKey);
    expect(QUOTE_MESSAGE_KEYS).toContain(r.projection.labelKey);
    expect(r.projection.lines.reduce((s, l) => s + l.amountFils, 0)).toBe(r.projection.maturityValueFils);
  }
}
