import { useState } from 'react';
import type { PasskeyRow } from '../../shared/contracts/console-passkeys';
import type { ConsoleSectionProps } from './types';
import { message, when } from './format';

/**
 * A staff member's passkeys for an admin (decision 0119): read when opened, each with its name and last use, removed
 * one at a time or all at once (the server asks for a sign-in within 15 minutes and audits each removal).
 */
export function StaffPasskeys({
  t,
  api,
  lang,
  staffId,
  name,
}: Pick<ConsoleSectionProps, 't' | 'api' | 'lang'> & { staffId: number; name: string }) {
  const [rows, setRows] = useState<PasskeyRow[] | null>(null);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const run = async (work: () => Promise<unknown>) => {
    setBusy(true);
    setError('');
    try {
      await work();
      setRows(await api<PasskeyRow[]>(`staff/${staffId}/passkeys`));
    } catch (e) {
      setError(message(e));
    } finally {
      setBusy(false);
    }
  };
  const remove = (id: number | null) => {
    const ask = id === null ? 'consoleAdmin:passkeys.confirmAll' : 'consoleAdmin:passkeys.confirmOne';
    if (!window.confirm(t(ask, { name }))) return;
    void run(() => api(`staff/${staffId}/passkeys${id === null ? '' : `/${id}`}`, { method: 'DELETE' }));
  };
  return (
    <details
      className="cs-staff-passkeys"
      onToggle={(e) => {
        if (e.currentTarget.open && rows === null) void run(async () => {});
      }}
    >
      <summary>{t('consoleAdmin:passkeys.title')}</summary>
      {rows === null ? (
        <p className="cs-muted">{busy ? t('consoleAdmin:loading') : ''}</p>
      ) : rows.length === 0 ? (
        <p className="cs-muted">{t('consoleAdmin:passkeys.none')}</p>
      ) : (
        <>
          <ul className="cs-plain">
            {rows.map((k) => (
              <li key={k.id} className="cs-row">
                <span>
                  {k.deviceName ?? t('consoleAdmin:passkeys.unnamed')} ·{' '}
                  <span className="cs-muted">
                    {k.lastUsedAt
                      ? t('consoleAdmin:passkeys.lastUsed', { when: when(lang, k.lastUsedAt) })
                      : t('consoleAdmin:passkeys.neverUsed')}
                  </span>
                </span>
                <button type="button" className="cs-secondary" disabled={busy} onClick={() => remove(k.id)}>
                  {t('consoleAdmin:passkeys.remove')}
                </button>
              </li>
            ))}
          </ul>
          <button type="button" className="cs-secondary" disabled={busy} onClick={() => remove(null)}>
            {t('consoleAdmin:passkeys.removeAll')}
          </button>
        </>
      )}
      <p className="cs-error" role="alert">
        {error}
      </p>
    </details>
  );
}
