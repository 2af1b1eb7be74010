import { useEffect, useState } from 'react';
import type { TRateTableSummary } from '../../../shared/contracts/console-catalogue';
import type { ConsoleSectionProps } from '../types';
import { RateTableEditor } from './editor';
import { errorText, when } from './format';
import { CardList, ItemEditor, PlanList } from './plans';
import '../console-admin.css';
import './catalogue.css';

/**
 * The catalogue (decision 0125, admin): the rate tables by product and insurer (`#catalogue?product=1`), and one
 * table's editor (`#catalogue?table=<id>`); the plans and cards (`#catalogue?view=plans|cards`) and one item's
 * editor (`#catalogue?plan=<id>`, `#catalogue?card=<id>`).
 */
export default function CatalogueSection(props: ConsoleSectionProps) {
  const { t, api, lang, params, navigate } = props;
  const k = (key: string, vars?: Record<string, string | number>) => t(`consoleCatalogue:${key}`, vars);
  const tableId = params.get('table');
  const planId = params.get('plan');
  const cardId = params.get('card');
  const view = params.get('view');
  const plansView = view === 'plans' || view === 'cards';
  const product = params.get('product') ?? '';
  const [tables, setTables] = useState<TRateTableSummary[] | null>(null);
  const [error, setError] = useState('');

  useEffect(() => {
    if (tableId || planId || cardId || plansView) return;
    let live = true;
    api<TRateTableSummary[]>('catalogue/rate-tables').then(
      (d) => live && setTables(d),
      (e: unknown) => live && setError(errorText(t, e)),
    );
    return () => {
      live = false;
    };
  }, [api, t, tableId, planId, cardId, plansView]);

  if (tableId) return <RateTableEditor {...props} id={tableId} />;
  if (planId) return <ItemEditor {...props} id={planId} kind="plans" />;
  if (cardId) return <ItemEditor {...props} id={cardId} kind="cards" />;
  const views = (
    <nav className="cc-views" aria-label={k('views')}>
      <a href="#catalogue" aria-current={plansView ? undefined : 'page'}>
        {k('rateTables')}
      </a>{' '}
      <a href="#catalogue?view=plans" aria-current={view === 'plans' ? 'page' : undefined}>
        {k('plans.title')}
      </a>{' '}
      <a href="#catalogue?view=cards" aria-current={view === 'cards' ? 'page' : undefined}>
        {k('cards.title')}
      </a>
    </nav>
  );
  if (plansView)
    return (
      <section className="cc-catalogue">
        <h1>{k(`${view}.title`)}</h1>
        {views}
        <p className="cs-muted">{k(`${view}.listIntro`)}</p>
        {view === 'plans' ? <PlanList {...props} /> : <CardList {...props} />}
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
