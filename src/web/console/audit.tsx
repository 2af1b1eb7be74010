import { useEffect, useState, type FormEvent } from 'react';
import type { ConsoleSectionProps } from './types';
import './console-admin.css';
import { message } from './format';

type Entry = {
  id: number;
  at: string;
  staffId: number | null;
  action: string;
  target: string | null;
  fromHash: string | null;
  details: unknown;
};
const FILTERS = ['staffId', 'action', 'target', 'from', 'to'] as const;
const LIMIT = 50;
const when = (lang: string, iso: string) =>
  new Intl.DateTimeFormat(lang === 'ar' ? 'ar-AE-u-nu-latn' : 'en-AE', {
    dateStyle: 'short',
    timeStyle: 'medium',
    timeZone: 'Asia/Dubai',
  }).format(new Date(iso));

/**
 * The audit log for admins (decision 0116): filters in the address (`#audit?action=staff.&from=2026-11-01`), newest
 * first, 50 a page going back by entry id, and the same filters as a CSV download (the export is itself audited).
 */
export default function AuditSection({ t, api, params, navigate, lang }: ConsoleSectionProps) {
  const filters = new URLSearchParams();
  for (const f of FILTERS) {
    const v = params.get(f);
    if (v) filters.set(f, v);
  }
  const fq = filters.toString();
  const before = params.get('before');
  const [state, setState] = useState<{ rows?: Entry[]; error?: string }>({});
  useEffect(() => {
    const ac = new AbortController();
    setState({});
    const q = new URLSearchParams(fq);
    q.set('limit', String(LIMIT));
    if (before) q.set('before', before);
    api<Entry[]>(`audit?${q.toString()}`, { signal: ac.signal }).then(
      (rows) => setState({ rows }),
      (e: unknown) => {
        if (!ac.signal.aborted) setState({ error: message(e) });
      },
    );
    return () => ac.abort();
  }, [api, fq, before]);
  const onFilter = (ev: FormEvent<HTMLFormElement>) => {
    ev.preventDefault();
    const f = new FormData(ev.currentTarget);
    const next: Record<string, string> = {};
    for (const k of FILTERS) {
      const v = String(f.get(k) ?? '').trim();
      if (v) next[k] = v;
    }
    navigate('audit', next);
  };
  const rows = state.rows;
  const input = (name: (typeof FILTERS)[number], type = 'text', hint?: string) => (
    <label>
      {t(`consoleAdmin:audit.${name}`)}
      <input
        name={name}
        type={type}
        dir="ltr"
        defaultValue={params.get(name) ?? ''}
        {...(hint ? { title: hint, placeholder: 'staff.' } : {})}
      />
    </label>
  );
  return (
    <section className="cs-audit">
      <h1>{t('consoleAdmin:audit.title')}</h1>
      <p className="cs-muted">
        {t('consoleAdmin:audit.intro')} {t('consoleAdmin:audit.actionHint')}
      </p>
      <form className="cs-card cs-filters" onSubmit={onFilter} key={fq}>
        {input('staffId', 'number')}
        {input('action', 'text', t('consoleAdmin:audit.actionHint'))}
        {input('target')}
        {input('from', 'date')}
        {input('to', 'date')}
        <div className="cs-row">
          <button type="submit">{t('consoleAdmin:audit.apply')}</button>
          <button type="button" className="cs-secondary" onClick={() => navigate('audit')}>
            {t('consoleAdmin:audit.clear')}
          </button>
          <a className="cs-button-link" href={`/api/console/audit/export?${fq}`} download>
            {t('consoleAdmin:audit.export')}
          </a>
        </div>
      </form>
      {state.error ? (
        <p className="cs-error" role="alert">
          {state.error}
        </p>
      ) : !rows ? (
        <p className="cs-muted">{t('consoleAdmin:loading')}</p>
      ) : rows.length === 0 ? (
        <p className="cs-muted">{t('consoleAdmin:audit.none')}</p>
      ) : (
        <div className="cs-card cs-table-wrap">
          <table className="cs-table">
            <thead>
              <tr>
                <th scope="col">{t('consoleAdmin:audit.at')}</th>
                <th scope="col">{t('consoleAdmin:audit.staff')}</th>
                <th scope="col">{t('consoleAdmin:audit.action')}</th>
                <th scope="col">{t('consoleAdmin:audit.target')}</th>
                <th scope="col">{t('consoleAdmin:audit.where')}</th>
                <th scope="col">{t('consoleAdmin:audit.details')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.id}>
                  <td>{when(lang, r.at)}</td>
                  <td dir="ltr">{r.staffId ?? '—'}</td>
                  <td dir="ltr">{r.action}</td>
                  <td dir="ltr">{r.target ?? '—'}</td>
                  <td dir="ltr">
                    <code>{r.fromHash ?? '—'}</code>
                  </td>
                  <td dir="ltr" className="cs-details">
                    {JSON.stringify(r.details)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <div className="cs-row cs-pages">
        {before ? (
          <button
            type="button"
            className="cs-secondary"
            onClick={() => navigate('audit', Object.fromEntries(filters))}
          >
            {t('consoleAdmin:audit.newest')}
          </button>
        ) : null}
        {rows && rows.length === LIMIT ? (
          <button
            type="button"
            className="cs-secondary"
            onClick={() =>
              navigate('audit', { ...Object.fromEntries(filters), before: String(rows[rows.length - 1]!.id) })
            }
          >
            {t('consoleAdmin:audit.older')}
          </button>
        ) : null}
      </div>
    </section>
  );
}
