import { describe, expect, it } from 'vitest';
import type { TField, TFieldValue } from '../../../shared/contracts/journey';
import {
  checkAnswers,
  contextAnswers,
  needsMaskSource,
  optionsUrlOf,
  sentAnswers,
  unmask,
  type AnswerCheckInput,
  type MaskSource,
} from './answers';

/**
 * The answer checks of a submission without PostgreSQL (decision 0028): the same form and answers the enquiry
 * integration tests send, with the lookups given as data.
 */

const fields: TField[] = [
  {
    fieldId: 'carMake',
    label: 'Make',
    fieldType: 'select',
    width: 50,
    validations: [{ type: 'required' }],
    optionsSource: { url: '/api/options/vehicle-makes', params: [] },
  },
  {
    fieldId: 'carModel',
    label: 'Model',
    fieldType: 'select',
    width: 50,
    validations: [{ type: 'required' }],
    optionsSource: { url: '/api/options/vehicle-models/:carMake', params: ['carMake'] },
  },
  {
    fieldId: 'noClaimYears',
    label: 'Years without a claim',
    fieldType: 'select',
    width: 100,
    validations: [{ type: 'required' }],
    options: [
      { id: '0', label: 'None' },
      { id: '2', label: '2 years' },
    ],
  },
  {
    fieldId: 'noClaimProof',
    label: 'Proof',
    fieldType: 'radio',
    width: 100,
    validations: [{ type: 'required' }],
    constraints: 'noClaimYears > 0',
    options: [{ id: '1', label: 'No-Claim letter' }],
  },
  {
    fieldId: 'carValue',
    label: 'Car value',
    fieldType: 'input',
    inputKind: 'number',
    width: 50,
    validations: [{ type: 'required' }],
    rangeSource: { url: '/api/options/vehicle-value/:carModel/2022', params: ['carModel'] },
  },
  {
    fieldId: 'mobile',
    label: 'Mobile',
    fieldType: 'input',
    width: 100,
    trackingId: 'mobileNumber',
    validations: [{ type: 'required' }],
  },
  {
    fieldId: 'licence',
    label: 'Licence',
    fieldType: 'upload',
    width: 100,
    validations: [],
    upload: { accept: ['image/png'], maxBytes: 1000, url: '/api/documents' },
  },
];

const goodAnswers: Record<string, TFieldValue> = {
  carMake: 'toyota',
  carModel: 'corolla',
  noClaimYears: '0',
  carValue: '45000',
  mobile: ' 501234567 ',
};

function input(values: Record<string, TFieldValue>, over: Partial<AnswerCheckInput> = {}): AnswerCheckInput {
  const sent = sentAnswers(values);
  return {
    fields,
    values: sent,
    errors: new Map(),
    context: contextAnswers(undefined, sent),
    ranges: new Map([['carValue', { min: 30_000, max: 60_000 }]]),
    optionIds: new Map([
      ['carMake', new Set(['toyota', 'nissan'])],
      ['carModel', new Set(['corolla', 'camry'])],
    ]),
    ownedDocuments: new Set(['licence/DOC123']),
    today: { year: 2026, month: 3, day: 1 },
    utm: {},
    ...over,
  };
}

const errorsOf = (r: ReturnType<typeof checkAnswers>) =>
  r.ok ? [] : r.fieldErrors.map((e) => [e.fieldId, e.failure.messageKey]);

