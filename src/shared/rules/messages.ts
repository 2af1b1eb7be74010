/**
 * Message keys of the rule engine (docs/ARCHITECTURE.md#principle-9: shared validators return keys with
 * parameters, never English text). Keys carry their namespace (`rules:`), so `t(key, params)`
 * resolves them from any fixed-namespace `t`. The catalogues live in `src/shared/i18n/locales/{en,ar,hi,ml}/rules.json`;
 * the `en` values are the spec's exact texts where the spec gives one.
 */
export const RULES_NS = 'rules';

export const MSG = {
  /** A rule's errorMessage that is literal text from the form definition (already in the page language). */
  custom: 'rules:custom',
  /** docs/product/journeys.md talk-to-expert mobile, monthly salary; docs/product/journeys.md salary or number filter: 'Invalid value'. */
  invalidValue: 'rules:invalidValue',
  /** An answer that is not one of the field's options (the server's check; a browser only offers the options). */
  option: 'rules:option',
  required: 'rules:required',
  regex: 'rules:regex',
  range: {
    age: {
      invalid: 'rules:range.age.invalid',
      between: 'rules:range.age.between',
      min: 'rules:range.age.min',
      max: 'rules:range.age.max',
    },
    date: {
      invalid: 'rules:range.date.invalid',
      between: 'rules:range.date.between',
      min: 'rules:range.date.min',
      max: 'rules:range.date.max',
      order: 'rules:range.date.order',
    },
    number: {
      invalid: 'rules:range.number.invalid',
      between: 'rules:range.number.between',
      min: 'rules:range.number.min',
      max: 'rules:range.number.max',
    },
  },
  date: {
    format: 'rules:date.format',
  },
  misc: {
    member: 'rules:misc.member',
    memberRequired: 'rules:misc.memberRequired',
    unique: 'rules:misc.unique',
    length: {
      between: 'rules:misc.length.between',
      min: 'rules:misc.length.min',
      max: 'rules:misc.length.max',
    },
  },
  mobile: {
    required: 'rules:mobile.required',
    invalid: 'rules:mobile.invalid',
  },
  otp: {
    required: 'rules:otp.required',
    incorrect: 'rules:otp.incorrect',
    incomplete: 'rules:otp.incomplete',
  },
  callback: {
    nameRequired: 'rules:callback.nameRequired',
    phoneRequired: 'rules:callback.phoneRequired',
    phoneInvalid: 'rules:callback.phoneInvalid',
  },
  glossary: {
    nameInvalid: 'rules:glossary.nameInvalid',
    emailInvalid: 'rules:glossary.emailInvalid',
    mobileInvalid: 'rules:glossary.mobileInvalid',
  },
  emiratesId: {
    required: 'rules:emiratesId.required',
    invalid: 'rules:emiratesId.invalid',
  },
  /** A person's name (decision 0029); `invalid` is the one name rule's message, the spec's 'Invalid Name'. */
  name: {
    required: 'rules:name.required',
    invalid: 'rules:name.invalid',
  },
  /** Car journey: a first registration before the model year's (decision 0029), with the earliest date. */
  car: {
    registrationBeforeModelYear: 'rules:car.registrationBeforeModelYear',
  },
} as const;

type Leaves<T> = T extends string ? T : { [K in keyof T]: Leaves<T[K]> }[keyof T];

/** Every key the engine itself produces. */
export type MessageKey = Leaves<typeof MSG>;

/** All keys, flattened (used by the catalogue completeness test). */
export function allMessageKeys(): MessageKey[] {
  const out: string[] = [];
  const walk = (node: unknown): void => {
    if (typeof node === 'string') out.push(node);
    else if (node && typeof node === 'object') Object.values(node).forEach(walk);
  };
  walk(MSG);
  return out as MessageKey[];
}

/**
 * The interpolation parameters each key uses (`{{name}}` in every catalogue). The catalogue test checks
 * that all four languages use exactly these.
 */
export const MESSAGE_PARAMS: Readonly<Partial<Record<MessageKey, readonly string[]>>> = {
  [MSG.custom]: ['text'],
  [MSG.range.age.between]: ['min', 'maxAge'],
  [MSG.range.age.min]: ['min'],
  [MSG.range.age.max]: ['max'],
  [MSG.range.date.between]: ['min', 'max'],
  [MSG.range.date.min]: ['min'],
  [MSG.range.date.max]: ['max'],
  [MSG.range.number.between]: ['min', 'max'],
  [MSG.range.number.min]: ['min'],
  [MSG.range.number.max]: ['max'],
  [MSG.date.format]: ['format'],
  [MSG.misc.length.between]: ['min', 'max'],
  [MSG.misc.length.min]: ['min'],
  [MSG.misc.length.max]: ['max'],
  [MSG.otp.incomplete]: ['digits'],
  [MSG.car.registrationBeforeModelYear]: ['min'],
};

/**
 * Form definitions may give an errorMessage as a key in any namespace ('journeys:car.nameInvalid') or as
 * literal text. A key looks like `namespace:segment(.segment)*` with no spaces.
 */
const KEY_SHAPE = /^[a-z][A-Za-z0-9_-]{0,39}:[A-Za-z0-9_]{1,60}(\.[A-Za-z0-9_]{1,60}){0,6}$/;

export function isMessageKey(text: string): boolean {
  return KEY_SHAPE.test(text);
}
