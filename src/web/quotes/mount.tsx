import { buysOnline } from '../../shared/domain/buy-online';
import { PRODUCT, productPath } from '../../shared/domain/products';
import { KEEP_MY_DOCTOR_PRODUCT_ID } from '../../shared/contracts/quotes-api-constants';
import { QUOTE_OPTIONS_FORM_KEYS, SAVE_QUOTES_FORMS } from '../../shared/contracts/journey-constants';
import { localizedPath, type LangCode } from '../../shared/domain/locales';
import { catalogues, tFor } from '../../shared/i18n/catalogues';
import { Island } from '../islands/island';
import { CarComparison } from './car-comparison';
import { QuoteCertificate } from './quote-certificate';
import { Quotes } from './quotes';
import type { ComparedCar } from './api';

/**
 * Server-side mounts of the quotes pages (decision 0013): the heading and the island, whose
 * first render is the shell (4 skeleton cards, or the certificate's and comparison's loading line). No data is
 * rendered here: a page navigation carries no session token, the islands fetch it.
 */

const landing = (productId: number, lang: LangCode) => {
  const path = productPath(productId);
  return localizedPath(path ? `${path}/` : '/', lang);
};
const quotesPage = (productId: number, lang: LangCode) =>
  localizedPath(`${productPath(productId)}/quotes/`, lang);

/** docs/product/quotes.md 'Default health quote sort COVER_DESC'. */
const defaultSortOf = (productId: number) =>
  productId === PRODUCT.HEALTH_INSURANCE ? ('COVER_DESC' as const) : ('RECOMMENDED' as const);

/**
 * The list's strings: `quotesUi`, plus a product bought online's two card labels from `buy` (decision 0087; the Buy
 * dialog loads the rest of that catalogue when first opened) and, on health, keep my doctor's trigger and card line
 * from `hospitalPicker` (decision 0099; the picker loads the rest with its chunk).
 */
function quotesStrings(productId: number, lang: LangCode) {
  const c = catalogues[lang];
  const buy = buysOnline(productId);
  const doctor = productId === KEEP_MY_DOCTOR_PRODUCT_ID;
  if (!buy && !doctor) return c.quotesUi;
  return {
    ...c.quotesUi,
    ...(buy ? { buyCard: c.buy.card } : {}),
    ...(doctor ? { keepDoctor: c.hospitalPicker.card } : {}),
  };
}

export function QuotesSection({
  productId,
  productName,
  lang,
}: {
  productId: number;
  productName: string;
  lang: LangCode;
}) {
  const t = tFor(lang);
  const optionsFormKey = QUOTE_OPTIONS_FORM_KEYS[productId];
  return (
    <section className="quotes-page" aria-labelledby="quotes-title">
      <h1 id="quotes-title">{t('quotesUi:title', { product: productName })}</h1>
      <Island
        name="Quotes"
        component={Quotes}
        props={{
          lang,
          productId,
          // A product bought online (decision 0087): the card's two labels from the `buy` catalogue travel with
          // the list's strings; the Buy dialog loads the rest of that catalogue when first opened.
          strings: quotesStrings(productId, lang),
          productPath: landing(productId, lang),
          certificatePath: `${quotesPage(productId, lang)}certificate/`,
          comparePath:
            productId === PRODUCT.CAR_INSURANCE
              ? localizedPath(`${productPath(PRODUCT.CAR_INSURANCE)}/compare/`, lang)
              : null,
          defaultSort: defaultSortOf(productId),
          // The rule engine's messages, for the hidden forms below.
          rules: catalogues[lang].rules,
          // Decision 0014 'Edit your cover': the hidden options form.
          editCover: optionsFormKey ? { formKey: optionsFormKey } : null,
          // Decision 0017: the hidden number form, for an enquiry whose number is not proved yet.
          numberForm: SAVE_QUOTES_FORMS[productId] ?? null,
          // The quotes page is the product's business-unit (BU) page; credit cards page by button only.
          infiniteScroll: productId !== PRODUCT.CREDIT_CARDS,
        }}
      />
    </section>
  );
}

export function QuoteCertificateSection({
  productId,
  quoteId,
  lang,
}: {
  productId: number;
  quoteId: string | null;
  lang: LangCode;
}) {
  const t = tFor(lang);
  return (
    <section className="quotes-page quotes-page--certificate" aria-labelledby="certificate-title">
      <h1 id="certificate-title">{t('quotesUi:certificateTitle')}</h1>
      <Island
        name="QuoteCertificate"
        component={QuoteCertificate}
        props={{
          lang,
          strings: catalogues[lang].quotesUi,
          quoteId,
          quotesPath: quotesPage(productId, lang),
          values: catalogues[lang].quotes.values,
        }}
      />
    </section>
  );
}

export function CarComparisonSection({
  planIds,
  enquiryId,
  car,
  lang,
}: {
  planIds: number[];
  enquiryId: string | null;
  car: ComparedCar | null;
  lang: LangCode;
}) {
  const t = tFor(lang);
  return (
    <section className="quotes-page quotes-page--comparison" aria-labelledby="comparison-title">
      <h1 id="comparison-title">{t('quotesUi:comparisonTitle')}</h1>
      <Island
        name="CarComparison"
        component={CarComparison}
        props={{
          lang,
          strings: catalogues[lang].quotesUi,
          planIds,
          enquiryId,
          car,
          quotesPath: quotesPage(PRODUCT.CAR_INSURANCE, lang),
        }}
      />
    </section>
  );
}
