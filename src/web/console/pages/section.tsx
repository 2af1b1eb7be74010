import { useEffect, useState, type FormEvent } from 'react';
import { LANG_CODES } from '../../../shared/domain/locales';
import type { PageList } from '../../../shared/contracts/console-pages';
import { errorText, LanguageMarks, PAGES_API, query, type Props } from './common';
import { PageEditor } from './editor';
import '../console-pages.css';

/**
 * The 'pages' section (decision 0123): the list of pages with filters (product, page type, language, search) and
 * each language's state; `#pages?path=/car-insurance/` opens a page in the editor.
 */
function PageListView(props: Props) {
  const { t, api, params, navigate } = props;
  const [data, setData] = useState<PageList | null>(null);
  const [error, setError] = useState('');
  const filters = {
    product: params.get('product') ?? '',
    pageType: params.get('pageType') ?? '',
    language: params.get('language') ?? '',
    q: params.get('q') ?? '',
    page: params.get('page') ?? '',
  };
  const qs = query(filters);
  useEffect(() => {
    const ac = new AbortController();
    setError('');
    api<PageList>(`${PAGES_API.list}${qs ? `?${qs}` : ''}`, { signal: ac.signal }).then(
      setData,
      (e: unknown) => {
        if (!ac.signal.aborted) setError(errorText(t, e));
      },
    );
    return () => ac.abort();
  }, [api, qs, t]);
  const onFilter = (ev: FormEvent<HTMLFormElement>) => {
    ev.preventDefault();
    const f = new FormData(ev.currentTarget);
    const next: Record<string, string> = {};
    for (const k of ['product', 'pageType', 'language', 'q']) {
      const v = String(f.get(k) ?? '').trim();
      if (v) next[k] = v;
    }
    navigate('pages', next);
  };
  const pages = data ? Math.max(1, Math.ceil(data.total / data.limit)) : 1;
  const go = (page: number) =>
    navigate(
      'pages',
      Object.fromEntries(Object.entries({ ...filters, page: String(page) }).filter(([, v]) => v)),
    );
  return (
    <section className="cp-section">
      <h1>{t('consolePages:list.title')}</h1>
      <form className="cp-filters" onSubmit={onFilter} role="search">
        <label className="cp-field">
          <span className="cp-label">{t('consolePages:list.product')}</span>
          <input name="product" inputMode="numeric" dir="ltr" defaultValue={filters.product} />
        </label>
        <label className="cp-field">
          <span className="cp-label">{t('consolePages:list.pageType')}</span>
          <input name="pageType" inputMode="numeric" dir="ltr" defaultValue={filters.pageType} />
        </label>
        <label className="cp-field">
          <span className="cp-label">{t('consolePages:list.language')}</span>
          <select name="language" defaultValue={filters.language}>
            <option value="">{t('consolePages:list.any')}</option>
            {LANG_CODES.map((l) => (
              <option key={l} value={l}>
                {l.toUpperCase()}
              </option>
            ))}
          </select>
        </label>
        <label className="cp-field cp-grow">
          <span className="cp-label">{t('consolePages:list.search')}</span>
          <input
            name="q"
            type="search"
            defaultValue={filters.q}
            placeholder={t('consolePages:list.searchHint')}
          />
        </label>
        <button type="submit">{t('consolePages:list.filter')}</button>
      </form>
      <p className="cs-error" role="alert">
        {error}
      </p>
      {data ? (
        <>
          <p className="cs-muted">{t('consolePages:list.total', { n: data.total })}</p>
          {data.rows.length === 0 ? <p>{t('consolePages:list.none')}</p> : null}
          <ul className="cp-page-list">
            {data.rows.map((r) => (
              <li key={r.path} className="cs-card cp-page-row">
                <a href={`#pages?${query({ path: r.path })}`} className="cp-page-link">
                  <strong>{r.title}</strong>{' '}
                  <bdi dir="ltr" className="cs-muted">
                    {r.path}
                  </bdi>
                </a>
                <span className="cs-muted cp-small-text">
                  {t('consolePages:list.productPageType', { product: r.productId, pageType: r.pageTypeId })}
                </span>
                <span className="cp-lang-states">
                  {r.languages.map((s) => (
                    <LanguageMarks key={s.language} t={t} s={s} />
                  ))}
                </span>
              </li>
            ))}
          </ul>
          {pages > 1 ? (
            <nav className="cp-row" aria-label={t('consolePages:list.pages')}>
              <button
                type="button"
                className="cs-secondary"
                disabled={data.page <= 1}
                onClick={() => go(data.page - 1)}
              >
                {t('consolePages:list.prev')}
              </button>
              <span>{t('consolePages:list.pageOf', { page: data.page, pages })}</span>
              <button
                type="button"
                className="cs-secondary"
                disabled={data.page >= pages}
                onClick={() => go(data.page + 1)}
              >
                {t('consolePages:list.next')}
              </button>
            </nav>
          ) : null}
        </>
      ) : null}
    </section>
  );
}

export default function PagesSection(props: Props) {
  const path = props.params.get('path');
  return path ? <PageEditor {...props} path={path} key={path} /> : <PageListView {...props} />;
}
