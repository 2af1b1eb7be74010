import { useEffect, useState } from 'react';
import type { TRateTableSummary } from '../../../shared/contracts/console-catalogue';
import { CATALOGUE_ITEM_KINDS } from '../../../shared/contracts/console-catalogue-items';
import type { ConsoleSectionProps } from '../types';
import { RateTableEditor } from './editor';
import { errorText, when } from './format';
import { ItemEditor } from './item-editor';
import { ItemList } from './item-list';
import { isItemKind } from './kinds';
import '../console-admin.css';
import '../console-pages.css';
import './catalogue.css';

/**
 * The catalogue (decisions 0125, 0127; admin): the rate tables by product and insurer (`#catalogue?product=1`) and
 * one table's editor (`#catalogue?table=<id>`); every other kind's list (`#catalogue?view=plans`, cards, loans,
 * accounts, banks, insurers, hospitals) and one item's editor (`#catalogue?kind=plans&id=<id>`; `?plan=<id>` and
 * `?card=<id>` still open a plan and a card).
 */
export default function CatalogueSection(props: ConsoleSectionProps) {
  const { t, api, lang, params, navigate } = props;
  const k = (key: string, vars?: Record<string, string | number>) => t(`consoleCatalogue:${key}`, vars);
  const tableId = params.get('table');
  const alias = params.get('plan') ? 'plans' : params.get('card') ? 'cards' : null;
  const kind = alias ?? params.get('kind');
  const itemId = alias ? params.get(alias === 'plans' ? 'plan' : 'card') : params.get('id');
  const editing = isItemKind(kind) && itemId !== null;
  const view = params.get('view');
  const listed = isItemKind(view) ? view : null;
  const product = params.get('product') ?? '';
  const [tables, setTables] = useState<TRateTableSummary[] | null>(null);
  const [error, setError] = useState('');

  useEffect(() => {
    if (tableId || editing || listed) return;
    let live = true;
    api<TRateTableSummary[]>('catalogue/rate-tables').then(
      (d) => live && setTables(d),
      (e: unknown) => live && setError(errorText(t, e)),
    );
    return () => {
      live = false;
    };
  }, [api, t, tableId, editing, listed]);

  if (tableId) return <RateTableEditor {...props} id={tableId} />;
  if (editing) return <ItemEditor key={`${kind}:${itemId}`} {...props} kind={kind} id={itemId} />;
  const views = (
    <nav className="cc-views cc-kinds" aria-label={k('views')}>
      <a href="#catalogue" aria-current={listed ? undefined : 'page'}>
        {k('rateTables')}
      </a>
      {CATALOGUE_ITEM_KINDS.map((x) => (
        <a key={x} href={`#catalogue?view=${x}`} aria-current={listed === x ? 'page' : undefined}>
          {k(`kinds.${x}.title`)}
        </a>
      ))}
    </nav>
  );
  if (listed)
    return (
      <section className="cc-catalogue">
        <h1>{k(`kinds.${listed}.title`)}</h1>
        {views}
        <p className="cs-muted">{k(`kinds.${listed}.intro`)}</p>
        <ItemList key={listed} {...props} kind={listed} />
      </section>
    );

  const products = [...new Set((tables ?? []).map((x) => x.productId))];
  const shown = (tables ?? []).filter((x) => !product || String(x.productId) === product);
  return (
    <section className="cc-catalogue">
      <h1>{k('title')}</h1>
      {views}
      <p className="cs-muted">{k('intro')}</p>
      <label className="cc-filter">
        {k('product')}
        <select
          name="product"
          value={product}
          onChange={(e) => navigate('catalogue', e.target.value ? { product: e.target.value } : {})}
        >
          <option value="">{k('allProducts')}</option>
          {products.map((p) => (
            <option key={p} value={p}>
              {t(`consoleLeads:products.${p}`)}
            </option>
          ))}
        </select>
      </label>
      <p className="cs-error" role="alert">
        {error}
      </p>
      {tables === null && !error ? <p className="cs-muted">{k('loading')}</p> : null}
      {tables !== null && shown.length === 0 ? <p className="cs-muted">{k('none')}</p> : null}
      {shown.length > 0 ? (
        <div className="cs-card cs-table-wrap" tabIndex={0} aria-label={k('title')}>
          <table className="cs-table" id="catalogue-tables">
            <thead>
              <tr>
                <th scope="col">{k('productColumn')}</th>
                <th scope="col">{k('insurer')}</th>
                <th scope="col">{k('table')}</th>
                <th scope="col">{k('version')}</th>
                <th scope="col">{k('updated')}</th>
                <th scope="col">{k('draft')}</th>
              </tr>
            </thead>
            <tbody>
              {shown.map((x) => (
                <tr key={x.id}>
                  <td>{t(`consoleLeads:products.${x.productId}`)}</td>
                  <td>{lang === 'ar' ? x.insurer.ar : x.insurer.en}</td>
                  <th scope="row">
                    <a href={`#catalogue?table=${encodeURIComponent(x.id)}`} dir="ltr">
                      {x.id}
                    </a>
                  </th>
                  <td>{k('versionOf', { version: x.version, count: x.versions })}</td>
                  <td>{when(lang, x.updatedAt)}</td>
                  <td>{x.hasDraft ? k('hasDraft') : ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
}
