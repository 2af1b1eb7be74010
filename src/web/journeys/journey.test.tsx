import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { Journey } from './journey';
import { journeyProps } from './mount';
import { errorText } from './strings';
import { contactForm, TODAY, vehicleForm } from './testing/fixture';
import { OtpPopup } from './otp-popup';
import { CLOSED_OTP } from './reducer';
import en from '../../shared/i18n/locales/en/journey.json';
import ar from '../../shared/i18n/locales/ar/journey.json';
import hi from '../../shared/i18n/locales/hi/journey.json';
import ml from '../../shared/i18n/locales/ml/journey.json';
import enRules from '../../shared/i18n/locales/en/rules.json';

const userForm = {
  productId: 1,
  journeyType: 1,
  pageTypeId: 0,
  language: 'en' as const,
  forms: [vehicleForm],
};

describe('the journey island on the server', () => {
  it('renders the first screen with labels bound to their controls (paints before any script)', () => {
    const html = renderToStaticMarkup(
      <Journey
        {...journeyProps({ productId: 1, journeyType: 1, pageTypeId: 0, userForm, today: TODAY }, 'en')}
      />,
    );
    expect(html).toContain('<h2 id="journey-heading" class="journey__title" tabindex="-1">Car</h2>');
    expect(html).toContain('<label id="jf-carMake-label" class="jf__label" for="jf-carMake">Make');
    expect(html).toContain('<select id="jf-carMake"');
    expect(html).toContain('class="jf jf--w50 jf--select"');
    // Every screen counts, the proof screen too although it is switched off until there are claim-free years: the
    // total never changes as answers switch screens on or off (decision 0071).
    expect(html).toContain('Your car · Step 1 of 4');
    expect(html).toContain('<button type="submit" class="journey__next">Next</button>');
    expect(html).not.toContain('journey__back');
    expect(html).toContain('role="alert"'); // the banner's live region is present from the start
  });

  it('speaks Arabic from the props', () => {
    const html = renderToStaticMarkup(
      <Journey
        {...journeyProps({ productId: 1, journeyType: 1, pageTypeId: 0, userForm, today: TODAY }, 'ar')}
      />,
    );
    expect(html).toContain('>التالي</button>');
    expect(html).toContain('الخطوة 1 من 4');
  });

  it('shows the loader while the browser fetches a missing form (retry on client)', () => {
    const html = renderToStaticMarkup(
      <Journey
        {...journeyProps({ productId: 1, journeyType: 1, pageTypeId: 0, userForm: null, today: TODAY }, 'en')}
      />,
    );
    expect(html).toContain('Loading the form…');
    expect(html).toContain('aria-busy="true"');
  });

  it('renders the contact screen: +971 before the mobile box, which takes a whole pasted number', () => {
    const html = renderToStaticMarkup(
      <Journey
        {...journeyProps(
          {
            productId: 1,
            journeyType: 1,
            pageTypeId: 0,
            userForm: { ...userForm, forms: [contactForm] },
            today: TODAY,
          },
          'en',
        )}
      />,
    );
    expect(html).toContain('<span class="jf__prefix" aria-hidden="true">+971</span>');
    // The 9-digit cap applies after normalising ('+971 50 123 4567' fits the box; decision 0029).
    expect(html).toMatch(/<input id="jf-mobileNumber"[^>]*type="tel"[^>]*maxLength="24"/);
    // `tel-national` is not allowed on type="tel" (Nu HTML Checker, decision 0047); `tel` is, and +971 is stripped.
    expect(html).toMatch(/<input id="jf-mobileNumber"[^>]*autoComplete="tel"/);
    expect(html).toContain('autoComplete="name"');
  });
});

describe('the OTP popup', () => {
  it('is a labelled modal showing the masked number left to right', () => {
    const html = renderToStaticMarkup(
      <OtpPopup
        otp={{
          ...CLOSED_OTP,
          open: true,
          maskedMobile: '*****4567',
          otpLength: 6,
          resendAfter: 0,
          invalid: true,
          message: 'Incorrect OTP',
        }}
        strings={en}
        onChange={() => {}}
        onSubmit={() => {}}
        onResend={() => {}}
        onClose={() => {}}
      />,
    );
    // The one dialog: a native <dialog> (modal once the browser opens it; e2e/dialog.test.ts).
    expect(html).toMatch(/^<dialog class="dialog journey__modal" aria-labelledby="journey-otp-title"/);
    expect(html).toContain('aria-describedby="journey-otp-sent"');
    expect(html).toContain('Enter the 6-digit code we sent to <bdi dir="ltr">*****4567</bdi>.');
    expect(html).toContain('aria-invalid="true"');
    expect(html).toContain('Incorrect OTP');
    expect(html).toContain('autoComplete="one-time-code"');
  });

  it('renders nothing when closed', () => {
    expect(
      renderToStaticMarkup(
        <OtpPopup
          otp={CLOSED_OTP}
          strings={en}
          onChange={() => {}}
          onSubmit={() => {}}
          onResend={() => {}}
          onClose={() => {}}
        />,
      ),
    ).toBe('');
  });
});

describe('journey strings', () => {
  it('translate rule failures with their parameters, and fall back to Invalid value', () => {
    expect(
      errorText(enRules, en, { messageKey: 'rules:range.age.between', params: { min: 18, maxAge: 75 } }),
    ).toBe('Age must be between 18 and 75 years');
    expect(errorText(enRules, en, { messageKey: 'rules:custom', params: { text: 'Pick one' } })).toBe(
      'Pick one',
    );
    expect(errorText(enRules, en, { messageKey: 'other:x', params: {} })).toBe('Invalid value');
  });

  it('have the same keys and parameters in every language', () => {
    // A plural key counts once, by its `other` form: each language has the plural forms its own rules need.
    const PLURAL = /_(zero|one|two|few|many)$/;
    const shape = (o: unknown, prefix = ''): string[] =>
      Object.entries(o as Record<string, unknown>).flatMap(([k, v]) =>
        typeof v === 'string'
          ? PLURAL.test(k)
            ? []
            : [
                `${prefix}${k.replace(/_other$/, '')}:${[...v.matchAll(/\{\{(\w+)\}\}/g)]
                  .map((m) => m[1])
                  .sort()
                  .join(',')}`,
              ]
          : shape(v, `${prefix}${k}.`),
      );
    for (const other of [ar, hi, ml]) expect(shape(other).sort()).toEqual(shape(en).sort());
  });
});
