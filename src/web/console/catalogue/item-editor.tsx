import { useCallback, useEffect, useMemo, useState } from 'react';
import type {
  TCatalogueItemDetail,
  TCatalogueItemKind,
} from '../../../shared/contracts/console-catalogue-items';
import { diffJson } from '../../../shared/domain/json-diff';
import { fromDraft, toDraft, type Draft } from '../pages/block-schema';
import type { ConsoleSectionProps } from '../types';
import { errorText, when } from './format';
import { DiffList } from './diff-list';
import { catalogueLabels, ItemForm } from './item-form';
import { ItemHistory } from './item-history';
import { ItemError, postItem } from './items-api';
import { issuesOf, KINDS, kindSpec, type Issue } from './kinds';

/** A value as text with its keys sorted: two documents that differ only in key order are the same edit. */
function canon(v: unknown): string {
  const sort = (x: unknown): unknown =>
    Array.isArray(x)
      ? x.map(sort)
      : x && typeof x === 'object'
        ? Object.fromEntries(
            Object.keys(x)
              .sort()
              .map((key) => [key, sort((x as Record<string, unknown>)[key])]),
          )
        : x;
  return JSON.stringify(sort(v)) ?? '';
}

type Edit = { draft: Draft; text: string; jsonError: string };

/**
 * One catalogue item (decision 0127): a form generated from its kind's contract (a 'JSON' view for the whole
 * document), checked by the contract as it is edited with the issues beside their fields and listed above the
 * actions; save draft, discard draft, publish (only a valid document), history with restore. A publication opened
 * at an older version is refused (409) and the admin is told to reload.
 */
