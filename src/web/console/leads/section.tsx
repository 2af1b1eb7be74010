import type { LeadList } from '../../../shared/contracts/console-leads';
import type { ConsoleSectionProps } from '../types';
import { Consent, hhmm, Status, useLoad } from './common';
import { when } from '../format';
import { FILTERS, LeadFilters } from './filters';
import { LeadPage } from './lead-page';

/** The inbox: filters in the address (`#leads?status=new&product=1`), one card per lead, pages. */
function LeadListView(props: ConsoleSectionProps) {
  const { t, api, params, navigate, lang } = props;
  const query = new URLSearchParams();
  for (const f of FILTERS) {
    const v = params.get(f);
    if (v) query.set(f, v);
  }
  const page = Number(params.get('page') ?? '1') || 1;
  query.set('page', String(page));
  const qs = query.toString();
  const list = useLoad((signal) => api<LeadList>(`leads?${qs}`, { signal }), [qs]);
  const set = (changes: Record<string, string>) => {
    const next: Record<string, string> = {};
    for (const f of FILTERS) {
      const v = f in changes ? changes[f] : params.get(f);
      if (v) next[f] = v;
    }
    if (changes.page) next.page = changes.page;
    navigate('leads', next);
  };
  const data = list.value;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.limit)) : 1;
  return (
    <section className="cs-leads">
      <h1>{t('consoleLeads:title')}</h1>
      <LeadFilters t={t} params={params} navigate={navigate} apply={set} key={qs} />
      {list.error ? (
        <p className="cs-error" role="alert">
          {list.error}
        </p>
      ) : !data ? (
        <p className="cs-muted">{t('consoleLeads:loading')}</p>
      ) : (
        <>
          <p className="cs-muted" aria-live="polite">
            {t('consoleLeads:list.count', { count: data.total })}
          </p>
          <ul className="cs-lead-list">
            {data.rows.map((r) => (
              <li key={r.id} className="cs-card cs-lead-row">
                <a href={`#leads?id=${r.id}`} className="cs-lead-link">
                  <span className="cs-lead-id" dir="ltr">
                    {r.publicId}
                  </span>
                  <Status t={t} row={r} />
                </a>
                <dl className="cs-facts">
                  <dt>{t('consoleLeads:fields.product')}</dt>
                  <dd>{t(`consoleLeads:products.${r.product}`, { defaultValue: String(r.product) })}</dd>
                  <dt>{t('consoleLeads:fields.source')}</dt>
                  <dd>{t(`consoleLeads:sources.${r.source}`, { defaultValue: r.source })}</dd>
                  <dt>{t('consoleLeads:fields.mobile')}</dt>
                  <dd dir="ltr">{r.mobileMasked ?? '—'}</dd>
                  <dt>{t('consoleLeads:fields.window')}</dt>
                  <dd>
                    <bdi dir="ltr">
                      {hhmm(r.callWindow.from)}–{hhmm(r.callWindow.to)}
                    </bdi>{' '}
                    · {t(`consoleLeads:channels.${r.channel}`)}
                  </dd>
                  <dt>{t('consoleLeads:fields.consent')}</dt>
                  <dd>
                    <Consent t={t} row={r} />
                  </dd>
                  <dt>{t('consoleLeads:fields.assignee')}</dt>
                  <dd>{r.assignee?.name ?? t('consoleLeads:unassigned')}</dd>
                  <dt>{t('consoleLeads:fields.created')}</dt>
                  <dd>{when(lang, r.createdAt)}</dd>
                </dl>
              </li>
            ))}
          </ul>
          {pages > 1 ? (
            <nav className="cs-row cs-pages" aria-label={t('consoleLeads:list.pages')}>
              <button
                type="button"
                className="cs-secondary"
                disabled={page <= 1}
                onClick={() => set({ page: String(page - 1) })}
              >
                {t('consoleLeads:list.previous')}
              </button>
              <span>{t('consoleLeads:list.page', { page, pages })}</span>
              <button
                type="button"
                className="cs-secondary"
                disabled={page >= pages}
                onClick={() => set({ page: String(page + 1) })}
              >
                {t('consoleLeads:list.next')}
              </button>
            </nav>
          ) : null}
        </>
      )}
    </section>
  );
}

/** The lead inbox section (decision 0114): `#leads` lists, `#leads?id=12` opens one lead. */
export default function LeadsSection(props: ConsoleSectionProps) {
  const id = Number(props.params.get('id'));
  return Number.isInteger(id) && id > 0 ? <LeadPage {...props} id={id} /> : <LeadListView {...props} />;
}
