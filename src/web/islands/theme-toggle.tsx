import { useState } from 'react';

type Props = { initialTheme: 'light' | 'dark'; labels: { toDark: string; toLight: string } };

const ONE_YEAR = 60 * 60 * 24 * 365;

/**
 * Dark-mode toggle. The choice is saved as `themePreference` in localStorage (spec) and in a cookie of
 * the same name, which the server reads to render the right theme class: no flash, no inline script.
 */
export function ThemeToggle({ initialTheme, labels }: Props) {
  const [theme, setTheme] = useState(initialTheme);
  const toggle = () => {
    const next = document.documentElement.classList.contains('theme-dark') ? 'light' : 'dark';
    document.documentElement.classList.toggle('theme-dark', next === 'dark');
    document.documentElement.style.colorScheme = next;
    try {
      localStorage.setItem('themePreference', next);
    } catch {
      // storage may be disabled (private mode); the cookie still carries the choice
    }
    document.cookie = `themePreference=${next}; Path=/; Max-Age=${ONE_YEAR}; SameSite=Lax`;
    setTheme(next);
  };
  const dark = theme === 'dark';
  return (
    <button
      type="button"
      className="icon-button theme-toggle"
      onClick={toggle}
      aria-pressed={dark}
      aria-label={dark ? labels.toLight : labels.toDark}
      data-testid="theme-toggle"
    >
      <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24">
        {dark ? (
          <circle cx="12" cy="12" r="5" fill="currentColor" />
        ) : (
          <path d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z" fill="currentColor" />
        )}
      </svg>
    </button>
  );
}
