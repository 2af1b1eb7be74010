import { useEffect, useRef, useState } from 'react';
import { DATE_FORMAT_DMY, formatDate, parseDate, type CalendarDate } from '../../../shared/rules/dates';
import { toAsciiDigits } from '../../../shared/rules/inputs';
import type { LangCode } from '../../../shared/domain/locales';
import { tj, type JourneyStrings } from '../strings';

/**
 * Decision 0029: dates are typed and shown as DD/MM/YYYY whatever the device's locale (a native date input shows
 * mm/dd/yyyy on an en-US phone), with a calendar that works by keyboard and right to left. What the visitor types
 * is normalised as they type: digits get their slashes, an ISO date (pasted, or filled by a password manager)
 * and D.M.YYYY / D-M-YYYY become DD/MM/YYYY, Arabic-Indic digits become ASCII.
 */
export function formatDateTyping(next: string, previous: string): string {
  const text = toAsciiDigits(next).trim();
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text);
  if (iso) return `${pad(iso[3])}/${pad(iso[2])}/${iso[1]}`;
  const dmy = /^(\d{1,2})[./\- ](\d{1,2})[./\- ](\d{4})$/.exec(text);
  if (dmy) return `${pad(dmy[1])}/${pad(dmy[2])}/${dmy[3]}`;
  const digits = text.replace(/\D/g, '').slice(0, 8);
  let out = digits.slice(0, 2);
  if (digits.length > 2) out += `/${digits.slice(2, 4)}`;
  if (digits.length > 4) out += `/${digits.slice(4)}`;
  // A slash is added after the day and the month while typing forward, never while deleting.
  const growing = next.length > previous.length;
  if (growing && (digits.length === 2 || digits.length === 4)) out += '/';
  return out;
}

const pad = (s: string | undefined) => (s ?? '').padStart(2, '0');

/** Stored value (in the field's format) → the text shown (DD/MM/YYYY); partial text as typed. */
export function shownDate(value: string, format: string): string {
  const d = value ? parseDate(value, format) : null;
  return d ? formatDate(d, DATE_FORMAT_DMY) : value;
}

/** Text typed → the value stored: a full date in the field's format, else the text (the rules say what is wrong). */
export function storedDate(text: string, format: string): string | undefined {
  if (text === '') return undefined;
  const d = parseDate(text, DATE_FORMAT_DMY);
  return d ? formatDate(d, format) : text;
}

type CalendarModule = typeof import('./calendar');
let calendar: CalendarModule | undefined;
let calendarLoad: Promise<CalendarModule> | undefined;
/**
 * The calendar is a chunk of its own (decision 0108): closed, it renders nothing, so a journey's first screen with
 * a date needs only the text box. Fetched at the first touch or focus of its button, shown when it arrived.
 */
function loadCalendar(): Promise<CalendarModule> {
  return (calendarLoad ??= import('./calendar').then(
    (m) => (calendar = m),
    (error: unknown) => {
      calendarLoad = undefined; // a retry asks the network again
      throw error;
    },
  ));
}

type Props = {
  id: string;
  value: string;
  format: string;
  onChange(value: string | undefined): void;
  onBlur?(): void;
  lang: LangCode;
  strings: JourneyStrings;
  today: CalendarDate;
  min?: CalendarDate;
  max?: CalendarDate;
  autoComplete?: string;
  invalid?: boolean;
  describedBy?: string;
  required?: boolean;
  dataField?: string;
};

/** A DD/MM/YYYY text box and its calendar button (one per date; the range field uses two). */
export function DateInput(props: Props) {
  const { id, value, format, lang, strings, min, max } = props;
  const shown = shownDate(value, format);
  const [open, setOpen] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const outside = (e: PointerEvent) => {
      if (box.current && !box.current.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open]);

  const close = (focusToggle: boolean) => {
    setOpen(false);
    if (focusToggle) toggle.current?.focus();
  };

  return (
    <div className="jf__date" ref={box}>
      <input
        id={id}
        className="jf__control jf__date-text"
        type="text"
        inputMode="numeric"
        dir="ltr"
        autoComplete={props.autoComplete ?? 'off'}
        placeholder={tj(strings, 'datePicker.placeholder')}
        maxLength={24}
        value={shown}
        aria-invalid={props.invalid ? true : undefined}
        aria-describedby={props.describedBy}
        aria-required={props.required || undefined}
        data-field={props.dataField}
        onChange={(e) => props.onChange(storedDate(formatDateTyping(e.target.value, shown), format))}
        onBlur={props.onBlur}
      />
      <button
        ref={toggle}
        type="button"
        className="jf__date-toggle"
        aria-label={tj(strings, 'datePicker.open')}
        aria-expanded={open}
        aria-controls={open ? `${id}-calendar` : undefined}
        onPointerDown={() => void loadCalendar().catch(() => undefined)}
        onFocus={() => void loadCalendar().catch(() => undefined)}
        onClick={() => {
          if (calendar) setOpen((o) => !o);
          else
            loadCalendar().then(
              () => setOpen(true),
              () => undefined,
            );
        }}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path
            fill="currentColor"
            d="M7 2h2v2h6V2h2v2h3a1 1 0 0 1 1 1v15a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1h3V2Zm12 8H5v9h14v-9ZM5 6v2h14V6H5Z"
          />
        </svg>
      </button>
      {open && calendar ? (
        <calendar.Calendar
          id={`${id}-calendar`}
          lang={lang}
          strings={strings}
          selected={value ? parseDate(value, format) : null}
          start={value ? (parseDate(value, format) ?? props.today) : props.today}
          min={min}
          max={max}
          onPick={(d) => {
            props.onChange(formatDate(d, format));
            close(true);
          }}
          onClose={() => close(true)}
        />
      ) : null}
    </div>
  );
}
