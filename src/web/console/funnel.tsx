import { useEffect, useState, type FormEvent } from 'react';
import type { TConsoleFunnel, TExportState } from '../../shared/contracts/console-admin';
import type { ConsoleSectionProps } from './types';
import './console-admin.css';

type Counts = Omit<TConsoleFunnel['rows'][number], 'day' | 'productId' | 'sourceId' | 'language'>;
type Step = keyof Counts;
type T = ConsoleSectionProps['t'];

const STEPS: readonly Step[] = [
  'visits',
  'journeyStarts',
  'submits',
  'otpVerified',
  'quotesSeen',
  'leadsOrBuys',
];
const LINES: readonly { step: Step; color: string }[] = [
  { step: 'visits', color: '#0b3d91' },
  { step: 'submits', color: '#c77700' },
  { step: 'leadsOrBuys', color: '#1d6b36' },
];
const PRODUCTS = [1, 2, 3, 4, 5, 6, 7, 8, 10, 11, 12, 13, 14, 18, 22, 31, 56];
const DAY_MS = 86_400_000;
const message = (e: unknown) => (e instanceof Error ? e.message : String(e));
/** Today in the UAE (UTC+4, no daylight saving). */
const uaeDay = (offsetDays = 0) =>
  new Date(Date.now() + 4 * 3_600_000 + offsetDays * DAY_MS).toISOString().slice(0, 10);
const pct = (n: number, of: number) => (of > 0 ? `${Math.round((n / of) * 1000) / 10}%` : '—');
const fmt = (n: number) => n.toLocaleString('en');
const zero = (): Counts => ({
  visits: 0,
  journeyStarts: 0,
  submits: 0,
  otpVerified: 0,
  quotesSeen: 0,
  leadsOrBuys: 0,
});
function sumBy<K extends string | number>(
  rows: TConsoleFunnel['rows'],
  key: (r: TConsoleFunnel['rows'][number]) => K,
) {
  const m = new Map<K, Counts>();
  for (const r of rows) {
    const c = m.get(key(r)) ?? zero();
    for (const s of STEPS) c[s] += r[s];
    m.set(key(r), c);
  }
  return m;
}
function daysOf(from: string, to: string): string[] {
  const out: string[] = [];
  for (let t = Date.parse(from); t <= Date.parse(to) && out.length < 400; t += DAY_MS)
    out.push(new Date(t).toISOString().slice(0, 10));
  return out;
}

/**
 * Bars per step, growing from the start side (the right in Arabic): each label is text of the page (it wraps and
 * keeps its size on a phone), each bar an SVG of its own stretched to the width.
 */
function StepBars({ t, totals, rtl, label }: { t: T; totals: Counts; rtl: boolean; label: string }) {
  const max = Math.max(1, totals.visits);
  return (
    <ol className="cs-bars" aria-label={label}>
      {STEPS.map((s, i) => {
        const w = Math.max(0.5, (100 * totals[s]) / max);
        return (
          <li key={s}>
            <span>
              {t(`consoleAdmin:funnel.steps.${s}`)}: <strong>{fmt(totals[s])}</strong>{' '}
              <bdi className="cs-muted">({pct(totals[s], totals.visits)})</bdi>
            </span>
            <svg viewBox="0 0 100 10" preserveAspectRatio="none" aria-hidden="true" focusable="false">
              <rect x={rtl ? 100 - w : 0} y={0} width={w} height={10} className={`cs-bar cs-bar-${i}`} />
            </svg>
          </li>
        );
      })}
    </ol>
  );
}

