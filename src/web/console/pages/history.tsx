import { useState } from 'react';
import type { PageDiffEntry, PageLanguageDoc } from '../../../shared/contracts/console-pages';
import { errorText, PAGES_API, post, query, when, type Props, type T } from './common';

const show = (v: unknown) => (v === undefined ? '—' : typeof v === 'string' ? v : JSON.stringify(v));

/** A diff between two versions: blocks added, removed, moved, and the changed paths with both values. */
export function DiffView({ t, entries }: { t: T; entries: readonly PageDiffEntry[] }) {
  if (entries.length === 0) return <p className="cs-muted">{t('consolePages:history.same')}</p>;
  return (
    <ul className="cp-diff">
      {entries.map((e, i) => (
        <li key={`${e.key}-${i}`} className={`cp-diff-${e.kind}`}>
          <strong>{t(`consolePages:history.kind.${e.kind}`)}</strong>{' '}
          <bdi dir="ltr">
            {e.blockType ? `${e.blockType} ` : ''}
            {e.key}
          </bdi>
          {e.kind === 'moved' ? (
            <span>
              {' '}
              {t('consolePages:history.moved', { from: (e.fromIndex ?? 0) + 1, to: (e.toIndex ?? 0) + 1 })}
            </span>
          ) : null}
          {e.changes.length ? (
            <table className="cp-diff-table">
              <thead>
                <tr>
                  <th scope="col">{t('consolePages:history.path')}</th>
                  <th scope="col">{t('consolePages:history.before')}</th>
                  <th scope="col">{t('consolePages:history.after')}</th>
                </tr>
              </thead>
              <tbody>
                {e.changes.map((c) => (
                  <tr key={c.path}>
                    <td dir="ltr">{c.path}</td>
                    <td>
                      <del>{show(c.before)}</del>
                    </td>
                    <td>
                      <ins>{show(c.after)}</ins>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/** The versions of one language, each with its diff from the one before and a one-click restore. */
export function HistoryPanel(
  props: Props & { path: string; doc: PageLanguageDoc; dirty: boolean; onDone: (note: string) => void },
) {
  const { t, api, lang, path, doc, dirty, onDone } = props;
  const [diff, setDiff] = useState<{ version: number; entries: PageDiffEntry[] } | null>(null);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const language = doc.language;
  const versions = [...doc.versions].sort((a, b) => b.version - a.version);
  const openDiff = async (from: number, to: number) => {
    setError('');
    try {
      const d = await api<{ entries: PageDiffEntry[] }>(
        `${PAGES_API.diff}?${query({ path, language, from, to })}`,
      );
      setDiff({ version: to, entries: d.entries });
    } catch (e) {
      setError(errorText(t, e));
    }
  };
  const restore = async (version: number) => {
    setBusy(true);
    setError('');
    try {
      const r = await post<{ version: number }>(api, t, PAGES_API.restore, {
        path,
        language,
        version,
        baseVersion: doc.latestVersion,
      });
      onDone(t('consolePages:history.restored', { version, draft: r.version }));
    } catch (e) {
      setError(errorText(t, e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="cs-card cp-history" aria-labelledby="cp-history-title">
      <h2 id="cp-history-title">{t('consolePages:history.title', { language: language.toUpperCase() })}</h2>
      {versions.length === 0 ? <p className="cs-muted">{t('consolePages:history.none')}</p> : null}
      <ol className="cp-versions">
        {versions.map((v, i) => {
          const prev = versions[i + 1];
          return (
            <li key={v.version} className="cp-version" data-version={v.version}>
              <span>
                <strong>{t('consolePages:history.version', { version: v.version })}</strong>{' '}
                <span className={`cp-mark cp-mark-${v.status}`}>
                  {t(`consolePages:history.status.${v.status}`)}
                </span>{' '}
                <span className="cs-muted">
                  {t('consolePages:history.by', {
                    name: v.by?.name ?? t('consolePages:history.seed'),
                    time: when(lang, v.at),
                  })}
                  {v.origin.startsWith('restore:')
                    ? ` · ${t('consolePages:history.fromRestore', { version: v.origin.slice(8) })}`
                    : ''}
                </span>
              </span>
              <span className="cp-row">
                {prev ? (
                  <button
                    type="button"
                    className="cs-secondary cp-small"
                    onClick={() => void openDiff(prev.version, v.version)}
                  >
                    {t('consolePages:history.diff', { from: prev.version, to: v.version })}
                  </button>
                ) : null}
                {v.version !== doc.latestVersion ? (
                  <button
                    type="button"
                    className="cs-secondary cp-small"
                    data-restore={v.version}
                    disabled={busy || dirty}
                    onClick={() => void restore(v.version)}
                  >
                    {t('consolePages:history.restore', { version: v.version })}
                  </button>
                ) : null}
              </span>
              {diff?.version === v.version ? <DiffView t={t} entries={diff.entries} /> : null}
            </li>
          );
        })}
      </ol>
      <p className="cs-error" role="alert">
        {error}
      </p>
    </section>
  );
}
