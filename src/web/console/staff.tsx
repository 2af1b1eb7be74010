import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { CONSOLE_ROLES, type ConsoleRole } from '../../shared/contracts/console';
import type { TStaffList } from '../../shared/contracts/console-admin';
import { StaffPasskeys } from './staff-passkeys';
import type { ConsoleSectionProps } from './types';
import './console-admin.css';
import { message, when } from './format';

type Person = TStaffList['staff'][number];
/** '1, 3' → [1, 3]; anything else is dropped. */
const productsOf = (s: string) =>
  s
    .split(/[,\s،]+/)
    .map(Number)
    .filter((n) => Number.isInteger(n) && n > 0);
const worksProducts = (r: ConsoleRole) => r === 'agent' || r === 'team_lead';

/** A person's row: disable or enable, the role form (decision 0116), their passkeys (decision 0119). */
function PersonRow(props: ConsoleSectionProps & { p: Person; onChanged: (note: string) => void }) {
  const { t, api, p, me, lang, onChanged } = props;
  const [editing, setEditing] = useState(false);
  const [role, setRole] = useState<ConsoleRole>(p.role);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const run = async (path: string, body?: unknown) => {
    setBusy(true);
    setError('');
    try {
      await api(`staff/${p.id}/${path}`, { method: 'POST', ...(body ? { body } : {}) });
      setEditing(false);
      onChanged(t('consoleAdmin:staff.done'));
    } catch (e) {
      setError(message(e));
    } finally {
      setBusy(false);
    }
  };
  const onRole = (ev: FormEvent<HTMLFormElement>) => {
    ev.preventDefault();
    const f = new FormData(ev.currentTarget);
    void run('role', {
      role,
      products: worksProducts(role) ? productsOf(String(f.get('products') ?? '')) : [],
    });
  };
  const state = p.disabled ? 'disabled' : p.pending ? 'pending' : 'active';
  return (
    <li className="cs-card cs-staff-row">
      <div className="cs-row cs-staff-head">
        <strong>
          {p.displayName}{' '}
          {p.id === me.id ? <span className="cs-muted">{t('consoleAdmin:staff.you')}</span> : null}
        </strong>
        <span className={`cs-status cs-staff-${state}`}>{t(`consoleAdmin:staff.${state}`)}</span>
      </div>
      <dl className="cs-facts">
        <dt>{t('consoleAdmin:staff.email')}</dt>
        <dd dir="ltr">{p.email}</dd>
        <dt>{t('consoleAdmin:staff.role')}</dt>
        <dd>{t(`consoleAdmin:roles.${p.role}`)}</dd>
        {worksProducts(p.role) ? (
          <>
            <dt>{t('consoleAdmin:staff.products')}</dt>
            <dd>
              {p.products
                .map((n) => t(`consoleLeads:products.${n}`, { defaultValue: String(n) }))
                .join('، ') || '—'}
            </dd>
          </>
        ) : null}
        <dt>{t('consoleAdmin:staff.lastSignIn')}</dt>
        <dd>{p.lastSignInAt ? when(lang, p.lastSignInAt) : t('consoleAdmin:staff.never')}</dd>
      </dl>
      {editing ? (
        <form className="cs-role-form" onSubmit={onRole}>
          <label>
            {t('consoleAdmin:staff.role')}
            <select value={role} onChange={(e) => setRole(e.target.value as ConsoleRole)}>
              {CONSOLE_ROLES.map((r) => (
                <option key={r} value={r}>
                  {t(`consoleAdmin:roles.${r}`)}
                </option>
              ))}
            </select>
          </label>
          {worksProducts(role) ? (
            <label>
              {t('consoleAdmin:staff.products')}
              <input name="products" dir="ltr" inputMode="numeric" defaultValue={p.products.join(', ')} />
              <span className="cs-muted">{t('consoleAdmin:staff.productsHint')}</span>
            </label>
          ) : null}
          <div className="cs-row">
            <button type="submit" disabled={busy}>
              {t('consoleAdmin:staff.save')}
            </button>
            <button type="button" className="cs-secondary" onClick={() => setEditing(false)}>
              {t('consoleAdmin:staff.cancel')}
            </button>
          </div>
        </form>
      ) : (
        <div className="cs-row cs-staff-actions">
          <button type="button" className="cs-secondary" onClick={() => setEditing(true)} disabled={busy}>
            {t('consoleAdmin:staff.changeRole')}
          </button>
          {p.disabled ? (
            <button type="button" className="cs-secondary" onClick={() => void run('enable')} disabled={busy}>
              {t('consoleAdmin:staff.enable')}
            </button>
          ) : p.id !== me.id ? (
            <button
              type="button"
              className="cs-secondary"
              disabled={busy}
              onClick={() => {
                if (window.confirm(t('consoleAdmin:staff.confirmDisable', { name: p.displayName })))
                  void run('disable');
              }}
            >
              {t('consoleAdmin:staff.disable')}
            </button>
          ) : null}
        </div>
      )}
      {p.pending ? null : <StaffPasskeys t={t} api={api} lang={lang} staffId={p.id} name={p.displayName} />}
      <p className="cs-error" role="alert">
        {error}
      </p>
    </li>
  );
}

