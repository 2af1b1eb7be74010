import { addOffset, parseDateBound, resolveDateBound, type CalendarDate } from '../../../shared/rules/dates';
import type { TField } from '../../../shared/contracts/journey';
import { tj } from '../strings';
import { dateFormatOf, describedBy, isRequired, type FieldProps } from './common';
import { DateInput } from './date-input';

/** The calendar's limits from the field's date-range rule (bounds relative to today; START_DATE ones are skipped). */
export function calendarBounds(
  field: TField,
  today: CalendarDate,
): { min?: CalendarDate; max?: CalendarDate } {
  const rule = field.validations.find((r) => r.type === 'range' && r.subType === 'date');
  if (!rule) return {};
  const bound = (raw: string | number | null | undefined, type: typeof rule.minDateType) => {
    if (raw == null || raw === '' || type === 'START_DATE') return undefined;
    const b = parseDateBound(raw, type ?? 'CURRENT_DATE');
    return b ? (resolveDateBound(b, { today, start: null }) ?? undefined) : undefined;
  };
  return {
    min: bound(rule.minDate ?? rule.min, rule.minDateType),
    max: bound(rule.maxDate ?? rule.max, rule.maxDateType),
  };
}

/** date: DD/MM/YYYY typed or picked (decision 0029); the answer is stored in the field's format (default DD/MM/YYYY). */
export function DateField(
  props: FieldProps & { max?: CalendarDate; min?: CalendarDate; autoComplete?: string },
) {
  const { field, value, error, ids, onChange, onBlur } = props;
  const bounds = calendarBounds(field, props.today);
  return (
    <DateInput
      id={ids.control}
      value={typeof value === 'string' ? value : ''}
      format={dateFormatOf(field)}
      onChange={onChange}
      onBlur={onBlur}
      lang={props.lang}
      strings={props.strings}
      today={props.today}
      min={props.min ?? bounds.min}
      max={props.max ?? bounds.max}
      autoComplete={props.autoComplete}
      invalid={Boolean(error)}
      describedBy={describedBy(props)}
      required={isRequired(field)}
    />
  );
}

/** dobPicker: a date of birth, never in the future, at most 100 years back. */
export function DobPicker(props: FieldProps) {
  return (
    <DateField
      {...props}
      autoComplete="bday"
      max={props.today}
      min={addOffset(props.today, { amount: -100, unit: 'y' })}
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
  const common = {
    format,
    onBlur,
    lang: props.lang,
    strings,
    today: props.today,
    min: props.today,
    invalid: Boolean(error),
    describedBy: describedBy(props),
  };
  return (
    <div className="jf__range">
      <div className="jf__sublabel">
        <label htmlFor={ids.control}>{tj(strings, 'dateRange.start')}</label>
        <DateInput {...common} id={ids.control} value={start} onChange={(v) => set(v ?? '', end)} />
      </div>
      <div className="jf__sublabel">
        <label htmlFor={`${ids.control}-end`}>{tj(strings, 'dateRange.end')}</label>
        <DateInput
          {...common}
          id={`${ids.control}-end`}
          dataField={field.fieldId}
          value={end}
          onChange={(v) => set(start, v ?? '')}
        />
      </div>
    </div>
  );
}
