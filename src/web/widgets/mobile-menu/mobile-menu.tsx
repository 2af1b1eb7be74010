import { LanguageDropdown, type LanguageOption } from '../language-dropdown/language-dropdown';
import { useWidget } from '../collector';
import { MENU_ICON } from './icons';

export type MenuGroup = {
  key: string;
  label: string;
  items: {
    key: string;
    label: string;
    href: string;
    sticker?: string | undefined;
    /** The analytics click's `data-` attributes (decision 0108). */
    attrs?: Record<string, string>;
  }[];
};

export type MobileMenuProps = {
  labels: {
    open: string;
    close: string;
    menu: string;
    explore: string;
    contact: string;
    hours: string;
    email: string;
    language: string;
    currentLanguage: string;
    getTheApp: string;
    android: string;
    ios: string;
  };
  groups: MenuGroup[];
  languages: LanguageOption[];
  /** Contact block; null on network/peko sources (docs/product/pages.md). */
  contact: { phone: { display: string; href: string }; email: string } | null;
  /** Store links; absent for internal-IP visitors and source 10 (docs/product/pages.md). */
  appLinks: { android: string; ios: string } | null;
};

/**
 * Mobile header menu (docs/product/pages.md), rendered closed. `enhance.ts` opens it (locking the page
 * scroll), closes it on Escape and keeps one 'Explore Products' group open at a time; the labels it swaps
 * travel as data attributes.
 */
export function MobileMenu({ labels, groups, languages, contact, appLinks }: MobileMenuProps) {
  const widget = useWidget('mobile-menu');
  return (
    <div className="mobile-menu" {...widget}>
      <button
        type="button"
        className="icon-button mobile-menu__toggle"
        aria-expanded="false"
        aria-controls="mobile-menu-panel"
        aria-label={labels.open}
        data-label-open={labels.open}
        data-label-close={labels.close}
        data-testid="mobile-menu-toggle"
      >
        <svg aria-hidden="true" width="24" height="24" viewBox="0 0 24 24">
          <path d={MENU_ICON.open} stroke="currentColor" strokeWidth="2" />
        </svg>
      </button>
      <nav
        id="mobile-menu-panel"
        className="mobile-menu__panel"
        aria-label={labels.menu}
        hidden
        data-testid="mobile-menu-panel"
      >
        <LanguageDropdown
          variant="mobile"
          label={labels.language}
          currentLabel={labels.currentLanguage}
          options={languages}
        />
        <h2 className="mobile-menu__heading">{labels.explore}</h2>
        <ul className="mobile-menu__groups">
          {groups.map((g) => (
            <li key={g.key} className="mobile-menu__group">
              <button
                type="button"
                className="mobile-menu__group-toggle"
                aria-expanded="false"
                aria-controls={`mm-group-${g.key}`}
              >
                {g.label}
              </button>
              <ul id={`mm-group-${g.key}`} hidden className="mobile-menu__items">
                {g.items.map((it) => (
                  <li key={it.key}>
                    <a href={it.href} {...it.attrs}>
                      {it.label}
                      {it.sticker ? <span className="sticker">{it.sticker}</span> : null}
                    </a>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
        {contact ? (
          <section className="mobile-menu__contact" aria-label={labels.contact}>
            <h2 className="mobile-menu__heading">{labels.contact}</h2>
            <a href={contact.phone.href} dir="ltr">
              {contact.phone.display}
            </a>
            <p>{labels.hours}</p>
            <a href={`mailto:${contact.email}`}>{labels.email}</a>
          </section>
        ) : null}
        {appLinks ? (
          <section className="mobile-menu__apps" aria-label={labels.getTheApp}>
            <h2 className="mobile-menu__heading">{labels.getTheApp}</h2>
            <a href={appLinks.android} rel="noopener">
              {labels.android}
            </a>
            <a href={appLinks.ios} rel="noopener">
              {labels.ios}
            </a>
          </section>
        ) : null}
      </nav>
    </div>
  );
}
