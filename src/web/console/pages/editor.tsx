import { useCallback, useEffect, useState } from 'react';
import type { PageDetail, PageDiffEntry, PageLock } from '../../../shared/contracts/console-pages';
import type { LangCode } from '../../../shared/domain/locales';
import { BlockList, MetaForm } from './blocks-editor';
import {
  errorText,
  issueLines,
  LanguageMarks,
  PAGES_API,
  PagesError,
  post,
  query,
  when,
  type Props,
} from './common';
import { blocksValue, editOf, metaValue, type LangEdit } from './drafts';
import { DiffView, HistoryPanel } from './history';
import { ImagePickerContext } from './image-picker';
import { PublishPanel } from './publish-panel';
import { Translations } from './translations';

type Conflict = { version: number; name: string; at: string; entries: PageDiffEntry[] };
const HEARTBEAT_MS = 45_000;

/** Takes the page's edit lock and keeps it while the editor is open; answers who holds it. */
function useLock(props: Props, path: string) {
  const { api, t } = props;
  const [lock, setLock] = useState<PageLock | null>(null);
  useEffect(() => {
    let live = true;
    const take = () =>
      post<{ lock: PageLock | null }>(api, t, PAGES_API.lock, { path }).then(
        (r) => live && setLock(r.lock),
        (e: unknown) => {
          if (live && e instanceof PagesError && e.body.lock) setLock(e.body.lock);
        },
      );
    void take();
    const timer = window.setInterval(() => void take(), HEARTBEAT_MS);
    return () => {
      live = false;
      window.clearInterval(timer);
      void post(api, t, PAGES_API.release, { path }).catch(() => undefined);
    };
  }, [api, t, path]);
  return lock;
}

