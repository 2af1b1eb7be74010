import { useId, type ReactNode } from 'react';
import { MOBILE_INPUT_MAX_LENGTH, MOBILE_PREFIX } from '../../../shared/rules/inputs';
import { MSG } from '../../../shared/rules/messages';
import { useT } from '../../i18n/use-t';
import { JsonScript } from '../../safe/safe-html';
import { useWidget } from '../collector';
import type { GlossaryLeadData } from './form';

/**
 * The glossary's advisor lead form (docs/product/leads.md 'Glossary detail', docs/product/leads.md; decision 0030): name, e-mail, mobile after
 * +971, and an UNTICKED consent box apart from the submit button, which stays disabled until the three fields are
 * valid and the box is ticked. `enhance.ts` validates while the visitor types and posts source 'glossary'; the
 * answer's message (or 'sent') shows in a live region. Without JavaScript nothing is sent (the form has no action).
 */
export function GlossaryLeadForm({ productId }: { productId: number }) {
  const widget = useWidget('glossary-lead');
  const { t } = useT('blocksEditorial');
  const { t: tr } = useT('rules');
  const id = useId();
  const data: GlossaryLeadData = {
    productId,
    messages: {
      name: tr(MSG.glossary.nameInvalid.replace(/^rules:/, '')),
      email: tr(MSG.glossary.emailInvalid.replace(/^rules:/, '')),
      mobile: tr(MSG.glossary.mobileInvalid.replace(/^rules:/, '')),
      failed: t('glossaryLead.failed'),
      sent: t('glossaryLead.sent'),
    },
  };
  const field = (name: 'name' | 'email' | 'mobile', label: string, input: ReactNode) => (
    <div className="glossary-lead__field">
      <label className="glossary-lead__label" htmlFor={`${id}-${name}`}>
        {label}
      </label>
      {input}
      <p className="glossary-lead__error" id={`${id}-${name}-error`} data-error-for={name} hidden>
        {data.messages[name]}
      </p>
    </div>
  );
  return (
    <section className="glossary-lead" aria-labelledby={`${id}-title`} {...widget}>
      <h2 className="glossary-lead__title" id={`${id}-title`}>
        {t('glossaryLead.title')}
      </h2>
      <p className="glossary-lead__intro">{t('glossaryLead.intro')}</p>
      <form className="glossary-lead__form" noValidate method="post" data-glossary-form="">
        {field(
          'name',
          t('glossaryLead.name'),
          <input
            id={`${id}-name`}
            name="name"
            type="text"
            autoComplete="name"
            maxLength={100}
            required
            aria-describedby={`${id}-name-error`}
          />,
        )}
        {field(
          'email',
          t('glossaryLead.email'),
          <input
            id={`${id}-email`}
            name="email"
            type="email"
            autoComplete="email"
            maxLength={254}
            dir="ltr"
            required
            aria-describedby={`${id}-email-error`}
          />,
        )}
        {field(
          'mobile',
          t('glossaryLead.mobile'),
          <span className="glossary-lead__phone" dir="ltr">
            <span className="glossary-lead__prefix" aria-hidden="true">
              {MOBILE_PREFIX}
            </span>
            <input
              id={`${id}-mobile`}
              name="mobile"
              type="tel"
              inputMode="numeric"
              autoComplete="tel"
              maxLength={MOBILE_INPUT_MAX_LENGTH}
              required
              aria-describedby={`${id}-mobile-error`}
            />
          </span>,
        )}
        <div className="glossary-lead__consent">
          <input id={`${id}-consent`} name="consent" type="checkbox" />
          <label htmlFor={`${id}-consent`}>{t('glossaryLead.consent')}</label>
        </div>
        <button type="submit" className="glossary-lead__submit" disabled>
          {t('glossaryLead.submit')}
        </button>
        <p className="glossary-lead__status" role="status" aria-live="polite" data-status="" />
      </form>
      <JsonScript name="glossary-lead" value={data} />
    </section>
  );
}
