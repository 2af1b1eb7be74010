import { useT } from '../../i18n/use-t';
import { Bidi } from '../bidi';
import { idOf } from '../commerce-common/common';
import type { BlockProps } from '../types';

/** The table both table blocks draw: scrolls sideways inside its own focusable, labelled region. */
export function ScrollTable({
  id,
  title,
  headers,
  rows,
  dir,
  className,
}: {
  id: string;
  title: string | undefined;
  headers: readonly string[];
  rows: readonly (readonly string[])[];
  dir: 'ltr' | 'rtl';
  className: string;
}) {
  const { t } = useT('blocksCommerce');
  const hintId = `${id}-hint`;
  return (
    <div className={`cm-table ${className}`}>
      {title ? <h2 className="cm-table__title">{title}</h2> : null}
      <p id={hintId} className="cm-table__hint">
        {t('table.scrollHint')}
      </p>
      <div
        className="cm-table__scroll"
        role="region"
        aria-label={title || t('table.defaultLabel')}
        aria-describedby={hintId}
        tabIndex={0}
      >
        <table>
          <thead>
            <tr>
              {headers.map((h, i) => (
                <th key={i} scope="col">
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, r) => (
              <tr key={r}>
                {row.map((cell, c) =>
                  c === 0 ? (
                    <th key={c} scope="row">
                      <Bidi text={cell} dir={dir} />
                    </th>
                  ) : (
                    <td key={c}>
                      <Bidi text={cell} dir={dir} />
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

/** DYNAMIC_TABLE: headers and rows from the document's data; nothing without rows. */
export function DynamicTableBlock({ block, ctx }: BlockProps<'DYNAMIC_TABLE'>) {
  if (block.tableData.length === 0) return null;
  return (
    <ScrollTable
      id={idOf('dynamic-table', block.key)}
      title={block.title}
      headers={block.tableHeaders}
      rows={block.tableData}
      dir={ctx.dir}
      className="dynamic-table"
    />
  );
}
