import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import {
  addOffset,
  compareDates,
  DATE_FORMAT_DMY,
  formatDate,
  fromDayNumber,
  parseDate,
  toDayNumber,
  type CalendarDate,
} from '../../../shared/rules/dates';
import { toAsciiDigits } from '../../../shared/rules/inputs';
import type { LangCode } from '../../../shared/domain/locales';
import { tj, type JourneyStrings } from '../strings';
import { dir } from '../../../shared/i18n/localized';

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

const weekday = (d: CalendarDate) => new Date(Date.UTC(d.year, d.month - 1, d.day)).getUTCDay();
const clamp = (d: CalendarDate, min?: CalendarDate, max?: CalendarDate) =>
  min && compareDates(d, min) < 0 ? min : max && compareDates(d, max) > 0 ? max : d;
const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();
const sameDay = (a: CalendarDate | null, b: CalendarDate) => a !== null && compareDates(a, b) === 0;

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
        onClick={() => setOpen((o) => !o)}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path
            fill="currentColor"
            d="M7 2h2v2h6V2h2v2h3a1 1 0 0 1 1 1v15a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1h3V2Zm12 8H5v9h14v-9ZM5 6v2h14V6H5Z"
          />
        </svg>
      </button>
      {open ? (
        <Calendar
          id={`${id}-calendar`}
          lang={lang}
          strings={strings}
          selected={value ? parseDate(value, format) : null}
          start={clamp(value ? (parseDate(value, format) ?? props.today) : props.today, min, max)}
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

function Calendar(props: {
  id: string;
  lang: LangCode;
  strings: JourneyStrings;
  selected: CalendarDate | null;
  start: CalendarDate;
  min?: CalendarDate;
  max?: CalendarDate;
  onPick(d: CalendarDate): void;
  onClose(): void;
}) {
  const { lang, strings, min, max } = props;
  const [focus, setFocus] = useState<CalendarDate>(props.start);
  const grid = useRef<HTMLTableElement>(null);
  const moved = useRef(false);
  const rtl = dir(lang) === 'rtl';
  const locale = `${lang}-AE`;
  const monthName = new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' });
  const dayName = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' });
  const fullDate = new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeZone: 'UTC' });
  const utc = (d: CalendarDate) => new Date(Date.UTC(d.year, d.month - 1, d.day));
  const allowed = (d: CalendarDate) =>
    !(min && compareDates(d, min) < 0) && !(max && compareDates(d, max) > 0);

  // Focus follows the active day (the grid's roving tab stop); the first time, when the calendar opens.
  useEffect(() => {
    const btn = grid.current?.querySelector<HTMLButtonElement>('button[tabindex="0"]');
    btn?.focus({ preventScroll: moved.current === false });
    moved.current = true;
  }, [focus]);

  const move = (d: CalendarDate) => setFocus(clamp(d, min, max));
  const byDays = (n: number) => move(fromDayNumber(toDayNumber(focus) + n));
  const byMonths = (n: number) => move(addOffset(focus, { amount: n, unit: 'm' }));
  const onKey = (e: KeyboardEvent) => {
    const back = rtl ? 1 : -1;
    const keys: Record<string, () => void> = {
      ArrowLeft: () => byDays(back),
      ArrowRight: () => byDays(-back),
      ArrowUp: () => byDays(-7),
      ArrowDown: () => byDays(7),
      PageUp: () => byMonths(e.shiftKey ? -12 : -1),
      PageDown: () => byMonths(e.shiftKey ? 12 : 1),
      Home: () => byDays(-((weekday(focus) + 6) % 7)),
      End: () => byDays(6 - ((weekday(focus) + 6) % 7)),
      Escape: () => props.onClose(),
    };
    const act = keys[e.key];
    if (!act) return;
    e.preventDefault();
    e.stopPropagation();
    act();
  };

  // Weeks start on Monday (the UAE's working week since 2022).
  const first: CalendarDate = { year: focus.year, month: focus.month, day: 1 };
  const lead = (weekday(first) + 6) % 7;
  const count = daysIn(focus.year, focus.month);
  const cells: (CalendarDate | null)[] = [
    ...Array.from({ length: lead }, () => null),
    ...Array.from({ length: count }, (_, i) => ({ year: focus.year, month: focus.month, day: i + 1 })),
  ];
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks = Array.from({ length: cells.length / 7 }, (_, w) => cells.slice(w * 7, w * 7 + 7));
  const mondays = Array.from({ length: 7 }, (_, i) => utc({ year: 2024, month: 1, day: 1 + i }));
  const years: number[] = [];
  const fromYear = min?.year ?? focus.year - 100;
  const toYear = max?.year ?? focus.year + 10;
  for (let y = toYear; y >= fromYear; y--) years.push(y);
  const headingId = `${props.id}-heading`;

  return (
    <div
      id={props.id}
      className="jf__calendar"
      role="dialog"
      aria-modal="false"
      aria-labelledby={headingId}
      onKeyDown={(e) => {
        if (e.key === 'Escape') {
          e.preventDefault();
          props.onClose();
        }
      }}
    >
      <p id={headingId} className="jf__calendar-title">
        {tj(strings, 'datePicker.label')}
      </p>
      <div className="jf__calendar-head">
        <button
          type="button"
          className="jf__calendar-nav"
          aria-label={tj(strings, 'datePicker.previousMonth')}
          onClick={() => byMonths(-1)}
        >
          <span aria-hidden="true">{rtl ? '›' : '‹'}</span>
        </button>
        <select
          className="jf__calendar-select"
          aria-label={tj(strings, 'datePicker.month')}
          value={focus.month}
          onChange={(e) => move({ ...focus, month: Number(e.target.value), day: 1 })}
        >
          {Array.from({ length: 12 }, (_, i) => (
            <option key={i} value={i + 1}>
              {monthName.format(utc({ year: 2024, month: i + 1, day: 1 }))}
            </option>
          ))}
        </select>
        <select
          className="jf__calendar-select"
          aria-label={tj(strings, 'datePicker.year')}
          value={focus.year}
          onChange={(e) => move({ ...focus, year: Number(e.target.value), day: 1 })}
        >
          {years.map((y) => (
            <option key={y} value={y}>
              {y}
            </option>
          ))}
        </select>
        <button
          type="button"
          className="jf__calendar-nav"
          aria-label={tj(strings, 'datePicker.nextMonth')}
          onClick={() => byMonths(1)}
        >
          <span aria-hidden="true">{rtl ? '‹' : '›'}</span>
        </button>
      </div>
      <table
        ref={grid}
        className="jf__calendar-grid"
        role="grid"
        aria-labelledby={headingId}
        onKeyDown={onKey}
      >
        <thead>
          <tr>
            {mondays.map((d) => (
              <th key={d.getUTCDay()} scope="col" abbr={d.toLocaleDateString(locale, { weekday: 'long' })}>
                {dayName.format(d)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week, w) => (
            <tr key={w}>
              {week.map((d, i) =>
                d ? (
                  <td key={i} aria-selected={sameDay(props.selected, d) || undefined}>
                    <button
                      type="button"
                      className="jf__calendar-day"
                      tabIndex={sameDay(focus, d) ? 0 : -1}
                      disabled={!allowed(d)}
                      aria-pressed={sameDay(props.selected, d)}
                      aria-label={fullDate.format(utc(d))}
                      onClick={() => props.onPick(d)}
                      onFocus={() => {
                        if (!sameDay(focus, d)) setFocus(d);
                      }}
                    >
                      {d.day}
                    </button>
                  </td>
                ) : (
                  <td key={i} />
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
