import { useWidget } from '../collector';
import { THEME_ICON } from './icons';

type Props = { initialTheme: 'light' | 'dark'; labels: { toDark: string; toLight: string } };

/**
 * Dark-mode toggle, rendered for the theme the server read from the `themePreference` cookie (no flash, no
 * inline script); `enhance.ts` switches it. Both labels travel as data attributes.
 */
export function ThemeToggle({ initialTheme, labels }: Props) {
  const widget = useWidget('theme-toggle');
  const dark = initialTheme === 'dark';
  return (
    <button
      type="button"
      className="icon-button theme-toggle"
      aria-pressed={dark}
      aria-label={dark ? labels.toLight : labels.toDark}
      data-label-dark={labels.toDark}
      data-label-light={labels.toLight}
      data-testid="theme-toggle"
      {...widget}
    >
      <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24">
        <path d={dark ? THEME_ICON.dark : THEME_ICON.light} fill="currentColor" />
      </svg>
    </button>
  );
}
