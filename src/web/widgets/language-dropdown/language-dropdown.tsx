import { useWidget } from '../collector';

export type LanguageOption = { code: string; endonym: string; href: string; current: boolean };

type Props = {
  label: string;
  currentLabel: string;
  options: LanguageOption[];
  variant: 'desktop' | 'mobile';
};

/**
 * Language dropdown built from the page's hreflang alternates (docs/product/pages.md 'Language dropdown'): a native
 * <details> of plain links, so it works without JavaScript; `enhance.ts` adds Escape and outside-click closing.
 */
export function LanguageDropdown({ label, currentLabel, options, variant }: Props) {
  const widget = useWidget('language-dropdown');
  return (
    <details
      className={`lang-dropdown lang-dropdown--${variant}`}
      data-testid={`lang-dropdown-${variant}`}
      {...widget}
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
