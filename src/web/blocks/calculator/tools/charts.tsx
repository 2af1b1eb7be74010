import type { ReactElement } from 'react';
import { BMI_CUTS } from '../../../../shared/calculators/bmi';
import { niceStep } from '../amortisation-chart';

/**
 * The calculators' charts (decision 0102): SVG drawn here, no chart library, each an image named by a title and
 * described in words; the figures are also in text or a table beside it. Geometry in viewBox units near a phone's
 * width; the stylesheet scales it.
 */

const W = 360;
const r2 = (n: number) => Math.round(n * 100) / 100;

type Named = { id: string; title: string; desc: string; rtl: boolean };

function frame(n: Named, height: number, body: ReactElement[], fontSize = 11): ReactElement {
  return (
    <svg
      className="calc-chart__svg tool-chart"
      viewBox={`0 0 ${W} ${height}`}
      role="img"
      aria-labelledby={`${n.id}-chart-title`}
      aria-describedby={`${n.id}-chart-desc`}
      direction={n.rtl ? 'rtl' : 'ltr'}
      fontSize={fontSize}
    >
      <title id={`${n.id}-chart-title`}>{n.title}</title>
      <desc id={`${n.id}-chart-desc`}>{n.desc}</desc>
      {body}
    </svg>
  );
}

/** BMI: the adult bands on a 15–40 scale (left to right in every language), the visitor's BMI marked. */
export const BMI_SCALE = { min: 15, max: 40 } as const;
export function bmiMarkerX(bmi: number): number {
  const pad = 12;
  const clamped = Math.min(BMI_SCALE.max, Math.max(BMI_SCALE.min, bmi));
  return r2(pad + ((clamped - BMI_SCALE.min) / (BMI_SCALE.max - BMI_SCALE.min)) * (W - 2 * pad));
}
export function bmiChart(bmi: number, bandLabels: readonly string[], n: Named): ReactElement {
  const cuts = [BMI_SCALE.min, BMI_CUTS.healthy, BMI_CUTS.overweight, BMI_CUTS.obese, BMI_SCALE.max];
  const x = bmiMarkerX(bmi);
  const bands = cuts.slice(0, -1).map((from, i) => {
    const x1 = bmiMarkerX(from);
    const x2 = bmiMarkerX(cuts[i + 1]!);
    return (
      <g key={i} className={`tool-chart__band tool-chart__band--${i}`}>
        <rect x={x1} y={34} width={r2(x2 - x1)} height={22} />
        <text x={r2((x1 + x2) / 2)} y={74} textAnchor="middle" fontSize={9}>
          {bandLabels[i]}
        </text>
      </g>
    );
  });
  const ticks = cuts.slice(1, -1).map((v) => (
    <text key={v} x={bmiMarkerX(v)} y={28} textAnchor="middle" className="tool-chart__tick" direction="ltr">
      {v}
    </text>
  ));
  return frame(n, 86, [
    <g key="bands" aria-hidden="true">
      {bands}
    </g>,
    <g key="ticks" aria-hidden="true">
      {ticks}
    </g>,
    <g key="marker" className="tool-chart__marker" aria-hidden="true" data-testid="bmi-marker" data-x={x}>
      <line x1={x} x2={x} y1={30} y2={60} />
      <circle cx={x} cy={45} r={5} />
    </g>,
  ]);
}

export type BarRow = { key: string; label: string; value: number; text: string; tone?: 'accent' | 'muted' };

/** Horizontal bars, one row each: the label above its bar, the figure at the bar's end. */
export function barChart(rows: readonly BarRow[], n: Named): ReactElement {
  const rowH = 44;
  const left = 8;
  const right = W - 8;
  const max = Math.max(1, ...rows.map((r) => r.value));
  const bars = rows.map((r, i) => {
    const y = i * rowH;
    const width = r2(Math.max(2, (r.value / max) * (right - left) * 0.72));
    // The bar grows from the reading start: the right edge in Arabic.
    const x = n.rtl ? right - width : left;
    const textX = n.rtl ? x - 6 : x + width + 6;
    return (
      <g
        key={r.key}
        className={`tool-chart__row tool-chart__row--${r.tone ?? 'base'}`}
        data-testid="chart-bar"
      >
        <text x={n.rtl ? right : left} y={y + 13} textAnchor="start" className="tool-chart__label">
          {r.label}
        </text>
        <rect x={x} y={y + 20} width={width} height={16} rx={3} />
        <text x={textX} y={y + 32} textAnchor="start" className="tool-chart__value">
          {r.text}
        </text>
      </g>
    );
  });
  return frame(
    n,
    rows.length * rowH + 4,
    [
      <g key="bars" aria-hidden="true">
        {bars}
      </g>,
    ],
    13,
  );
}

export type GrowthBar = { year: number; invested: number; value: number };

/** Growth by year: the value as a bar with the amount invested inside it (time left to right everywhere). */
export function growthChart(
  years: readonly GrowthBar[],
  n: Named & { yearLabel: string; tick: (v: number) => string },
): ReactElement {
  const H = 220;
  const plot = { left: 54, right: W - 10, top: 12, bottom: H - 38 };
  const max = Math.max(1, ...years.map((y) => y.value));
  const step = niceStep(max / 4);
  const top = step * 4;
  const yOf = (v: number) => r2(plot.bottom - (Math.min(v, top) / top) * (plot.bottom - plot.top));
  const slot = (plot.right - plot.left) / Math.max(1, years.length);
  const every = years.length <= 10 ? 1 : years.length <= 20 ? 2 : 5;
  const anchor = n.rtl ? 'start' : 'end';
  return frame(n, H, [
    <g key="grid" className="calc-chart__grid" aria-hidden="true">
      {[0, 1, 2, 3, 4].map((k) => (
        <line key={k} x1={plot.left} x2={plot.right} y1={yOf(step * k)} y2={yOf(step * k)} />
      ))}
    </g>,
    <g key="ticks" className="calc-chart__ticks" aria-hidden="true" textAnchor={anchor}>
      {[0, 1, 2, 3, 4].map((k) => (
        <text key={k} x={plot.left - 6} y={yOf(step * k)} dy="0.32em">
          {n.tick(step * k)}
        </text>
      ))}
    </g>,
    <g key="bars" aria-hidden="true">
      {years.map((y, i) => {
        const x = r2(plot.left + slot * i + slot * 0.15);
        const w = r2(slot * 0.7);
        return (
          <g key={y.year}>
            <rect
              className="tool-chart__value-bar"
              x={x}
              y={yOf(y.value)}
              width={w}
              height={r2(plot.bottom - yOf(y.value))}
            />
            <rect
              className="tool-chart__invested-bar"
              x={x}
              y={yOf(y.invested)}
              width={w}
              height={r2(plot.bottom - yOf(y.invested))}
            />
          </g>
        );
      })}
    </g>,
    <g key="years" className="calc-chart__ticks" aria-hidden="true" textAnchor="middle">
      {years
        .filter((y) => y.year === 1 || y.year % every === 0)
        .map((y) => (
          <text key={y.year} x={r2(plot.left + slot * (y.year - 0.5))} y={plot.bottom + 16}>
            {y.year}
          </text>
        ))}
      <text x={(plot.left + plot.right) / 2} y={plot.bottom + 32}>
        {n.yearLabel}
      </text>
    </g>,
    <line
      key="axis"
      className="calc-chart__axis"
      x1={plot.left}
      x2={plot.right}
      y1={plot.bottom}
      y2={plot.bottom}
      aria-hidden="true"
    />,
  ]);
}
