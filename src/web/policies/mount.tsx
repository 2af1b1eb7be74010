import { localizedPath, type LangCode } from '../../shared/domain/locales';
import { productPath } from '../../shared/domain/products';
import { catalogues, tFor } from '../../shared/i18n/catalogues';
import { Island } from '../islands/island';
import { PolicyThankYou } from './thank-you';

/**
 * The policy thank-you page's server side (decision 0087): the heading and the island, whose first render is the
 * loading line. No policy is rendered here: a page navigation carries no device token, the island reads it.
 */
export function PolicyThankYouSection({
  productId,
  publicId,
  lang,
}: {
  productId: number;
  publicId: string | null;
  lang: LangCode;
}) {
  const t = tFor(lang);
  return (
    <section className="policy-page" aria-labelledby="policy-page-title">
      <h1 id="policy-page-title">{t('buy:thankYou.title')}</h1>
      <Island
        name="PolicyThankYou"
        component={PolicyThankYou}
        props={{
          lang,
          strings: catalogues[lang].buy,
          publicId,
          quotesPath: localizedPath(`${productPath(productId)}/quotes/`, lang),
          accountPath: localizedPath('/account/', lang),
        }}
      />
    </section>
  );
}
