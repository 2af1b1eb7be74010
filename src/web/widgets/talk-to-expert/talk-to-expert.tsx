import type { LangCode } from '../../../shared/domain/locales';
import { catalogues } from '../../../shared/i18n/catalogues';
import { JsonScript } from '../../safe/safe-html';
import { ConsentFields } from '../../leads-form/consent-fields';
import { LeadField } from '../../leads-form/field';
import { useWidget } from '../collector';

import type { TalkToExpertData } from './data';

/**
 * Talk-to-expert (docs/product/leads.md): mobile number and monthly salary, closed → open →
 * fetching → success (redirect to next.config.url and close) or error (the server's message or 'Something went
 * wrong'). Server markup; `enhance.ts` gives it its behaviour. On a marketing page it is rendered hidden and the
 * browser shows it when utm_source allows (visibility.ts), so the page stays one cacheable document.
 */
export function TalkToExpert({
  lang,
  productId,
  marketing,
}: {
  lang: LangCode;
  productId: number;
  marketing: boolean;
}) {
  const widget = useWidget('talk-to-expert');
  const s = catalogues[lang].account.leadForms;
  const t = s.talkToExpert;
  const data: TalkToExpertData = {
    productId,
    marketing,
    strings: { talkToExpert: t, errors: s.errors, consent: s.consent },
  };
  return (
    <section
      className="tte"
      aria-labelledby="tte-title"
      hidden={marketing}
      data-testid="talk-to-expert"
      {...widget}
    >
      <h2 id="tte-title" className="tte__title">
        {t.title}
      </h2>
      <p className="tte__intro">{t.intro}</p>
      <button type="button" className="tte__open" aria-expanded="false" aria-controls="tte-form">
        {t.open}
      </button>
      <form id="tte-form" className="lead-form tte__form" noValidate hidden>
        <LeadField id="tte-mobile" name="mobileNumber" label={t.mobile} phone autoComplete="tel" />
        <LeadField id="tte-salary" name="income" label={t.salary} numeric />
        <ConsentFields id="tte" lang={lang} strings={s.consent} />
        <p className="lead-form__error" role="alert" hidden />
        <div className="lead-form__actions">
          <button type="submit" className="lead-form__submit" disabled>
            {t.submit}
          </button>
          <button type="button" className="tte__close">
            {t.close}
          </button>
        </div>
      </form>
      <p className="lead-form__status" role="status" aria-live="polite" />
      <JsonScript name="talk-to-expert" value={data} />
    </section>
  );
}