/** The invitation form (POST /api/console/staff/invitations): answers the single-use link. */
function InviteForm({ t, api, onInvited }: ConsoleSectionProps & { onInvited: () => void }) {
  const [role, setRole] = useState<ConsoleRole>('agent');
  const [result, setResult] = useState<{ link: string; emailed: boolean } | null>(null);
  const [error, setError] = useState('');
  const onSubmit = async (ev: FormEvent<HTMLFormElement>) => {
    ev.preventDefault();
    const form = ev.currentTarget;
    const f = new FormData(form);
    setError('');
    try {
      const r = await api<{ link: string; emailed: boolean }>('staff/invitations', {
        method: 'POST',
        body: {
          email: String(f.get('email') ?? ''),
          displayName: String(f.get('displayName') ?? ''),
          role,
          products: worksProducts(role) ? productsOf(String(f.get('products') ?? '')) : [],
          lang: f.get('lang') === 'ar' ? 'ar' : 'en',
        },
      });
      setResult(r);
      form.reset();
      onInvited();
    } catch (e) {
      setError(message(e));
    }
  };
  return (
    <form className="cs-card cs-invite" onSubmit={(e) => void onSubmit(e)}>
      <h2>{t('consoleAdmin:staff.invite')}</h2>
      <div className="cs-filters">
        <label>
          {t('consoleAdmin:staff.name')}
          <input name="displayName" required maxLength={120} autoComplete="off" />
        </label>
        <label>
          {t('consoleAdmin:staff.email')}
          <input name="email" type="email" required dir="ltr" autoComplete="off" />
        </label>
        <label>
          {t('consoleAdmin:staff.role')}
          <select value={role} onChange={(e) => setRole(e.target.value as ConsoleRole)}>
            {CONSOLE_ROLES.map((r) => (
              <option key={r} value={r}>
                {t(`consoleAdmin:roles.${r}`)}
              </option>
            ))}
          </select>
        </label>
        {worksProducts(role) ? (
          <label>
            {t('consoleAdmin:staff.products')}
            <input name="products" dir="ltr" inputMode="numeric" placeholder="1, 3" />
          </label>
        ) : null}
        <label>
          {t('consoleAdmin:staff.language')}
          <select name="lang" defaultValue="en">
            <option value="en">English</option>
            <option value="ar">العربية</option>
          </select>
        </label>
        <div className="cs-row">
          <button type="submit">{t('consoleAdmin:staff.send')}</button>
        </div>
      </div>
      <p className="cs-error" role="alert">
        {error}
      </p>
      {result ? (
        <p role="status">
          {t('consoleAdmin:staff.invited')} <code>{result.link}</code>{' '}
          {result.emailed ? t('consoleAdmin:staff.emailed') : null}
        </p>
      ) : null}
    </form>
  );
}

/** Staff management for admins (decision 0116): the people, the open invitations, the invitation form. */
export default function StaffSection(props: ConsoleSectionProps) {
  const { t, api, lang } = props;
  const [list, setList] = useState<TStaffList | null>(null);
  const [error, setError] = useState('');
  const [note, setNote] = useState('');
  const load = useCallback(() => {
    const ac = new AbortController();
    api<TStaffList>('staff', { signal: ac.signal }).then(setList, (e: unknown) => {
      if (!ac.signal.aborted) setError(message(e));
    });
    return () => ac.abort();
  }, [api]);
  useEffect(load, [load]);
  const changed = (n: string) => {
    setNote(n);
    load();
  };
  return (
    <section className="cs-staff">
      <h1>{t('consoleAdmin:staff.title')}</h1>
      <p className="cs-muted" role="status">
        {note}
      </p>
      {error ? (
        <p className="cs-error" role="alert">
          {error}
        </p>
      ) : !list ? (
        <p className="cs-muted">{t('consoleAdmin:loading')}</p>
      ) : (
        <>
          <ul className="cs-lead-list">
            {list.staff.map((p) => (
              <PersonRow key={p.id} {...props} p={p} onChanged={changed} />
            ))}
          </ul>
          <div className="cs-card">
            <h2>{t('consoleAdmin:staff.invitations')}</h2>
            {list.invitations.length === 0 ? (
              <p className="cs-muted">{t('consoleAdmin:staff.noInvitations')}</p>
            ) : (
              <ul className="cs-plain cs-notes">
                {list.invitations.map((i) => (
                  <li key={i.id}>
                    <strong>{i.displayName}</strong> · <span dir="ltr">{i.email}</span> ·{' '}
                    {t(`consoleAdmin:roles.${i.role}`)} ·{' '}
                    <span className="cs-muted">
                      {t('consoleAdmin:staff.expires', { when: when(lang, i.expiresAt) })}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </div>
        </>
      )}
      <InviteForm {...props} onInvited={load} />
    </section>
  );
}
