import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import {
  addOffset,
  compareDates,
  fromDayNumber,
  toDayNumber,
  type CalendarDate,
} from '../../../shared/rules/dates';
import type { LangCode } from '../../../shared/domain/locales';
import { dir } from '../../../shared/i18n/localized';
import { tj, type JourneyStrings } from '../strings';

// The date field's calendar (decision 0029), a chunk of its own loaded when first opened (decision 0108).

const weekday = (d: CalendarDate) => new Date(Date.UTC(d.year, d.month - 1, d.day)).getUTCDay();
const clamp = (d: CalendarDate, min?: CalendarDate, max?: CalendarDate) =>
  min && compareDates(d, min) < 0 ? min : max && compareDates(d, max) > 0 ? max : d;
const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();
const sameDay = (a: CalendarDate | null, b: CalendarDate) => a !== null && compareDates(a, b) === 0;

/**
 * The month grid: keyboard by the grid pattern, right to left in Arabic; `start` is kept within min and max.
 * Used through the module `date-input.tsx` imports on demand, which knip cannot see.
 * @public
 */
export function Calendar(props: {
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
  const [focus, setFocus] = useState<CalendarDate>(() => clamp(props.start, min, max));
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
