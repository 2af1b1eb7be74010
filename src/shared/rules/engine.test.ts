import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  validateField,
  validateFields,
  isScreenSkipped,
  type RuleContext,
  type FieldForValidation,
} from './engine';
import { formatDate, fromDayNumber, toDayNumber, type CalendarDate } from './dates';
import { MSG } from './messages';
import { ZValidationRule, type RuleResult, type ValidationRule } from './types';

const TODAY: CalendarDate = { year: 2025, month: 6, day: 15 };
const ctx: RuleContext = { today: TODAY };

/** Rules go through the schema first, as they do at seed time and at load. */
const rule = (r: Record<string, unknown>): ValidationRule => ZValidationRule.parse(r);

type Row = [
  label: string,
  value: unknown,
  rules: Record<string, unknown>[],
  expected: 'valid' | [key: string, params?: Record<string, unknown>],
];

function expectResult(result: RuleResult, expected: Row[3]): void {
  if (expected === 'valid') {
    expect(result).toEqual({ valid: true });
    return;
  }
  expect(result.valid).toBe(false);
  if (result.valid) return;
  expect(result.messageKey).toBe(expected[0]);
  if (expected[1]) expect(result.params).toEqual(expected[1]);
}

const run = (rows: Row[], context: RuleContext = ctx): void => {
  it.each(rows)('%s', (_label, value, rules, expected) => {
    expectResult(validateField(value, rules.map(rule), context), expected);
  });
};

describe('no rules', () => {
  it('a field with no rules is valid (docs/product/journeys.md)', () => {
    expect(validateField('', [], ctx)).toEqual({ valid: true });
    expect(validateField(undefined, undefined, ctx)).toEqual({ valid: true });
    expect(validateField(null, null, ctx)).toEqual({ valid: true });
  });
});

describe('required', () => {
  const req = [{ type: 'required' }];
  run([
    ['text', 'Ali', req, 'valid'],
    ['zero', 0, req, 'valid'],
    ['false is an answer', false, req, 'valid'],
    ['array of answers', ['a', 'b'], req, 'valid'],
    ['empty string', '', req, [MSG.required, {}]],
    ['blank', '   ', req, [MSG.required]],
    ['null', null, req, [MSG.required]],
    ['undefined', undefined, req, [MSG.required]],
    ["'null'", 'null', req, [MSG.required]],
    ["'undefined'", 'undefined', req, [MSG.required]],
    ['empty array', [], req, [MSG.required]],
    ['array with an empty item', ['a', ''], req, [MSG.required]],
    ['array with a null item', ['a', null], req, [MSG.required]],
    ['NaN', Number.NaN, req, [MSG.required]],
    [
      'custom key',
      '',
      [{ type: 'required', errorMessage: 'journeys:car.plateRequired' }],
      ['journeys:car.plateRequired'],
    ],
    [
      'literal text travels as a parameter',
      '',
      [{ type: 'required', errorMessage: 'Please enter your name.' }],
      [MSG.custom, { text: 'Please enter your name.' }],
    ],
  ]);
});

describe('regex', () => {
  const digits = [{ type: 'regex', pattern: '^[0-9]{3}$' }];
  run([
    ['match', '123', digits, 'valid'],
    ['number value as text', 123, digits, 'valid'],
    ['no match', '12a', digits, [MSG.regex]],
    ['absent value is left to required', '', digits, 'valid'],
    ['arrays check each item', ['123', '456'], digits, 'valid'],
    ['one bad item fails the array', ['123', '45'], digits, [MSG.regex]],
    ['literal with flags', 'ABC', [{ type: 'regex', pattern: '/^[a-z]+$/i' }], 'valid'],
    ['g flag is dropped (no lastIndex state)', 'abc', [{ type: 'regex', pattern: '/^abc$/g' }], 'valid'],
    ['objects never match', { a: 1 }, digits, [MSG.regex]],
    ['over-long input fails', '1'.repeat(1001), [{ type: 'regex', pattern: '^1+$' }], [MSG.regex]],
  ]);

  it('g flag keeps no state between calls', () => {
    const rules = [rule({ type: 'regex', pattern: '/^abc$/g' })];
    expect(validateField('abc', rules, ctx).valid).toBe(true);
    expect(validateField('abc', rules, ctx).valid).toBe(true);
  });
});