/** A line per step over the days of the range; time runs from the start side (right to left in Arabic). */
function DayLines({
  t,
  byDay,
  days,
  rtl,
}: {
  t: T;
  byDay: Map<string, Counts>;
  days: string[];
  rtl: boolean;
}) {
  const W = 600;
  const H = 200;
  const P = 6;
  const max = Math.max(1, ...days.map((d) => byDay.get(d)?.visits ?? 0));
  const x = (i: number) => {
    const f = days.length > 1 ? i / (days.length - 1) : 0.5;
    return rtl ? W - P - f * (W - 2 * P) : P + f * (W - 2 * P);
  };
  const y = (n: number) => H - P - (n / max) * (H - 2 * P);
  return (
    <figure className="cs-figure">
      <div className="cs-axis cs-muted" aria-hidden="true">
        <span dir="ltr">{fmt(max)}</span>
      </div>
      <svg
        className="cs-chart"
        viewBox={`0 0 ${W} ${H}`}
        preserveAspectRatio="none"
        role="img"
        aria-label={t('consoleAdmin:funnel.chartDays')}
      >
        <line x1={0} x2={W} y1={H - 1} y2={H - 1} className="cs-axis-line" />
        {LINES.map(({ step, color }) => (
          <polyline
            key={step}
            fill="none"
            stroke={color}
            strokeWidth={2.5}
            vectorEffect="non-scaling-stroke"
            points={days.map((d, i) => `${x(i)},${y(byDay.get(d)?.[step] ?? 0)}`).join(' ')}
          />
        ))}
      </svg>
      <div className="cs-axis cs-muted" aria-hidden="true">
        <span dir="ltr">{days[0]}</span>
        <span dir="ltr">{days.at(-1)}</span>
      </div>
      <figcaption className="cs-row cs-legend">
        {LINES.map(({ step }) => (
          <span key={step}>
            <span className={`cs-swatch cs-swatch-${step}`} aria-hidden="true" />
            {t(`consoleAdmin:funnel.steps.${step}`)}
          </span>
        ))}
      </figcaption>
    </figure>
  );
}

