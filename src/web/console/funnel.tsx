import { useEffect, useState, type FormEvent } from 'react';
import type { TConsoleFunnel } from '../../shared/contracts/console-admin';
import { LEAD_PRODUCT_IDS } from '../../shared/contracts/console-leads';
import { ExportCard } from './exports';
import { CountsTable, DayLines, fmt, pct, STEPS, StepBars, type Counts } from './funnel-charts';
import type { ConsoleSectionProps } from './types';
import './console-admin.css';
import { message } from './format';

const DAY_MS = 86_400_000;
/** Today in the UAE (UTC+4, no daylight saving). */
const uaeDay = (offsetDays = 0) =>
  new Date(Date.now() + 4 * 3_600_000 + offsetDays * DAY_MS).toISOString().slice(0, 10);
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
  // A source id the catalogue does not name (a partner added later) shows as 'Source 21'.
  const sourceName = (n: number) =>
    t(`consoleAdmin:funnel.sources.${n}`, { defaultValue: t('consoleAdmin:funnel.source', { id: n }) });
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
            {LEAD_PRODUCT_IDS.map((n) => (
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
              rows={[...sumBy(data.rows, (r) => r.sourceId)].map(([k, c]) => [sourceName(k), c])}
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
