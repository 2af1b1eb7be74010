import type { ReactNode } from 'react';
import type { TQuote } from '../../shared/contracts/quotes-api';
import type { TCarComparison } from '../../shared/contracts/quotes-api';
import { comparisonCellKey, shownPrice } from './card-rules';
import { Money, useUi } from './ui';

/**
 * The one comparison table (docs/product/quotes.md 'comparison table', docs/product/quotes.md 'Comparison row'): the car comparison page and the
 * compare dialog of other products render it. Plans are columns, the first column names the row; on a phone the
 * columns share the screen's width (2 plans there) so none is cut, and each plan has its own choose control.
 */
export type CompareColumn = {
  key: string;
  planName: string;
  insurerName: string;
  logo: string;
  price: ReactNode;
  /** The plan's own choose control: the same lead or buy path as its card (decision 0065). */
  action?: ReactNode;
};
export type CompareRow = { label: string; cells: (string | number | null)[] };
export type CompareSection = { title: string; rows: CompareRow[] };

export function CompareTable({
  caption,
  columns,
  sections,
}: {
  caption: string;
  columns: readonly CompareColumn[];
  sections: readonly CompareSection[];
}) {
  const { t } = useUi();
  const cell = (v: string | number | null) => {
    const key = comparisonCellKey(v);
    if (key) return <span className={`ccell ccell--${key}`}>{t(`comparison.${key}`)}</span>;
    return String(v);
  };
  return (
    <div className="ctable" role="region" aria-label={caption} tabIndex={0}>
      <table data-testid="compare-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('comparison.plan')}</th>
            {columns.map((c) => (
              <th key={c.key} scope="col" className="ctable__plan">
                {c.logo ? (
                  <img
                    src={c.logo}
                    alt={t('card.logoAlt', { insurer: c.insurerName })}
                    width={80}
                    height={40}
                  />
                ) : null}
                <span className="ctable__name">{c.planName}</span>
                <span className="ctable__insurer">{c.insurerName}</span>
                <span className="ctable__price">{c.price}</span>
                {c.action ? <span className="ctable__action">{c.action}</span> : null}
              </th>
            ))}
          </tr>
        </thead>
        {sections.map((s) =>
          s.rows.length === 0 ? null : (
            <tbody key={s.title}>
              <tr className="ctable__section">
                <th scope="colgroup" colSpan={columns.length + 1}>
                  {s.title}
                </th>
              </tr>
              {s.rows.map((r, i) => (
                <tr key={`${r.label}-${i}`}>
                  <th scope="row">{r.label}</th>
                  {r.cells.map((v, j) => (
                    <td key={j}>{cell(v)}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          ),
        )}
      </table>
    </div>
  );
}

/** A premium cell: the amount, or 'Check premium'. */
function PriceOf({ quote }: { quote: TQuote }) {
  const { t } = useUi();
  const p = shownPrice(quote);
  return p ? <Money value={p.amount} /> : <>{t('card.checkPremium')}</>;
}

/** The table from the chosen quotes' own cover lines and features (products without a comparison API). */
export function tableFromQuotes(
  quotes: readonly TQuote[],
  titles: { cover: string; features: string },
): { columns: CompareColumn[]; sections: CompareSection[] } {
  const columns = quotes.map((q) => ({
    key: `${q.providerId}:${q.planId}`,
    planName: q.planName,
    insurerName: q.insurerName || q.providerName,
    logo: q.providerLogo || q.imgUrl,
    price: <PriceOf quote={q} />,
  }));
  const coverLabels: string[] = [];
  for (const q of quotes)
    for (const c of q.coverInfo) if (!coverLabels.includes(c.row1)) coverLabels.push(c.row1);
  const featureKeys: { key: string; title: string }[] = [];
  for (const q of quotes)
    for (const f of q.features)
      if (!featureKeys.some((k) => k.key === f.key)) featureKeys.push({ key: f.key, title: f.title });
  return {
    columns,
    sections: [
      {
        title: titles.cover,
        rows: coverLabels.map((label) => ({
          label,
          cells: quotes.map((q) => q.coverInfo.find((c) => c.row1 === label)?.row2 ?? 'NA'),
        })),
      },
      {
        title: titles.features,
        rows: featureKeys.map(({ key, title }) => ({
          label: title,
          cells: quotes.map((q) => {
            const f = q.features.find((x) => x.key === key);
            if (!f || f.strike) return 'NA';
            return f.value || (f.checked ? 'Yes' : 'NA');
          }),
        })),
      },
    ],
  };
}

/** The table from POST /api/car/comparison (rows keyed by planId, in the order of the compared plans). */
export function tableFromComparison(
  data: TCarComparison,
  titles: { addons: string; features: string },
  price: (plan: TCarComparison['quotesBasicData'][number]) => ReactNode,
): { columns: CompareColumn[]; sections: CompareSection[] } {
  const plans = data.quotesBasicData;
  const columns = plans.map((p) => ({
    key: String(p.planId),
    planName: p.planName,
    insurerName: p.insurerName || p.providerName,
    logo: p.imgUrl,
    price: price(p),
  }));
  const rows = (list: TCarComparison['addonsDetails']): CompareRow[] =>
    list.map((r) => ({
      label: r.value,
      cells: plans.map((p) => r.data.find((d) => d.planId === p.planId)?.value ?? null),
    }));
  return {
    columns,
    sections: [
      { title: titles.addons, rows: rows(data.addonsDetails) },
      { title: titles.features, rows: rows(data.featuresAndBenifits) },
    ],
  };
}