function CountsTable({ t, head, rows }: { t: T; head: string; rows: [string, Counts][] }) {
  return (
    <div className="cs-table-wrap">
      <table className="cs-table">
        <thead>
          <tr>
            <th scope="col">{head}</th>
            {STEPS.map((s) => (
              <th scope="col" key={s}>
                {t(`consoleAdmin:funnel.steps.${s}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(([k, c]) => (
            <tr key={k}>
              <th scope="row">{k}</th>
              {STEPS.map((s) => (
                <td key={s}>{fmt(c[s])}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Lead export (decision 0116): a background job; progress, then one download within the hour. */
function ExportCard({
  t,
  api,
  filters,
}: ConsoleSectionProps & { filters: { from: string; to: string; product: string } }) {
  const [personal, setPersonal] = useState(false);
  const [job, setJob] = useState<TExportState | null>(null);
  const [error, setError] = useState('');
  useEffect(() => {
    if (!job || job.status === 'done' || job.status === 'failed') return;
    const timer = window.setTimeout(() => {
      api<TExportState>(`exports/${job.id}`).then(setJob, (e: unknown) => setError(message(e)));
    }, 1000);
    return () => window.clearTimeout(timer);
  }, [api, job]);
  const onSubmit = async (ev: FormEvent<HTMLFormElement>) => {
    ev.preventDefault();
    const f = new FormData(ev.currentTarget);
    setError('');
    setJob(null);
    try {
      const reason = String(f.get('reason') ?? '').trim();
      setJob(
        await api<TExportState>('exports', {
          method: 'POST',
          body: {
            filters: {
              from: filters.from,
              to: filters.to,
              ...(filters.product ? { products: [Number(filters.product)] } : {}),
            },
            personal,
            ...(personal ? { reason } : {}),
          },
        }),
      );
    } catch (e) {
      setError(message(e));
    }
  };
  return (
    <form className="cs-card cs-export" onSubmit={(e) => void onSubmit(e)}>
      <h2>{t('consoleAdmin:funnel.exportTitle')}</h2>
      <p className="cs-muted">{t('consoleAdmin:funnel.exportIntro')}</p>
      <label className="cs-check">
        <input type="checkbox" checked={personal} onChange={(e) => setPersonal(e.target.checked)} />
        {t('consoleAdmin:funnel.personal')}
      </label>
      {personal ? (
        <label>
          {t('consoleAdmin:funnel.reason')}
          <input name="reason" required maxLength={300} />
        </label>
      ) : null}
      <button type="submit">{t('consoleAdmin:funnel.startExport')}</button>
      <p className="cs-error" role="alert">
        {error}
      </p>
      {job ? (
        <p role="status" aria-live="polite">
          {job.status === 'queued'
            ? t('consoleAdmin:funnel.exportQueued')
            : job.status === 'running'
              ? t('consoleAdmin:funnel.exportProgress', { rows: job.rows, total: job.total ?? 0 })
              : job.status === 'failed'
                ? t('consoleAdmin:funnel.exportFailed')
                : t('consoleAdmin:funnel.exportReady', { rows: job.rows })}{' '}
          {job.status === 'done' && !job.downloaded ? (
            <a href={`/api/console/exports/${job.id}/download`} download>
              {t('consoleAdmin:funnel.download')}
            </a>
          ) : null}
        </p>
      ) : null}
    </form>
  );
}

/**
 * The funnel (decision 0116): visits → journey start → submit → number verified → quotes seen → lead or purchase,
 * counted by the database (GET /api/console/funnel, decision 0103's SQL); here only drawn: bars per step and a line
 * per day as SVG, each with its table, and the same counts by product, source and language.
 */
export default function FunnelSection(props: ConsoleSectionProps) {
  const { t, api, params, navigate, lang } = props;
  const from = params.get('from') ?? uaeDay(-6);
  const to = params.get('to') ?? uaeDay();
  const product = params.get('product') ?? '';
  const [state, setState] = useState<{ data?: TConsoleFunnel; error?: string }>({});
  useEffect(() => {
    const ac = new AbortController();
    setState({});
    const q = new URLSearchParams({ from, to });
    if (product) q.set('productId', product);
    api<TConsoleFunnel>(`funnel?${q.toString()}`, { signal: ac.signal }).then(
      (data) => setState({ data }),
      (e: unknown) => {
        if (!ac.signal.aborted) setState({ error: message(e) });
      },
    );
    return () => ac.abort();
  }, [api, from, to, product]);
  const onFilter = (ev: FormEvent<HTMLFormElement>) => {
    ev.preventDefault();
    const f = new FormData(ev.currentTarget);
    const next: Record<string, string> = {};
    for (const k of ['from', 'to', 'product']) {
      const v = String(f.get(k) ?? '');
      if (v) next[k] = v;
    }
    navigate('funnel', next);
  };
  const rtl = lang === 'ar';
  const data = state.data;
  const days = daysOf(from, to);
  const productName = (n: number) => t(`consoleLeads:products.${n}`, { defaultValue: String(n) });
  return (
    <section className="cs-funnel">
      <h1>{t('consoleAdmin:funnel.title')}</h1>
      <p className="cs-muted">{t('consoleAdmin:funnel.intro')}</p>
      <form className="cs-card cs-filters" onSubmit={onFilter} key={`${from}${to}${product}`}>
        <label>
          {t('consoleAdmin:funnel.from')}
          <input name="from" type="date" defaultValue={from} required />
        </label>
        <label>
          {t('consoleAdmin:funnel.to')}
          <input name="to" type="date" defaultValue={to} required />
        </label>
        <label>
          {t('consoleAdmin:funnel.product')}
          <select name="product" defaultValue={product}>
            <option value="">{t('consoleAdmin:funnel.allProducts')}</option>
            {PRODUCTS.map((n) => (
              <option key={n} value={String(n)}>
                {productName(n)}
              </option>
            ))}
          </select>
        </label>
        <div className="cs-row">
          <button type="submit">{t('consoleAdmin:funnel.apply')}</button>
        </div>
      </form>
      {state.error ? (
        <p className="cs-error" role="alert">
          {state.error}
        </p>
      ) : !data ? (
        <p className="cs-muted">{t('consoleAdmin:loading')}</p>
      ) : data.totals.visits === 0 ? (
        <p className="cs-card cs-muted">{t('consoleAdmin:funnel.noData')}</p>
      ) : (
        <div className="cs-grid">
          <div className="cs-card cs-wide">
            <h2>{t('consoleAdmin:funnel.stepsTitle')}</h2>
            <StepBars
              t={t}
              totals={data.totals}
              rtl={rtl}
              label={t('consoleAdmin:funnel.chartSteps', { from, to })}
            />
            <details>
              <summary>{t('consoleAdmin:funnel.table')}</summary>
              <div className="cs-table-wrap">
                <table className="cs-table cs-funnel-steps">
                  <thead>
                    <tr>
                      <th scope="col">{t('consoleAdmin:funnel.step')}</th>
                      <th scope="col">{t('consoleAdmin:funnel.count')}</th>
                      <th scope="col">{t('consoleAdmin:funnel.conversion')}</th>
                      <th scope="col">{t('consoleAdmin:funnel.ofVisits')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {STEPS.map((s, i) => (
                      <tr key={s}>
                        <th scope="row">{t(`consoleAdmin:funnel.steps.${s}`)}</th>
                        <td>{fmt(data.totals[s])}</td>
                        <td>{i === 0 ? '—' : pct(data.totals[s], data.totals[STEPS[i - 1]!])}</td>
                        <td>{pct(data.totals[s], data.totals.visits)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </details>
          </div>
          <div className="cs-card cs-wide">
            <h2>{t('consoleAdmin:funnel.daysTitle')}</h2>
            <DayLines t={t} byDay={sumBy(data.rows, (r) => r.day)} days={days} rtl={rtl} />
            <details>
              <summary>{t('consoleAdmin:funnel.table')}</summary>
              <CountsTable
                t={t}
                head={t('consoleAdmin:funnel.day')}
                rows={days.map((d) => [d, sumBy(data.rows, (r) => r.day).get(d) ?? zero()])}
              />
            </details>
          </div>
          <div className="cs-card">
            <h2>{t('consoleAdmin:funnel.byProduct')}</h2>
            <CountsTable
              t={t}
              head={t('consoleAdmin:funnel.product')}
              rows={[...sumBy(data.rows, (r) => r.productId)].map(([k, c]) => [productName(k), c])}
            />
            <h2>{t('consoleAdmin:funnel.bySource')}</h2>
            <CountsTable
              t={t}
              head={t('consoleAdmin:funnel.bySource')}
              rows={[...sumBy(data.rows, (r) => r.sourceId)].map(([k, c]) => [
                t('consoleAdmin:funnel.source', { id: k }),
                c,
              ])}
            />
            <h2>{t('consoleAdmin:funnel.byLanguage')}</h2>
            <CountsTable
              t={t}
              head={t('consoleAdmin:funnel.language')}
              rows={[...sumBy(data.rows, (r) => r.language)].map(([k, c]) => [
                t(`consoleAdmin:funnel.languages.${k}`, { defaultValue: k }),
                c,
              ])}
            />
          </div>
          <div className="cs-card">
            <h2>{t('consoleAdmin:funnel.outcomes')}</h2>
            {Object.keys(data.outcomes).length === 0 ? (
              <p className="cs-muted">{t('consoleAdmin:funnel.outcomesNone')}</p>
            ) : (
              <table className="cs-table cs-outcomes">
                <thead>
                  <tr>
                    <th scope="col">{t('consoleAdmin:funnel.status')}</th>
                    <th scope="col">{t('consoleAdmin:funnel.count')}</th>
                  </tr>
                </thead>
                <tbody>
                  {Object.entries(data.outcomes).map(([s, n]) => (
                    <tr key={s}>
                      <th scope="row">{t(`consoleLeads:status.${s}`, { defaultValue: s })}</th>
                      <td>{fmt(n)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </div>
        </div>
      )}
      <ExportCard {...props} filters={{ from, to, product }} />
    </section>
  );
}
