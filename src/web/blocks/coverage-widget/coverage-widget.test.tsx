import { describe, expect, it } from 'vitest';
import { ZBlock } from '../../../shared/contracts/blocks';
import { ctxFor, render } from '../commerce-common/render';
import type { WidgetName } from '../../widgets/collector';
import { CoverageWidgetBlock } from './coverage-widget';
import { coverageWidgetAr, coverageWidgetEn } from './coverage-widget.fixture';

describe('CoverageWidgetBlock', () => {
  it('accepts the fixtures and refuses a tile without row1', () => {
    expect(ZBlock.parse(coverageWidgetEn)).toEqual(coverageWidgetEn);
    expect(ZBlock.parse(coverageWidgetAr)).toEqual(coverageWidgetAr);
    expect(ZBlock.safeParse({ ...coverageWidgetEn, rows: [{ pageUrl: '/x/' }] }).success).toBe(false);
  });

  it("shows the spec's title and note, the first 6 tiles, and 'View More Plan'", () => {
    const widgets = new Set<WidgetName>();
    const en = render(<CoverageWidgetBlock block={coverageWidgetEn} ctx={ctxFor('en')} />, 'en', widgets);
    expect(en).toContain('>Choose Health Insurance Coverage of Your Choice</h2>');
    expect(en).toContain('All coverage in AED*');
    expect(en.match(/<li[^>]*hidden/g)).toHaveLength(2);
    expect(en).toContain('>View More Plan</button>');
    expect(en).toContain('href="/health-insurance/150k-cover-dubai/"');
    expect(widgets.has('cm-more')).toBe(true);
  });

  it('links in the page language in ar', () => {
    const ar = render(<CoverageWidgetBlock block={coverageWidgetAr} ctx={ctxFor('ar')} />, 'ar');
    expect(ar).toContain('href="/ar-ae/health-insurance/150k-cover-dubai/"');
    expect(ar).toContain('اختر تغطية التأمين الصحي');
  });

  it('has no toggle when every tile fits, and nothing without tiles', () => {
    const few = { ...coverageWidgetEn, rows: coverageWidgetEn.rows.slice(0, 3) };
    expect(render(<CoverageWidgetBlock block={few} ctx={ctxFor('en')} />)).not.toContain('<button');
    expect(render(<CoverageWidgetBlock block={{ ...coverageWidgetEn, rows: [] }} ctx={ctxFor('en')} />)).toBe(
      '',
    );
  });
});
