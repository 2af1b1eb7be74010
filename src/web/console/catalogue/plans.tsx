import { useCallback, useEffect, useState } from 'react';
import { ZCreditCard } from '../../../shared/contracts/banking';
import type { TCardSummary, TPlanDetail, TPlanSummary } from '../../../shared/contracts/console-catalogue';
import { ZPlan } from '../../../shared/contracts/quotes';
import type { ConsoleSectionProps } from '../types';
import { errorText, when } from './format';

type Issue = { path: string; message: string };

type Kind = 'plans' | 'cards';
const SCHEMA = { plans: ZPlan, cards: ZCreditCard } as const;

/** The textarea's text read as an item: a JSON error, or every contract issue by its path (the server's own check). */
function issuesOf(kind: Kind, text: string): Issue[] {
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch (e) {
    return [{ path: '(JSON)', message: e instanceof Error ? e.message : String(e) }];
  }
  const r = SCHEMA[kind].safeParse(doc);
  return r.success
    ? []
    : r.error.issues.map((i) => ({ path: i.path.join('.') || '(document)', message: i.message }));
}

/** The plans of the catalogue (decision 0125): product, insurer, name, hidden, sponsored, edited, draft. */
export function PlanList(props: ConsoleSectionProps) {
  const { t, api, lang } = props;
  const k = (key: string, vars?: Record<string, string | number>) => t(`consoleCatalogue:${key}`, vars);
  const [plans, setPlans] = useState<TPlanSummary[] | null>(null);
  const [error, setError] = useState('');
  useEffect(() => {
    let live = true;
    api<TPlanSummary[]>('catalogue/plans').then(
      (d) => live && setPlans(d),
      (e: unknown) => live && setError(errorText(t, e)),
    );
    return () => {
      live = false;
    };
  }, [api, t]);
  return (
    <>
      <p className="cs-error" role="alert">
        {error}
      </p>
      {plans === null && !error ? <p className="cs-muted">{k('loading')}</p> : null}
      {plans !== null ? (
        <div className="cs-card cs-table-wrap" tabIndex={0} aria-label={k('plans.title')}>
          <table className="cs-table" id="catalogue-plans">
            <thead>
              <tr>
                <th scope="col">{k('productColumn')}</th>
                <th scope="col">{k('plans.name')}</th>
                <th scope="col">{k('plans.flags')}</th>
                <th scope="col">{k('plans.edited')}</th>
                <th scope="col">{k('draft')}</th>
              </tr>
            </thead>
            <tbody>
              {plans.map((p) => (
                <tr key={p.id}>
                  <td>{t(`consoleLeads:products.${p.productId}`)}</td>
                  <th scope="row">
                    <a href={`#catalogue?plan=${p.id}`}>{lang === 'ar' ? p.name.ar : p.name.en}</a>
                  </th>
                  <td>
                    {[p.isHidden ? k('plans.hidden') : '', p.sponsored ? k('plans.sponsored') : '']
                      .filter(Boolean)
                      .join(', ')}
                  </td>
                  <td>{p.editedAt ? when(lang, p.editedAt) : k('plans.seeded')}</td>
                  <td>{p.hasDraft ? k('hasDraft') : ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </>
  );
}

/** The credit cards (decision 0125): name, hidden, edited, draft. */
export function CardList(props: ConsoleSectionProps) {
  const { t, api, lang } = props;
  const k = (key: string) => t(`consoleCatalogue:${key}`);
  const [cards, setCards] = useState<TCardSummary[] | null>(null);
  const [error, setError] = useState('');
  useEffect(() => {
    let live = true;
    api<TCardSummary[]>('catalogue/cards').then(
      (d) => live && setCards(d),
      (e: unknown) => live && setError(errorText(t, e)),
    );
    return () => {
      live = false;
    };
  }, [api, t]);
  return (
    <>
      <p className="cs-error" role="alert">
        {error}
      </p>
      {cards === null && !error ? <p className="cs-muted">{k('loading')}</p> : null}
      {cards !== null ? (
        <div className="cs-card cs-table-wrap" tabIndex={0} aria-label={k('cards.title')}>
          <table className="cs-table" id="catalogue-cards">
            <thead>
              <tr>
                <th scope="col">{k('cards.name')}</th>
                <th scope="col">{k('plans.flags')}</th>
                <th scope="col">{k('plans.edited')}</th>
                <th scope="col">{k('draft')}</th>
              </tr>
            </thead>
            <tbody>
              {cards.map((c) => (
                <tr key={c.id}>
                  <th scope="row">
                    <a href={`#catalogue?card=${c.id}`}>{lang === 'ar' ? c.name.ar : c.name.en}</a>
                  </th>
                  <td>{c.isHidden ? k('plans.hidden') : ''}</td>
                  <td>{c.editedAt ? when(lang, c.editedAt) : k('plans.seeded')}</td>
                  <td>{c.hasDraft ? k('hasDraft') : ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </>
  );
}

/**
 * One plan's or card's document as JSON, checked by its contract (ZPlan, ZCreditCard) as it is typed; save draft,
 * publish, history and restore.
 */
export function ItemEditor(props: ConsoleSectionProps & { id: string; kind: Kind }) {
  const { t, api, lang, id, kind } = props;
  const k = (key: string, vars?: Record<string, string | number>) => t(`consoleCatalogue:${key}`, vars);
  // A card's detail has the same fields the editor reads (name, version, data, draft, history).
  const [plan, setPlan] = useState<Pick<
    TPlanDetail,
    'name' | 'version' | 'data' | 'draft' | 'history'
  > | null>(null);
  const [text, setText] = useState('');
  const [note, setNote] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  const load = useCallback(async () => {
    const d = await api<TPlanDetail>(`catalogue/${kind}/${encodeURIComponent(id)}`);
    setPlan(d);
    setText(JSON.stringify(d.draft?.data ?? d.data, null, 2));
  }, [api, id, kind]);
  useEffect(() => {
    load().catch((e: unknown) => setError(errorText(t, e)));
  }, [load, t]);

  const issues = text ? issuesOf(kind, text) : [];
  const run = (f: () => Promise<string>) => {
    setBusy(true);
    setError('');
    setNote('');
    f()
      .then(
        (n) => setNote(n),
        (e: unknown) => setError(errorText(t, e)),
      )
      .finally(() => setBusy(false));
  };
  const path = (p: string) => `catalogue/${kind}/${encodeURIComponent(id)}/${p}`;
  const body = () => ({ data: JSON.parse(text) as unknown, baseVersion: plan!.version });

  if (!plan)
    return (
      <section className="cc-catalogue">
        <p className="cs-error" role="alert">
          {error}
        </p>
        {!error ? <p className="cs-muted">{k('loading')}</p> : null}
      </section>
    );
  return (
    <section className="cc-catalogue">
      <p>
        <a href={`#catalogue?view=${kind}`}>{k(`${kind}.back`)}</a>
      </p>
      <h1>{lang === 'ar' ? plan.name.ar : plan.name.en}</h1>
      <p className="cs-muted">{k(`${kind}.intro`)}</p>
      {plan.draft ? (
        <p className="cs-muted">{k('editor.draftFrom', { time: when(lang, plan.draft.updatedAt) })}</p>
      ) : null}
      <label className="cc-plan-json">
        {k(`${kind}.document`)}
        <textarea
          name="document"
          dir="ltr"
          rows={24}
          spellCheck={false}
          value={text}
          onChange={(e) => setText(e.target.value)}
          aria-invalid={issues.length > 0}
          aria-describedby="plan-issues"
        />
      </label>
      <ul id="plan-issues" className="cs-error">
        {issues.map((i) => (
          <li key={`${i.path}:${i.message}`}>
            <code dir="ltr">{i.path}</code> {i.message}
          </li>
        ))}
      </ul>
      <p className="cs-actions">
        <button
          type="button"
          disabled={busy || issues.length > 0}
          onClick={() =>
            run(async () => {
              await api(path('draft'), { body: body() });
              await load();
              return k('editor.saved');
            })
          }
        >
          {k('editor.saveDraft')}
        </button>
        <button
          type="button"
          disabled={busy || issues.length > 0}
          onClick={() =>
            run(async () => {
              await api(path('publish'), { body: body() });
              await load();
              return k(`${kind}.published`);
            })
          }
        >
          {k('editor.publish')}
        </button>
      </p>
      <p role="status">{note}</p>
      <p className="cs-error" role="alert">
        {error}
      </p>
      <h2>{k('history.title')}</h2>
      {plan.history.length === 0 ? <p className="cs-muted">{k('plans.noHistory')}</p> : null}
      <ul>
        {plan.history.map((h) => (
          <li key={h.auditId}>
            {when(lang, h.at)} —{' '}
            {k(h.action.endsWith('.restored') ? 'plans.wasRestored' : 'plans.wasPublished')}{' '}
            <button
              type="button"
              disabled={busy}
              onClick={() =>
                run(async () => {
                  await api(path('restore'), {
                    body: { auditId: h.auditId, side: 'before', baseVersion: plan.version },
                  });
                  await load();
                  return k(`${kind}.restored`);
                })
              }
            >
              {k('plans.restoreBefore')}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