export function ItemEditor(props: ConsoleSectionProps & { kind: TCatalogueItemKind; id: string }) {
  const { t, api, lang, kind, id } = props;
  const k = (key: string, vars?: Record<string, string | number>) => t(`consoleCatalogue:${key}`, vars);
  const spec = kindSpec(kind);
  const tl = useMemo(() => catalogueLabels(t), [t]);
  const [item, setItem] = useState<TCatalogueItemDetail | null>(null);
  const [start, setStart] = useState('');
  const [edit, setEdit] = useState<Edit | null>(null);
  const [mode, setMode] = useState<'form' | 'json'>('form');
  const [note, setNote] = useState('');
  const [error, setError] = useState('');
  const [serverIssues, setServerIssues] = useState<Issue[]>([]);
  const [stale, setStale] = useState(false);
  const [busy, setBusy] = useState(false);

  const load = useCallback(async () => {
    const d = await api<TCatalogueItemDetail>(`catalogue/${kind}/${encodeURIComponent(id)}`);
    const doc = d.draft?.data ?? d.data;
    const draft = toDraft(spec, doc);
    setItem(d);
    setEdit({ draft, text: JSON.stringify(doc, null, 2), jsonError: '' });
    setStart(canon(fromDraft(spec, draft)));
    setServerIssues([]);
    setStale(false);
  }, [api, kind, id, spec]);
  useEffect(() => {
    load().catch((e: unknown) => setError(errorText(t, e)));
  }, [load, t]);

  /** The document the inputs stand for; undefined while the JSON text does not parse. */
  const value = useMemo((): unknown => {
    if (!edit) return undefined;
    if (mode === 'form') return fromDraft(spec, edit.draft);
    try {
      return JSON.parse(edit.text) as unknown;
    } catch {
      return undefined;
    }
  }, [mode, spec, edit]);
  const jsonError =
    edit && mode === 'json' && value === undefined ? edit.jsonError || k('items.badJson') : '';
  const issues = useMemo(
    () => (value === undefined ? [] : [...issuesOf(kind, value), ...serverIssues]),
    [kind, value, serverIssues],
  );
  /** What publishing would change for visitors: the document being edited against the published one. */
  const changes = useMemo(
    () => (item && value !== undefined ? diffJson(item.data, value) : []),
    [item, value],
  );

  if (!item || !edit)
    return (
      <section className="cc-catalogue">
        <p className="cs-error" role="alert">
          {error}
        </p>
        {!error ? <p className="cs-muted">{k('loading')}</p> : null}
      </section>
    );

  const dirty = value !== undefined && canon(value) !== start;
  const valid = value !== undefined && issues.length === 0;
  const base = item.draft?.baseVersion ?? item.version;
  const path = (action: string) => `catalogue/${kind}/${encodeURIComponent(id)}/${action}`;
  const name = (n: { en: string; ar: string }) => (lang === 'ar' ? n.ar || n.en : n.en);
  const doc = (value ?? {}) as Record<string, unknown>;

  const run = (what: () => Promise<string>) => {
    setBusy(true);
    setError('');
    setNote('');
    what()
      .then(setNote, (e: unknown) => {
        if (e instanceof ItemError) setServerIssues([...e.issues]);
        setStale(e instanceof ItemError && e.code === 'CATALOGUE_STALE');
        setError(e instanceof ItemError ? e.message : errorText(t, e));
      })
      .finally(() => setBusy(false));
  };
  const write = (action: 'draft' | 'publish', done: string) =>
    run(async () => {
      await postItem(api, t, path(action), { data: value, baseVersion: base });
      await load();
      return k(done);
    });
  const switchTo = (next: 'form' | 'json') => {
    if (next === mode) return;
    if (next === 'json') setEdit({ ...edit, text: JSON.stringify(value, null, 2), jsonError: '' });
    else {
      try {
        setEdit({ ...edit, draft: toDraft(spec, JSON.parse(edit.text)), jsonError: '' });
      } catch (e) {
        setEdit({ ...edit, jsonError: e instanceof Error ? e.message : String(e) });
        return;
      }
    }
    setMode(next);
  };
  const focus = (p: string) => {
    const el =
      document.querySelector<HTMLElement>(`#catalogue-item-form [data-path="${CSS.escape(p)}"]`) ??
      document.querySelector<HTMLElement>(
        `#catalogue-item-form [data-field="${CSS.escape(p.split('.')[0] ?? '')}"]`,
      );
    el?.scrollIntoView({ block: 'center' });
    el?.focus();
  };

  return (
    <section className="cc-catalogue cc-item">
      <p>
        <a href={`#catalogue?view=${kind}`}>{k(`kinds.${kind}.back`)}</a>
      </p>
      <h1>{name(item.name)}</h1>
      <dl className="cc-identity">
        {item.productId !== null ? (
          <div>
            <dt>{k('productColumn')}</dt>
            <dd>{t(`consoleLeads:products.${item.productId}`)}</dd>
          </div>
        ) : null}
        {item.owner ? (
          <div>
            <dt>{k(`kinds.${kind}.owner`)}</dt>
            <dd>{name(item.owner)}</dd>
          </div>
        ) : null}
        {KINDS[kind].identity
          .filter((f) => f !== 'productId' && doc[f] !== undefined)
          .map((f) => (
            <div key={f}>
              <dt>{tl(`consolePages:field.${f}`)}</dt>
              <dd>
                <bdi>
                  {typeof doc[f] === 'string'
                    ? tl(`consolePages:value.${doc[f]}`, { defaultValue: doc[f] })
                    : String(doc[f])}
                </bdi>
              </dd>
            </div>
          ))}
        <div>
          <dt>{k('items.edited')}</dt>
          <dd>{item.editedAt ? when(lang, item.editedAt) : k('items.seeded')}</dd>
        </div>
      </dl>
      <p className="cs-muted">{k('items.intro')}</p>
      {item.draft ? (
        <p className="cs-muted" id="catalogue-item-draft">
          {k('editor.draftFrom', { time: when(lang, item.draft.updatedAt) })}
          {item.draft.baseVersion !== item.version ? ` ${k('items.draftBehind')}` : ''}
        </p>
      ) : null}
      <div className="cc-views" role="group" aria-label={k('items.view')}>
        {(['form', 'json'] as const).map((m) => (
          <button
            key={m}
            type="button"
            className="cs-secondary"
            id={`catalogue-view-${m}`}
            aria-pressed={mode === m}
            onClick={() => switchTo(m)}
          >
            {k(`items.${m}`)}
          </button>
        ))}
      </div>
      <form id="catalogue-item-form" onSubmit={(e) => e.preventDefault()}>
        {mode === 'form' ? (
          <ItemForm
            spec={spec}
            d={edit.draft}
            set={(draft) => {
              setServerIssues([]);
              setEdit({ ...edit, draft });
            }}
            t={tl}
            issues={issues}
            hide={KINDS[kind].identity}
          />
        ) : (
          <label className="cc-plan-json">
            {k('items.document')}
            <textarea
              name="document"
              dir="ltr"
              rows={24}
              spellCheck={false}
              value={edit.text}
              onChange={(e) => {
                setServerIssues([]);
                setEdit({ ...edit, text: e.target.value, jsonError: '' });
              }}
              aria-invalid={issues.length > 0 || jsonError !== ''}
              aria-describedby="catalogue-item-issues"
            />
          </label>
        )}
      </form>
      <div id="catalogue-item-issues" className="cc-issues" aria-live="polite">
        {jsonError ? <p className="cs-error">{jsonError}</p> : null}
        {issues.length > 0 ? (
          <>
            <p className="cs-error">{k('items.issues', { count: issues.length })}</p>
            <ul className="cs-error">
              {issues.map((i) => (
                <li key={`${i.path}:${i.message}`}>
                  {mode === 'form' && i.path ? (
                    <button type="button" className="cs-link" onClick={() => focus(i.path)}>
                      <code dir="ltr">{i.path}</code>
                    </button>
                  ) : (
                    <code dir="ltr">{i.path || k('items.wholeDocument')}</code>
                  )}{' '}
                  {i.message}
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </div>
      {value !== undefined && (dirty || item.draft) ? (
        <section className="cc-changes" aria-labelledby="catalogue-changes-title">
          <h2 id="catalogue-changes-title">{k('diff.toPublish')}</h2>
          <DiffList t={tl} changes={changes} id="catalogue-changes" caption={k('diff.toPublishHint')} />
        </section>
      ) : null}
      <p className="cs-actions cc-item-actions">
        <button
          type="button"
          id="catalogue-save"
          className="cs-secondary"
          disabled={busy || !valid || !dirty}
          onClick={() => write('draft', 'editor.saved')}
        >
          {k('editor.saveDraft')}
        </button>
        <button
          type="button"
          id="catalogue-discard"
          className="cs-secondary"
          disabled={busy || !item.draft}
          onClick={() =>
            run(async () => {
              await api(path('draft/discard'), { method: 'POST' });
              await load();
              return k('editor.discarded');
            })
          }
        >
          {k('editor.discard')}
        </button>
        <button
          type="button"
          id="catalogue-publish"
          disabled={busy || !valid || !(dirty || item.draft)}
          onClick={() => write('publish', 'items.published')}
        >
          {k('editor.publish')}
        </button>
      </p>
      {!valid && value !== undefined ? <p className="cs-muted">{k('items.publishHint')}</p> : null}
      <p role="status" id="catalogue-note">
        {note}
      </p>
      <div className="cs-error" role="alert">
        {error ? <p>{error}</p> : null}
        {stale ? (
          <button
            type="button"
            id="catalogue-reload"
            onClick={() => {
              setError('');
              load().catch((e: unknown) => setError(errorText(t, e)));
            }}
          >
            {k('items.reload')}
          </button>
        ) : null}
      </div>
      <ItemHistory
        {...props}
        item={item}
        busy={busy}
        restore={(auditId, side) =>
          run(async () => {
            await postItem(api, t, path('restore'), { auditId, side, baseVersion: item.version });
            await load();
            return k('items.restored');
          })
        }
      />
    </section>
  );
}
