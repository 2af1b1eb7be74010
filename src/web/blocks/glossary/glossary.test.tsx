import { describe, it, expect } from 'vitest';
import { ZBlock } from '../../../shared/contracts/blocks';
import { arCtx, enCtx, renderBlock } from '../editorial-common/test-utils';
import { GlossaryBlock, glossaryHref } from './glossary';
import { glossaryFixture, glossaryFixtureAr } from './glossary.fixture';
import { groupEntries, letterOf } from './letters';

describe('GlossaryBlock', () => {
  it('fixtures are valid; bad data is refused', () => {
    expect(ZBlock.parse(glossaryFixture)).toEqual(glossaryFixture);
    expect(ZBlock.parse(glossaryFixtureAr)).toEqual(glossaryFixtureAr);
    expect(ZBlock.safeParse({ ...glossaryFixture, rows: [] }).success).toBe(false);
    expect(ZBlock.safeParse({ ...glossaryFixture, basePath: '//evil.example' }).success).toBe(false);
    expect(ZBlock.safeParse({ ...glossaryFixture, rows: [{ pageName: 'x' }] }).success).toBe(false);
  });

  it("heading 'Glossary', 'Jump to letter' A–Z with letters without entries disabled", () => {
    const { html, widgets } = renderBlock(<GlossaryBlock block={glossaryFixture} ctx={enCtx} />);
    expect(html).toMatch(/<h2 class="glossary-block__title"[^>]*>Glossary<\/h2>/);
    expect(html).toContain('Jump to letter');
    const links = html.match(/<a class="glossary-block__letter"[^>]*>([A-Z])<\/a>/g) ?? [];
    expect(links.map((l) => l.replace(/.*>([A-Z])<\/a>/, '$1'))).toEqual(['A', 'B', 'C', 'E', 'Z']);
    expect(html.match(/aria-disabled="true"/g)).toHaveLength(21);
    expect(widgets.size).toBe(0);
  });

  it('groups by first letter, sorted, linking to base path plus refUrl with a trailing slash', () => {
    const { html } = renderBlock(<GlossaryBlock block={glossaryFixture} ctx={enCtx} />);
    const a = html.indexOf('>Agency repair<');
    const an = html.indexOf('>Annual fee<');
    expect(a).toBeGreaterThan(0);
    expect(an).toBeGreaterThan(a);
    expect(html.indexOf('>EMI<')).toBeGreaterThan(html.indexOf('>Co-payment<'));
    expect(html.indexOf('>Excess<')).toBeGreaterThan(html.indexOf('>EMI<'));
    expect(html).toContain('href="/glossary/agency-repair/"');
    expect(glossaryHref('/ar-ae/glossary/', '/emi', 'ar')).toBe('/ar-ae/glossary/emi/');
    expect(glossaryHref('/glossary', 'javascript:alert(1)', 'en')).toBeUndefined();
  });

  it('without basePath the page path is the base', () => {
    const block = { ...glossaryFixture, basePath: undefined };
    const ctx = { ...enCtx, path: '/glossary/' };
    expect(renderBlock(<GlossaryBlock block={block} ctx={ctx} />).html).toContain('href="/glossary/excess/"');
  });

  it('Arabic page: Arabic letter bar (hamza folded to alif), then A–Z for Latin names', () => {
    expect(letterOf('إصلاح الوكالة')).toBe('ا');
    expect(letterOf('ecole')).toBe('E');
    expect(letterOf('4x4 cover')).toBe('#');
    // The definite article is not a letter (decision 0105): 'التحمل' files under ت, 'الرسوم السنوية' under ر.
    expect(letterOf('التحمل')).toBe('ت');
    expect(letterOf('الرسوم السنوية')).toBe('ر');
    const groups = groupEntries(glossaryFixtureAr.rows, 'ar').map((g) => g.letter);
    expect(groups).toEqual(['ا', 'ت', 'ر', 'ن', 'E']);
    const { html } = renderBlock(<GlossaryBlock block={glossaryFixtureAr} ctx={arCtx} />, arCtx);
    expect(html).toContain('المسرد');
    expect(html).toContain('انتقل إلى حرف');
    expect(html.match(/class="glossary-block__letters"/g)).toHaveLength(2);
    expect(html).toContain('href="/ar-ae/glossary/excess/"');
    // ت group sorted without the article: 'التحمل' (تحمل) before 'تحويل الرصيد'
    expect(html.indexOf('التحمل')).toBeGreaterThan(0);
    expect(html.indexOf('التحمل')).toBeLessThan(html.indexOf('تحويل الرصيد'));
  });

  it('a name in neither alphabet files under the letter its entry gives (Hindi, Malayalam: decision 0105)', () => {
    const rows = [
      { pageName: 'एक्सेस (Excess)', refUrl: 'excess', letter: 'E' },
      { pageName: 'को-पे (Co-pay)', refUrl: 'co-pay', letter: 'C' },
      { pageName: 'EMI (मासिक किश्त)', refUrl: 'emi', letter: 'E' },
      { pageName: 'बिना अक्षर', refUrl: 'none' },
    ];
    expect(groupEntries(rows, 'hi').map((g) => [g.letter, g.entries.map((e) => e.refUrl)])).toEqual([
      ['C', ['co-pay']],
      // sorted with Hindi collation: Devanagari before Latin
      ['E', ['excess', 'emi']],
      ['#', ['none']],
    ]);
    expect(
      ZBlock.safeParse({ ...glossaryFixture, rows: [{ pageName: 'x', refUrl: 'x', letter: 'ab' }] }).success,
    ).toBe(false);
  });
});
