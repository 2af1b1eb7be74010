import { useState, type FormEvent } from 'react';
import { LEAD_WORK_STATUSES } from '../../../shared/contracts/console-lead-status';
import type { LeadDetail, LeadReveal } from '../../../shared/contracts/console-leads';
/**
 * The contact rules' panel (Call / Message with the reason they are disabled, the attempts; decision 0115), imported
 * statically: the console bundle has no dynamic import (decision 0114, 'One bundle').
 */
import { ContactPanel } from '../contact-panel';
import { ConsoleApiError, type ConsoleSectionProps } from '../types';
import { Consent, hhmm, Status, useLoad } from './common';
import { message, when } from '../format';

const aed = (fils: number) => `AED ${(fils / 100).toLocaleString('en', { minimumFractionDigits: 2 })}`;

/** One lead: its facts, answers (personal ones masked), quotes, policy, the audited reveal, status, assignment, notes. */
export function LeadPage(props: ConsoleSectionProps & { id: number }) {
  const { t, api, id, lang, me } = props;
  const lead = useLoad((signal) => api<LeadDetail>(`leads/${id}?lang=${lang}`, { signal }), [id, lang]);
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
    void run(async () =>
      setRevealed(await api<LeadReveal>(`leads/${id}/reveal?lang=${lang}`, { method: 'POST' })),
    );
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
                  <dt>{a.label}</dt>
                  <dd dir="auto">{a.value}</dd>
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
                  <dt>{a.label}</dt>
                  <dd dir="auto">{a.value}</dd>
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
