import { useState, type FormEvent } from 'react';
import { REDIRECT_STATUSES, type TRedirection } from '../../../shared/contracts/console-content';
import type { ConsoleSectionProps } from '../types';
import { ErrorNote, errorText, ListBody, StatusNote, useFormSubmit, useSectionList } from './common';
import './content.css';

type Status = (typeof REDIRECT_STATUSES)[number];
const statusOf = (v: FormDataEntryValue | null): Status => (String(v) === '302' ? 302 : 301);

function StatusSelect({ t, value }: Pick<ConsoleSectionProps, 't'> & { value?: number }) {
  return (
    <label>
      {t('consoleContent:redirections.status')}
      <select name="statusCode" defaultValue={String(value ?? 301)}>
        {REDIRECT_STATUSES.map((s) => (
          <option key={s} value={s}>
            {t(s === 301 ? 'consoleContent:redirections.permanent' : 'consoleContent:redirections.temporary')}
          </option>
        ))}
      </select>
    </label>
  );
}

function Row(props: ConsoleSectionProps & { r: TRedirection; onChanged: (note: string) => void }) {
  const { t, api, r, onChanged } = props;
  const [editing, setEditing] = useState(false);
  const [error, setError] = useState('');
  const run = async (call: () => Promise<unknown>, note: string) => {
    setError('');
    try {
      await call();
      setEditing(false);
      onChanged(t(note));
    } catch (e) {
      setError(errorText(e, props));
    }
  };
  const onSave = (ev: FormEvent<HTMLFormElement>) => {
    ev.preventDefault();
    const f = new FormData(ev.currentTarget);
    const body = { toPath: String(f.get('toPath') ?? ''), statusCode: statusOf(f.get('statusCode')) };
    void run(
      () => api(`redirections/${r.id}`, { method: 'PUT', body }),
      'consoleContent:redirections.changed',
    );
  };
  const onRemove = () => {
    if (!window.confirm(t('consoleContent:redirections.confirmRemove', { from: r.fromPath }))) return;
    void run(() => api(`redirections/${r.id}`, { method: 'DELETE' }), 'consoleContent:redirections.removed');
  };
  return (
    <li className="cs-card" data-testid="redirection" data-from={r.fromPath}>
      <div className="cc-redirect">
        <div>
          <bdi dir="ltr" className="cc-path">
            {r.fromPath} → {r.toPath}
          </bdi>{' '}
          <span className="cs-muted">
            {r.statusCode} ·{' '}
            {t(r.seeded ? 'consoleContent:redirections.seeded' : 'consoleContent:redirections.edited')}
          </span>
        </div>
        {editing ? null : (
          <div className="cc-actions">
            <button type="button" className="cs-secondary" onClick={() => setEditing(true)}>
              {t('consoleContent:redirections.edit')}
            </button>
            <button type="button" className="cs-secondary" onClick={onRemove}>
              {t('consoleContent:redirections.remove')}
            </button>
          </div>
        )}
      </div>
      {editing ? (
        <form onSubmit={onSave}>
          <div className="cc-fields">
            <label>
              {t('consoleContent:redirections.to')}
              <input name="toPath" required maxLength={300} dir="ltr" defaultValue={r.toPath} />
            </label>
            <StatusSelect t={t} value={r.statusCode} />
          </div>
          <div className="cc-actions">
            <button type="submit">{t('consoleContent:redirections.save')}</button>
            <button type="button" className="cs-secondary" onClick={() => setEditing(false)}>
              {t('consoleContent:redirections.cancel')}
            </button>
          </div>
        </form>
      ) : null}
      <ErrorNote error={error} />
    </li>
  );
}

/**
 * Redirections (decision 0124; content editors and admins): add one (from, to, 301 or 302), change where one goes,
 * remove one. The server normalises the paths and refuses loops and chains; a change works at once.
 */
export default function RedirectionsSection(props: ConsoleSectionProps) {
  const { t, api } = props;
  const { rows, error, note, changed } = useSectionList<TRedirection>(props, 'redirections');
  const { busy, formError, submit } = useFormSubmit(props);
  const onAdd = async (ev: FormEvent<HTMLFormElement>) => {
    ev.preventDefault();
    const form = ev.currentTarget;
    const f = new FormData(form);
    await submit(async () => {
      await api<TRedirection>('redirections', {
        method: 'POST',
        body: {
          fromPath: String(f.get('fromPath') ?? ''),
          toPath: String(f.get('toPath') ?? ''),
          statusCode: statusOf(f.get('statusCode')),
        },
      });
      form.reset();
      changed(t('consoleContent:redirections.added'));
    });
  };
  return (
    <section>
      <h1>{t('consoleContent:redirections.title')}</h1>
      <form className="cs-card" onSubmit={(ev) => void onAdd(ev)}>
        <h2>{t('consoleContent:redirections.add')}</h2>
        <p className="cs-muted">{t('consoleContent:redirections.help')}</p>
        <div className="cc-fields">
          <label>
            {t('consoleContent:redirections.from')}
            <input name="fromPath" required maxLength={300} dir="ltr" placeholder="/old-page/" />
          </label>
          <label>
            {t('consoleContent:redirections.to')}
            <input name="toPath" required maxLength={300} dir="ltr" placeholder="/new-page/" />
          </label>
          <StatusSelect t={t} />
        </div>
        <button type="submit" disabled={busy}>
          {busy ? t('consoleContent:redirections.saving') : t('consoleContent:redirections.save')}
        </button>
        <ErrorNote error={formError} />
      </form>
      <StatusNote note={note} />
      <ListBody t={t} rows={rows} error={error} empty={t('consoleContent:redirections.empty')}>
        {(list) => (
          <>
            <p className="cs-muted">{t('consoleContent:redirections.count', { count: list.length })}</p>
            <ul className="cc-list">
              {list.map((r) => (
                <Row key={r.id} {...props} r={r} onChanged={changed} />
              ))}
            </ul>
          </>
        )}
      </ListBody>
    </section>
  );
}
