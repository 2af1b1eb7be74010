import {
  ASYNC_ENQUIRY_PRODUCTS,
  QUOTES_FIRST_JOURNEY_TYPE,
  SAVE_QUOTES_FORMS,
} from '../../shared/contracts/journey-constants';
import type { JourneyMount } from '../../shared/contracts/render';
import { KEEP_MY_DOCTOR_PRODUCT_ID } from '../../shared/contracts/quotes-api-constants';
import type { LangCode } from '../../shared/domain/locales';
import { localizedPath } from '../../shared/domain/locales';
import { productPath } from '../../shared/domain/products';
import { catalogues, tFor } from '../../shared/i18n/catalogues';
import { Island, registerStaticProps } from '../islands/island';
import { QuotesStatus } from './quotes-status';
import { Journey } from './journey';
import type { JourneyProps } from './types';

// The catalogues never change: their JSON in the island props is written once (decision 0032).
for (const c of Object.values(catalogues)) {
  registerStaticProps(c.journey);
  registerStaticProps(c.rules);
}

/** The health journey's form whose screens offer keep my doctor (the contact form, before the quotes). */
const KEEP_MY_DOCTOR_FORM = 'health.contact';

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
    contactNotice: catalogues[lang].enquiry.contactNotice,
    // Keep my doctor (decision 0099): health's contact screen offers the hospital picker (loaded when opened).
    ...(mount.productId === KEEP_MY_DOCTOR_PRODUCT_ID
      ? { keepDoctor: { formKey: KEEP_MY_DOCTOR_FORM, strings: catalogues[lang].hospitalPicker.card } }
      : {}),
  };
}

/** The journey on a product page (docs/product/journeys.md pre-quote form), server-rendered at its first screen. */
export function JourneySection({ mount, lang }: { mount: JourneyMount; lang: LangCode }) {
  return (
    <div className="journey-host" id="journey">
      <Island name="Journey" component={Journey} props={journeyProps(mount, lang)} />
      <JourneyVariantNote mount={mount} lang={lang} />
    </div>
  );
}

/**
 * Decision 0017: where a product has the quotes-first journey, a plain link (no script) switches between it and
 * the default journey, and the quotes-first form says when the number will be asked.
 */
function JourneyVariantNote({ mount, lang }: { mount: JourneyMount; lang: LangCode }) {
  if (!mount.userForm || SAVE_QUOTES_FORMS[mount.productId] === undefined) return null;
  const t = tFor(lang);
  const first = mount.journeyType === QUOTES_FIRST_JOURNEY_TYPE;
  return (
    <p className="journey-variant" data-testid="journey-variant">
      {first ? t('journey:variant.active') : t('journey:variant.offer')}{' '}
      <a href={first ? '?journeyType=1#journey' : `?journeyType=${QUOTES_FIRST_JOURNEY_TYPE}#journey`}>
        {first ? t('journey:variant.activeLink') : t('journey:variant.offerLink')}
      </a>
    </p>
  );
}

/** The quotes landing `/{segment}/quotes/` (decision 0008): enquiry received, and its state. */
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
        component={QuotesStatus}
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
