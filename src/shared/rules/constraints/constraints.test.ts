import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  checkConstraint,
  evaluateConstraint,
  isConstraintActive,
  isFieldActive,
  type ConstraintContext,
} from './evaluate';
import { tokenize, MAX_EXPRESSION_LENGTH } from './lexer';
import { MAX_DEPTH, parseConstraint } from './parser';
import { ZFieldConstraints } from '../types';

/**
 * A guard against catastrophic backtracking only (which takes seconds to hours on these inputs), not a speed
 * target: generous, so a loaded CI machine cannot fail it (speed lives in bench/).
 */
const REDOS_GUARD_MS = 1_000;

const today = { year: 2025, month: 6, day: 15 };
const values = new Map<string, unknown>([
  ['travelCategory', '1'],
  ['children', 2],
  ['income', '12000'],
  ['dateOfBirth', '16/06/2007'], // 17 today
  ['parentDob', '15/06/1960'],
  ['startDate', '2025-07-01'],
  ['endDate', '30/06/2026'],
  ['smoker', false],
  ['agree', 'true'],
  ['name', 'Ali'],
  ['empty', ''],
  ['nullish', 'null'],
  ['covers', ['dental', 'optical']],
  ['members', [{ id: 'self' }]],
]);
const ctx: ConstraintContext = { values, today, utm: { source: 'DSA', medium: 'cpc' } };

describe('evaluation', () => {
  it.each<[string, boolean]>([
    ['travelCategory == 1', true],
    ["travelCategory == '1'", true],
    ['travelCategory === 1', true],
    ['travelCategory != 1', false],
    ['travelCategory == 1 or travelCategory == 3', true],
    ['travelCategory == 1 and children > 2', false],
    ['travelCategory == 1 AND children >= 2', true],
    ['travelCategory == 1 && children > 0 || false', true],
    ['not (children < 1)', true],
    ['!smoker', true],
    ['smoker == false', true],
    ['agree == true', true],
    ['agree', true],
    ['income >= 5000 and income <= 50000', true],
    ['income > 12000.5', false],
    ['children == -2', false],
    ['children > -1', true],
    // dates
    ['age(dateOfBirth) >= 18', false],
    ['age(dateOfBirth) == 17', true],
    ['age(parentDob) < 65', false],
    ['dateOfBirth <= CURRENT_DATE - 18y', false],
    ['parentDob <= CURRENT_DATE - 18y', true],
    ['startDate > CURRENT_DATE', true],
    ['endDate <= startDate + 1y', true],
    ['endDate < startDate', false],
    ["date('01/01/2025') < CURRENT_DATE", true],
    ["CURRENT_DATE == '15/06/2025'", true],
    ['CURRENT_DATE + 30d == date("2025-07-15")', true],
    ['CURRENT_DATE - 1m == date("15/05/2025")', true],
    // utm
    ["utm_source == 'DSA'", true],
    ["utm_source == 'dsa'", false],
    ["lower(utm_source) == 'dsa'", true],
    ["utm_medium in ('cpc', 'email')", true],
    ["utm_campaign == 'x'", false],
    ['not present(utm_campaign)', true],
    // missing values make a part false
    ['unknownField == 1', false],
    ['unknownField != 1', false],
    ['empty == ""', false],
    ["nullish == 'null'", false],
    ['not (unknownField == 1)', true],
    ['present(name) and not present(empty)', true],
    ['age(empty) < 18', false],
    ["age('31/02/2000') < 100", false],
    ['members == 1', false],
    // lists
    ["covers == 'dental'", true],
    ["covers != 'dental'", false],
    ["covers != 'maternity'", true],
    ["covers in ('maternity', 'optical')", true],
    ['travelCategory in (3, 5)', false],
    // mixed kinds
    ['name > 5', false],
    ['name != 5', true],
    ["name == 'Ali'", true],
    ["name < 'Bob'", true],
  ])('%s → %s', (expression, expected) => {
    expect(evaluateConstraint(expression, ctx)).toEqual({ ok: true, value: expected });
  });

  it('reads plain objects by own properties only', () => {
    const plain = { travelCategory: 1 };
    expect(isConstraintActive('travelCategory == 1', { values: plain, today })).toBe(true);
    expect(isConstraintActive("toString != 'x'", { values: plain, today })).toBe(false);
    expect(isConstraintActive('present(hasOwnProperty)', { values: plain, today })).toBe(false);
  });

  it.each(['constructor', '__proto__', 'prototype'])(
    '%s resolves to missing, even as an own property',
    (name) => {
      const own = JSON.parse(`{"${name}": "1"}`) as Record<string, unknown>;
      for (const v of [own, new Map([[name, '1']]), {}]) {
        expect(evaluateConstraint(`${name} == 1`, { values: v, today })).toEqual({ ok: true, value: false });
        expect(evaluateConstraint(`present(${name})`, { values: v, today })).toEqual({
          ok: true,
          value: false,
        });
      }
    },
  );
});

