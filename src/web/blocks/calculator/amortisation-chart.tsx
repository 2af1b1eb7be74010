import type { ReactElement } from 'react';
import type { YearSummary } from '../../../shared/banking/loans';
import { FILS_PER_AED } from '../../../shared/quotes/money';

/**
 * The loan calculator's chart (decision 0020; decision: light SVG from the server, no chart library): the
 * outstanding balance at each year's end as a line over an area (left scale) and the interest paid in each year
 * as bars (right scale). One pure function for the server render and the island, so the first paint already has
 * the chart and the browser redraws it with the same code.
 *
 * The time axis runs left to right in every language (year 1 on the left), as the scales do; only the text
 * inside follows the page's direction, so Arabic labels read right to left. The legend outside the SVG names
 * which scale is which.
 */

export type ChartSize = { width: number; height: number };

/** Near a phone's width, so the labels stay readable there; the stylesheet caps the width on desktop. */
export const CHART_SIZE: ChartSize = { width: 360, height: 220 };

/** Room for the scales' labels (start and end), the top and the year labels with the axis caption. */
const MARGIN = { start: 54, end: 54, top: 12, bottom: 38 };
/** Steps between the scales' gridlines. */
const TICKS = 4;

export type Point = { x: number; y: number };
export type Bar = { year: number; x: number; y: number; width: number; height: number };
export type Tick = { value: number; y: number };

export type ChartLayout = {
  size: ChartSize;
  plot: { left: number; right: number; top: number; bottom: number };
  /** Balance at year 0 (the principal), then at the end of each year: one more point than years. */
  balance: Point[];
  /** Interest paid per year, one bar per year of the loan. */
  bars: Bar[];
  /** AED values of the left (balance) and right (interest) scales, bottom to top. */
  balanceTicks: Tick[];
  interestTicks: Tick[];
  /** Years with a label under the axis (all of them up to 10 years, then every 2nd or 5th). */
  yearTicks: { year: number; x: number }[];
};

/** 2 decimals are plenty in a 360-unit viewBox and keep the markup short. */
const r2 = (n: number) => Math.round(n * 100) / 100;

/**
 * The smallest 1, 2, 2.5 or 5 × 10^k at least `raw` (> 0). By multiplication only, so Node and the browser
 * print the same labels.
 */
export function niceStep(raw: number): number {
  if (!(raw > 0)) return 1;
  let power = 1;
  while (power * 10 <= raw) power *= 10;
  while (power > raw) power /= 10;
  for (const f of [1, 2, 2.5, 5, 10]) if (f * power >= raw) return f * power;
  return 10 * power;
}

function yearLabelEvery(years: number): number {
  if (years <= 10) return 1;
  if (years <= 20) return 2;
  return 5;
}

/** The chart's geometry in viewBox units: pure numbers, tested on their own. */
export function chartLayout(
  summary: readonly YearSummary[],
  principalFils: number,
  size: ChartSize = CHART_SIZE,
): ChartLayout {
  const plot = {
    left: MARGIN.start,
    right: size.width - MARGIN.end,
    top: MARGIN.top,
    bottom: size.height - MARGIN.bottom,
  };
  const plotWidth = plot.right - plot.left;
  const plotHeight = plot.bottom - plot.top;
  const years = Math.max(summary.length, 1);
  const slot = plotWidth / years;

  const balanceStep = niceStep(principalFils / FILS_PER_AED / TICKS);
  const balanceMax = balanceStep * TICKS;
  const maxInterest = Math.max(0, ...summary.map((y) => y.interestPaidFils)) / FILS_PER_AED;
  const interestStep = niceStep(maxInterest / TICKS);
  const interestMax = interestStep * TICKS;
  const yOf = (aed: number, max: number) => r2(plot.bottom - (Math.min(aed, max) / max) * plotHeight);

  const balance: Point[] = [
    { x: plot.left, y: yOf(principalFils / FILS_PER_AED, balanceMax) },
    ...summary.map((y, i) => ({
      x: r2(plot.left + slot * (i + 1)),
      y: yOf(y.balanceFils / FILS_PER_AED, balanceMax),
    })),
  ];
  const barWidth = slot * 0.6;
  const bars: Bar[] = summary.map((y, i) => {
    const top = yOf(y.interestPaidFils / FILS_PER_AED, interestMax);
    return {
      year: y.year,
      x: r2(plot.left + slot * i + (slot - barWidth) / 2),
      y: top,
      width: r2(barWidth),
      height: r2(plot.bottom - top),
    };
  });
  const ticks = (step: number, max: number): Tick[] =>
    Array.from({ length: TICKS + 1 }, (_, k) => ({ value: step * k, y: yOf(step * k, max) }));
  const every = yearLabelEvery(summary.length);
  const yearTicks = summary
    .filter((y) => y.year === 1 || y.year % every === 0)
    .map((y) => ({ year: y.year, x: r2(plot.left + slot * (y.year - 0.5)) }));

  return {
    size,
    plot,
    balance,
    bars,
    balanceTicks: ticks(balanceStep, balanceMax),
    interestTicks: ticks(interestStep, interestMax),
    yearTicks,
  };
}

