import { useCallback, useEffect, useMemo, useState } from 'react';
import type {
  TPreview,
  TRateTableDetail,
  TRateTableVersion,
} from '../../../shared/contracts/console-catalogue';
import { diffJson, type JsonChange } from '../../../shared/domain/json-diff';
import type { ConsoleSectionProps } from '../types';
import { DiffList } from './diff-list';
import { numberFields, withNumbers } from './fields';
import { errorText, when } from './format';
import { catalogueLabels } from './item-form';
import { PreviewTables } from './preview-table';

/** Field rows shown at once (a filter narrows a large table to what is being changed). */
const MAX_ROWS = 150;

/**
 * One rate table (decision 0125): its numbers by path with the published value beside the edited one, a draft
 * saved on the server, the preview of the draft's effect, publish (enabled once the current draft is previewed),
 * and the history of versions with restore.
 */
export function RateTableEditor(props: ConsoleSectionProps & { id: string }) {
  const { t, api, lang, id, navigate } = props;
  const k = (key: string, vars?: Record<string, string | number>) => t(`consoleCatalogue:${key}`, vars);
  const [table, setTable] = useState<TRateTableDetail | null>(null);
  const [edits, setEdits] = useState<Map<string, string>>(new Map());
  const [filter, setFilter] = useState('');
  const [preview, setPreview] = useState<TPreview | null>(null);
  const [note, setNote] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const [changes, setChanges] = useState<{ version: number; from: number; list: JsonChange[] } | null>(null);

  const load = useCallback(async () => {
    setError('');
    try {
      const d = await api<TRateTableDetail>(`catalogue/rate-tables/${encodeURIComponent(id)}`);
      setTable(d);
      const published = new Map(numberFields(d.data).map((f) => [f.path, f.value]));
      const drafted = d.draft ? numberFields(d.draft.data) : [];
      setEdits(
        new Map(
          drafted.filter((f) => published.get(f.path) !== f.value).map((f) => [f.path, String(f.value)]),
        ),
      );
      setPreview(null);
    } catch (e) {
      setError(errorText(t, e));
    }
  }, [api, id, t]);
  useEffect(() => void load(), [load]);

  const fields = useMemo(() => (table ? numberFields(table.data) : []), [table]);
  if (!table)
    return (
      <p className={error ? 'cs-error' : 'cs-muted'} role={error ? 'alert' : undefined}>
        {error || k('loading')}
      </p>
    );

  const draftDoc = () =>
    withNumbers(table.data, new Map([...edits].map(([p, v]) => [p, v.trim() === '' ? NaN : Number(v)])));
  const run = async (what: () => Promise<void>) => {
    setBusy(true);
    setError('');
    setNote('');
    try {
      await what();
    } catch (e) {
      setError(errorText(t, e));
    } finally {
      setBusy(false);
    }
  };
  const path = (action: string) => `catalogue/rate-tables/${encodeURIComponent(id)}/${action}`;
  const saveDraft = () =>
    run(async () => {
      await api(path('draft'), { body: { data: draftDoc(), baseVersion: table.version } });
      setNote(k('editor.saved'));
    });
  const doPreview = () =>
    run(async () => setPreview(await api<TPreview>(path('preview'), { body: { data: draftDoc() } })));
  const publish = () =>
    run(async () => {
      const r = await api<{ version: number }>(path('publish'), {
        body: { data: draftDoc(), baseVersion: table.version },
      });
      await load();
      setNote(k('editor.published', { version: r.version }));
    });
  const discard = () =>
    run(async () => {
      await api(path('draft/discard'), { method: 'POST' });
      await load();
      setNote(k('editor.discarded'));
    });
  const restore = (version: number) =>
    run(async () => {
      const r = await api<{ version: number }>(path('restore'), {
        body: { version, baseVersion: table.version },
      });
      await load();
      setNote(k('history.restored', { from: version, version: r.version }));
    });
  /** A version's changes from the one before it (its own `version` number left out: every version moves it). */
  const showChanges = (version: number) => {
    if (changes?.version === version) return setChanges(null);
    void run(async () => {
      const v = await api<TRateTableVersion>(path(`versions/${version}`));
      const list = diffJson(v.previous?.data ?? {}, v.data).filter((c) => c.path !== 'version');
      setChanges({ version, from: v.previous?.version ?? 0, list });
    });
  };
  const edit = (p: string, v: string) => {
    setPreview(null);
    setEdits((m) => {
      const next = new Map(m);
      const original = fields.find((f) => f.path === p)?.value;
      if (v !== '' && Number(v) === original) next.delete(p);
      else next.set(p, v);
      return next;
    });
  };

  const shown = fields.filter((f) => !filter || f.path.toLowerCase().includes(filter.toLowerCase()));
  const insurer = lang === 'ar' ? table.insurer.ar : table.insurer.en;
  return (
    <div className="cc-editor">
      <p>
        <button type="button" className="cs-secondary" onClick={() => navigate('catalogue')}>
          {k('editor.back')}
        </button>
      </p>
      <h1>{insurer}</h1>
      <p className="cs-muted">
        <bdi dir="ltr" className="cc-code">
          {table.id}
        </bdi>{' '}
        · {t(`consoleLeads:products.${table.productId}`)} ·{' '}
        {k('editor.version', { version: table.version, time: when(lang, table.updatedAt) })}
        {table.draft ? ` · ${k('editor.draftFrom', { time: when(lang, table.draft.updatedAt) })}` : ''}
      </p>
      <div className="cs-card">
        <p className="cs-muted">{k('editor.numbersOnly')}</p>
        <label className="cc-filter">
          {k('editor.filter')}
          <input type="search" dir="ltr" value={filter} onChange={(e) => setFilter(e.target.value)} />
        </label>
        <div className="cs-table-wrap cc-fields" tabIndex={0} aria-label={k('editor.fields')}>
          <table className="cs-table" id="catalogue-fields">
            <caption className="cc-caption">{k('editor.fields')}</caption>
            <thead>
              <tr>
                <th scope="col">{k('editor.field')}</th>
                <th scope="col">{k('editor.publishedValue')}</th>
                <th scope="col">{k('editor.value')}</th>
              </tr>
            </thead>
            <tbody>
              {shown.slice(0, MAX_ROWS).map((f) => {
                const v = edits.get(f.path);
                return (
                  <tr key={f.path} className={v === undefined ? undefined : 'cc-moved'}>
                    <th scope="row">
                      <code dir="ltr" className="cc-code">
                        {f.path}
                      </code>
                    </th>
                    <td data-label={k('editor.publishedValue')}>
                      <span dir="ltr">{f.value}</span>
                    </td>
                    <td>
                      <input
                        type="number"
                        dir="ltr"
                        step="any"
                        className="cc-number"
                        aria-label={f.path}
                        data-path={f.path}
                        value={v ?? String(f.value)}
                        onChange={(e) => edit(f.path, e.target.value)}
                      />
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
        {shown.length > MAX_ROWS ? (
          <p className="cs-muted">{k('editor.more', { count: shown.length - MAX_ROWS })}</p>
        ) : null}
        <p className="cs-muted" aria-live="polite">
          {k('editor.changed', { count: edits.size })}
        </p>
        <div className="cs-row">
          <button type="button" disabled={busy || edits.size === 0} onClick={() => void saveDraft()}>
            {k('editor.saveDraft')}
          </button>
          <button
            type="button"
            id="catalogue-preview-button"
            disabled={busy || edits.size === 0}
            onClick={() => void doPreview()}
          >
            {k('editor.preview')}
          </button>
          <button
            type="button"
            id="catalogue-publish"
            disabled={busy || edits.size === 0 || preview === null}
            onClick={() => void publish()}
          >
            {k('editor.publish')}
          </button>
          {table.draft ? (
            <button type="button" className="cs-secondary" disabled={busy} onClick={() => void discard()}>
              {k('editor.discard')}
            </button>
          ) : null}
        </div>
        {edits.size > 0 && preview === null ? <p className="cs-muted">{k('editor.publishHint')}</p> : null}
        <p role="status" id="catalogue-note">
          {note}
        </p>
        <p className="cs-error" role="alert">
          {error}
        </p>
      </div>
      {preview ? <PreviewTables t={t} lang={lang} preview={preview} /> : null}
      <section className="cs-card" aria-labelledby="catalogue-history">
        <h2 id="catalogue-history">{k('history.title')}</h2>
        <ul className="cs-plain" id="catalogue-history-list">
          {table.history.map((h, i) => (
            <li key={h.version} className="cs-row cc-version" data-version={h.version}>
              <span>
                {k('history.version', { version: h.version })} · {when(lang, h.updatedAt)}
              </span>
              {i < table.history.length - 1 ? (
                <button
                  type="button"
                  className="cs-secondary"
                  data-show-changes
                  aria-expanded={changes?.version === h.version}
                  onClick={() => showChanges(h.version)}
                >
                  {k(changes?.version === h.version ? 'diff.hide' : 'diff.show')}
                </button>
              ) : null}
              {h.version === table.version ? (
                <span className="cs-muted">{k('history.current')}</span>
              ) : (
                <button
                  type="button"
                  className="cs-secondary"
                  disabled={busy}
                  onClick={() => void restore(h.version)}
                >
                  {k('history.restore', { version: h.version })}
                </button>
              )}
              {changes?.version === h.version ? (
                <div className="cc-history-diff">
                  <DiffList
                    t={catalogueLabels(t)}
                    changes={changes.list}
                    id={`catalogue-diff-${h.version}`}
                    caption={k('diff.fromVersion', { from: changes.from, version: h.version })}
                  />
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
