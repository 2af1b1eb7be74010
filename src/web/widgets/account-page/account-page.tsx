import { catalogues, tFor } from '../../../shared/i18n/catalogues';
import { localizedPath, type LangCode } from '../../../shared/domain/locales';
import { MY_DATA_PATH } from '../../../shared/contracts/my-data';
import { JsonScript } from '../../safe/safe-html';
import { useWidget } from '../collector';

/**
 * `/account/` (decision 0031): the server renders the frame and the signed-out text (the page is the same for
 * everyone, never cached: decision 0025); the plain module `src/web/account/account-page.ts` reads the account with
 * the session cookie and fills it in. Its strings travel as JSON beside it.
 */
export function AccountPage({ lang }: { lang: LangCode }) {
  const t = tFor(lang);
  const widget = useWidget('account-page');
  return (
    <section className="account" {...widget} data-lang={lang} data-testid="account-page">
      <h1>{t('account:page.title')}</h1>
      <div data-account-body="" aria-live="polite">
        <p>{t('account:page.signedOut')}</p>
      </div>
      <p className="account__my-data">
        <a href={localizedPath(MY_DATA_PATH, lang)}>{t('myData:page.accountLink')}</a>
      </p>
      <JsonScript name="account-strings" value={catalogues[lang].account} />
    </section>
  );
}