describe('rules run in order and stop at the first failure', () => {
  const rules = [
    { type: 'required', errorMessage: 'rules:mobile.required' },
    { type: 'regex', pattern: '^5', errorMessage: 'rules:mobile.invalid' },
    { type: 'miscellaneous', subType: 'length', min: 9, max: 9 },
  ];
  run([
    ['first rule', '', rules, [MSG.mobile.required]],
    ['second rule', '4', rules, [MSG.mobile.invalid]],
    ['third rule', '5', rules, [MSG.misc.length.between, { min: 9, max: 9 }]],
    ['all pass', '501234567', rules, 'valid'],
  ]);

  it('reports the failing rule type and subtype', () => {
    const result = validateField('5', rules.map(rule), ctx);
    expect(result).toMatchObject({ valid: false, type: 'miscellaneous', subType: 'length' });
  });
});

describe('range, subtype age (at least min, below max)', () => {
  const adult = [{ type: 'range', subType: 'age', min: 18, max: 65 }];
  const between = [MSG.range.age.between, { min: 18, max: 65, maxAge: 64, format: 'DD/MM/YYYY' }] as [
    string,
    Record<string, unknown>,
  ];
  run([
    ['18th birthday today', '15/06/2007', adult, 'valid'],
    ['one day before the 18th birthday (17)', '16/06/2007', adult, between],
    ['64 years old', '16/06/1960', adult, 'valid'],
    ['65th birthday today', '15/06/1960', adult, between],
    ['not a strict DD/MM/YYYY date', '15/6/2007', adult, [MSG.range.age.invalid]],
    ['impossible date', '31/02/2000', adult, [MSG.range.age.invalid]],
    ['ISO date needs a format', '2000-01-01', adult, [MSG.range.age.invalid]],
    [
      'format on the rule',
      '2000-01-01',
      [{ type: 'range', subType: 'age', min: 18, format: 'YYYY-MM-DD' }],
      'valid',
    ],
    [
      'future birth date',
      '16/06/2025',
      [{ type: 'range', subType: 'age', max: 100 }],
      [MSG.range.age.invalid],
    ],
    ['born today, no min', '15/06/2025', [{ type: 'range', subType: 'age', max: 1 }], 'valid'],
    [
      'only min',
      '16/06/2007',
      [{ type: 'range', subType: 'age', min: 18 }],
      [MSG.range.age.min, { min: 18, format: 'DD/MM/YYYY' }],
    ],
    ['only max', '15/06/1960', [{ type: 'range', subType: 'age', max: 65 }], [MSG.range.age.max]],
    [
      'numeric strings in the definition',
      '15/06/2007',
      [{ type: 'range', subType: 'age', min: '18', max: '65' }],
      'valid',
    ],
  ]);

  it('accepts exactly the birth dates whose whole-year age is in [min, max) (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 40_000 }),
        fc.integer({ min: 0, max: 60 }),
        fc.integer({ min: 1, max: 60 }),
        (daysAgo, min, span) => {
          const dob = fromDayNumber(toDayNumber(TODAY) - daysAgo);
          const max = min + span;
          const years =
            TODAY.year -
            dob.year -
            (TODAY.month < dob.month || (TODAY.month === dob.month && TODAY.day < dob.day) ? 1 : 0);
          const result = validateField(
            formatDate(dob),
            [rule({ type: 'range', subType: 'age', min, max })],
            ctx,
          );
          expect(result.valid).toBe(years >= min && years < max);
        },
      ),
    );
  });
});

