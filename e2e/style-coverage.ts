import type { Page } from 'playwright-core';

/** One class no rule names: where it was first seen, and whether nothing styles its component or its element. */
export type Unstyled = { where: string; blockUnstyled: boolean };

/**
 * Style coverage (docs/decisions/0071-style-and-screen-checks.md): the classes elements carry that no rule of the page's
 * own stylesheets names. Read in the browser from document.styleSheets, so what counts is the CSS the page really
 * loaded (the built, bundled files), at the moment the screen is shown. A class's component is its name before
 * `__` or `--` (`sign-in__field--error` belongs to `sign-in`); a component none of whose classes has a rule is
 * unstyled as a whole, which is what the test fails on.
 */
export async function unstyledClasses(page: Page): Promise<[string, Unstyled][]> {
  return page.evaluate(() => {
    const named = new Set<string>();
    const walk = (rules: CSSRuleList) => {
      for (const rule of Array.from(rules)) {
        if (rule instanceof CSSStyleRule)
          for (const m of rule.selectorText.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)) named.add(m[1] ?? '');
        if ('cssRules' in rule) walk((rule as CSSGroupingRule).cssRules);
      }
    };
    for (const sheet of Array.from(document.styleSheets)) walk(sheet.cssRules);
    const blockOf = (cls: string) => cls.split(/__|--/)[0] ?? cls;
    const blocks = new Set([...named].map(blockOf));
    const out = new Map<string, { where: string; blockUnstyled: boolean }>();
    for (const el of Array.from(document.querySelectorAll('[class]')))
      for (const cls of Array.from(el.classList))
        if (!named.has(cls) && !out.has(cls))
          out.set(cls, {
            where: `<${el.tagName.toLowerCase()}> on ${location.pathname}`,
            // Styled by another class on the same element (`icon-button theme-toggle`): a name, not a gap.
            blockUnstyled: !blocks.has(blockOf(cls)) && !Array.from(el.classList).some((c) => named.has(c)),
          });
    return [...out];
  });
}

/**
 * Classes no rule needs to name: hooks that scripts, tests and anchors look for, on elements styled otherwise. Keep
 * this short; anything else a screen shows unstyled is a gap to style or a class to remove.
 */
export const SCRIPT_HOOKS = new Set<string>([
  // Content blocks' wrappers: their frame is `.block`, their title `.block h2` (blocks.css), their body the composed
  // tabs, carousel or table component; the class names the block for the gallery and the page's anchors.
  'tabs-block',
  'tabs-block__title',
  'slider-block',
  'slider-block__title',
  'multi-tab-carousel',
  'multi-tab-carousel__title',
  'dynamic-table',
  'dynamic-data-table',
]);
