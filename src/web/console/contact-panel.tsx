import { useCallback, useEffect, useState, type FormEvent } from 'react';
import type { AttemptOutcome, ContactChannel, TLeadContact } from '../../shared/contracts/contact-rules';
import type { ConsoleSectionProps } from './types';
import './contact.css';
import { message, when } from './format';

/** A call's outcomes and a message's (the server refuses any other pair, decision 0115). */
const OUTCOMES: Record<ContactChannel, readonly AttemptOutcome[]> = {
  call: ['answered', 'no_answer', 'refused', 'callback_booked'],
  message: ['message_sent', 'refused'],
};

/**
 * The lead page's contact panel (decision 0115): Call and Message, each disabled with the contact rules' reason
 * (the server's words, in the staff's language); the form that records an attempt (the server checks the rules again
 * in the same transaction and answers 409 with the reason); the lead's history, newest first. The lead page of
 * decision 0114 renders it.
 */
export function ContactPanel(props: ConsoleSectionProps & { leadId: number }) {
  const { t, api, lang, leadId } = props;
  const [data, setData] = useState<TLeadContact | null>(null);
  const [error, setError] = useState('');
  const [note, setNote] = useState('');
  const [channel, setChannel] = useState<ContactChannel | null>(null);
  const [outcome, setOutcome] = useState<AttemptOutcome>('answered');
  const [busy, setBusy] = useState(false);

  const load = useCallback(async () => {
    try {
      setData(await api<TLeadContact>(`leads/${leadId}/contact?lang=${lang}`));
    } catch (e) {
      setError(message(e) || t('consoleContact:panel.loadFailed'));
    }
  }, [api, lang, leadId, t]);
  useEffect(() => {
    void load();
  }, [load]);

  const start = (c: ContactChannel) => {
    setChannel(c);
    setOutcome(OUTCOMES[c][0]!);
    setNote('');
    setError('');
  };

  const onSave = async (ev: FormEvent<HTMLFormElement>) => {
    ev.preventDefault();
    if (!channel) return;
    const f = new FormData(ev.currentTarget);
    const text = String(f.get('note') ?? '').trim();
    const local = String(f.get('callbackAt') ?? '');
    setBusy(true);
    setError('');
    try {
      await api(`leads/${leadId}/attempts?lang=${lang}`, {
        method: 'POST',
        body: {
          channel,
          outcome,
          ...(text ? { note: text } : {}),
          // The picker shows UAE time (the desk's): read as Asia/Dubai, UTC+4 all year.
          ...(outcome === 'callback_booked' && local ? { callbackAt: `${local}:00+04:00` } : {}),
        },
      });
      setChannel(null);
      setNote(t('consoleContact:panel.saved'));
    } catch (e) {
      setError(message(e));
    } finally {
      setBusy(false);
      await load();
    }
  };

  if (!data) return error ? <p className="cs-error">{error}</p> : <p className="cs-muted">…</p>;
  return (
    <section className="cc-panel" aria-labelledby="cc-title">
      <h2 id="cc-title">{t('consoleContact:panel.title')}</h2>
      <div className="cc-actions">
        {(['call', 'message'] as const).map((c) => {
          const d = data[c];
          return (
            <div key={c} className="cc-action">
              <button
                type="button"
                disabled={!d.allowed || busy}
                aria-describedby={`cc-why-${c}`}
                aria-pressed={channel === c}
                onClick={() => start(c)}
                data-testid={`contact-${c}`}
              >
                {t(`consoleContact:panel.${c}`)}
              </button>
              <p
                id={`cc-why-${c}`}
                className={d.allowed ? 'cc-why cc-ok' : 'cc-why cs-bad'}
                data-reason={d.reason ?? ''}
              >
                {d.allowed ? t('consoleContact:allowed') : d.message}
              </p>
            </div>
          );
        })}
      </div>
      {channel ? (
        <form className="cs-form cc-form" onSubmit={(ev) => void onSave(ev)}>
          <h3>
            {t('consoleContact:panel.record')}: {t(`consoleContact:channels.${channel}`)}
          </h3>
          <label>
            {t('consoleContact:panel.outcome')}
            <select
              name="outcome"
              value={outcome}
              onChange={(ev) => setOutcome(ev.currentTarget.value as AttemptOutcome)}
            >
              {OUTCOMES[channel].map((o) => (
                <option key={o} value={o}>
                  {t(`consoleContact:outcomes.${o}`)}
                </option>
              ))}
            </select>
          </label>
          {outcome === 'callback_booked' ? (
            <label>
              {t('consoleContact:panel.callbackAt')}
              <input type="datetime-local" name="callbackAt" required dir="ltr" />
            </label>
          ) : null}
          <label>
            {t('consoleContact:panel.note')}
            <textarea name="note" maxLength={500} rows={3} />
          </label>
          <div className="cs-row">
            <button type="submit" disabled={busy}>
              {busy ? t('consoleContact:panel.saving') : t('consoleContact:panel.save')}
            </button>
          </div>
        </form>
      ) : null}
      <p className="cs-error" role="alert">
        {error}
      </p>
      {note && !error ? (
        <p className="cs-muted" role="status">
          {note}
        </p>
      ) : null}
      <h3>{t('consoleContact:panel.history')}</h3>
      {data.attempts.length === 0 ? (
        <p className="cs-muted">{t('consoleContact:panel.empty')}</p>
      ) : (
        <ol className="cc-history">
          {data.attempts.map((a) => (
            <li key={a.id} data-outcome={a.outcome}>
              <span className="cc-when">{when(lang, a.at)}</span>{' '}
              <strong>{t(`consoleContact:channels.${a.channel}`)}</strong> ·{' '}
              {t(`consoleContact:outcomes.${a.outcome}`)}{' '}
              <span className="cs-muted">{t('consoleContact:panel.by', { name: a.staffName })}</span>
              {a.callbackAt ? (
                <span className="cs-muted">
                  {' '}
                  · {t('consoleContact:panel.callbackFor', { time: when(lang, a.callbackAt) })}
                </span>
              ) : null}
              {a.note ? <p className="cc-note">{a.note}</p> : null}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