describe('range, subtype date', () => {
  const future30 = [{ type: 'range', subType: 'date', minDate: 'CURRENT_DATE', maxDate: 'CURRENT_DATE+30d' }];
  run([
    ['today', '15/06/2025', future30, 'valid'],
    ['last allowed day', '15/07/2025', future30, 'valid'],
    ['ISO value', '2025-07-01', future30, 'valid'],
    ['yesterday', '14/06/2025', future30, [MSG.range.date.between, { min: '15/06/2025', max: '15/07/2025' }]],
    ['one day too late', '16/07/2025', future30, [MSG.range.date.between]],
    ['not a date', '31/06/2025', future30, [MSG.range.date.invalid]],
    [
      'min / max instead of minDate / maxDate',
      '01/01/2020',
      [{ type: 'range', subType: 'date', min: '01/01/2020', max: '31/12/2020' }],
      'valid',
    ],
    [
      'minDate wins over min',
      '01/01/2020',
      [{ type: 'range', subType: 'date', min: '01/01/2019', minDate: '02/01/2020' }],
      [MSG.range.date.min, { min: '02/01/2020' }],
    ],
    [
      'offset in months',
      '16/12/2025',
      [{ type: 'range', subType: 'date', maxDate: '+6m' }],
      [MSG.range.date.max, { max: '15/12/2025' }],
    ],
    [
      'offset in years (an adult born on or before)',
      '16/06/2007',
      [{ type: 'range', subType: 'date', maxDate: 'CURRENT_DATE-18y' }],
      [MSG.range.date.max],
    ],
    ['numeric offset is days', '16/06/2025', [{ type: 'range', subType: 'date', minDate: 1 }], 'valid'],
    [
      'minDateType with an offset',
      '14/06/2025',
      [{ type: 'range', subType: 'date', minDate: '-1d', minDateType: 'CURRENT_DATE' }],
      'valid',
    ],
    [
      'format on the rule',
      '15 Jun 2025',
      [{ type: 'range', subType: 'date', minDate: 'CURRENT_DATE', format: 'DD MMM YYYY' }],
      'valid',
    ],
  ]);

  describe('up to one year from the start date', () => {
    const travel = [{ type: 'range', subType: 'date', minDate: 'CURRENT_DATE', maxDate: 'START_DATE+1y' }];
    run([
      ['date range within a year', ['01/07/2025', '01/07/2026'], travel, 'valid'],
      [
        'date range a day too long',
        ['01/07/2025', '02/07/2026'],
        travel,
        [MSG.range.date.between, { min: '15/06/2025', max: '01/07/2026' }],
      ],
      ['end before start', ['10/07/2025', '01/07/2025'], travel, [MSG.range.date.order]],
      ['start in the past', ['01/06/2025', '01/07/2025'], travel, [MSG.range.date.between]],
    ]);

    const endRule = [
      {
        type: 'range',
        subType: 'date',
        minDate: 'START_DATE',
        maxDate: 'START_DATE+1y',
        startField: 'travelStartDate',
      },
    ];
    const withStart: RuleContext = { today: TODAY, values: new Map([['travelStartDate', '01/07/2025']]) };
    run(
      [
        ['end date field within a year', '30/06/2026', endRule, 'valid'],
        [
          'end date field beyond a year',
          '02/07/2026',
          endRule,
          [MSG.range.date.between, { min: '01/07/2025', max: '01/07/2026' }],
        ],
        ['end date field before the start', '30/06/2025', endRule, [MSG.range.date.between]],
      ],
      withStart,
    );

    it('skips START_DATE bounds while the start date is missing', () => {
      expect(validateField('02/07/2030', endRule.map(rule), ctx)).toEqual({ valid: true });
    });

    // Decision 0029: a start field holding a year (the car's model year) reads as 1 January of that year.
    const registration = [
      {
        type: 'range',
        subType: 'date',
        minDate: 'START_DATE-1y',
        minDateType: 'START_DATE',
        startField: 'carYear',
        format: 'DD/MM/YYYY',
        errorMessage: MSG.car.registrationBeforeModelYear,
      },
    ];
    for (const year of ['2022', 2022]) {
      run(
        [
          [`registered in the model year (${typeof year})`, '15/03/2022', registration, 'valid'],
          ['registered late in the year before', '20/11/2021', registration, 'valid'],
          [
            'registered two years before the model year',
            '31/12/2020',
            registration,
            [MSG.car.registrationBeforeModelYear, { min: '01/01/2021' }],
          ],
        ],
        { today: TODAY, values: new Map([['carYear', year]]) },
      );
    }
  });
});

