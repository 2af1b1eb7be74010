import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import type { ReactNode } from 'react';
import { WidgetCollector, type WidgetName } from './collector';
import { coreWidgetEnhancers, widgetGroupLoaders } from '../widget-registry/enhancers';
import { WIDGET_GROUPS, type WidgetGroup } from './names';
import { LanguageDropdown } from './language-dropdown/language-dropdown';
import { MobileMenu } from './mobile-menu/mobile-menu';
import { MENU_ICON } from './mobile-menu/icons';
import { readMoreView } from './read-more/text';
import { ScrollTop } from './scroll-top/scroll-top';
import { ThemeToggle } from './theme-toggle/theme-toggle';
import { THEME_ICON } from './theme-toggle/icons';

function render(node: ReactNode): { html: string; used: Set<WidgetName> } {
  const used = new Set<WidgetName>();
  const html = renderToStaticMarkup(<WidgetCollector.Provider value={used}>{node}</WidgetCollector.Provider>);
  return { html, used };
}

const menuLabels = {
  open: 'Open menu',
  close: 'Close menu',
  menu: 'Main menu',
  explore: 'Explore Products',
  contact: 'Contact us',
  hours: '9 to 6',
  email: 'Email us',
  language: 'Choose language',
  currentLanguage: 'English',
  getTheApp: 'Get the app',
  android: 'Android',
  ios: 'iOS',
};
const languages = [
  { code: 'en', languageId: 1, prefix: '', endonym: 'English', href: '/', current: true },
  { code: 'ar', languageId: 2, prefix: 'ar-ae', endonym: 'العربية', href: '/ar-ae/', current: false },
  { code: 'hi', languageId: 3, prefix: 'hi-ae', endonym: 'हिन्दी', href: '/hi-ae/', current: false },
  { code: 'ml', languageId: 4, prefix: 'ml-ae', endonym: 'മലയാളം', href: '/ml-ae/', current: false },
];

describe('widgets (server markup for the plain enhancers, no React island)', () => {
  it('every widget name has an enhancer', () => {
    // The shell's own; the block groups' widgets are checked against the markup blocks render (registry.test.tsx).
    const shell = [
      'account-button',
      'account-page',
      'language-dropdown',
      'mobile-menu',
      'read-more',
      'scroll-top',
      'theme-toggle',
    ];
    for (const name of shell) expect(Object.hasOwn(coreWidgetEnhancers, name), name).toBe(true);
    for (const [name, enhance] of Object.entries(coreWidgetEnhancers)) {
      expect(name).toMatch(/^[a-z][a-z0-9-]*$/);
      expect(typeof enhance).toBe('function');
    }
  });

  it('lists each lazily loaded group exactly as the group exports its enhancers', async () => {
    const seen = new Set<string>(Object.keys(coreWidgetEnhancers));
    for (const group of Object.keys(WIDGET_GROUPS) as WidgetGroup[]) {
      const enhancers = await widgetGroupLoaders[group]();
      expect(Object.keys(enhancers).sort(), group).toEqual([...WIDGET_GROUPS[group]].sort());
      for (const [name, enhance] of Object.entries(enhancers)) {
        expect(seen.has(name), `${name} is in one group only`).toBe(false);
        seen.add(name);
        expect(typeof enhance).toBe('function');
      }
    }
  });

  it('renders the mobile menu closed, with both labels for the enhancer and the nested dropdown', () => {
    const { html, used } = render(
      <MobileMenu
        labels={menuLabels}
        groups={[{ key: 'car', label: 'Car', items: [{ key: 'c', label: 'Car insurance', href: '/car/' }] }]}
        languages={languages}
        contact={null}
        appLinks={null}
      />,
    );
    expect(html).toContain('data-widget="mobile-menu"');
    expect(html).toContain(
      'aria-expanded="false" aria-controls="mobile-menu-panel" aria-label="Open menu" data-label-open="Open menu" data-label-close="Close menu"',
    );
    expect(html).toContain(`d="${MENU_ICON.open}"`);
    expect(html).toMatch(/<nav id="mobile-menu-panel"[^>]* hidden=""/);
    expect(html).toMatch(/<ul id="mm-group-car" hidden=""/);
    expect(html).not.toContain('data-island');
    expect([...used].sort()).toEqual(['language-dropdown', 'mobile-menu']);
  });

  it('renders the language dropdown as a native <details> of plain links', () => {
    const { html } = render(
      <LanguageDropdown
        variant="desktop"
        label="Choose language"
        currentLabel="English"
        options={languages}
      />,
    );
    expect(html).toMatch(
      /^<details class="lang-dropdown lang-dropdown--desktop"[^>]*data-widget="language-dropdown"/,
    );
    expect(html).toContain('<a href="/ar-ae/" hrefLang="ar" lang="ar">العربية</a>');
    expect(html).toContain(
      '<li data-language-id="3" data-prefix="hi-ae"><a href="/hi-ae/" hrefLang="hi" lang="hi">हिन्दी</a></li>',
    );
    expect(html).toContain('<li data-language-id="4" data-prefix="ml-ae">');
    expect(html).toContain('aria-current="true"');
  });

  it('renders the theme toggle for the theme the server read, with both labels', () => {
    const labels = { toDark: 'Dark mode', toLight: 'Light mode' };
    const light = render(<ThemeToggle initialTheme="light" labels={labels} />).html;
    expect(light).toContain('aria-pressed="false" aria-label="Dark mode"');
    expect(light).toContain(`d="${THEME_ICON.light}"`);
    const dark = render(<ThemeToggle initialTheme="dark" labels={labels} />).html;
    expect(dark).toContain('aria-pressed="true" aria-label="Light mode"');
    expect(dark).toContain('data-label-dark="Dark mode" data-label-light="Light mode"');
    expect(dark).toContain(`d="${THEME_ICON.dark}"`);
  });

  it('renders the scroll-to-top button hidden until the enhancer sees 600 px of scroll', () => {
    const { html, used } = render(<ScrollTop label="Back to top" />);
    expect(html).toMatch(/^<button type="button" class="scroll-top" aria-label="Back to top" hidden=""/);
    expect([...used]).toEqual(['scroll-top']);
  });
});

describe('readMoreView', () => {
  const data = {
    text: 'Alpha beta.\n\nGamma delta epsilon zeta eta theta',
    mobileLimit: 20,
    desktopLimit: 300,
  };

  it('collapses at the width’s limit and expands to every paragraph', () => {
    expect(readMoreView(data, true, false)).toEqual({ shown: ['Alpha beta.', 'Gamma…'], collapsible: true });
    expect(readMoreView(data, true, true)).toEqual({
      shown: ['Alpha beta.', 'Gamma delta epsilon zeta eta theta'],
      collapsible: true,
    });
    expect(readMoreView(data, false, false).collapsible).toBe(false);
  });
});
