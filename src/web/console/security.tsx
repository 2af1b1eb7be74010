import { useCallback, useEffect, useState, type FormEvent } from 'react';
import type { PasskeyRow } from '../../shared/contracts/console-passkeys';
import { registerPasskey } from './passkey';
import { passkeyMessage } from './passkey-words';
import type { ConsoleSectionProps } from './types';
import { when } from './format';

/**
 * The 'security' section (decision 0117): the signed-in staff member's passkeys, listed with when each was added
 * and last used; add one (named or not) and remove one after a confirmation. The server wants a sign-in within
 * the last 15 minutes for adding and removing, and says so with CONSOLE_REAUTH_REQUIRED.
 */
export default function SecuritySection({ t, api, lang }: ConsoleSectionProps) {
  const k = (key: string, vars?: Record<string, string | number>) =>
    t(`consolePasskeys:section.${key}`, vars);
  const [rows, setRows] = useState<PasskeyRow[] | null>(null);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState('');
  const [error, setError] = useState('');
  const [confirming, setConfirming] = useState<number | null>(null);

  const load = useCallback(async () => {
    try {
      setRows(await api<PasskeyRow[]>('passkeys'));
    } catch (e) {
      setError(passkeyMessage(t, e));
    }
  }, [api, t]);
  useEffect(() => void load(), [load]);

  const run = async (work: () => Promise<string>) => {
    setBusy(true);
    setError('');
    setStatus('');
    try {
      setStatus(await work());
      await load();
    } catch (e) {
      setError(passkeyMessage(t, e));
    } finally {
      setBusy(false);
    }
  };
  const add = (ev: FormEvent<HTMLFormElement>) => {
    ev.preventDefault();
    const form = ev.currentTarget;
    const name = String(new FormData(form).get('deviceName') ?? '').trim();
    void run(async () => {
      await registerPasskey(api, name || undefined);
      form.reset();
      return k('added');
    });
  };
  const remove = (id: number) =>
    void run(async () => {
      await api(`passkeys/${id}`, { method: 'DELETE' });
      setConfirming(null);
      return k('removed');
    });

  return (
    <section className="cs-card" aria-labelledby="console-passkeys-heading">
      <h2 id="console-passkeys-heading">{k('heading')}</h2>
      <p>{k('intro')}</p>
      {rows === null && !error ? <p className="cs-muted">{k('loading')}</p> : null}
      {rows && rows.length === 0 ? <p className="cs-muted">{k('empty')}</p> : null}
      {rows && rows.length > 0 ? (
        <ul className="cs-plain" id="console-passkey-list">
          {rows.map((p) => {
            const name = p.deviceName ?? k('unnamed');
            return (
              <li key={p.id} className="cs-card">
                <strong>{name}</strong>
                <div className="cs-muted">
                  {k('created', { date: when(lang, p.createdAt) })} ·{' '}
                  {p.lastUsedAt ? k('lastUsed', { date: when(lang, p.lastUsedAt) }) : k('neverUsed')}
                </div>
                {confirming === p.id ? (
                  <div className="cs-row">
                    <span>{k('confirmRemove', { name })}</span>
                    <button type="button" disabled={busy} onClick={() => remove(p.id)}>
                      {k('remove')}
                    </button>
                    <button type="button" className="cs-secondary" onClick={() => setConfirming(null)}>
                      {k('cancel')}
                    </button>
                  </div>
                ) : (
                  <button type="button" className="cs-secondary" onClick={() => setConfirming(p.id)}>
                    {k('remove')}
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      ) : null}
      <form className="cs-form" id="console-passkey-add" onSubmit={add}>
        <label>
          {k('deviceName')}
          <input name="deviceName" type="text" maxLength={60} autoComplete="off" />
        </label>
        <button type="submit" disabled={busy}>
          {k('add')}
        </button>
        <p className="cs-muted">{k('fresh')}</p>
      </form>
      <p role="status" id="console-passkey-status">
        {status}
      </p>
      <p className="cs-error" role="alert">
        {error}
      </p>
    </section>
  );
}
