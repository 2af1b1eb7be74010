import type { TFieldValue } from '../../../shared/contracts/journey';
import { tj } from '../strings';
import { dateFormatOf, fromIsoInput, isoOf, toIsoInput, type FieldProps } from './common';

/** One member row: its kind (the id the `member` rule's requiredId names), date of birth and gender (1 male, 2 female). */
export type MemberRow = { id: string; dateOfBirth: string; gender: string };

function rowsOf(value: TFieldValue | undefined): MemberRow[] {
  if (!Array.isArray(value)) return [];
  return (value as unknown[]).flatMap((v) => {
    if (!v || typeof v !== 'object' || Array.isArray(v)) return [];
    const o = v as Record<string, unknown>;
    return [{ id: String(o.id ?? ''), dateOfBirth: String(o.dateOfBirth ?? ''), gender: String(o.gender ?? '') }];
  });
}

/**
 * memberDetails: add and remove members of the kinds the definition gives (self, spouse, child, parent), each
 * with a date of birth and a gender. The `member` rule requires every entry complete (spec 000 §5).
 */
export function MemberDetailsField(props: FieldProps) {
  const { field, value, onChange, strings, today, ids } = props;
  const rows = rowsOf(value);
  const kinds = field.members ?? [];
  const format = dateFormatOf(field);
  const labelOf = (id: string) => kinds.find((k) => k.id === id)?.label ?? id;
  const save = (next: MemberRow[]) => onChange(next.length ? next : undefined);
  const update = (i: number, patch: Partial<MemberRow>) => save(rows.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  const numberOf = (i: number) => rows.slice(0, i + 1).filter((r) => r.id === rows[i]?.id).length;
  return (
    <div className="jf__members" aria-describedby={props.error ? ids.error : undefined}>
      {rows.length === 0 ? <p className="jf__hint">{tj(strings, 'members.none')}</p> : null}
      <ul className="jf__member-list">
        {rows.map((row, i) => {
          const title = tj(strings, 'members.entry', { kind: labelOf(row.id), n: numberOf(i) });
          const rowId = `${ids.control}-m${i}`;
          return (
            <li key={rowId} className="jf__member">
              <span className="jf__member-title" id={`${rowId}-title`}>
                {title}
              </span>
              <label className="jf__sublabel" htmlFor={`${rowId}-dob`}>
                {tj(strings, 'members.dob')}
                <input
                  id={`${rowId}-dob`}
                  className="jf__control"
                  type="date"
                  max={isoOf(today)}
                  value={toIsoInput(row.dateOfBirth, format)}
                  aria-describedby={`${rowId}-title`}
                  onChange={(e) => update(i, { dateOfBirth: fromIsoInput(e.target.value, format) ?? '' })}
                />
              </label>
              <label className="jf__sublabel" htmlFor={`${rowId}-gender`}>
                {tj(strings, 'members.gender')}
                <select
                  id={`${rowId}-gender`}
                  className="jf__control"
                  value={row.gender}
                  aria-describedby={`${rowId}-title`}
                  onChange={(e) => update(i, { gender: e.target.value })}
                >
                  <option value="">{tj(strings, 'select.placeholder')}</option>
                  <option value="1">{tj(strings, 'members.male')}</option>
                  <option value="2">{tj(strings, 'members.female')}</option>
                </select>
              </label>
              <button type="button" className="jf__link-button" onClick={() => save(rows.filter((_r, j) => j !== i))}>
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
            type="button"
            className="jf__pill"
            disabled={rows.filter((r) => r.id === k.id).length >= k.max}
            onClick={() => save([...rows, { id: k.id, dateOfBirth: '', gender: '' }])}
          >
            {tj(strings, 'members.add', { kind: k.label })}
          </button>
        ))}
      </div>
    </div>
  );
}
