import type { TField, TFieldOption, TFieldValue } from '../../../shared/contracts/journey';
import type { CalendarDate } from '../../../shared/rules/dates';
import { DATE_FORMAT_DMY } from '../../../shared/rules/dates';
import type { LangCode } from '../../../shared/domain/locales';
import type { JourneyStrings } from '../strings';

/** What every field component gets. Ids are derived from the fieldId (islands must not call useId). */
export type FieldProps = {
  field: TField;
  value: TFieldValue | undefined;
  /** Translated error, or null. */
  error: string | null;
  options: TFieldOption[] | undefined;
  optionsLoading: boolean;
  onChange(value: TFieldValue | undefined): void;
  onBlur(): void;
  strings: JourneyStrings;
  lang: LangCode;
  today: CalendarDate;
  ids: FieldIds;
  /** Prefilled and masked by the server (shown as saved). */
  masked: boolean;
};

export type FieldIds = { control: string; label: string; error: string; hint: string };

export function fieldIds(fieldId: string): FieldIds {
  const base = `jf-${fieldId}`;
  return { control: base, label: `${base}-label`, error: `${base}-error`, hint: `${base}-hint` };
}

/** aria-describedby: the hint and the error, when shown (errors are announced through aria-live too). */
export function describedBy(props: Pick<FieldProps, 'field' | 'error' | 'ids'>): string | undefined {
  const ids = [props.field.hint ? props.ids.hint : '', props.error ? props.ids.error : ''].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

export function isRequired(field: TField): boolean {
  return field.validations.some((r) => r.type === 'required');
}

/** A date field stores its value in its rules' format, else the spec's default DD/MM/YYYY (docs/product/journeys.md constants). */
export function dateFormatOf(field: TField): string {
  return field.validations.find((r) => r.format)?.format ?? DATE_FORMAT_DMY;
}

export function textOf(value: TFieldValue | undefined): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}
