import { ASYNC_ENQUIRY_PRODUCTS } from '../../shared/contracts/journey-constants';
import type { JourneyMount } from '../../shared/contracts/render';
import type { LangCode } from '../../shared/domain/locales';
import { localizedPath } from '../../shared/domain/locales';
import { productPath } from '../../shared/domain/products';
import { catalogues } from '../../shared/i18n/catalogues';
import { Island } from '../islands/island';
import type { JourneyProps } from './types';

/** Props of the journey island: the form, and the `journey` and `rules` catalogues of the page language. */
export function journeyProps(mount: JourneyMount, lang: LangCode): JourneyProps {
  return {
    lang,
    productId: mount.productId,
    journeyType: mount.journeyType,
    pageTypeId: mount.pageTypeId,
    userForm: mount.userForm,
    strings: catalogues[lang].journey,
    rules: catalogues[lang].rules,
    today: mount.today,
  };
}

/** The journey on a product page (spec 001 §2 pre-quote form), server-rendered at its first screen. */
export function JourneySection({ mount, lang }: { mount: JourneyMount; lang: LangCode }) {
  return (
    <div className="journey-host" id="journey">
      <Island name="Journey" props={journeyProps(mount, lang)} />
    </div>
  );
}

/** The quotes landing `/{segment}/quotes/` (issue 4 §4): enquiry received, and its state. */
export function QuotesLanding({
  productId,
  productName,
  lang,
}: {
  productId: number;
  productName: string;
  lang: LangCode;
}) {
  const strings = catalogues[lang].journey.quotes;
  const path = productPath(productId);
  return (
    <section className="quotes" aria-labelledby="quotes-title">
      <h1 id="quotes-title">{strings.title}</h1>
      <Island
        name="QuotesStatus"
        props={{
          productId,
          productName,
          isAsync: ASYNC_ENQUIRY_PRODUCTS.has(productId),
          strings,
          lang,
          productPath: localizedPath(path ? `${path}/` : '/', lang),
        }}
      />
    </section>
  );
}
