import { catalogues, tFor } from '../../shared/i18n/catalogues';
import { localizedPath, type LangCode } from '../../shared/domain/locales';
import { MY_DATA_PATH } from '../../shared/contracts/my-data';
import { JsonScript } from '../safe/safe-html';

/**
 * `/my-data/` "Who has my number" (decision 0033): the server renders the frame and what the page does
 * (the same for everyone, never cached); the plain module `src/web/my-data/my-data-page.ts` reads GET /api/my_data
 * with the session cookie and fills it in, or offers the sign-in modal. Its strings travel as JSON beside it.
 * `widget`: the root's widget props, which the entry registers (FeatureWidget in widgets/collector.ts), so this
 * folder never imports widgets/.
 */
export function MyDataPage({ lang, widget }: { lang: LangCode; widget: { 'data-widget': string } }) {
  const t = tFor(lang);
  return (
    <section
      className="my-data"
      {...widget}
      data-lang={lang}
      data-href={localizedPath(MY_DATA_PATH, lang)}
      data-testid="my-data-page"
    >
      <h1>{t('myData:page.title')}</h1>
      <p className="my-data__intro">{t('myData:page.intro')}</p>
      <div data-my-data-body="" aria-live="polite">
        <p>{t('myData:page.signedOut')}</p>
      </div>
      <JsonScript
        name="my-data-strings"
        value={{
          ...catalogues[lang].myData,
          signIn: catalogues[lang].account.signIn,
          contactAttempts: catalogues[lang].myDataContact,
        }}
      />
    </section>
  );
}
