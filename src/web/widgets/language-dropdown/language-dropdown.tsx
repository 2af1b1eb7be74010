import { useWidget } from '../collector';

/** One language the page exists in: the spec's language entity (id, prefix, value, endonym) and the page's URL. */
export type LanguageOption = {
  code: string;
  /** Language id (English 1, Arabic 2, Hindi 3, Malayalam 4; docs/product/pages.md). */
  languageId: number;
  /** URL prefix ('' for English, 'hi-ae' for Hindi). */
  prefix: string;
  endonym: string;
  /** The same page in that language. */
  href: string;
  current: boolean;
};

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
          <li key={o.code} data-language-id={o.languageId} data-prefix={o.prefix}>
            <a href={o.href} hrefLang={o.code} lang={o.code} aria-current={o.current ? 'true' : undefined}>
              {o.endonym}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}
