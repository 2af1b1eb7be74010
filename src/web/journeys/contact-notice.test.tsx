import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { ZEnquirySubmit } from '../../shared/contracts/journey';
import { catalogues } from '../../shared/i18n/catalogues';
import { ContactNotice } from './contact-notice';
import { initialState, journeyReducer } from './reducer';
import { buildSubmitPayload, isContactEntry } from './submit';
import { contactForm, TODAY, vehicleForm } from './testing/fixture';

const base = () => initialState({ forms: [vehicleForm, contactForm], today: TODAY });
const session = { productId: 1, journeyType: 1 };

describe('journey contact screen: notice and optional marketing consent (decision 0035)', () => {
  it('the contact form has a contact field; the vehicle form has none', () => {
    expect(contactForm.screens.flatMap((s) => s.fields).some(isContactEntry)).toBe(true);
    expect(vehicleForm.screens.flatMap((s) => s.fields).some(isContactEntry)).toBe(false);
  });

  it('unticked (the default): nothing is sent', () => {
    const p = buildSubmitPayload(base(), contactForm, session);
    expect(p.marketingConsent).toBeUndefined();
  });

  it('ticked: sent as true with the contact form only, and the contract accepts it', () => {
    const s = journeyReducer(base(), { type: 'setMarketingConsent', value: true });
    const p = buildSubmitPayload(s, contactForm, session);
    expect(p.marketingConsent).toBe(true);
    expect(ZEnquirySubmit.safeParse(p).success).toBe(true);
    expect(buildSubmitPayload(s, vehicleForm, session).marketingConsent).toBeUndefined();
    const off = journeyReducer(s, { type: 'setMarketingConsent', value: false });
    expect(buildSubmitPayload(off, contactForm, session).marketingConsent).toBeUndefined();
  });

  it('the contract refuses a non-boolean', () => {
    const p = { ...buildSubmitPayload(base(), contactForm, session), marketingConsent: 'yes' };
    expect(ZEnquirySubmit.safeParse(p).success).toBe(false);
  });

  it.each(['en', 'ar'] as const)(
    'renders the notice, the /my-data/ link and an unticked box (%s)',
    (lang) => {
      const strings = catalogues[lang].enquiry.contactNotice;
      const html = renderToStaticMarkup(
        <ContactNotice strings={strings} lang={lang} checked={false} onChange={() => undefined} />,
      );
      expect(html).toContain(strings.text);
      expect(html).toContain(`href="${lang === 'ar' ? '/ar-ae' : ''}/my-data/">${strings.link}</a>`);
      expect(html).toMatch(/type="checkbox" id="journey-marketing-consent"/);
      expect(html).not.toMatch(/checked/);
    },
  );
});
