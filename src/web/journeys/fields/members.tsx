import { useEffect, useState } from 'react';
import type { TFieldValue } from '../../../shared/contracts/journey';
import { tj } from '../strings';
import { dateFormatOf, type FieldProps } from './common';
import { DateInput } from './date-input';

/** One member row: its kind (the id the `member` rule's requiredId names), date of birth and gender (1 male, 2 female). */
export type MemberRow = { id: string; dateOfBirth: string; gender: string };

function rowsOf(value: TFieldValue | undefined): MemberRow[] {
  if (!Array.isArray(value)) return [];
  return (value as unknown[]).flatMap((v) => {
    if (!v || typeof v !== 'object' || Array.isArray(v)) return [];
    const o = v as Record<string, unknown>;
    return [
      { id: String(o.id ?? ''), dateOfBirth: String(o.dateOfBirth ?? ''), gender: String(o.gender ?? '') },
    ];
  });
}

/**
 * memberDetails: add and remove members of the kinds the definition gives (self, spouse, child, parent), each
 * with a date of birth and a gender. The `member` rule requires every entry complete (docs/product/journeys.md).
 */
export function MemberDetailsField(props: FieldProps) {
  const { field, value, onChange, strings, today, ids, error } = props;
  const rows = rowsOf(value);
  const kinds = field.members ?? [];
  const format = dateFormatOf(field);
  const labelOf = (id: string) => kinds.find((k) => k.id === id)?.label ?? id;
  const save = (next: MemberRow[]) => onChange(next.length ? next : undefined);
  const update = (i: number, patch: Partial<MemberRow>) =>
    save(rows.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  const numberOf = (i: number) => rows.slice(0, i + 1).filter((r) => r.id === rows[i]?.id).length;
  const addId = (kind: string) => `${ids.control}-add-${kind.replace(/[^A-Za-z0-9_-]/g, '_')}`;
  // The button pressed disappears (Remove) or may become disabled (Add at its maximum): focus moves to a live
  // control after the render, never to the page body (WCAG 2.4.3 focus order for keyboard users).
  const [focusNext, setFocusNext] = useState<string | null>(null);
  useEffect(() => {
    if (!focusNext) return;
    const target = document.getElementById(focusNext);
    const usable =
      target && !(target as HTMLButtonElement).disabled
        ? target
        : document.querySelector<HTMLElement>(`#${ids.control}-group button:not(:disabled)`);
    usable?.focus();
    setFocusNext(null);
  }, [focusNext, ids.control]);
  const remove = (i: number) => {
    const left = rows.filter((_r, j) => j !== i);
    save(left);
    const first = kinds[0];
    setFocusNext(
      left.length ? `${ids.control}-m${Math.min(i, left.length - 1)}-dob` : first ? addId(first.id) : null,
    );
  };
  // The member rule names no entry: every empty sub-value is marked invalid and described by the error.
  const invalidIf = (empty: boolean) => (error && empty ? { 'aria-invalid': true as const } : {});
  const describe = (rowId: string, empty: boolean) =>
    [`${rowId}-title`, error && empty ? ids.error : ''].filter(Boolean).join(' ');
  return (
    <div className="jf__members">
      {rows.length === 0 ? <p className="jf__hint">{tj(strings, 'members.none')}</p> : null}
      <ul className="jf__member-list">
        {rows.map((row, i) => {
          // 'Myself', 'Spouse', 'Child 1', 'Child 2': a number only for a kind the visitor may add more than once.
          const several =
            (kinds.find((k) => k.id === row.id)?.max ?? 1) > 1 ||
            rows.filter((r) => r.id === row.id).length > 1;
          const title = several
            ? tj(strings, 'members.entry', { kind: labelOf(row.id), n: numberOf(i) })
            : labelOf(row.id);
          const rowId = `${ids.control}-m${i}`;
          return (
            <li key={rowId} className="jf__member">
              <span className="jf__member-title" id={`${rowId}-title`}>
                {title}
              </span>
              <div className="jf__sublabel">
                <label htmlFor={`${rowId}-dob`}>{tj(strings, 'members.dob')}</label>
                <DateInput
                  id={`${rowId}-dob`}
                  value={row.dateOfBirth}
                  format={format}
                  lang={props.lang}
                  strings={strings}
                  today={today}
                  max={today}
                  invalid={Boolean(error) && row.dateOfBirth === ''}
                  describedBy={describe(rowId, row.dateOfBirth === '')}
                  onChange={(v) => update(i, { dateOfBirth: v ?? '' })}
                />
              </div>
              <label className="jf__sublabel" htmlFor={`${rowId}-gender`}>
                {tj(strings, 'members.gender')}
                <select
                  id={`${rowId}-gender`}
                  className="jf__control"
                  value={row.gender}
                  {...invalidIf(row.gender === '')}
                  aria-describedby={describe(rowId, row.gender === '')}
                  onChange={(e) => update(i, { gender: e.target.value })}
                >
                  <option value="">{tj(strings, 'select.placeholder')}</option>
                  <option value="1">{tj(strings, 'members.male')}</option>
                  <option value="2">{tj(strings, 'members.female')}</option>
                </select>
              </label>
              <button type="button" className="jf__link-button" onClick={() => remove(i)}>
                {tj(strings, 'members.remove', { kind: labelOf(row.id), n: numberOf(i) })}
              </button>
            </li>
          );
        })}
      </ul>
      <div className="jf__member-add">
        {kinds.map((k) => (
          <button
            key={k.id}
            id={addId(k.id)}
            type="button"
            className="jf__pill"
            disabled={rows.filter((r) => r.id === k.id).length >= k.max}
            aria-describedby={error && rows.length === 0 ? ids.error : undefined}
            onClick={() => {
              save([...rows, { id: k.id, dateOfBirth: '', gender: '' }]);
              setFocusNext(`${ids.control}-m${rows.length}-dob`);
            }}
          >
            {tj(strings, 'members.add', { kind: k.label })}
          </button>
        ))}
      </div>
    </div>
  );
}
