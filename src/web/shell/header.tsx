import { useT } from '../i18n/use-t';
import { APP_LINKS } from '../../shared/domain/constants';
import { localeOf, localizedPath } from '../../shared/domain/locales';
import type { TMenuItem } from '../../shared/contracts/chrome';
import { Island } from '../islands/island';
import type { LanguageOption } from '../islands/language-dropdown';
import type { MenuGroup } from '../islands/mobile-menu';
import { hrefFor, telHref } from './links';
import { Logo } from './logo';
import type { ShellModel } from './model';

function languageOptions(m: ShellModel): LanguageOption[] {
  return m.alternates.map((a) => ({
    code: a.code,
    endonym: a.endonym,
    href: a.href,
    current: a.code === m.lang,
  }));
}

function menuGroups(items: TMenuItem[], m: ShellModel): MenuGroup[] {
  return items.map((g) => ({
    key: g.key,
    label: g.label,
    items: (g.content ?? [])
      .filter((c) => c.next)
      .map((c) => ({
        key: c.key,
        label: c.label,
        href: hrefFor(c.next ?? '/', m.lang),
        sticker: c.stickerValue,
      })),
  }));
}

/** Desktop header (spec 000 §2 screen 12): products menu, language dropdown, phone, dark mode, account. */
function DesktopHeader({ m }: { m: ShellModel }) {
  const { t } = useT('common');
  const groups = menuGroups(m.chrome.menu, m);
  return (
    <div className="header header--desktop" data-testid="desktop-header">
      <a className="header__logo" href={localizedPath('/', m.lang)}>
        <Logo label={t('header.homeLink')} />
      </a>
      {m.marketing ? null : (
        <nav className="products-menu" aria-label={t('header.productsNav')}>
          <ul className="products-menu__groups">
            {groups.map((g) => (
              <li key={g.key} className="products-menu__group">
                <button type="button" className="products-menu__label" aria-haspopup="true">
                  {g.label}
                </button>
                <ul className="products-menu__items">
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
            ))}
          </ul>
        </nav>
      )}
      <div className="header__actions">
        {m.alternates.length > 1 ? (
          <Island
            name="LanguageDropdown"
            props={{
              variant: 'desktop',
              label: t('header.chooseLanguage'),
              currentLabel: localeOf(m.lang).endonym,
              options: languageOptions(m),
            }}
          />
        ) : null}
        <a
          className="header__phone"
          href={telHref(m.support.phone)}
          aria-label={t('header.callUsAt', { phone: m.support.phone })}
        >
          <span dir="ltr">{m.support.phone}</span>
        </a>
        <Island
          name="ThemeToggle"
          props={{
            initialTheme: m.theme,
            labels: { toDark: t('header.darkMode'), toLight: t('header.lightMode') },
          }}
        />
        {/* The sign-in modal arrives with the account feature; the button already carries its dialog semantics. */}
        <button
          type="button"
          className="button button--outline header__account"
          aria-haspopup="dialog"
          data-testid="sign-in"
        >
          {t('header.signIn')}
        </button>
      </div>
    </div>
  );
}

/** Mobile header (spec 000 §2 screens 12 and 14): menu toggle, logo, language, dark mode. */
function MobileHeader({ m }: { m: ShellModel }) {
  const { t } = useT('common');
  return (
    <div className="header header--mobile" data-testid="mobile-header">
      <Island
        name="MobileMenu"
        props={{
          labels: {
            open: t('header.openMenu'),
            close: t('header.closeMenu'),
            menu: t('header.mainMenu'),
            explore: t('header.exploreProducts'),
            contact: t('header.contactUs'),
            hours: t('header.supportHours'),
            email: t('header.emailUs'),
            language: t('header.chooseLanguage'),
            currentLanguage: localeOf(m.lang).endonym,
            getTheApp: t('header.getTheApp'),
            android: t('header.android'),
            ios: t('header.ios'),
          },
          groups: menuGroups(m.chrome.menu, m),
          languages: languageOptions(m),
          phone: { display: m.support.phone, href: telHref(m.support.phone) },
          email: m.support.email,
          appLinks: { ...APP_LINKS },
        }}
      />
      <a className="header__logo" href={localizedPath('/', m.lang)}>
        <Logo label={t('header.homeLink')} />
      </a>
      <Island
        name="ThemeToggle"
        props={{
          initialTheme: m.theme,
          labels: { toDark: t('header.darkMode'), toLight: t('header.lightMode') },
        }}
      />
    </div>
  );
}

export function Header({ m }: { m: ShellModel }) {
  return (
    <header className="site-header">
      <DesktopHeader m={m} />
      <MobileHeader m={m} />
    </header>
  );
}