describe('range, default numeric (min <= integer <= max)', () => {
  const salary = [{ type: 'range', min: 5000, max: 50000 }];
  run([
    ['inside', '12000', salary, 'valid'],
    ['min is inclusive', 5000, salary, 'valid'],
    ['max is inclusive', '50000', salary, 'valid'],
    ['below', '4999', salary, [MSG.range.number.between, { min: 5000, max: 50000 }]],
    ['above', 50001, salary, [MSG.range.number.between]],
    ['not an integer', '5000.5', salary, [MSG.range.number.invalid, { min: 5000, max: 50000 }]],
    ['not a number', '5k', salary, [MSG.range.number.invalid]],
    ['explicit subtype number', '7', [{ type: 'range', subType: 'number', min: 1 }], 'valid'],
    ['negative', '-3', [{ type: 'range', subType: 'number', min: 0 }], [MSG.range.number.min, { min: 0 }]],
    ['only max', '11', [{ type: 'range', max: 10 }], [MSG.range.number.max, { max: 10 }]],
  ]);
});

describe('date (value matches the format)', () => {
  run([
    ['DD/MM/YYYY', '15/06/2025', [{ type: 'date', format: 'DD/MM/YYYY' }], 'valid'],
    [
      'wrong layout',
      '2025-06-15',
      [{ type: 'date', format: 'DD/MM/YYYY' }],
      [MSG.date.format, { format: 'DD/MM/YYYY' }],
    ],
    ['impossible date', '31/02/2024', [{ type: 'date', format: 'DD/MM/YYYY' }], [MSG.date.format]],
    ['one-digit parts need D/M', '1/2/2024', [{ type: 'date', format: 'DD/MM/YYYY' }], [MSG.date.format]],
    ['D/M format', '1/2/2024', [{ type: 'date', format: 'D/M/YYYY' }], 'valid'],
    ['no format: DD/MM/YYYY', '15/06/2025', [{ type: 'date' }], 'valid'],
    ['no format: YYYY-MM-DD', '2025-06-15', [{ type: 'date' }], 'valid'],
    [
      'no format: anything else',
      '06/15/2025',
      [{ type: 'date' }],
      [MSG.date.format, { format: 'DD/MM/YYYY' }],
    ],
    ['arrays check each item', ['15/06/2025', '2025-13-01'], [{ type: 'date' }], [MSG.date.format]],
  ]);
});