describe('syntax errors make the field active (docs/product/journeys.md)', () => {
  it.each([
    '',
    'a ==',
    'a = 1',
    '(a == 1',
    'a == 1)',
    'a < b < c',
    "a == 'open",
    'a == 1 b == 2',
    'eval(a)',
    'constructor(a)',
    'a.b == 1',
    'a[0] == 1',
    'a == 18 y',
    '18y',
    '12abc == 1',
    'not',
    'a in ()',
    'a == 1 and',
    '#',
    '`a`',
    'x'.repeat(65),
    '('.repeat(MAX_DEPTH + 1) + 'a' + ')'.repeat(MAX_DEPTH + 1),
    'not '.repeat(MAX_DEPTH + 1) + 'a',
    'a == 1 or '.repeat(300) + 'a == 1',
    'a'.repeat(MAX_EXPRESSION_LENGTH + 1),
  ])('%j', (expression) => {
    const outcome = evaluateConstraint(expression, ctx);
    expect(outcome.ok).toBe(false);
    expect(isConstraintActive(expression, ctx)).toBe(true);
    expect(checkConstraint(expression).ok).toBe(false);
  });

  it('nesting up to the limit is fine', () => {
    const deep = '('.repeat(MAX_DEPTH) + 'travelCategory == 1' + ')'.repeat(MAX_DEPTH);
    expect(evaluateConstraint(deep, ctx)).toEqual({ ok: true, value: true });
  });

  it('lists the fields an expression reads', () => {
    expect(checkConstraint("age(dob) > 18 and lower(utm_source) != 'dsa' or x in (y, 1)")).toEqual({
      ok: true,
      fields: ['dob', 'x', 'y'],
    });
  });
});

describe('field constraints (equations, masterEquation)', () => {
  const parse = (c: unknown) => ZFieldConstraints.parse(c);

  it('no constraints: active', () => {
    expect(isFieldActive(undefined, ctx)).toBe(true);
    expect(isFieldActive(null, ctx)).toBe(true);
    expect(isFieldActive(parse(''), ctx)).toBe(true);
  });

  it('combines equations with the master equation', () => {
    const c = parse({
      equations: [
        { id: 'isFamily', expression: 'travelCategory == 1' },
        { id: 'hasKids', expression: 'children > 5' },
      ],
      masterEquation: 'isFamily and not hasKids',
    });
    if (typeof c === 'string') throw new Error('expected equations');
    expect(isFieldActive(c, ctx)).toBe(true);
    expect(isFieldActive({ ...c, masterEquation: 'isFamily and hasKids' }, ctx)).toBe(false);
    expect(isFieldActive({ ...c, masterEquation: null }, ctx)).toBe(false); // all joined with and
  });

  it('a failing equation makes the field active', () => {
    expect(isFieldActive({ equations: [{ id: 'a', expression: 'x ==' }] }, ctx)).toBe(true);
    expect(isFieldActive('x ==', ctx)).toBe(true);
  });

  it('the schema refuses bad expressions, unknown equation ids and reserved names', () => {
    expect(ZFieldConstraints.safeParse('a ==').success).toBe(false);
    expect(
      ZFieldConstraints.safeParse({
        equations: [{ id: 'a', expression: 'x == 1' }],
        masterEquation: 'a and b',
      }).success,
    ).toBe(false);
    expect(
      ZFieldConstraints.safeParse({ equations: [{ id: '__proto__', expression: 'x == 1' }] }).success,
    ).toBe(false);
    expect(
      ZFieldConstraints.safeParse({
        equations: [
          { id: 'a', expression: 'x == 1' },
          { id: 'a', expression: 'x == 2' },
        ],
      }).success,
    ).toBe(false);
  });
});

