import type { TConsoleFunnel } from '../../shared/contracts/console-admin';
import type { ConsoleSectionProps } from './types';

export type Counts = Omit<TConsoleFunnel['rows'][number], 'day' | 'productId' | 'sourceId' | 'language'>;
type Step = keyof Counts;
type T = ConsoleSectionProps['t'];

export const STEPS: readonly Step[] = [
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
export const pct = (n: number, of: number) => (of > 0 ? `${Math.round((n / of) * 1000) / 10}%` : '—');
export const fmt = (n: number) => n.toLocaleString('en');

/**
 * Bars per step, growing from the start side (the right in Arabic): each label is text of the page (it wraps and
 * keeps its size on a phone), each bar an SVG of its own stretched to the width.
 */
export function StepBars({ t, totals, rtl, label }: { t: T; totals: Counts; rtl: boolean; label: string }) {
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
export function DayLines({
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

export function CountsTable({ t, head, rows }: { t: T; head: string; rows: [string, Counts][] }) {
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