describe('miscellaneous', () => {
  const member = [{ type: 'miscellaneous', subType: 'member', requiredId: 'self' }];
  const self = { id: 'self', dob: '01/01/1990', gender: 1 };
  const spouse = { id: 'spouse', dob: '01/01/1991', gender: 2 };
  run([
    ['member: complete entries with the required id', [self, spouse], member, 'valid'],
    ['member: memberId also carries the id', [{ memberId: 'self', dob: '01/01/1990' }], member, 'valid'],
    ['member: an empty sub-value', [self, { ...spouse, dob: '' }], member, [MSG.misc.member]],
    ['member: a null sub-value', [{ ...self, gender: null }], member, [MSG.misc.member]],
    ['member: an empty entry', [self, {}], member, [MSG.misc.member]],
    ['member: required id missing', [spouse], member, [MSG.misc.memberRequired, { requiredId: 'self' }]],
    [
      'member: several required ids',
      [self],
      [{ type: 'miscellaneous', subType: 'member', requiredId: ['self', 'spouse'] }],
      [MSG.misc.memberRequired, { requiredId: 'spouse' }],
    ],
    ['member: ids as entries', ['self', 'child'], member, 'valid'],
    ['member: not a list', 'self', member, [MSG.misc.member]],
    ['unique: distinct', ['Ali', 'Sara'], [{ type: 'miscellaneous', subType: 'unique' }], 'valid'],
    [
      'unique: duplicate (case and blanks ignored)',
      ['Ali', ' ali '],
      [{ type: 'miscellaneous', subType: 'unique' }],
      [MSG.misc.unique],
    ],
    [
      'unique: duplicate objects regardless of key order',
      [
        { a: 1, b: 2 },
        { b: 2, a: 1 },
      ],
      [{ type: 'miscellaneous', subType: 'unique' }],
      [MSG.misc.unique],
    ],
    [
      'length: array within',
      ['a', 'b'],
      [{ type: 'miscellaneous', subType: 'length', min: 1, max: 2 }],
      'valid',
    ],
    [
      'length: array too long',
      ['a', 'b', 'c'],
      [{ type: 'miscellaneous', subType: 'length', min: 1, max: 2 }],
      [MSG.misc.length.between, { min: 1, max: 2 }],
    ],
    [
      'length: text too short',
      'ab',
      [{ type: 'miscellaneous', subType: 'length', min: 3 }],
      [MSG.misc.length.min, { min: 3 }],
    ],
    [
      'length: text counts characters, not UTF-16 units',
      'محمد',
      [{ type: 'miscellaneous', subType: 'length', max: 4 }],
      'valid',
    ],
    [
      'length: number value',
      7,
      [{ type: 'miscellaneous', subType: 'length', max: 6 }],
      [MSG.misc.length.max, { max: 6 }],
    ],
  ]);

  it('unique: differs from the compareWith fields (alternate mobile vs mobile)', () => {
    const rules = [rule({ type: 'miscellaneous', subType: 'unique', compareWith: ['mobileNumber'] })];
    const values = new Map([['mobileNumber', '501234567']]);
    expect(validateField('501234567', rules, { today: TODAY, values })).toMatchObject({
      valid: false,
      messageKey: MSG.misc.unique,
    });
    expect(validateField('521234567', rules, { today: TODAY, values })).toEqual({ valid: true });
  });
});

describe('validateFields (a screen)', () => {
  const fields: FieldForValidation[] = [
    { fieldId: 'travelCategory', value: '5', validations: [rule({ type: 'required' })] },
    {
      fieldId: 'children',
      value: '',
      validations: [rule({ type: 'required' })],
      constraints: 'travelCategory == 1', // family only
    },
    { fieldId: 'name', value: '', validations: [rule({ type: 'required' })], isDirty: true },
    {
      fieldId: 'members',
      fieldType: 'miscellaneous',
      value: [{ id: 'self', dob: '' }],
      validations: [rule({ type: 'miscellaneous', subType: 'member' })],
      isDirty: true,
    },
  ];

  it('skips fields switched off by their constraint and reports the rest in order', () => {
    const result = validateFields(fields, { today: TODAY });
    expect(result.valid).toBe(false);
    expect(result.inactive).toEqual(['children']);
    expect(result.errors.map((e) => [e.fieldId, e.failure.messageKey])).toEqual([
      ['name', MSG.required],
      ['members', MSG.misc.member],
    ]);
  });

  it('browser mode skips valid-dirty fields but always rechecks miscellaneous ones', () => {
    const result = validateFields(fields, { today: TODAY }, { skipValidDirty: true });
    expect(result.errors.map((e) => e.fieldId)).toEqual(['members']);
  });

  it('reads constraints against all answers of the journey when given', () => {
    const values = new Map<string, unknown>([['travelCategory', '1']]);
    const result = validateFields(fields.slice(1, 2), { today: TODAY, values });
    expect(result.errors.map((e) => e.fieldId)).toEqual(['children']);
  });

  it('a field whose constraint cannot be evaluated stays active (docs/product/journeys.md)', () => {
    const result = validateFields(
      [{ fieldId: 'x', value: '', validations: [rule({ type: 'required' })], constraints: 'a ==' }],
      {
        today: TODAY,
      },
    );
    expect(result.errors.map((e) => e.fieldId)).toEqual(['x']);
  });

  it('a screen is skipped only when every field is switched off', () => {
    expect(
      isScreenSkipped(fields.slice(1, 2), { today: TODAY, values: new Map([['travelCategory', '5']]) }),
    ).toBe(true);
    expect(isScreenSkipped(fields, { today: TODAY })).toBe(false);
    expect(isScreenSkipped([], { today: TODAY })).toBe(false);
  });
});