// ---------------------------------------------------------------------------------------------------------
// Fuzzing

const FIELD_NAMES = [
  'a',
  'b',
  'income',
  'dob',
  'constructor',
  '__proto__',
  'prototype',
  'toString',
  'valueOf',
  'hasOwnProperty',
];
const PROTOTYPE_NAMES = new Set([
  'constructor',
  '__proto__',
  'prototype',
  'toString',
  'valueOf',
  'hasOwnProperty',
]);

/** Random expressions drawn from the grammar (and a little outside it). */
const arbExpression: fc.Arbitrary<string> = fc.letrec<{ expr: string; operand: string }>((tie) => ({
  operand: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.constantFrom(...FIELD_NAMES),
    fc.integer({ min: -100, max: 100_000 }).map(String),
    fc.constantFrom(
      "'x'",
      '"1"',
      "'15/06/2007'",
      "'2025-01-01'",
      'true',
      'false',
      'CURRENT_DATE',
      'utm_source',
    ),
    fc.tuple(fc.constantFrom('age', 'date', 'lower', 'present'), tie('expr')).map(([f, e]) => `${f}(${e})`),
    fc
      .tuple(
        tie('operand'),
        fc.constantFrom('+', '-'),
        fc.integer({ min: 0, max: 50 }),
        fc.constantFrom('d', 'm', 'y'),
      )
      .map(([o, s, n, u]) => `${o} ${s} ${n}${u}`),
  ),
  expr: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    tie('operand'),
    fc
      .tuple(tie('operand'), fc.constantFrom('==', '!=', '<', '<=', '>', '>=', '==='), tie('operand'))
      .map(([l, op, r]) => `${l} ${op} ${r}`),
    fc
      .tuple(tie('expr'), fc.constantFrom('and', 'or', '&&', '||', 'AND'), tie('expr'))
      .map(([l, op, r]) => `${l} ${op} ${r}`),
    tie('expr').map((e) => `not (${e})`),
    tie('expr').map((e) => `(${e})`),
    fc
      .tuple(tie('operand'), fc.array(tie('operand'), { minLength: 1, maxLength: 3 }))
      .map(([l, xs]) => `${l} in (${xs.join(', ')})`),
  ),
})).expr;

/** Characters the lexer knows, so random strings get past the first character more often. */
const arbNoise = fc.string({
  unit: fc.constantFrom(
    ...'ab_$19 ()\'"\\!=<>&|,+-.dmy'.split(''),
    'and ',
    'or ',
    'not ',
    'in ',
    'age(',
    'CURRENT_DATE',
    '__proto__',
    'constructor',
  ),
  maxLength: 200,
});

const arbValue = fc.oneof(
  fc.constantFrom(
    undefined,
    null,
    '',
    'null',
    'undefined',
    '  ',
    true,
    false,
    0,
    1,
    '1',
    '15/06/2007',
    '2025-01-01',
    'x',
  ),
  fc.integer(),
  fc.string({ maxLength: 10 }),
  fc.array(fc.constantFrom('x', '1', ''), { maxLength: 3 }),
);

const arbValues = fc.dictionary(fc.constantFrom('a', 'b', 'income', 'dob'), arbValue);

