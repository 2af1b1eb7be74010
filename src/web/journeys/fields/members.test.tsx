import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import type { TField } from '../../../shared/contracts/journey';
import en from '../../../shared/i18n/locales/en/journey.json';
import { TODAY } from '../testing/fixture';
import { fieldIds } from './common';
import { MemberDetailsField } from './members';

const field: TField = {
  fieldId: 'insuredMembers',
  label: 'Members to insure',
  fieldType: 'memberDetails',
  width: 100,
  validations: [{ type: 'required' }, { type: 'miscellaneous', subType: 'member' }],
  members: [
    { id: 'self', label: 'Myself', max: 1 },
    { id: 'child', label: 'Child', max: 6 },
  ],
};

function render(value: unknown, error: string | null) {
  return renderToStaticMarkup(
    <MemberDetailsField
      field={field}
      value={value as never}
      error={error}
      options={undefined}
      optionsLoading={false}
      onChange={() => undefined}
      onBlur={() => undefined}
      strings={en}
      lang="en"
      today={TODAY}
      ids={fieldIds(field.fieldId)}
      masked={false}
    />,
  );
}

describe('memberDetails', () => {
  it('flags only the empty sub-values of an entry with the member error, described by it', () => {
    const html = render(
      [{ id: 'self', dateOfBirth: '14/03/1988', gender: '' }],
      'Please complete the details of every member',
    );
    expect(html).toMatch(
      /<input id="jf-insuredMembers-m0-dob"[^>]*aria-describedby="jf-insuredMembers-m0-title" value="14\/03\/1988"/,
    );
    expect(html).not.toMatch(/<input id="jf-insuredMembers-m0-dob"[^>]*aria-invalid/);
    expect(html).toMatch(
      /<select id="jf-insuredMembers-m0-gender"[^>]*aria-invalid="true"[^>]*aria-describedby="jf-insuredMembers-m0-title jf-insuredMembers-error"/,
    );
    // 'Myself' is at its maximum; the add buttons have ids to move focus to.
    expect(html).toMatch(
      /<button id="jf-insuredMembers-add-self" type="button" class="jf__pill" disabled=""/,
    );
  });

  it('without an error, nothing is flagged; with no entries the add buttons carry the error', () => {
    expect(render([{ id: 'child', dateOfBirth: '', gender: '' }], null)).not.toContain('aria-invalid');
    expect(render(undefined, 'This field is required')).toContain(
      'aria-describedby="jf-insuredMembers-error"',
    );
  });
});
