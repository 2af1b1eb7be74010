import type { TFieldOption } from '../../../shared/contracts/journey';
import { tj } from '../strings';
import { describedBy, textOf, type FieldProps } from './common';

/** select: options inline or from the field's optionsSource (loaded by the journey). Answers store option ids. */
export function SelectField(props: FieldProps) {
  const { field, value, error, ids, onChange, onBlur, options, optionsLoading, strings } = props;
  const list = options ?? [];
  return (
    <select
      id={ids.control}
      className="jf__control"
      value={textOf(value)}
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy(props)}
      aria-required={field.validations.some((r) => r.type === 'required') || undefined}
      aria-busy={optionsLoading || undefined}
      onChange={(e) => onChange(e.target.value === '' ? undefined : e.target.value)}
      onBlur={onBlur}
    >
      <option value="">
        {optionsLoading
          ? tj(strings, 'select.loading')
          : (field.placeholder ?? tj(strings, 'select.placeholder'))}
      </option>
      {list.map((o) => (
        <option key={o.id} value={o.id}>
          {o.label}
        </option>
      ))}
    </select>
  );
}

function optionId(fieldId: string, o: TFieldOption): string {
  return `jf-${fieldId}-${o.id.replace(/[^A-Za-z0-9_-]/g, '_')}`;
}

/** radio: one choice among the options, as a radio group inside the field's fieldset. */
export function RadioField(props: FieldProps) {
  const { field, value, error, onChange, onBlur, options } = props;
  const current = textOf(value);
  return (
    <div
      className="jf__choices"
      role="radiogroup"
      aria-describedby={describedBy(props)}
      aria-invalid={error ? true : undefined}
    >
      {(options ?? []).map((o) => (
        <label key={o.id} className="jf__choice" htmlFor={optionId(field.fieldId, o)}>
          <input
            id={optionId(field.fieldId, o)}
            type="radio"
            name={field.fieldId}
            value={o.id}
            checked={current === o.id}
            onChange={() => onChange(o.id)}
            onBlur={onBlur}
          />
          <span>{o.label}</span>
          {o.hint ? <small className="jf__choice-hint">{o.hint}</small> : null}
        </label>
      ))}
    </div>
  );
}

/** multiSelect: any number of options, stored as the list of ids. */
export function MultiSelectField(props: FieldProps) {
  const { field, value, error, onChange, onBlur, options } = props;
  const selected = Array.isArray(value)
    ? (value as unknown[]).filter((v): v is string => typeof v === 'string')
    : [];
  // A plain div cannot carry the error: each box is described by it and flagged (the fieldset names the group).
  const described = describedBy(props);
  return (
    <div className="jf__choices">
      {(options ?? []).map((o) => {
        const on = selected.includes(o.id);
        return (
          <label key={o.id} className="jf__choice" htmlFor={optionId(field.fieldId, o)}>
            <input
              id={optionId(field.fieldId, o)}
              type="checkbox"
              value={o.id}
              checked={on}
              aria-invalid={error ? true : undefined}
              aria-describedby={described}
              onChange={() => {
                const next = on ? selected.filter((s) => s !== o.id) : [...selected, o.id];
                onChange(next.length ? next : undefined);
              }}
              onBlur={onBlur}
            />
            <span>{o.label}</span>
          </label>
        );
      })}
    </div>
  );
}

/** switchButton: a yes/no switch (stores true/false). */
export function SwitchField(props: FieldProps) {
  const { field, value, error, ids, onChange, strings } = props;
  const on = value === true;
  return (
    <button
      id={ids.control}
      type="button"
      role="switch"
      className="jf__switch"
      aria-checked={on}
      aria-labelledby={ids.label}
      aria-describedby={describedBy(props)}
      aria-invalid={error ? true : undefined}
      data-field={field.fieldId}
      onClick={() => onChange(!on)}
    >
      <span className="jf__switch-track" aria-hidden="true">
        <span className="jf__switch-thumb" />
      </span>
      <span>{on ? tj(strings, 'switch.yes') : tj(strings, 'switch.no')}</span>
    </button>
  );
}

/** checkBox: one box (consent, declarations); stores true, or nothing when unticked so `required` can refuse it. */
export function CheckBoxField(props: FieldProps) {
  const { field, value, error, ids, onChange, onBlur } = props;
  return (
    <input
      id={ids.control}
      className="jf__checkbox"
      type="checkbox"
      checked={value === true}
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy(props)}
      aria-required={field.validations.some((r) => r.type === 'required') || undefined}
      onChange={(e) => onChange(e.target.checked ? true : undefined)}
      onBlur={onBlur}
    />
  );
}
