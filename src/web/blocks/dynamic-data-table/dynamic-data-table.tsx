import { idOf } from '../commerce-common/common';
import { ScrollTable } from '../dynamic-table/dynamic-table';
import type { BlockProps } from '../types';

/** DYNAMIC_DATA_TABLE: a best-plans table from the document's records; a missing value shows as '–'. */
export function DynamicDataTableBlock({ block, ctx }: BlockProps<'DYNAMIC_DATA_TABLE'>) {
  const { columns, rows } = block.fieldValues;
  if (rows.length === 0) return null;
  const cells = rows.map((row) =>
    columns.map((c) => {
      const v = row[c.key];
      return v === undefined || v === '' ? '–' : String(v);
    }),
  );
  return (
    <ScrollTable
      id={idOf('dynamic-data-table', block.key)}
      title={block.title}
      headers={columns.map((c) => c.label)}
      rows={cells}
      dir={ctx.dir}
      className="dynamic-data-table"
    />
  );
}