describe('checkAnswers (pure)', () => {
  it('accepts good answers: numbers parsed, contacts trimmed into their columns, inactive fields listed', () => {
    const r = checkAnswers(input(goodAnswers));
    expect(r).toEqual({
      ok: true,
      answers: { carMake: 'toyota', carModel: 'corolla', noClaimYears: '0', carValue: 45000 },
      contacts: { mobileNumber: '501234567' },
      inactive: ['noClaimProof'],
      documentIds: [],
    });
  });

  it('refuses an answer that is not among the options its url serves, and one outside inline options', () => {
    const r = checkAnswers(input({ ...goodAnswers, carModel: 'sunny', noClaimYears: 'x' }));
    expect(errorsOf(r)).toEqual([
      ['carModel', 'rules:option'],
      ['noClaimYears', 'rules:option'],
    ]);
  });

  it('a choice field whose url served nothing accepts nothing', () => {
    const r = checkAnswers(input(goodAnswers, { optionIds: new Map([['carMake', new Set(['toyota'])]]) }));
    expect(errorsOf(r)).toEqual([['carModel', 'rules:option']]);
  });

  it('applies the served range as a rule, and a rangeSource that serves none accepts nothing', () => {
    expect(errorsOf(checkAnswers(input({ ...goodAnswers, carValue: '90000' })))[0]?.[0]).toBe('carValue');
    const none = checkAnswers(input(goodAnswers, { ranges: new Map([['carValue', null]]) }));
    expect(errorsOf(none)).toHaveLength(1);
    expect(errorsOf(none)[0]?.[0]).toBe('carValue');
  });

  it('required rules, in the form order', () => {
    const r = checkAnswers(input({ carValue: '45000' }));
    expect(errorsOf(r).map(([id]) => id)).toEqual(['carMake', 'carModel', 'noClaimYears', 'mobile']);
  });

  it('keeps a constraint-switched field out of the answers and checks it when on', () => {
    const on = checkAnswers(input({ ...goodAnswers, noClaimYears: '2' }));
    expect(errorsOf(on)).toEqual([['noClaimProof', 'rules:required']]);
    const ok = checkAnswers(input({ ...goodAnswers, noClaimYears: '2', noClaimProof: '1' }));
    expect(ok.ok && ok.answers.noClaimProof).toBe('1');
  });

  it('a contact column holds only its shape, whatever the form rules say', () => {
    const r = checkAnswers(input({ ...goodAnswers, mobile: '12345' }));
    expect(errorsOf(r)).toEqual([['mobile', 'rules:mobile.invalid']]);
  });

  it('an upload answer must be a document of this device for this field', () => {
    const mine = checkAnswers(input({ ...goodAnswers, licence: 'DOC123' }));
    expect(mine.ok && mine.documentIds).toEqual(['DOC123']);
    const other = checkAnswers(input({ ...goodAnswers, licence: 'DOC999' }));
    expect(errorsOf(other)).toEqual([['licence', 'documents:errors.notYours']]);
  });

  it('an earlier failure (a mask standing for nothing) wins over later ones', () => {
    const sent = sentAnswers({ ...goodAnswers, mobile: '*****4567' });
    const u = unmask(fields, sent, undefined);
    const r = checkAnswers(input(goodAnswers, { values: u.values, errors: u.errors }));
    expect(errorsOf(r)).toEqual([['mobile', 'rules:mobile.invalid']]);
  });
});

describe('the pure steps around it', () => {
  const source: MaskSource = {
    answers: {},
    name: null,
    email: null,
    mobileNumber: '501234567',
    altMobileNumber: null,
    mobileVerifiedAt: '2026-01-01 10:00:00+00',
  };

  it('a masked number stands for the stored one (and carries its proof) only when it masks to it', () => {
    const sent = sentAnswers({ mobile: '*****4567' });
    expect(needsMaskSource(fields, sent)).toBe(true);
    const u = unmask(fields, sent, source);
    expect(u.values.get('mobile')).toBe('501234567');
    expect(u.carriedVerification).toBe(true);
    expect(u.errors.size).toBe(0);
    const wrong = unmask(fields, sentAnswers({ mobile: '*****9999' }), source);
    expect(wrong.errors.get('mobile')?.messageKey).toBe('rules:mobile.invalid');
    expect(wrong.carriedVerification).toBe(false);
    expect(needsMaskSource(fields, sentAnswers(goodAnswers))).toBe(false);
  });

  it('drops U+0000 from answers, and fills option urls from the answers', () => {
    expect(sentAnswers({ a: 'x\u0000y', b: ['p\u0000'] })).toEqual(
      new Map<string, TFieldValue>([
        ['a', 'xy'],
        ['b', ['p']],
      ]),
    );
    const [make, model, claims] = fields;
    expect(optionsUrlOf(make as TField, {})).toBe('/api/options/vehicle-makes');
    expect(optionsUrlOf(model as TField, { carMake: 'toyota' })).toBe('/api/options/vehicle-models/toyota');
    expect(optionsUrlOf(claims as TField, {})).toBeUndefined();
  });

  it('rules see stored answers overridden by the submitted ones', () => {
    const ctx = contextAnswers({ a: 1, b: 2 }, new Map<string, TFieldValue>([['b', 3]]));
    expect(Object.fromEntries(ctx)).toEqual({ a: 1, b: 3 });
  });
});
