import { describe, expect, it } from 'vitest';
import { ZField } from './journey';

/** Decision 0008: a choice field always names its options, so the server can check every answer against them. */
describe('ZField choice fields', () => {
  const base = { fieldId: 'emirate', label: 'Emirate', validations: [{ type: 'required' }] };

  it.each(['select', 'radio', 'multiSelect'] as const)(
    'refuses a %s with neither options nor a source',
    (t) => {
      const r = ZField.safeParse({ ...base, fieldType: t });
      expect(r.success).toBe(false);
      expect(r.error?.issues.map((i) => i.message)).toEqual([
        `${t} field emirate needs options or an optionsSource`,
      ]);
    },
  );

  it.each(['select', 'radio', 'multiSelect'] as const)(
    'accepts a %s with inline options or a source',
    (t) => {
      expect(
        ZField.safeParse({ ...base, fieldType: t, options: [{ id: 'dubai', label: 'Dubai' }] }).success,
      ).toBe(true);
      expect(
        ZField.safeParse({
          ...base,
          fieldType: t,
          optionsSource: { url: '/api/options/emirates', params: [] },
        }).success,
      ).toBe(true);
    },
  );

  it('accepts a single yes/no check box without options', () => {
    expect(ZField.safeParse({ ...base, fieldId: 'consent', fieldType: 'checkBox' }).success).toBe(true);
  });
});
