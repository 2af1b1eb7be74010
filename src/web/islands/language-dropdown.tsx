import { useEffect, useRef } from 'react';

export type LanguageOption = { code: string; endonym: string; href: string; current: boolean };

type Props = {
  label: string;
  currentLabel: string;
  options: LanguageOption[];
  variant: 'desktop' | 'mobile';
};

/**
 * Language dropdown built from the page's hreflang alternates (spec 001 'Language dropdown').
 * A native <details> so it works before hydration; the island adds Escape and outside-click closing.
 */
export function LanguageDropdown({ label, currentLabel, options, variant }: Props) {
  const ref = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const onDoc = (e: MouseEvent) => {
      if (el.open && !el.contains(e.target as Node)) el.open = false;
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape' && el.open) {
        el.open = false;
        el.querySelector('summary')?.focus();
      }
    };
    document.addEventListener('click', onDoc);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('click', onDoc);
      document.removeEventListener('keydown', onKey);
    };
  }, []);
  return (
    <details
      ref={ref}
      className={`lang-dropdown lang-dropdown--${variant}`}
      data-testid={`lang-dropdown-${variant}`}
    >
      <summary aria-label={label}>
        <span aria-hidden="true" className="lang-dropdown__icon">
          ⌘
        </span>
        {currentLabel}
      </summary>
      <ul className="lang-dropdown__list">
        {options.map((o) => (
          <li key={o.code}>
            <a href={o.href} hrefLang={o.code} lang={o.code} aria-current={o.current ? 'true' : undefined}>
              {o.endonym}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}
