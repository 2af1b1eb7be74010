import { useT } from '../../i18n/use-t';
import { Bidi } from '../bidi';
import type { BlockProps } from '../types';

/**
 * A data table. Wide tables scroll inside a focusable, labelled region so keyboard users can scroll
 * them too (WCAG 2.1.1) and the page itself never scrolls sideways.
 */
export function TableBlock({ block, ctx }: BlockProps<'TABLE'>) {
  const { t } = useT('blocks');
  const label = block.title || t('table.defaultLabel');
  const hintId = `table-hint-${block.key.replace(/[^A-Za-z0-9_-]/g, '-')}`;
  const columns = block.tableHeaders.length;
  return (
    <div className="data-table">
      <p id={hintId} className="data-table__hint">
        {t('table.scrollHint')}
      </p>
      <div
        className="data-table__scroll"
        role="region"
        aria-label={label}
        aria-describedby={hintId}
        tabIndex={0}
      >
        <table>
          {block.title ? <caption>{block.title}</caption> : null}
          <thead>
            <tr>
              {block.tableHeaders.map((h, i) => (
                <th key={i} scope="col">
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {block.tableData.map((row, r) => (
              <tr key={r}>
                {row.map((cell, c) =>
                  c === 0 ? (
                    <th key={c} scope="row">
                      <Bidi text={cell} dir={ctx.dir} />
                    </th>
                  ) : (
                    <td key={c}>
                      <Bidi text={cell} dir={ctx.dir} />
                    </td>
                  ),
                )}
                {/* Short rows are padded so every column keeps its header. */}
                {Array.from({ length: Math.max(0, columns - row.length) }, (_, i) => (
                  <td key={`pad-${i}`} />
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
