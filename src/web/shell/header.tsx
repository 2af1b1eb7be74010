import { useT } from '../i18n/use-t';
import { APP_LINKS } from '../../shared/domain/constants';
import { localeOf, localizedPath } from '../../shared/domain/locales';
import { PRODUCT } from '../../shared/domain/products';
import type { TMenuItem } from '../../shared/contracts/chrome';
import { LanguageDropdown, type LanguageOption } from '../widgets/language-dropdown/language-dropdown';
import { MobileMenu, type MenuGroup } from '../widgets/mobile-menu/mobile-menu';
import { ThemeToggle } from '../widgets/theme-toggle/theme-toggle';
import { darkModeApplies } from '../../shared/domain/theme';
import { DeviceSyncButton } from '../device-sync/device-sync-button';
import { AccountButton } from '../widgets/account-button/account-button';
import { hrefFor, telHref } from './links';
import { Logo } from './logo';
import type { ShellModel } from './model';
import { chromeRules } from './chrome-rules';
import { withSourceId } from '../../shared/domain/sources';
import { useWidget } from '../widgets/collector';
import { clickAttrs } from '../analytics/click-attrs';

/** Hides the mobile menu's app links for internal-IP visitors, decided in the browser (decision 0040). */
function AppLinksCheck() {
  const widget = useWidget('app-links');
  return <span hidden {...widget} />;
}

/** Header logo: home of the channel, with sourceId for sources 4, 10 and 14 (docs/product/pages.md 'Header'). */
function logoHref(m: ShellModel): string {
  const home = localizedPath(m.partner ? `/${m.partner}/` : '/', m.lang);
  return withSourceId(home, m.sourceId);
}

function languageOptions(m: ShellModel): LanguageOption[] {
  return m.alternates.map((a) => ({
    code: a.code,
    languageId: localeOf(a.code).languageId,
    prefix: localeOf(a.code).prefix,
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
        // a click is the spec's categoryViewed (decision 0108)
        attrs: clickAttrs('categoryViewed', c.next ?? '/'),
      })),
  }));
}

/** Desktop header (docs/product/pages.md): products menu, language dropdown, phone, dark mode, account. */
function DesktopHeader({ m }: { m: ShellModel }) {
  const { t } = useT('common');
  const rules = chromeRules(m);
  const groups = menuGroups(m.chrome.menu, m);
  return (
    <div className="header header--desktop" data-testid="desktop-header">
      <a className="header__logo" href={logoHref(m)}>
        <Logo label={t('header.homeLink')} />
      </a>
      {!rules.showProductsMenu ? null : (
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
        </nav>
      )}
      <div className="header__actions">
        {m.alternates.length > 1 ? (
          <LanguageDropdown
            variant="desktop"
            label={t('header.chooseLanguage')}
            currentLabel={localeOf(m.lang).endonym}
            options={languageOptions(m)}
          />
        ) : null}
        <a
          className="header__phone"
          href={telHref(m.support.phone)}
          aria-label={t('header.callUsAt', { phone: m.support.phone })}
        >
          <span dir="ltr">{m.support.phone}</span>
        </a>
        {m.productId === PRODUCT.HOME ? <DeviceSyncButton /> : null}
        {darkModeApplies(m) ? (
          <ThemeToggle
            initialTheme={m.theme}
            labels={{ toDark: t('header.darkMode'), toLight: t('header.lightMode') }}
          />
        ) : null}
        <AccountButton
          m={m}
          label={t(`header.${rules.accountLabel}`)}
          className="button button--outline header__account"
        />
      </div>
    </div>
  );
}

/** Mobile header (docs/product/pages.md): menu toggle, logo, language, dark mode where it applies (decision 0113). */
function MobileHeader({ m }: { m: ShellModel }) {
  const { t } = useT('common');
  const rules = chromeRules(m);
  return (
    <div className="header header--mobile" data-testid="mobile-header">
      {rules.backInsteadOfMenu ? (
        <a
          className="icon-button header__back"
          href={logoHref(m)}
          aria-label={t('header.back')}
          data-testid="header-back"
        >
          <svg aria-hidden="true" width="24" height="24" viewBox="0 0 24 24" className="flip-rtl">
            <path d="M15 5l-7 7 7 7" stroke="currentColor" strokeWidth="2" fill="none" />
          </svg>
        </a>
      ) : (
        <MobileMenu
          labels={{
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
          }}
          groups={rules.showProductsMenu ? menuGroups(m.chrome.menu, m) : []}
          languages={languageOptions(m)}
          contact={
            rules.showContact
              ? {
                  phone: { display: m.support.phone, href: telHref(m.support.phone) },
                  email: m.support.email,
                }
              : null
          }
          appLinks={rules.showAppLinks ? { ...APP_LINKS } : null}
        />
      )}
      {!rules.backInsteadOfMenu && rules.showAppLinks ? <AppLinksCheck /> : null}
      <a className="header__logo" href={logoHref(m)}>
        <Logo label={t('header.homeLink')} />
      </a>
      {m.productId === PRODUCT.HOME ? <DeviceSyncButton /> : null}
      {darkModeApplies(m) ? (
        <ThemeToggle
          initialTheme={m.theme}
          labels={{ toDark: t('header.darkMode'), toLight: t('header.lightMode') }}
        />
      ) : null}
      <AccountButton
        m={m}
        label={t(`header.${rules.accountLabel}`)}
        className="button button--outline header__account header__account--mobile"
      />
    </div>
  );
}

export function Header({ m }: { m: ShellModel }) {
  if (!chromeRules(m).showHeader) return null;
  return (
    <header className="site-header">
      <DesktopHeader m={m} />
      <MobileHeader m={m} />
    </header>
  );
}