/** One page: its languages as tabs (metadata, blocks, publish, history) and the translations side by side. */
export function PageEditor(props: Props & { path: string }) {
  const { t, api, lang, path, navigate } = props;
  const [detail, setDetail] = useState<PageDetail | null>(null);
  const [edits, setEdits] = useState<Record<string, LangEdit>>({});
  const [tab, setTab] = useState<string>('en');
  const [note, setNote] = useState('');
  const [error, setError] = useState<{ text: string; lines: string[] } | null>(null);
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const [busy, setBusy] = useState(false);
  const lock = useLock(props, path);

  const load = useCallback(
    async (keep: ReadonlySet<string> = new Set()) => {
      const d = await api<PageDetail>(`${PAGES_API.one}?${query({ path })}`);
      setDetail(d);
      setEdits((old) => {
        const next: Record<string, LangEdit> = {};
        for (const doc of d.languages) {
          const o = old[doc.language];
          next[doc.language] = o && keep.has(doc.language) && o.dirty ? o : editOf(doc);
        }
        return next;
      });
      return d;
    },
    [api, path],
  );
  useEffect(() => {
    load().catch((e: unknown) => setError({ text: errorText(t, e), lines: [] }));
  }, [load, t]);

  const dirtyLangs = new Set(
    Object.values(edits)
      .filter((e) => e.dirty)
      .map((e) => e.doc.language),
  );
  const reloadKeepingOthers = async (saved: string, message: string) => {
    const others = new Set([...dirtyLangs].filter((l) => l !== saved));
    await load(others);
    setNote(message);
  };
  /** After a publish, restore or schedule: the page read again, then the note (so it describes what is shown). */
  const done = (message: string) => {
    setConflict(null);
    load(dirtyLangs).then(
      () => setNote(message),
      (e: unknown) => setError({ text: errorText(t, e), lines: [] }),
    );
  };

  const save = async (edit: LangEdit) => {
    setBusy(true);
    setError(null);
    setConflict(null);
    setNote('');
    const language = edit.doc.language;
    try {
      const r = await post<{ version: number; carried: { language: string; version: number }[] }>(
        api,
        t,
        PAGES_API.draft,
        {
          path,
          language,
          baseVersion: edit.doc.latestVersion,
          metaData: metaValue(edit),
          blocks: blocksValue(edit),
        },
      );
      const carried = r.carried.map((c) => c.language.toUpperCase()).join(', ');
      await reloadKeepingOthers(
        language,
        t('consolePages:editor.saved', { version: r.version, language: language.toUpperCase() }) +
          (carried ? ` ${t('consolePages:editor.carried', { languages: carried })}` : ''),
      );
    } catch (e) {
      if (e instanceof PagesError && e.code === 'PAGE_VERSION_CONFLICT' && e.body.conflict) {
        const c = e.body.conflict;
        const diff = await api<{ entries: PageDiffEntry[] }>(
          `${PAGES_API.diff}?${query({ path, language, from: edit.doc.latestVersion, to: c.version })}`,
        ).catch(() => ({ entries: [] }));
        setConflict({ version: c.version, name: c.by?.name ?? '—', at: c.at, entries: diff.entries });
      } else
        setError({ text: errorText(t, e), lines: e instanceof PagesError ? issueLines(e.body.issues) : [] });
    } finally {
      setBusy(false);
    }
  };

  if (!detail)
    return (
      <section className="cp-section">
        <p>
          <a href="#pages">{t('consolePages:editor.back')}</a>
        </p>
        {error ? (
          <p className="cs-error" role="alert">
            {error.text}
          </p>
        ) : (
          <p className="cs-muted">{t('consolePages:editor.loading')}</p>
        )}
      </section>
    );

  const edit = edits[tab];
  const en = edits.en;
  const siblings = detail.languages.filter((l) => l.published).map((l) => l.language as LangCode);
  const lockedByOther = lock !== null && !lock.mine;
  const setEdit = (e: LangEdit) => setEdits((x) => ({ ...x, [e.doc.language]: e }));
  return (
    <section className="cp-section cp-editor">
      <p>
        <a href="#pages" onClick={() => navigate('pages')}>
          {t('consolePages:editor.back')}
        </a>
      </p>
      <h1>
        {en ? (en.doc.texts['metaData.metaTags.0.content'] ?? path) : path}{' '}
        <bdi dir="ltr" className="cs-muted cp-path">
          {path}
        </bdi>
      </h1>
      <p className={lockedByOther ? 'cp-lock cp-lock-other' : 'cp-lock'} role="status">
        {lock
          ? lock.mine
            ? t('consolePages:lock.mine', { time: when(lang, lock.expiresAt) })
            : t('consolePages:lock.other', { name: lock.by?.name ?? '—', time: when(lang, lock.since) })
          : t('consolePages:lock.none')}
      </p>
      <div className="cp-tabs" role="tablist" aria-label={t('consolePages:editor.languages')}>
        {detail.languages.map((l) => (
          <button
            key={l.language}
            type="button"
            role="tab"
            data-lang={l.language}
            aria-selected={tab === l.language}
            className="cp-tab"
            onClick={() => setTab(l.language)}
          >
            <LanguageMarks t={t} s={l} />
            {dirtyLangs.has(l.language) ? (
              <span className="cp-mark cp-mark-unsaved">{t('consolePages:marks.unsaved')}</span>
            ) : null}
          </button>
        ))}
        <button
          type="button"
          role="tab"
          aria-selected={tab === 'side'}
          className="cp-tab"
          onClick={() => setTab('side')}
        >
          {t('consolePages:translations.tab')}
        </button>
      </div>
      <p className="cp-note" id="cp-note" role="status">
        {note}
      </p>
      {conflict ? (
        <div className="cs-card cp-conflict" role="alert">
          <p>
            {t('consolePages:editor.conflict', {
              name: conflict.name,
              version: conflict.version,
              time: when(lang, conflict.at),
            })}
          </p>
          <DiffView t={t} entries={conflict.entries} />
          <button
            type="button"
            onClick={() => {
              setConflict(null);
              void load(new Set([...dirtyLangs].filter((l) => l !== tab)));
            }}
          >
            {t('consolePages:editor.reload')}
          </button>
        </div>
      ) : null}
      {error ? (
        <div className="cs-error" role="alert">
          <p>{error.text}</p>
          {error.lines.length ? (
            <ul>
              {error.lines.map((l) => (
                <li key={l} dir="ltr">
                  {l}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
      {tab === 'side' ? (
        <Translations {...props} path={path} docs={detail.languages} dirty={dirtyLangs} onDone={done} />
      ) : edit ? (
        <div
          className="cp-editor-grid"
          lang={edit.doc.language}
          dir={edit.doc.language === 'ar' ? 'rtl' : 'ltr'}
        >
          <div className="cp-editor-main">
            <MetaForm t={t} path={path} edit={edit} siblings={siblings} onChange={setEdit} />
            {/* Image addresses belong to the English structure (other languages take them from it): the picker
                is offered in English only, elsewhere the form shows the current image. */}
            <ImagePickerContext value={edit.doc.language === 'en' ? { api, language: 'en', ui: lang } : null}>
              <BlockList t={t} edit={edit} structure={edit.doc.language === 'en'} onChange={setEdit} />
            </ImagePickerContext>
            <div className="cp-row cp-save-bar">
              <button
                type="button"
                id="cp-save"
                disabled={busy || lockedByOther || !edit.dirty}
                onClick={() => void save(edit)}
              >
                {t('consolePages:editor.save', { language: edit.doc.language.toUpperCase() })}
              </button>
              <button
                type="button"
                className="cs-secondary"
                disabled={busy || !edit.dirty}
                onClick={() => setEdit(editOf(edit.doc))}
              >
                {t('consolePages:editor.discard')}
              </button>
            </div>
          </div>
          <div className="cp-editor-side" lang={lang} dir={lang === 'ar' ? 'rtl' : 'ltr'}>
            <PublishPanel
              key={`publish-${edit.doc.language}`}
              {...props}
              path={path}
              doc={edit.doc}
              schedules={detail.schedules}
              dirty={edit.dirty}
              onDone={done}
            />
            <HistoryPanel
              key={`history-${edit.doc.language}`}
              {...props}
              path={path}
              doc={edit.doc}
              dirty={edit.dirty}
              onDone={done}
            />
          </div>
        </div>
      ) : null}
    </section>
  );
}
