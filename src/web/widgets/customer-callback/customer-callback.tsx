import type { LangCode } from '../../../shared/domain/locales';
import { catalogues } from '../../../shared/i18n/catalogues';
import { JsonScript } from '../../safe/safe-html';
import { ConsentFields } from '../../leads-form/consent-fields';
import { LeadField } from '../../leads-form/field';
import { useWidget } from '../collector';

import type { CustomerCallbackData } from './data';

/** An id prefix from a block key: letters, digits and dashes only. */
export const callbackIdOf = (key: string): string => `cb-${key.replace(/[^A-Za-z0-9-]/g, '-').slice(0, 60)}`;

/**
 * The callback card (docs/product/leads.md 'Callback lead', docs/product/leads.md): name, phone (+971 prefix), the consent
 * piece, submit. Server markup; `enhance.ts` validates ('Name is required.', 'Phone number is required.',
 * 'Phone number is invalid.'), shows loading, and on success scrolls the page to the top and resets the fields.
 */
export function CustomerCallbackCard({
  id,
  lang,
  productId,
  title,
  text,
}: {
  id: string;
  lang: LangCode;
  productId: number;
  title?: string | undefined;
  text?: string | undefined;
}) {
  const widget = useWidget('customer-callback');
  const s = catalogues[lang].account.leadForms;
  const c = s.callback;
  const data: CustomerCallbackData = {
    productId,
    strings: { callback: c, errors: s.errors, consent: s.consent },
  };
  return (
    <section
      className="callback-card"
      aria-labelledby={`${id}-title`}
      data-testid="customer-callback"
      {...widget}
    >
      <h2 id={`${id}-title`} className="callback-card__title">
        {title ?? c.title}
      </h2>
      {text ? <p className="callback-card__text">{text}</p> : null}
      <form className="lead-form callback-card__form" noValidate>
        <LeadField id={`${id}-name`} name="name" label={c.name} autoComplete="name" />
        <LeadField id={`${id}-phone`} name="mobileNumber" label={c.phone} phone autoComplete="tel" />
        <ConsentFields id={id} lang={lang} strings={s.consent} />
        <p className="lead-form__error" role="alert" hidden />
        <div className="lead-form__actions">
          <button type="submit" className="lead-form__submit" disabled>
            {c.submit}
          </button>
        </div>
      </form>
      <p className="lead-form__status" role="status" aria-live="polite" />
      <JsonScript name="customer-callback" value={data} />
    </section>
  );
}
