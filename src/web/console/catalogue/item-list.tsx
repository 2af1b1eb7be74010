import { useEffect, useState } from 'react';
import type {
  TCatalogueItemKind,
  TCatalogueItemSummary,
} from '../../../shared/contracts/console-catalogue-items';
import type { ConsoleSectionProps } from '../types';
import { errorText, when } from './format';

/** Rows shown at once; the filters narrow the rest. */
const MAX_ROWS = 200;

/**
 * One kind's items (decision 0127): name (the editor's link), product, insurer or bank, flags, when it was last
 * published from the console (or 'as seeded'), and whether a draft waits; filters by product and by name or
 * slug. At 390 px each row is a stack of labelled values.
 */
export function ItemList(props: ConsoleSectionProps & { kind: TCatalogueItemKind }) {
  const { t, api, lang, kind } = props;
  const k = (key: string, vars?: Record<string, string | number>) => t(`consoleCatalogue:${key}`, vars);
  const [items, setItems] = useState<TCatalogueItemSummary[] | null>(null);
  const [error, setError] = useState('');
  const [filter, setFilter] = useState('');
  const [product, setProduct] = useState('');

  useEffect(() => {
    let live = true;
    setItems(null);
    setError('');
    api<TCatalogueItemSummary[]>(`catalogue/${kind}`).then(
      (d) => live && setItems(d),
      (e: unknown) => live && setError(errorText(t, e)),
    );
    return () => {
      live = false;
    };
  }, [api, t, kind]);

  const name = (n: { en: string; ar: string }) => (lang === 'ar' ? n.ar || n.en : n.en);
  const needle = filter.trim().toLowerCase();
  const shown = (items ?? []).filter(
    (x) =>
      (!product || String(x.productId) === product) &&
      (!needle || [x.name.en, x.name.ar, x.slug].some((s) => s.toLowerCase().includes(needle))),
  );
  const products = [...new Set((items ?? []).flatMap((x) => (x.productId === null ? [] : [x.productId])))];
  const withProduct = (items ?? []).some((x) => x.productId !== null);
  const withOwner = (items ?? []).some((x) => x.owner !== null);
  const col = {
    name: k('items.name'),
    product: k('productColumn'),
    owner: k(`kinds.${kind}.owner`),
    flags: k('items.flags'),
    edited: k('items.edited'),
    draft: k('draft'),
  };
  return (
    <>
      <div className="cc-filters">
        {products.length > 1 ? (
          <label className="cc-filter">
            {k('product')}
            <select name="product" value={product} onChange={(e) => setProduct(e.target.value)}>
              <option value="">{k('allProducts')}</option>
              {products.map((p) => (
                <option key={p} value={p}>
                  {t(`consoleLeads:products.${p}`)}
                </option>
              ))}
            </select>
          </label>
        ) : null}
        <label className="cc-filter">
          {k('items.filter')}
          <input
            type="search"
            name="filter"
            value={filter}
            onChange={(e) => setFilter(e.target.value)}
            aria-controls="catalogue-items"
          />
        </label>
      </div>
      <p className="cs-error" role="alert">
        {error}
      </p>
      {items === null && !error ? <p className="cs-muted">{k('loading')}</p> : null}
      {items !== null ? (
        <p className="cs-muted" role="status">
          {k('items.count', { count: shown.length, total: items.length })}
        </p>
      ) : null}
      {shown.length > 0 ? (
        <div className="cs-card cs-table-wrap" tabIndex={0} aria-label={k(`kinds.${kind}.title`)}>
          <table className="cs-table cc-items" id="catalogue-items">
            <thead>
              <tr>
                <th scope="col">{col.name}</th>
                {withProduct ? <th scope="col">{col.product}</th> : null}
                {withOwner ? <th scope="col">{col.owner}</th> : null}
                <th scope="col">{col.flags}</th>
                <th scope="col">{col.edited}</th>
                <th scope="col">{col.draft}</th>
              </tr>
            </thead>
            <tbody>
              {shown.slice(0, MAX_ROWS).map((x) => (
                <tr key={x.id} data-id={x.id}>
                  <th scope="row">
                    <a href={`#catalogue?kind=${kind}&id=${x.id}`}>{name(x.name)}</a>
                  </th>
                  {withProduct ? (
                    <td data-label={col.product}>
                      {x.productId === null ? '' : t(`consoleLeads:products.${x.productId}`)}
                    </td>
                  ) : null}
                  {withOwner ? <td data-label={col.owner}>{x.owner ? name(x.owner) : ''}</td> : null}
                  <td data-label={col.flags}>
                    {x.flags.map((f) => k(`flags.${f}`, { defaultValue: f })).join(', ')}
                  </td>
                  <td data-label={col.edited}>{x.editedAt ? when(lang, x.editedAt) : k('items.seeded')}</td>
                  <td data-label={col.draft}>{x.hasDraft ? k('hasDraft') : ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {shown.length > MAX_ROWS ? (
        <p className="cs-muted">{k('items.more', { count: shown.length - MAX_ROWS })}</p>
      ) : null}
    </>
  );
}