/**
 * A scale label: '250K', '1.5M' in English, '250 ألف', '5 آلاف' in Arabic (the catalogue's words, chosen by
 * plural form); Latin digits everywhere, without Intl, so the server and the browser print the same.
 */
export function compactAed(
  aed: number,
  label: (scale: 'thousands' | 'millions', value: number) => string,
): string {
  const trim = (n: number) => Math.round(n * 100) / 100;
  if (aed >= 1_000_000) return label('millions', trim(aed / 1_000_000));
  if (aed >= 1_000) return label('thousands', trim(aed / 1_000));
  return String(trim(aed));
}

export type ChartOptions = {
  /** Prefix of the title and desc ids (islands must not call useId). */
  id: string;
  principalFils: number;
  title: string;
  desc: string;
  /** Caption of the time axis ('Year'). */
  yearLabel: string;
  formatTick: (aed: number) => string;
  /** Arabic: the text runs right to left; the axes do not. */
  rtl: boolean;
  size?: ChartSize;
};

const pointsOf = (points: readonly Point[]) => points.map((p) => `${p.x},${p.y}`).join(' ');

/** The chart as an SVG element tree (server render and island alike). */
export function amortisationChart(summary: readonly YearSummary[], opts: ChartOptions): ReactElement {
  const l = chartLayout(summary, opts.principalFils, opts.size);
  const { plot } = l;
  // text-anchor follows the text direction: 'end' is the left edge of right-to-left text.
  const rightAligned = opts.rtl ? 'start' : 'end';
  const leftAligned = opts.rtl ? 'end' : 'start';
  const titleId = `${opts.id}-chart-title`;
  const descId = `${opts.id}-chart-desc`;
  const area = `M${plot.left},${plot.bottom} L${pointsOf(l.balance).replace(/ /g, ' L')} L${plot.right},${plot.bottom} Z`;
  return (
    <svg
      className="calc-chart__svg"
      viewBox={`0 0 ${l.size.width} ${l.size.height}`}
      role="img"
      aria-labelledby={titleId}
      aria-describedby={descId}
      direction={opts.rtl ? 'rtl' : 'ltr'}
      fontSize={11}
    >
      <title id={titleId}>{opts.title}</title>
      <desc id={descId}>{opts.desc}</desc>
      <g className="calc-chart__grid" aria-hidden="true">
        {l.balanceTicks.map((t) => (
          <line key={t.value} x1={plot.left} x2={plot.right} y1={t.y} y2={t.y} />
        ))}
      </g>
      <g className="calc-chart__bars" aria-hidden="true">
        {l.bars.map((b) => (
          <rect key={b.year} x={b.x} y={b.y} width={b.width} height={b.height} />
        ))}
      </g>
      <path className="calc-chart__area" d={area} aria-hidden="true" />
      <polyline className="calc-chart__line" points={pointsOf(l.balance)} aria-hidden="true" />
      <g
        className="calc-chart__ticks calc-chart__ticks--balance"
        aria-hidden="true"
        textAnchor={rightAligned}
      >
        {l.balanceTicks.map((t) => (
          <text key={t.value} x={plot.left - 6} y={t.y} dy="0.32em">
            {opts.formatTick(t.value)}
          </text>
        ))}
      </g>
      <g
        className="calc-chart__ticks calc-chart__ticks--interest"
        aria-hidden="true"
        textAnchor={leftAligned}
      >
        {l.interestTicks.map((t) => (
          <text key={t.value} x={plot.right + 6} y={t.y} dy="0.32em">
            {opts.formatTick(t.value)}
          </text>
        ))}
      </g>
      <g className="calc-chart__ticks calc-chart__ticks--year" aria-hidden="true" textAnchor="middle">
        {l.yearTicks.map((t) => (
          <text key={t.year} x={t.x} y={plot.bottom + 16}>
            {t.year}
          </text>
        ))}
        <text x={(plot.left + plot.right) / 2} y={plot.bottom + 32}>
          {opts.yearLabel}
        </text>
      </g>
      <line
        className="calc-chart__axis"
        x1={plot.left}
        x2={plot.right}
        y1={plot.bottom}
        y2={plot.bottom}
        aria-hidden="true"
      />
    </svg>
  );
}
