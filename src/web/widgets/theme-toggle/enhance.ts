import { THEME_ICON } from './icons';

const ONE_YEAR = 60 * 60 * 24 * 365;

/** Shows the current theme on every toggle of the page (desktop and mobile header each have one). */
function paint(dark: boolean): void {
  for (const button of document.querySelectorAll<HTMLButtonElement>('[data-widget="theme-toggle"]')) {
    button.setAttribute('aria-pressed', String(dark));
    const label = dark ? button.dataset.labelLight : button.dataset.labelDark;
    if (label) button.setAttribute('aria-label', label);
    button.querySelector('path')?.setAttribute('d', dark ? THEME_ICON.dark : THEME_ICON.light);
  }
}

/**
 * Dark-mode toggle. The choice is saved as `themePreference` in localStorage (spec) and in a cookie of the same
 * name, which the server reads to render the right theme class: no flash, no inline script.
 */
export function enhanceThemeToggle(button: HTMLElement): void {
  button.addEventListener('click', () => {
    const root = document.documentElement;
    const next = root.classList.contains('theme-dark') ? 'light' : 'dark';
    root.classList.toggle('theme-dark', next === 'dark');
    root.style.colorScheme = next;
    try {
      localStorage.setItem('themePreference', next);
    } catch {
      // storage may be disabled (private mode); the cookie still carries the choice
    }
    document.cookie = `themePreference=${next}; Path=/; Max-Age=${ONE_YEAR}; SameSite=Lax`;
    paint(next === 'dark');
  });
}
