import { describe, expect, it } from 'vitest';
import type { TUnderwritingRule } from '../contracts/quotes';
import { AnswerReader, asBoolean, asGender, asInt, asOneOf } from './answers';
import { bandOf, failedRule, Ledger, ruleDecline, slicesWeighted } from './engine';

type F = 'age' | 'cover' | 'emirate';
const rule = (r: Partial<TUnderwritingRule<F>>): TUnderwritingRule<F> => ({
  id: 'r',
  field: 'age',
  when: [],
  reasonKey: 'quotes:decline.test',
  ...r,
});

describe('failedRule', () => {
  it('checks min and max inclusively and reports the limits', () => {
    const rules = [rule({ id: 'minAge', min: 25, max: 70 })];
    expect(failedRule(rules, { age: 25 })).toBeUndefined();
    expect(failedRule(rules, { age: 70 })).toBeUndefined();
    expect(failedRule(rules, { age: 24 })).toMatchObject({
      rule: { id: 'minAge' },
      params: { value: 24, min: 25, max: 70 },
    });
  });

  it('applies only when every condition holds, and skips absent facts', () => {
    const rules = [rule({ max: 3, when: [{ field: 'cover', equals: 'comprehensive' }] })];
    expect(failedRule(rules, { age: 5, cover: 'thirdParty' })).toBeUndefined();
    expect(failedRule(rules, { age: 5, cover: 'comprehensive' })).toBeDefined();
    expect(failedRule(rules, { cover: 'comprehensive' })).toBeUndefined();
    expect(failedRule(rules, { age: 5 })).toBeUndefined();
  });

  it('oneOf and noneOf compare ids', () => {
    expect(
      failedRule([rule({ field: 'emirate', oneOf: ['dubai'] })], { emirate: 'sharjah' })?.params,
    ).toEqual({ value: 'sharjah' });
    expect(failedRule([rule({ field: 'emirate', noneOf: ['dubai'] })], { emirate: 'dubai' })).toBeDefined();
    expect(failedRule([rule({ field: 'emirate', noneOf: ['dubai'] })], { emirate: 'ajman' })).toBeUndefined();
  });

  it('returns the first failing rule in table order', () => {
    const rules = [rule({ id: 'a', min: 30 }), rule({ id: 'b', min: 40 })];
    expect(failedRule(rules, { age: 20 })?.rule.id).toBe('a');
  });
});

describe('Ledger and bands', () => {
  it('factor lines are what each factor adds to the running premium; neutral factors add no line', () => {
    const l = new Ledger();
    l.add('base', 'quotes:lines.base', 1_001, 'base');
    l.factor('a', 'quotes:lines.a', 10_000);
    l.factor('b', 'quotes:lines.b', 10_500); // 50.05 → 50
    l.factor('c', 'quotes:lines.c', 9_000); // −105.1 → −105
    l.minimum('min', 'quotes:lines.min', 1_000);
    expect(l.lines.map((x) => [x.code, x.amountFils, x.kind])).toEqual([
      ['base', 1_001, 'base'],
      ['b', 50, 'loading'],
      ['c', -105, 'discount'],
      ['min', 54, 'adjustment'],
    ]);
    expect(l.runningFils).toBe(1_000);
  });

  it('bandOf finds the inclusive band, open at the top', () => {
    const bands = [
      { from: 0, to: 9, factorBp: 1 },
      { from: 10, to: null, factorBp: 2 },
    ];
    expect(bandOf(bands, 9)?.factorBp).toBe(1);
    expect(bandOf(bands, 10)?.factorBp).toBe(2);
    expect(bandOf(bands, 10_000)?.factorBp).toBe(2);
    expect(bandOf(bands.slice(1), 3)).toBeUndefined();
  });
});

describe('AnswerReader', () => {
  it('reads own properties only, never the prototype chain', () => {
    const answers = JSON.parse('{"__proto__": {"emirate": "dubai"}, "constructor": "x"}') as Record<
      string,
      unknown
    >;
    const r = new AnswerReader(answers);
    expect(r.required('emirate', asOneOf(['dubai']))).toBeUndefined();
    expect(r.required('constructor', asOneOf(['x']))).toBeUndefined();
    expect(r.missing).toEqual(['emirate', 'constructor']);
  });

  it('treats blank, "null" and "undefined" as missing (docs/product/quotes.md presence)', () => {
    const r = new AnswerReader({ a: ' ', b: 'null', c: 'undefined', d: null });
    for (const id of ['a', 'b', 'c', 'd']) r.required(id, asInt(0, 9));
    expect(r.missing).toEqual(['a', 'b', 'c', 'd']);
  });

  it('parsers', () => {
    expect(asInt(0, 5)('5')).toBe(5);
    expect(asInt(0, 5)(5.5)).toBeUndefined();
    expect(asInt(0, 5)('1e2')).toBeUndefined();
    expect(asBoolean('yes')).toBe(true);
    expect(asBoolean(false)).toBe(false);
    expect(asBoolean('maybe')).toBeUndefined();
    expect(asOneOf(['1', '2'])(1)).toBe('1');
    expect([asGender('1'), asGender(2), asGender('3')]).toEqual(['male', 'female', undefined]);
  });
});

describe('slicesWeighted', () => {
  const slices = [
    { upto: 9, factorBp: 11_000 },
    { upto: 49, factorBp: 10_000 },
    { upto: null, factorBp: 9_000 },
  ];

  it('weighs each slice of the amount at its own factor', () => {
    expect(slicesWeighted(0, slices)).toBe(0);
    expect(slicesWeighted(5, slices)).toBe(55_000);
    expect(slicesWeighted(9, slices)).toBe(99_000);
    expect(slicesWeighted(20, slices)).toBe(99_000 + 110_000);
    expect(slicesWeighted(100, slices)).toBe(99_000 + 400_000 + 459_000);
  });

  it('never decreases as the amount grows, even across a discount slice', () => {
    let last = -1;
    for (let n = 0; n <= 120; n++) {
      const w = slicesWeighted(n, slices);
      expect(w).toBeGreaterThan(last);
      last = w;
    }
  });
});

describe('ruleDecline', () => {
  it('builds the decline of the first failed rule, with extra params', () => {
    const meta = { productId: 5, planId: 1, providerId: 2, rateTableId: 't', rateTableVersion: 1 };
    const rules = [rule({ id: 'maxAge', max: 65, reasonKey: 'quotes:decline.entryAge' })];
    expect(ruleDecline(meta, rules, { age: 66 }, { member: 1 })).toEqual({
      declined: true,
      productId: 5,
      planId: 1,
      providerId: 2,
      code: 'maxAge',
      reasonKey: 'quotes:decline.entryAge',
      params: { value: 66, max: 65, member: 1 },
    });
    expect(ruleDecline(meta, rules, { age: 65 })).toBeUndefined();
  });
});