function timed<T>(fn: () => T): { result: T; ms: number } {
  const start = performance.now();
  const result = fn();
  return { result, ms: performance.now() - start };
}

describe('fuzz', () => {
  it('random expressions terminate quickly and never throw', () => {
    fc.assert(
      fc.property(arbExpression, arbValues, (expression, vals) => {
        const { result, ms } = timed(() =>
          evaluateConstraint(expression, { values: vals, today, utm: { source: 'x' } }),
        );
        expect(typeof result.ok).toBe('boolean');
        expect(ms).toBeLessThan(REDOS_GUARD_MS);
      }),
      { numRuns: 1500 },
    );
  });

  it('random strings terminate quickly and never throw', () => {
    fc.assert(
      fc.property(
        fc.oneof(arbNoise, fc.string({ maxLength: 300 }), fc.string({ unit: 'binary', maxLength: 100 })),
        (input) => {
          const { result, ms } = timed(() => evaluateConstraint(input, ctx));
          expect(typeof result.ok).toBe('boolean');
          expect(ms).toBeLessThan(REDOS_GUARD_MS);
          expect(typeof isConstraintActive(input, ctx)).toBe('boolean');
        },
      ),
      { numRuns: 1500 },
    );
  });

  it('the largest inputs stay within a few milliseconds', () => {
    const inputs = [
      '('.repeat(1000) + ')'.repeat(1000),
      'not '.repeat(499),
      'a == 1 and '.repeat(49) + 'a == 1',
      "'" + 'x'.repeat(1990) + "'",
      'a + 1d '.repeat(280),
      'a'.repeat(2000),
    ];
    for (const input of inputs) {
      const { result, ms } = timed(() => evaluateConstraint(input, ctx));
      expect(typeof result.ok).toBe('boolean');
      expect(ms).toBeLessThan(REDOS_GUARD_MS);
    }
  });

  it('prototype names never make an expression true: the result equals the one with them absent', () => {
    // A values object whose prototype is polluted and whose own keys include the forbidden names.
    const polluted = Object.assign(
      Object.create({ a: '1', toString: 'x', valueOf: 1, hasOwnProperty: true }) as object,
      {
        constructor: '1',
        prototype: '1',
      },
    ) as Record<string, unknown>;
    Object.defineProperty(polluted, '__proto__', { value: '1', enumerable: true });
    fc.assert(
      fc.property(arbExpression, (expression) => {
        const onPolluted = evaluateConstraint(expression, { values: polluted, today });
        const onEmpty = evaluateConstraint(expression, { values: new Map(), today });
        expect(onPolluted).toEqual(onEmpty);
      }),
      { numRuns: 1500 },
    );
  });

  it('a comparison reading only prototype names is never true', () => {
    const names = [...PROTOTYPE_NAMES];
    fc.assert(
      fc.property(
        fc.constantFrom(...names),
        fc.constantFrom('==', '!=', '<', '<=', '>', '>='),
        fc.oneof(
          fc.constantFrom(...names),
          fc.constantFrom("'x'", '1', 'true', 'CURRENT_DATE', "'[object Object]'"),
        ),
        (name, op, right) => {
          const expression = `${name} ${op} ${right}`;
          for (const vals of [{}, Object.create(null) as object, { constructor: 1 }, new Map()]) {
            expect(
              evaluateConstraint(expression, { values: vals as Record<string, unknown>, today }),
            ).toEqual({ ok: true, value: false });
          }
        },
      ),
    );
  });

  it('everything the grammar generator produces parses (the generator stays inside the grammar)', () => {
    fc.assert(
      fc.property(arbExpression, (expression) => {
        fc.pre(expression.length <= MAX_EXPRESSION_LENGTH);
        expect(() => tokenize(expression)).not.toThrow();
        try {
          parseConstraint(expression);
        } catch (err) {
          // Only the depth limit may refuse a generated expression.
          expect(String(err)).toMatch(/nesting deeper/);
        }
      }),
      { numRuns: 500 },
    );
  });
});
