import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { renderToStaticMarkup } from 'react-dom/server';
import { reducingSchedule, yearlySummary } from '../../../shared/banking/loans';
import { CHART_SIZE, amortisationChart, chartLayout, compactAed, niceStep } from './amortisation-chart';

const summaryOf = (principalFils: number, rateBp: number, months: number) =>
  yearlySummary(reducingSchedule(principalFils, rateBp, months));

const opts = {
  id: 'calc-t',
  title: 'Balance and interest by year',
  desc: 'Falls to 0.',
  yearLabel: 'Year',
  formatTick: (aed: number) => compactAed(aed, (s, v) => `${v}${s === 'thousands' ? 'K' : 'M'}`),
  rtl: false,
};

function expectInside(x: number, y: number) {
  expect(x).toBeGreaterThanOrEqual(0);
  expect(x).toBeLessThanOrEqual(CHART_SIZE.width);
  expect(y).toBeGreaterThanOrEqual(0);
  expect(y).toBeLessThanOrEqual(CHART_SIZE.height);
}

describe('chartLayout', () => {
  it('draws AED 100,000 over 4 years at 7.5 %: a falling balance ending at 0 and one bar a year', () => {
    const years = summaryOf(10_000_000, 750, 48);
    const l = chartLayout(years, 10_000_000);
    expect(l.bars).toHaveLength(4);
    expect(l.balance).toHaveLength(5);
    // Starts at the principal on the left edge, ends at 0 (the plot's bottom) on the right edge.
    expect(l.balance[0]).toEqual({ x: l.plot.left, y: l.plot.top }); // 100,000 is the top of a 0–100K scale
    expect(l.balance[4]).toEqual({ x: l.plot.right, y: l.plot.bottom });
    // Interest falls year on year, and so do the bars.
    const heights = l.bars.map((b) => b.height);
    expect([...heights].sort((a, b) => b - a)).toEqual(heights);
    expect(l.balanceTicks.map((t) => t.value)).toEqual([0, 25_000, 50_000, 75_000, 100_000]);
    expect(l.interestTicks.map((t) => t.value)).toEqual([0, 2_000, 4_000, 6_000, 8_000]);
    expect(l.yearTicks.map((t) => t.year)).toEqual([1, 2, 3, 4]);
  });

  it('labels every 5th year of a 25-year mortgage, and gives a partial last year its own bar', () => {
    const l = chartLayout(summaryOf(150_000_000, 450, 300), 150_000_000);
    expect(l.bars).toHaveLength(25);
    expect(l.yearTicks.map((t) => t.year)).toEqual([1, 5, 10, 15, 20, 25]);
    expect(chartLayout(summaryOf(5_000_000, 600, 50), 5_000_000).bars).toHaveLength(5);
  });

  it('keeps every point in the viewBox, the balance never rising, the last balance 0 and a bar per year', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 10_000, max: 20_000_000 }),
        fc.integer({ min: 100, max: 2_000 }),
        fc.integer({ min: 6, max: 300 }),
        (amountAed, rateBp, months) => {
          const years = summaryOf(amountAed * 100, rateBp, months);
          const l = chartLayout(years, amountAed * 100);
          expect(l.bars).toHaveLength(years.length);
          expect(l.bars).toHaveLength(Math.ceil(months / 12));
          expect(l.balance).toHaveLength(years.length + 1);
          for (const p of l.balance) expectInside(p.x, p.y);
          for (const b of l.bars) {
            expectInside(b.x, b.y);
            expectInside(b.x + b.width, b.y + b.height);
            expect(b.height).toBeGreaterThanOrEqual(0);
            expect(b.y + b.height).toBeCloseTo(l.plot.bottom, 5);
          }
          for (let i = 1; i < l.balance.length; i++) {
            expect(l.balance[i]!.x).toBeGreaterThan(l.balance[i - 1]!.x);
            expect(l.balance[i]!.y).toBeGreaterThanOrEqual(l.balance[i - 1]!.y); // lower on screen = smaller
          }
          expect(l.balance.at(-1)).toEqual({ x: l.plot.right, y: l.plot.bottom });
          expect(years.at(-1)?.balanceFils).toBe(0);
          for (const t of [...l.balanceTicks, ...l.interestTicks]) expectInside(l.plot.left, t.y);
          expect(l.balanceTicks.at(-1)!.value).toBeGreaterThanOrEqual(amountAed);
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('niceStep and compactAed', () => {
  it('rounds up to 1, 2, 2.5 or 5 × 10^k', () => {
    expect(niceStep(25_000)).toBe(25_000);
    expect(niceStep(25_001)).toBe(50_000);
    expect(niceStep(1_686)).toBe(2_000);
    expect(niceStep(375_000)).toBe(500_000);
    expect(niceStep(0.3)).toBe(0.5);
    expect(niceStep(0)).toBe(1);
  });

  it('writes thousands and millions with the catalogue’s words and Latin digits', () => {
    const label = (s: 'thousands' | 'millions', v: number) => `${v}${s === 'thousands' ? 'K' : 'M'}`;
    expect(compactAed(0, label)).toBe('0');
    expect(compactAed(750, label)).toBe('750');
    expect(compactAed(2_500, label)).toBe('2.5K');
    expect(compactAed(1_500_000, label)).toBe('1.5M');
  });
});

describe('amortisationChart', () => {
  it('renders an SVG image named by its title and described, with the layout’s bars and line', () => {
    const years = summaryOf(10_000_000, 750, 48);
    const html = renderToStaticMarkup(amortisationChart(years, { ...opts, principalFils: 10_000_000 }));
    expect(html).toMatch(/^<svg class="calc-chart__svg" viewBox="0 0 360 220" role="img"/);
    expect(html).toContain('aria-labelledby="calc-t-chart-title" aria-describedby="calc-t-chart-desc"');
    expect(html).toContain('<title id="calc-t-chart-title">Balance and interest by year</title>');
    expect(html).toContain('<desc id="calc-t-chart-desc">Falls to 0.</desc>');
    expect(html.match(/<rect /g)).toHaveLength(4);
    expect(html).toContain('<polyline class="calc-chart__line" points="54,12 ');
    expect(html).toContain('>100K</text>');
    expect(html).toContain('>Year</text>');
    // Left to right: the balance scale's labels end at the plot's left edge.
    expect(html).toContain('direction="ltr"');
    expect(html).toMatch(/calc-chart__ticks--balance" aria-hidden="true" text-anchor="end"/);
  });

  it('keeps the axes left to right in Arabic and anchors the right-to-left labels to match', () => {
    const years = summaryOf(10_000_000, 750, 48);
    const html = renderToStaticMarkup(
      amortisationChart(years, { ...opts, rtl: true, principalFils: 10_000_000 }),
    );
    expect(html).toContain('direction="rtl"');
    expect(html).toMatch(/calc-chart__ticks--balance" aria-hidden="true" text-anchor="start"/);
    expect(html).toMatch(/calc-chart__ticks--interest" aria-hidden="true" text-anchor="end"/);
    // Same geometry as left to right.
    expect(html).toContain('<polyline class="calc-chart__line" points="54,12 ');
  });
});
