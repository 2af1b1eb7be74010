import {
  applyInputChange,
  formatEmiratesId,
  MOBILE_INPUT_MAX_LENGTH,
  MOBILE_PREFIX,
  sanitizeMobileInput,
  sanitizeNameInput,
} from '../../../shared/rules/inputs';
import { useLayoutEffect, useRef } from 'react';
import { describedBy, textOf, type FieldProps } from './common';

const DIGIT = /[0-9\u0660-\u0669\u06F0-\u06F9]/;

/** Where the caret goes in `formatted` so that `digitsBefore` digits stay on its left (dashes are skipped). */
export function caretAfterDigits(formatted: string, digitsBefore: number): number {
  if (digitsBefore <= 0) return 0;
  let seen = 0;
  for (let i = 0; i < formatted.length; i++) {
    if (DIGIT.test(formatted.charAt(i)) && ++seen === digitsBefore) return i + 1;
  }
  return formatted.length;
}

/** '85000' → '85,000' (decision 0029: amounts show thousands separators); anything but plain digits unchanged. */
export function groupThousands(text: string): string {
  return /^[0-9]{4,}$/.test(text) ? text.replace(/\B(?=(\d{3})+(?!\d))/g, ',') : text;
}

/** What the visitor typed in an amount box, without the separators we (or they) put in it. */
const SEPARATORS = /[,\u066C\u060C\s]/g;

/**
 * `input` fields by inputKind (docs/product/journeys.md 'Input field'): text and number through the shared applyInputChange
 * (special characters refused, number fields store the parsed integer), Emirates ID formatted 3-4-7-1.
 */
export function InputField(props: FieldProps) {
  const { field, value, error, ids, onChange, onBlur } = props;
  const kind = field.inputKind ?? 'text';
  const shown = textOf(value);
  const numeric = kind === 'number' || kind === 'emiratesId';
  const input = useRef<HTMLInputElement>(null);
  // Reformatting the Emirates ID replaces the whole value; the caret keeps its place among the digits.
  const caret = useRef<number | null>(null);
  useLayoutEffect(() => {
    const el = input.current;
    if (caret.current === null || !el) return;
    if (el.ownerDocument.activeElement === el) el.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  });
  const onInput = (next: string, selection: number | null = null) => {
    if (kind === 'emiratesId') {
      const formatted = formatEmiratesId(next);
      if (selection !== null) {
        const digitsBefore = [...next.slice(0, selection)].filter((c) => DIGIT.test(c)).length;
        caret.current = caretAfterDigits(formatted, digitsBefore);
      }
      return onChange(formatted === '' ? undefined : formatted);
    }
    if (kind === 'name') {
      // Names are not run through the special-character rule (it refuses spaces, hyphens and apostrophes): the
      // field's own rules say what is wrong (decision 0029); a double space is collapsed as it is typed.
      const text = sanitizeNameInput(shown.includes('*') && next !== shown ? next.replace(/\*/g, '') : next);
      if (text.length > (field.maxLength ?? 100)) return;
      return onChange(text === '' ? undefined : text);
    }
    const typed = kind === 'number' ? next.replace(SEPARATORS, '') : next;
    const change = applyInputChange(
      {
        fieldId: field.fieldId,
        inputType: kind === 'number' ? 'number' : kind === 'email' ? 'email' : 'text',
        maxLength: field.maxLength ?? null,
      },
      shown,
      typed,
    );
    if (!change.accept) return;
    if (kind === 'number' && selection !== null && change.stored !== null) {
      const digitsBefore = [...next.slice(0, selection)].filter((c) => DIGIT.test(c)).length;
      caret.current = caretAfterDigits(groupThousands(String(change.stored)), digitsBefore);
    }
    onChange(change.stored === null || change.stored === '' ? undefined : change.stored);
  };
  return (
    <input
      ref={input}
      id={ids.control}
      className="jf__control"
      type={kind === 'email' && !shown.includes('*') ? 'email' : 'text'}
      inputMode={numeric ? 'numeric' : kind === 'email' ? 'email' : undefined}
      autoComplete={kind === 'name' ? 'name' : kind === 'email' ? 'email' : 'off'}
      dir={numeric || kind === 'email' ? 'ltr' : undefined}
      placeholder={field.placeholder}
      value={kind === 'number' ? groupThousands(shown) : shown}
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy(props)}
      aria-required={field.validations.some((r) => r.type === 'required') || undefined}
      onChange={(e) => onInput(e.target.value, e.target.selectionStart)}
      onBlur={onBlur}
    />
  );
}

/** mobile and altMobile: '+971' shown before the box, digits only, capped at 9 (docs/product/journeys.md). */
export function MobileField(props: FieldProps) {
  const { field, value, error, ids, onChange, onBlur } = props;
  const shown = textOf(value);
  return (
    <div className="jf__mobile" dir="ltr">
      <span className="jf__prefix" aria-hidden="true">
        {MOBILE_PREFIX}
      </span>
      <input
        id={ids.control}
        className="jf__control"
        type="tel"
        inputMode="numeric"
        autoComplete={field.fieldType === 'mobile' ? 'tel' : 'off'}
        maxLength={MOBILE_INPUT_MAX_LENGTH}
        placeholder={field.placeholder ?? '5XXXXXXXX'}
        value={shown}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(props)}
        aria-required={field.validations.some((r) => r.type === 'required') || undefined}
        onChange={(e) => {
          // Editing a masked value ('*****1234') drops the stars: the visitor retypes the number.
          const raw =
            shown.includes('*') && e.target.value !== shown
              ? e.target.value.replace(/\*/g, '')
              : e.target.value;
          const next = sanitizeMobileInput(raw);
          onChange(next === '' ? undefined : next);
        }}
        onBlur={onBlur}
      />
    </div>
  );
}
