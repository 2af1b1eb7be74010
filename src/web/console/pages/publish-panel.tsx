import { useState, type FormEvent } from 'react';
import type { PageLanguageDoc, PageSchedule } from '../../../shared/contracts/console-pages';
import { errorText, issueLines, PAGES_API, PagesError, post, when, type Props } from './common';

const WIDTHS = [390, 1280] as const;

/**
 * Preview (a signed, expiring link to the draft rendered by the real renderer, in an iframe at 390 and 1280 px),
 * publish, unpublish and schedule for one language of a page.
 */
export function PublishPanel(
  props: Props & {
    path: string;
    doc: PageLanguageDoc;
    schedules: readonly PageSchedule[];
    dirty: boolean;
    onDone: (note: string) => void;
  },
) {
  const { t, api, lang, path, doc, schedules, dirty, onDone } = props;
  const language = doc.language;
  const [preview, setPreview] = useState<{ url: string; expiresAt: string } | null>(null);
  const [error, setError] = useState<{ text: string; lines: string[] } | null>(null);
  const [busy, setBusy] = useState(false);
  const run = async (fn: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await fn();
    } catch (e) {
      setError({ text: errorText(t, e), lines: e instanceof PagesError ? issueLines(e.body.issues) : [] });
    } finally {
      setBusy(false);
    }
  };
  const onPreview = () =>
    run(async () => {
      setPreview(
        await post<{ url: string; expiresAt: string }>(api, t, PAGES_API.preview, {
          path,
          language,
          version: doc.version,
        }),
      );
    });
  const onPublish = () =>
    run(async () => {
      await post(api, t, PAGES_API.publish, { path, language, version: doc.version });
      onDone(t('consolePages:publish.published', { version: doc.version, language: language.toUpperCase() }));
    });
  const onUnpublish = () =>
    run(async () => {
      if (!window.confirm(t('consolePages:publish.confirmUnpublish', { language: language.toUpperCase() })))
        return;
      await post(api, t, PAGES_API.unpublish, { path, language });
      onDone(t('consolePages:publish.unpublished', { language: language.toUpperCase() }));
    });
  const onSchedule = (ev: FormEvent<HTMLFormElement>) => {
    ev.preventDefault();
    const f = new FormData(ev.currentTarget);
    const action = String(f.get('action')) === 'unpublish' ? 'unpublish' : 'publish';
    const at = new Date(String(f.get('runAt') ?? ''));
    void run(async () => {
      if (Number.isNaN(at.getTime())) throw new Error(t('consolePages:publish.badTime'));
      await post(api, t, PAGES_API.schedule, {
        path,
        language,
        action,
        ...(action === 'publish' ? { version: doc.version } : {}),
        runAt: at.toISOString(),
      });
      onDone(t('consolePages:publish.scheduled', { time: when(lang, at.toISOString()) }));
    });
  };
  const cancel = (id: number) =>
    run(async () => {
      await post(api, t, PAGES_API.cancelSchedule, { id });
      onDone(t('consolePages:publish.cancelled'));
    });
  const canPublish = doc.hasDraft && !dirty && doc.version > 0;
  const pending = schedules.filter((s) => s.language === language && !s.doneAt);
  return (
    <section className="cs-card cp-publish" aria-labelledby="cp-publish-title">
      <h2 id="cp-publish-title">{t('consolePages:publish.title', { language: language.toUpperCase() })}</h2>
      <p className="cs-muted">
        {doc.published
          ? t('consolePages:publish.live', { version: doc.publishedVersion ?? '—' })
          : t('consolePages:publish.notLive')}{' '}
        {doc.hasDraft ? t('consolePages:publish.draft', { version: doc.version }) : null}
      </p>
      {dirty ? <p className="cp-warn">{t('consolePages:publish.saveFirst')}</p> : null}
      <div className="cp-row">
        <button
          type="button"
          id="cp-preview"
          className="cs-secondary"
          disabled={busy || dirty || doc.version === 0}
          onClick={() => void onPreview()}
        >
          {t('consolePages:publish.preview')}
        </button>
        <button type="button" id="cp-publish" disabled={busy || !canPublish} onClick={() => void onPublish()}>
          {t('consolePages:publish.publish', { language: language.toUpperCase() })}
        </button>
        <button
          type="button"
          className="cs-secondary"
          disabled={busy || !doc.published}
          onClick={() => void onUnpublish()}
        >
          {t('consolePages:publish.unpublish')}
        </button>
      </div>
      <form className="cp-row cp-schedule" onSubmit={onSchedule}>
        <label className="cp-field">
          <span className="cp-label">{t('consolePages:publish.action')}</span>
          <select name="action" defaultValue="publish">
            <option value="publish">{t('consolePages:publish.actionPublish')}</option>
            <option value="unpublish">{t('consolePages:publish.actionUnpublish')}</option>
          </select>
        </label>
        <label className="cp-field">
          <span className="cp-label">{t('consolePages:publish.at')}</span>
          <input name="runAt" type="datetime-local" required dir="ltr" />
        </label>
        <button type="submit" className="cs-secondary" disabled={busy || dirty}>
          {t('consolePages:publish.schedule')}
        </button>
      </form>
      {pending.length ? (
        <ul className="cp-schedules">
          {pending.map((s) => (
            <li key={s.id}>
              {t(`consolePages:publish.pending.${s.action}`, {
                version: s.version ?? '—',
                time: when(lang, s.runAt),
                name: s.by?.name ?? '—',
              })}{' '}
              <button type="button" className="cs-link" onClick={() => void cancel(s.id)}>
                {t('consolePages:publish.cancel')}
              </button>
            </li>
          ))}
        </ul>
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
      {preview ? (
        <div className="cp-previews">
          <p className="cs-muted">
            {t('consolePages:publish.previewUntil', { time: when(lang, preview.expiresAt) })}
          </p>
          {WIDTHS.map((w) => (
            <figure key={w} className={`cp-preview cp-preview-${w}`}>
              <figcaption>{t('consolePages:publish.width', { width: w })}</figcaption>
              <div className="cp-frame-box">
                <iframe
                  title={t('consolePages:publish.previewTitle', {
                    width: w,
                    language: language.toUpperCase(),
                  })}
                  src={preview.url}
                  width={w}
                  height={w === 390 ? 760 : 900}
                  data-width={w}
                />
              </div>
            </figure>
          ))}
        </div>
      ) : null}
    </section>
  );
}
