import { addOffset } from '../../../shared/rules/dates';
import { tj } from '../strings';
import { dateFormatOf, describedBy, fromIsoInput, isoOf, toIsoInput, type FieldProps } from './common';

/** date: the browser's date picker; the answer is stored in the field's format (default DD/MM/YYYY). */
export function DateField(props: FieldProps & { max?: string; min?: string }) {
  const { field, value, error, ids, onChange, onBlur, min, max } = props;
  const format = dateFormatOf(field);
  return (
    <input
      id={ids.control}
      className="jf__control"
      type="date"
      value={toIsoInput(value, format)}
      min={min}
      max={max}
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy(props)}
      aria-required={field.validations.some((r) => r.type === 'required') || undefined}
      onChange={(e) => onChange(fromIsoInput(e.target.value, format))}
      onBlur={onBlur}
    />
  );
}

/** dobPicker: a date of birth, never in the future, at most 100 years back. */
export function DobPicker(props: FieldProps) {
  return (
    <DateField
      {...props}
      max={isoOf(props.today)}
      min={isoOf(addOffset(props.today, { amount: -100, unit: 'y' }))}
    />
  );
}

/** dateRange: start and end dates, stored as [start, end] (travel dates; rules check order and span). */
export function DateRangeField(props: FieldProps) {
  const { field, value, error, ids, onChange, onBlur, strings } = props;
  const format = dateFormatOf(field);
  const pair = Array.isArray(value) ? (value as unknown[]) : [];
  const start = typeof pair[0] === 'string' ? pair[0] : '';
  const end = typeof pair[1] === 'string' ? pair[1] : '';
  const set = (s: string, e: string) => onChange(s === '' && e === '' ? undefined : [s, e]);
  return (
    <div className="jf__range">
      <label className="jf__sublabel" htmlFor={ids.control}>
        {tj(strings, 'dateRange.start')}
        <input
          id={ids.control}
          className="jf__control"
          type="date"
          value={toIsoInput(start, format)}
          min={isoOf(props.today)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(props)}
          onChange={(e) => set(fromIsoInput(e.target.value, format) ?? '', end)}
          onBlur={onBlur}
        />
      </label>
      <label className="jf__sublabel" htmlFor={`${ids.control}-end`}>
        {tj(strings, 'dateRange.end')}
        <input
          id={`${ids.control}-end`}
          className="jf__control"
          type="date"
          value={toIsoInput(end, format)}
          min={toIsoInput(start, format) || isoOf(props.today)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(props)}
          data-field={field.fieldId}
          onChange={(e) => set(start, fromIsoInput(e.target.value, format) ?? '')}
          onBlur={onBlur}
        />
      </label>
    </div>
  );
}
