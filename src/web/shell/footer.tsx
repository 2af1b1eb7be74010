import { useT } from '../i18n/use-t';
import { chromeRules } from './chrome-rules';
import { hrefFor, telHref } from './links';
import { MY_DATA_PATH } from '../../shared/contracts/my-data';
import type { ShellModel } from './model';

const SOCIAL_ICONS: Record<string, string> = {
  facebook: 'M14 8h3V4h-3c-2.8 0-4 1.8-4 4.5V11H7v4h3v9h4v-9h3l1-4h-4V9c0-.6.4-1 1-1z',
  twitter: 'M4 4l7 9-7 7h2l6-6 4 6h5l-7-10 6-6h-2l-5 5-4-5z',
  linkedin:
    'M5 9h3v11H5zM6.5 4a1.8 1.8 0 110 3.6 1.8 1.8 0 010-3.6zM10 9h3v1.6c.5-1 1.7-1.8 3.4-1.8 3 0 3.6 2 3.6 4.6V20h-3v-5.8c0-1.4 0-3-2-3s-2.2 1.5-2.2 3V20H10z',
  youtube:
    'M21.6 7.2a2.5 2.5 0 00-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4a2.5 2.5 0 00-1.8 1.8C2 8.8 2 12 2 12s0 3.2.4 4.8a2.5 2.5 0 001.8 1.8C5.8 19 12 19 12 19s6.2 0 7.8-.4a2.5 2.5 0 001.8-1.8c.4-1.6.4-4.8.4-4.8s0-3.2-.4-4.8zM10 15V9l5.2 3z',
  instagram:
    'M7 3h10a4 4 0 014 4v10a4 4 0 01-4 4H7a4 4 0 01-4-4V7a4 4 0 014-4zm5 5a4 4 0 100 8 4 4 0 000-8zm5.5-1.5a1 1 0 100 2 1 1 0 000-2z',
};

function ContactBlock({ m }: { m: ShellModel }) {
  const { t } = useT('common');
  return (
    <section aria-labelledby="footer-office">
      <h2 id="footer-office" className="site-footer__heading">
        {t('footer.officeAddress')}
      </h2>
      <address>{m.chrome.footer.address}</address>
      <p className="site-footer__phone">
        {t('footer.phoneLine', { phone: '\u2066' + m.support.phone + '\u2069', email: m.support.email })}
      </p>
      <p>
        <a href={telHref(m.support.phone)}>{t('header.callUs')}</a> ·{' '}
        <a href={`mailto:${m.support.email}`}>{t('header.emailUs')}</a>
      </p>
    </section>
  );
}

function Legal() {
  const { t } = useT('common');
  return (
    <>
      <p className="site-footer__legal">{t('footer.legal')}</p>
      <p className="site-footer__legal">{t('footer.copyright', { year: new Date().getFullYear() })}</p>
    </>
  );
}

/**
 * Footer (docs/product/pages.md): 'Compare Our Products', about links, social links, address, phone line.
 * The two bank partners get a reduced footer in their own styling; network/peko get none.
 */
export function Footer({ m }: { m: ShellModel }) {
  const { t } = useT('common');
  const rules = chromeRules(m);
  if (!rules.showFooter) return null;
  if (rules.reducedFooter) {
    return (
      <footer
        className={`site-footer site-footer--reduced site-footer--${rules.reducedFooter}`}
        data-testid="site-footer"
        data-variant={`reduced-${rules.reducedFooter}`}
      >
        <div className="site-footer__grid site-footer__grid--reduced">
          <ContactBlock m={m} />
        </div>
        <Legal />
      </footer>
    );
  }
  const f = m.chrome.footer;
  return (
    <footer className="site-footer" data-testid="site-footer" data-variant="full">
      <div className="site-footer__grid">
        <nav aria-labelledby="footer-compare">
          <h2 id="footer-compare" className="site-footer__heading">
            {t('footer.compareProducts')}
          </h2>
          <ul>
            {f.compareProducts.map((l) => (
              <li key={l.url}>
                <a href={hrefFor(l.url, m.lang)}>{l.label}</a>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-about">
          <h2 id="footer-about" className="site-footer__heading">
            {t('footer.about')}
          </h2>
          <ul>
            {f.aboutLinks.map((l) => (
              <li key={l.url}>
                <a href={hrefFor(l.url, m.lang)}>{l.label}</a>
              </li>
            ))}
            {/* "Who has my number" (decisions 0030 and 0033): reachable from every page. */}
            <li>
              <a href={hrefFor(MY_DATA_PATH, m.lang)} data-testid="footer-my-data">
                {t('myData:page.footerLink')}
              </a>
            </li>
          </ul>
        </nav>
        <ContactBlock m={m} />
        <section aria-labelledby="footer-social">
          <h2 id="footer-social" className="site-footer__heading">
            {t('footer.followUs')}
          </h2>
          <ul className="site-footer__social">
            {f.social.map((s) => (
              <li key={s.network}>
                <a
                  href={s.url}
                  rel="noopener noreferrer"
                  target="_blank"
                  aria-label={t(`footer.social.${s.network}`)}
                >
                  <svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24">
                    <path d={SOCIAL_ICONS[s.network]} fill="currentColor" />
                  </svg>
                </a>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <Legal />
    </footer>
  );
}
