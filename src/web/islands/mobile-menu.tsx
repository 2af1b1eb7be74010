import { useEffect, useState } from 'react';
import { LanguageDropdown, type LanguageOption } from './language-dropdown';

export type MenuGroup = {
  key: string;
  label: string;
  items: { key: string; label: string; href: string; sticker?: string | undefined }[];
};

type Props = {
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
  /** Contact block; null on network/peko sources (spec 000 §6). */
  contact: { phone: { display: string; href: string }; email: string } | null;
  /** Store links; absent for internal-IP visitors and source 10 (spec 000 §2 screen 12). */
  appLinks: { android: string; ios: string } | null;
};

/**
 * Mobile header menu (spec 000 §2 screens 12 and 14): the toggle locks body scroll while open, and the
 * 'Explore Products' accordion keeps one group open at a time.
 */
export function MobileMenu({ labels, groups, languages, contact, appLinks }: Props) {
  const [open, setOpen] = useState(false);
  const [openGroup, setOpenGroup] = useState<string | null>(null);

  useEffect(() => {
    document.body.classList.toggle('scroll-locked', open);
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.classList.remove('scroll-locked');
    };
  }, [open]);

  return (
    <div className="mobile-menu">
      <button
        type="button"
        className="icon-button mobile-menu__toggle"
        aria-expanded={open}
        aria-controls="mobile-menu-panel"
        aria-label={open ? labels.close : labels.open}
        onClick={() => setOpen((v) => !v)}
        data-testid="mobile-menu-toggle"
      >
        <svg aria-hidden="true" width="24" height="24" viewBox="0 0 24 24">
          {open ? (
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" />
          ) : (
            <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" />
          )}
        </svg>
      </button>
      <nav
        id="mobile-menu-panel"
        className="mobile-menu__panel"
        aria-label={labels.menu}
        hidden={!open}
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
          {groups.map((g) => {
            const expanded = openGroup === g.key;
            return (
              <li key={g.key} className="mobile-menu__group">
                <button
                  type="button"
                  className="mobile-menu__group-toggle"
                  aria-expanded={expanded}
                  aria-controls={`mm-group-${g.key}`}
                  onClick={() => setOpenGroup(expanded ? null : g.key)}
                >
                  {g.label}
                </button>
                <ul id={`mm-group-${g.key}`} hidden={!expanded} className="mobile-menu__items">
                  {g.items.map((it) => (
                    <li key={it.key}>
                      <a href={it.href}>
                        {it.label}
                        {it.sticker ? <span className="sticker">{it.sticker}</span> : null}
                      </a>
                    </li>
                  ))}
                </ul>
              </li>
            );
          })}
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
