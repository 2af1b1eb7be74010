import { localizedPath, type LangCode } from '../../shared/domain/locales';
import { productPath } from '../../shared/domain/products';
import { catalogues, tFor } from '../../shared/i18n/catalogues';
import { Island } from '../islands/island';
import { Renewal } from './renewal';

/**
 * The renewal page's server side (decision 0090): the heading and the island, whose first render is the loading
 * line. Nothing of the policy is rendered here: a page navigation carries no device token, the island opens it.
 */
export function RenewalSection({
  productId,
  token,
  lang,
}: {
  productId: number;
  token: string;
  lang: LangCode;
}) {
  const t = tFor(lang);
  return (
    <section className="renewal-page" aria-labelledby="renewal-page-title">
      <h1 id="renewal-page-title">{t('renewals:page.title')}</h1>
      <Island
        name="Renewal"
        component={Renewal}
        props={{
          lang,
          // Only the page's texts: the reminder's and the stop page's stay on the server.
          strings: { page: catalogues[lang].renewals.page },
          token,
          productName: t(`products.${productId}`),
          accountPath: localizedPath('/account/', lang),
          landingPath: localizedPath(`${productPath(productId)}/`, lang),
        }}
      />
    </section>
  );
}
