import { useState } from 'react';
import type { FieldType } from '../../../shared/contracts/journey';
import { tj } from '../strings';
import { isRequired, type FieldProps } from './common';
import { CheckBoxField, MultiSelectField, RadioField, SelectField, SwitchField } from './choice';
import { DateField, DateRangeField, DobPicker } from './dates';
import { MemberDetailsField } from './members';
import { InputField, MobileField } from './text-input';
import { fillControl, UploadField } from './upload';

/** Every field type of docs/product/journeys.md has a component (a new type without one does not compile). */
const CONTROLS = {
  input: InputField,
  // An information note (the Essential Benefits Plan note): its label and hint are the content, no answer.
  miscellaneous: () => null,
  date: DateField,
  dobPicker: DobPicker,
  select: SelectField,
  mobile: MobileField,
  altMobile: MobileField,
  switchButton: SwitchField,
  radio: RadioField,
  upload: UploadField,
  multiSelect: MultiSelectField,
  dateRange: DateRangeField,
  checkBox: CheckBoxField,
  memberDetails: MemberDetailsField,
} satisfies Record<FieldType, (p: FieldProps) => React.ReactNode>;

/** Types whose control is a group of inputs: a fieldset with the label as legend. */
const GROUPS: ReadonlySet<FieldType> = new Set<FieldType>([
  'radio',
  'multiSelect',
  'dateRange',
  'memberDetails',
]);

/**
 * One field: label bound to its control, hint, suggestion and error. The error is tied to the control with
 * aria-describedby and aria-invalid; the journey moves focus to the first error (spec: errors announced).
 */
export function Field(
  props: FieldProps & {
    suggestion?: string | null;
    warning?: string | null;
    fromDocument?: string | null;
    /** The field's option list failed to load: say so, with Retry (it also loads again when back online). */
    onRetryOptions?: (() => void) | null;
  },
) {
  const { field, error, ids, strings, masked, suggestion, warning, fromDocument, onRetryOptions } = props;
  // A value read from an uploaded card for this field (decision 0027): offered, never filled without a click.
  const [documentUsed, setDocumentUsed] = useState<string | null>(null);
  const Control = CONTROLS[field.fieldType];
  const className = `jf jf--w${field.width} jf--${field.fieldType}${error ? ' jf--error' : ''}`;
  const label = (
    <>
      {field.label}
      {isRequired(field) ? (
        <span className="jf__required" aria-hidden="true">
          {' *'}
        </span>
      ) : null}
    </>
  );
  const extras = (
    <>
      {field.hint ? (
        <p id={ids.hint} className="jf__hint">
          {field.hint}
        </p>
      ) : null}
      {masked ? <p className="jf__hint">{tj(strings, 'masked')}</p> : null}
      {suggestion ? (
        <p className="jf__suggestion" aria-live="polite">
          {suggestion}
        </p>
      ) : null}
      {fromDocument && documentUsed !== fromDocument ? (
        <p className="jf__suggestion" data-ocr-later={field.fieldId}>
          {tj(strings, 'document.found', { value: fromDocument })}{' '}
          <button
            type="button"
            className="jf__link-button"
            aria-label={tj(strings, 'document.useLabel', { value: fromDocument })}
            onClick={() => {
              if (fillControl(field.fieldId, fromDocument)) setDocumentUsed(fromDocument);
            }}
          >
            {tj(strings, 'document.use')}
          </button>
        </p>
      ) : null}
      {onRetryOptions ? (
        <p className="jf__warning" role="alert">
          {tj(strings, 'errors.optionsFailed')}{' '}
          <button type="button" className="jf__link-button" onClick={onRetryOptions}>
            {tj(strings, 'errors.retry')}
          </button>
        </p>
      ) : null}
      {warning && !error ? (
        <p className="jf__warning" role="status">
          {warning}
        </p>
      ) : null}
      {error ? (
        <p id={ids.error} className="jf__error">
          {error}
        </p>
      ) : null}
    </>
  );
  if (field.fieldType === 'miscellaneous') {
    return (
      <div className={`${className} jf--note`} data-field={field.fieldId} role="note">
        <p className="jf__note">{field.label}</p>
        {extras}
      </div>
    );
  }
  if (GROUPS.has(field.fieldType)) {
    return (
      <fieldset className={className} data-field={field.fieldId} tabIndex={-1} id={`${ids.control}-group`}>
        <legend id={ids.label} className="jf__label">
          {label}
        </legend>
        <Control {...props} />
        {extras}
      </fieldset>
    );
  }
  if (field.fieldType === 'checkBox') {
    return (
      <div className={className} data-field={field.fieldId}>
        <label id={ids.label} className="jf__check-label" htmlFor={ids.control}>
          <Control {...props} />
          <span>{label}</span>
        </label>
        {extras}
      </div>
    );
  }
  if (field.fieldType === 'switchButton') {
    return (
      <div className={className} data-field={field.fieldId}>
        <span id={ids.label} className="jf__label">
          {label}
        </span>
        <Control {...props} />
        {extras}
      </div>
    );
  }
  return (
    <div className={className} data-field={field.fieldId}>
      <label id={ids.label} className="jf__label" htmlFor={ids.control}>
        {label}
      </label>
      <Control {...props} />
      {extras}
    </div>
  );
}
