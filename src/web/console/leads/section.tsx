import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { LEAD_WORK_STATUSES } from '../../../shared/contracts/console-lead-status';
import type { LeadDetail, LeadList, LeadReveal, LeadRow } from '../../../shared/contracts/console-leads';
import { ContactPanel } from '../contact-panel';
import { ConsoleApiError, type ConsoleSectionProps } from '../types';

type T = ConsoleSectionProps['t'];

/**
 * The contact rules' panel (Call / Message with the reason they are disabled, the attempts; decision 0115), imported
 * statically: the console bundle has no dynamic import (decision 0114, 'One bundle').
 */
const FILTERS = ['product', 'source', 'status', 'consent', 'from', 'to', 'q', 'due'] as const;
const PRODUCTS = [1, 2, 3, 4, 5, 6, 7, 8, 10, 11, 12, 13, 14, 18, 22, 31, 56];
const SOURCES = [
  'quote_click',
  'compare',
  'certificate',
  'no_result',
  'footer_popup',
  'talk_to_expert',
  'customer_callback',
  'exit_intent',
  'advisor_popup',
  'user_popup',
  'splash',
  'doorway',
  'glossary',
];

const hhmm = (m: number) =>
  `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
const when = (lang: string, iso: string) =>
  new Intl.DateTimeFormat(lang === 'ar' ? 'ar-AE-u-nu-latn' : 'en-AE', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Asia/Dubai',
  }).format(new Date(iso));
const aed = (fils: number) => `AED ${(fils / 100).toLocaleString('en', { minimumFractionDigits: 2 })}`;
const message = (e: unknown) => (e instanceof Error ? e.message : String(e));

function useLoad<V>(load: (signal: AbortSignal) => Promise<V>, deps: readonly unknown[]) {
  const [state, setState] = useState<{ value?: V; error?: string }>({});
  const [n, setN] = useState(0);
  useEffect(() => {
    const ac = new AbortController();
    load(ac.signal).then(
      (value) => setState({ value }),
      (e: unknown) => {
        if (!ac.signal.aborted) setState({ error: message(e) });
      },
    );
    return () => ac.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [...deps, n]);
  return { ...state, reload: useCallback(() => setN((x) => x + 1), []) };
}

function Status({ t, row }: { t: T; row: LeadRow }) {
  return (
    <span className={`cs-status cs-status-${row.status}`}>{t(`consoleLeads:status.${row.status}`)}</span>
  );
}

function Consent({ t, row }: { t: T; row: LeadRow }) {
  return row.consent.withdrawnAt ? (
    <span className="cs-bad">{t('consoleLeads:consent.withdrawn')}</span>
  ) : (
    <span>{t('consoleLeads:consent.given', { version: row.consent.version ?? '—' })}</span>
  );
}

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
  const onFilter = (ev: FormEvent<HTMLFormElement>) => {
    ev.preventDefault();
    const f = new FormData(ev.currentTarget);
    set(
      Object.fromEntries(
        FILTERS.map((k) => [k, k === 'due' ? (f.get('due') ? '1' : '') : String(f.get(k) ?? '')]),
      ),
    );
  };
  const select = (name: string, values: readonly (string | number)[], label: (v: string) => string) => (
    <label>
      {t(`consoleLeads:filters.${name}`)}
      <select name={name} defaultValue={params.get(name) ?? ''}>
        <option value="">{t('consoleLeads:filters.any')}</option>
        {values.map((v) => (
          <option key={v} value={String(v)}>
            {label(String(v))}
          </option>
        ))}
      </select>
    </label>
  );
  const data = list.value;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.limit)) : 1;
  return (
    <section className="cs-leads">
      <h1>{t('consoleLeads:title')}</h1>
      <form className="cs-card cs-filters" onSubmit={onFilter} key={qs}>
        <label className="cs-search">
          {t('consoleLeads:filters.q')}
          <input name="q" type="search" defaultValue={params.get('q') ?? ''} />
        </label>
        {select('product', PRODUCTS, (v) => t(`consoleLeads:products.${v}`))}
        {select('source', SOURCES, (v) => t(`consoleLeads:sources.${v}`))}
        {select('status', LEAD_WORK_STATUSES, (v) => t(`consoleLeads:status.${v}`))}
        {select('consent', ['given', 'withdrawn'], (v) => t(`consoleLeads:consent.filter.${v}`))}
        <label>
          {t('consoleLeads:filters.from')}
          <input name="from" type="date" defaultValue={params.get('from') ?? ''} />
        </label>
        <label>
          {t('consoleLeads:filters.to')}
          <input name="to" type="date" defaultValue={params.get('to') ?? ''} />
        </label>
        <label className="cs-check">
          <input name="due" type="checkbox" defaultChecked={params.get('due') === '1'} />
          {t('consoleLeads:filters.due')}
        </label>
        <div className="cs-row">
          <button type="submit">{t('consoleLeads:filters.apply')}</button>
          <button type="button" className="cs-secondary" onClick={() => navigate('leads')}>
            {t('consoleLeads:filters.clear')}
          </button>
        </div>
      </form>
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

/** One lead: its facts, answers (personal ones masked), quotes, policy, the audited reveal, status, assignment, notes. */
function LeadPage(props: ConsoleSectionProps & { id: number }) {
  const { t, api, id, lang, me } = props;
  const lead = useLoad((signal) => api<LeadDetail>(`leads/${id}`, { signal }), [id]);
  const [revealed, setRevealed] = useState<LeadReveal | null>(null);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const run = async (work: () => Promise<unknown>) => {
    setError('');
    setBusy(true);
    try {
      await work();
      lead.reload();
    } catch (e) {
      setError(e instanceof ConsoleApiError && e.status === 409 ? t('consoleLeads:stale') : message(e));
      if (e instanceof ConsoleApiError && e.status === 409) lead.reload();
    } finally {
      setBusy(false);
    }
  };
  if (lead.error)
    return (
      <section>
        <p className="cs-error" role="alert">
          {lead.error}
        </p>
        <a href="#leads">{t('consoleLeads:back')}</a>
      </section>
    );
  const d = lead.value;
  if (!d) return <p className="cs-muted">{t('consoleLeads:loading')}</p>;
  const r = d.lead;
  const onStatus = (ev: FormEvent<HTMLFormElement>) => {
    ev.preventDefault();
    const f = new FormData(ev.currentTarget);
    const status = String(f.get('status'));
    const at = String(f.get('callbackAt') ?? '');
    void run(() =>
      api(`leads/${id}/status`, {
        body: {
          status,
          version: r.version,
          // the time typed is the UAE's (UTC+4, no daylight saving)
          ...(status === 'callback_booked' && at ? { callbackAt: `${at}:00+04:00` } : {}),
        },
      }),
    );
  };
  const onAssign = (ev: FormEvent<HTMLFormElement>) => {
    ev.preventDefault();
    const assigneeId = Number(new FormData(ev.currentTarget).get('assignee'));
    void run(() => api(`leads/${id}/assign`, { body: { assigneeId, version: r.version } }));
  };
  const onNote = (ev: FormEvent<HTMLFormElement>) => {
    ev.preventDefault();
    const form = ev.currentTarget;
    const text = String(new FormData(form).get('text') ?? '');
    void run(async () => {
      await api(`leads/${id}/notes`, { body: { text } });
      form.reset();
    });
  };
  const reveal = () =>
    void run(async () => setRevealed(await api<LeadReveal>(`leads/${id}/reveal`, { method: 'POST' })));
  return (
    <section className="cs-lead">
      <p>
        <a href="#leads">{t('consoleLeads:back')}</a>
      </p>
      <h1>
        {t('consoleLeads:lead.title')} <span dir="ltr">{r.publicId}</span> <Status t={t} row={r} />
      </h1>
      {error ? (
        <p className="cs-error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="cs-grid">
        <div className="cs-card">
          <h2>{t('consoleLeads:lead.contact')}</h2>
          <dl className="cs-facts">
            <dt>{t('consoleLeads:fields.product')}</dt>
            <dd>{t(`consoleLeads:products.${r.product}`, { defaultValue: String(r.product) })}</dd>
            <dt>{t('consoleLeads:fields.source')}</dt>
            <dd>{t(`consoleLeads:sources.${r.source}`, { defaultValue: r.source })}</dd>
            <dt>{t('consoleLeads:fields.language')}</dt>
            <dd>{r.language ?? '—'}</dd>
            <dt>{t('consoleLeads:fields.window')}</dt>
            <dd>
              <bdi dir="ltr">
                {hhmm(r.callWindow.from)}–{hhmm(r.callWindow.to)}
              </bdi>{' '}
              · {t(`consoleLeads:channels.${r.channel}`)}
            </dd>
            <dt>{t('consoleLeads:fields.consent')}</dt>
            <dd>
              <Consent t={t} row={r} /> · {when(lang, r.consent.at)}
            </dd>
            <dt>{t('consoleLeads:fields.assignee')}</dt>
            <dd>{r.assignee?.name ?? t('consoleLeads:unassigned')}</dd>
            {r.callbackAt ? (
              <>
                <dt>{t('consoleLeads:fields.callback')}</dt>
                <dd>{when(lang, r.callbackAt)}</dd>
              </>
            ) : null}
            <dt>{t('consoleLeads:fields.created')}</dt>
            <dd>{when(lang, r.createdAt)}</dd>
          </dl>
          {revealed ? (
            <dl className="cs-facts cs-revealed" id="console-revealed">
              <dt>{t('consoleLeads:fields.name')}</dt>
              <dd>{revealed.name ?? '—'}</dd>
              <dt>{t('consoleLeads:fields.mobile')}</dt>
              <dd dir="ltr">{revealed.mobile ?? '—'}</dd>
              <dt>{t('consoleLeads:fields.email')}</dt>
              <dd dir="ltr">{revealed.email ?? '—'}</dd>
              {revealed.emiratesId ? (
                <>
                  <dt>{t('consoleLeads:fields.emiratesId')}</dt>
                  <dd dir="ltr">{revealed.emiratesId}</dd>
                </>
              ) : null}
              {revealed.answers.map((a) => (
                <div key={a.field}>
                  <dt dir="ltr">{a.field}</dt>
                  <dd dir="ltr">{a.value}</dd>
                </div>
              ))}
            </dl>
          ) : (
            <>
              <p className="cs-mobile" dir="ltr">
                {r.mobileMasked ?? '—'}
              </p>
              <button type="button" disabled={busy} onClick={reveal} id="console-reveal">
                {t('consoleLeads:lead.reveal')}
              </button>
              <p className="cs-muted">{t('consoleLeads:lead.revealNote')}</p>
            </>
          )}
        </div>
        <div className="cs-card">
          <ContactPanel {...props} leadId={id} />
        </div>
        <div className="cs-card">
          <h2>{t('consoleLeads:lead.work')}</h2>
          <form className="cs-form" onSubmit={onStatus} key={`s${r.version}`}>
            <label>
              {t('consoleLeads:fields.status')}
              <select name="status" defaultValue={r.status}>
                {LEAD_WORK_STATUSES.map((s) => (
                  <option key={s} value={s}>
                    {t(`consoleLeads:status.${s}`)}
                  </option>
                ))}
              </select>
            </label>
            <label>
              {t('consoleLeads:fields.callback')}
              <input name="callbackAt" type="datetime-local" dir="ltr" />
            </label>
            <button type="submit" disabled={busy}>
              {t('consoleLeads:lead.saveStatus')}
            </button>
          </form>
          {me.role !== 'agent' ? (
            <form className="cs-form" onSubmit={onAssign} key={`a${r.version}`}>
              <label>
                {t('consoleLeads:fields.assignee')}
                <select name="assignee" defaultValue={String(r.assignee?.id ?? '')} required>
                  <option value="">{t('consoleLeads:unassigned')}</option>
                  {d.assignees.map((s) => (
                    <option key={s.id} value={String(s.id)}>
                      {s.name} · {t(`console:roles.${s.role}`)}
                    </option>
                  ))}
                </select>
              </label>
              <button type="submit" disabled={busy}>
                {t('consoleLeads:lead.assign')}
              </button>
            </form>
          ) : null}
        </div>
        <div className="cs-card">
          <h2>{t('consoleLeads:lead.answers')}</h2>
          {d.answers.length === 0 ? (
            <p className="cs-muted">{t('consoleLeads:lead.noAnswers')}</p>
          ) : (
            <dl className="cs-facts">
              {d.answers.map((a) => (
                <div key={a.field}>
                  <dt dir="ltr">{a.field}</dt>
                  <dd dir="ltr">{a.value}</dd>
                </div>
              ))}
            </dl>
          )}
          <h2>{t('consoleLeads:lead.quotes')}</h2>
          {d.chosen ? (
            <p>
              {t('consoleLeads:lead.chosen')}: <span dir="ltr">{d.chosen.provider}</span> ·{' '}
              {aed(d.chosen.totalFils)}
            </p>
          ) : null}
          {d.quotesSeen.length === 0 ? (
            <p className="cs-muted">{t('consoleLeads:lead.noQuotes')}</p>
          ) : (
            <ul className="cs-plain">
              {d.quotesSeen.map((q, i) => (
                <li key={i} dir="ltr">
                  {q.provider}
                  {q.plan ? ` · ${q.plan}` : ''} · {aed(q.totalFils)}
                </li>
              ))}
            </ul>
          )}
          <h2>{t('consoleLeads:lead.policy')}</h2>
          {d.policy ? (
            <p dir="ltr">
              {d.policy.publicId} · {d.policy.status} · {d.policy.insurer ?? ''}
              {d.policy.premiumFils !== null ? ` · ${aed(d.policy.premiumFils)}` : ''}
            </p>
          ) : (
            <p className="cs-muted">{t('consoleLeads:lead.noPolicy')}</p>
          )}
        </div>
        <div className="cs-card">
          <h2>{t('consoleLeads:lead.notes')}</h2>
          <form className="cs-form" onSubmit={onNote}>
            <label>
              {t('consoleLeads:lead.newNote')}
              <textarea name="text" required maxLength={2000} rows={3} />
            </label>
            <button type="submit" disabled={busy}>
              {t('consoleLeads:lead.addNote')}
            </button>
          </form>
          <ul className="cs-plain cs-notes">
            {d.notes.map((n) => (
              <li key={n.id}>
                <span className="cs-muted">
                  {n.staff} · {when(lang, n.at)}
                </span>
                <p>{n.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}

/** The lead inbox section (decision 0114): `#leads` lists, `#leads?id=12` opens one lead. */
export default function LeadsSection(props: ConsoleSectionProps) {
  const id = Number(props.params.get('id'));
  return Number.isInteger(id) && id > 0 ? <LeadPage {...props} id={id} /> : <LeadListView {...props} />;
}
