import { catalogues, tFor } from '../../shared/i18n/catalogues';
import { localizedPath, type LangCode } from '../../shared/domain/locales';
import { MY_DATA_PATH } from '../../shared/contracts/my-data';
import { JsonScript } from '../safe/safe-html';

/**
 * `/account/` (decision 0031): the server renders the frame and the signed-out text (the page is the same for
 * everyone, never cached: decision 0025); the plain module `src/web/account/account-page.ts` reads the account with
 * the session cookie and fills it in. Its strings travel as JSON beside it. `widget`: the root's widget props, which
 * the entry registers (FeatureWidget in widgets/collector.ts), so this folder never imports widgets/.
 */
export function AccountPage({ lang, widget }: { lang: LangCode; widget: { 'data-widget': string } }) {
  const t = tFor(lang);
  return (
    <section className="account" {...widget} data-lang={lang} data-testid="account-page">
      <h1>{t('account:page.title')}</h1>
      <div data-account-body="" aria-live="polite">
        <p>{t('account:page.signedOut')}</p>
      </div>
      <p className="account__my-data">
        <a href={localizedPath(MY_DATA_PATH, lang)}>{t('myData:page.accountLink')}</a>
      </p>
      {/* The product names name the enquiries (the account catalogue has none; hi and ml fall back to English). */}
      <JsonScript
        name="account-strings"
        value={{
          ...catalogues[lang].account,
          products: Object.fromEntries(
            Object.keys(catalogues.en.common.products).map((id) => [id, t(`products.${id}`)]),
          ),
        }}
      />
    </section>
  );
}
