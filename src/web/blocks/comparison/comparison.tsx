import { useT } from '../../i18n/use-t';
import type { TFunction } from '../../../shared/i18n/translator';
import { Bidi } from '../bidi';
import { idOf, imageSrc } from '../commerce-common/common';
import type { BlockProps } from '../types';

/** docs/product/quotes.md 'Comparison row': 'NA' reads Excluded, 'Yes' reads Included, anything else as it is. */
export function comparisonCell(value: string | undefined, t: TFunction): string {
  if (value === undefined || value.trim() === '') return '–';
  const v = value.trim();
  if (v.toUpperCase() === 'NA') return t('comparison.excluded');
  if (v.toLowerCase() === 'yes') return t('comparison.included');
  return v;
}

/** COMPARISON: plans side by side from the document's rows; scrolls sideways inside its box on mobile. */
export function ComparisonBlock({ block, ctx }: BlockProps<'COMPARISON'>) {
  const { t } = useT('blocksCommerce');
  if (block.rows.length === 0) return null;
  const label = block.title || t('comparison.title');
  const hintId = `${idOf('comparison', block.key)}-hint`;
  return (
    <div className="cm-table comparison-block">
      <h2 className="cm-table__title">{label}</h2>
      <p id={hintId} className="cm-table__hint">
        {t('table.scrollHint')}
      </p>
      <div
        className="cm-table__scroll"
        role="region"
        aria-label={label}
        aria-describedby={hintId}
        tabIndex={0}
      >
        <table>
          <thead>
            <tr>
              <td />
              {block.plans.map((p) => {
                const src = imageSrc(p.imgUrl);
                return (
                  <th key={p.planId} scope="col">
                    {src ? <img src={src} alt="" width={80} height={40} loading="lazy" /> : null}
                    <span className="comparison-block__plan">
                      <Bidi text={p.name} dir={ctx.dir} />
                    </span>
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {block.rows.map((row, r) => (
              <tr key={r}>
                <th scope="row">
                  <Bidi text={row.value} dir={ctx.dir} />
                </th>
                {block.plans.map((p) => {
                  const text = comparisonCell(row.data.find((d) => d.planId === p.planId)?.value, t);
                  return (
                    <td key={p.planId}>
                      <Bidi text={text} dir={ctx.dir} />
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
