import { describe, it, expect } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { catalogues } from '../../../shared/i18n/catalogues';
import { CONSENT_TEXT_VERSION } from '../../../shared/contracts/quotes-api-constants';
import type { ApiFailure } from '../../session/request';
import { leadBody, leadFailureMessage, sameOriginUrl } from '../../leads-form/post';
import { callWindowHours } from '../../leads-form/consent-fields';
import { talkToExpertErrors } from './rules';
import { TalkToExpert } from './talk-to-expert';
import { talkToExpertShown } from './visibility';

describe('talk-to-expert visibility (docs/product/leads.md)', () => {
  it.each([
    [false, null, true],
    [false, 'google', true],
    [true, null, true],
    [true, '', true],
    [true, 'homepage', true],
    [true, 'HomePage', true],
    [true, 'google', false],
    [true, 'dsa', false],
  ])('marketing %s, utm_source %j → shown %s', (marketing, utm, shown) => {
    expect(talkToExpertShown(marketing, utm)).toBe(shown);
  });
});

describe('talk-to-expert validation (docs/product/leads.md)', () => {
  const en = catalogues.en.account.leadForms.talkToExpert;
  it.each([
    ['', '12000', 'Mobile number is required', null],
    ['12345', '12000', 'Invalid value', null],
    ['591234567', '12000', 'Invalid value', null],
    ['501234567', '', null, 'Invalid value'],
    ['501234567', '0', null, 'Invalid value'],
    ['501234567', '12a', null, 'Invalid value'],
    ['501234567', '12000', null, null],
  ])('mobile %j, salary %j', (mobile, income, m, i) => {
    expect(talkToExpertErrors(mobile, income, en)).toEqual({ mobile: m, income: i });
  });
  it('Arabic messages', () => {
    expect(talkToExpertErrors('', '', catalogues.ar.account.leadForms.talkToExpert)).toEqual({
      mobile: 'رقم الهاتف المتحرك مطلوب',
      income: 'قيمة غير صالحة',
    });
  });
});

describe('TalkToExpert markup', () => {
  it('English, not marketing: visible, closed (form hidden), unticked consent, submit disabled', () => {
    const html = renderToStaticMarkup(<TalkToExpert lang="en" productId={1} marketing={false} />);
    expect(html).toMatch(/^<section class="tte" aria-labelledby="tte-title" data-testid="talk-to-expert"/);
    expect(html).toContain('aria-expanded="false" aria-controls="tte-form">Talk to an expert</button>');
    expect(html).toMatch(/<form id="tte-form" class="lead-form tte__form" noValidate="" hidden="">/i);
    expect(html).toContain('>Monthly salary (AED)</label>');
    expect(html).not.toMatch(/name="consent"[^>]*checked/);
    expect(html).toMatch(/class="lead-form__submit" disabled="">Submit</);
    expect(html).toContain('"marketing":false');
  });
  it('Arabic, marketing page: rendered hidden (the browser decides by utm_source)', () => {
    const html = renderToStaticMarkup(<TalkToExpert lang="ar" productId={1} marketing />);
    expect(html).toMatch(/^<section class="tte" aria-labelledby="tte-title" hidden=""/);
    expect(html).toContain('تحدث إلى خبير');
    expect(html).toContain('href="/ar-ae/my-data/"');
  });
});

describe('lead helpers', () => {
  const strings = catalogues.en.account.leadForms.errors;
  const failure = (f: Partial<ApiFailure>): ApiFailure => ({
    ok: false,
    status: 422,
    code: 'X',
    message: '',
    ...f,
  });
  it('server message for a 4xx, the wait for a 429, else "Something went wrong"', () => {
    expect(
      leadFailureMessage(failure({ code: 'CONSENT_REQUIRED', message: 'Please tick the box…' }), strings),
    ).toBe('Please tick the box…');
    expect(leadFailureMessage(failure({ status: 429, message: 'Too many', retryAfter: 125 }), strings)).toBe(
      'Too many requests. Please try again in 3 min.',
    );
    expect(leadFailureMessage(failure({ status: 500, message: 'boom' }), strings)).toBe(
      'Something went wrong',
    );
    expect(leadFailureMessage(failure({ status: 0, message: '' }), strings)).toBe('Something went wrong');
  });
  it('redirects only within this site', () => {
    expect(sameOriginUrl('/car-insurance/?leadId=abc', 'https://x.test')).toBe('/car-insurance/?leadId=abc');
    expect(sameOriginUrl('https://x.test/a/?b=1', 'https://x.test')).toBe('/a/?b=1');
    expect(sameOriginUrl('https://evil.test/a/', 'https://x.test')).toBeNull();
    expect(sameOriginUrl('//evil.test/a/', 'https://x.test')).toBeNull();
    expect(sameOriginUrl('javascript:alert(1)', 'https://x.test')).toBeNull();
    expect(sameOriginUrl(undefined, 'https://x.test')).toBeNull();
  });
  it('the body carries consent true, the version, the window and the channel', () => {
    const body = leadBody(
      { source: 'talk_to_expert', mobileNumber: '501234567', income: '12000' },
      { countryProductId: 1, utmSource: 'homepage' },
      {
        consent: true,
        consentVersion: CONSENT_TEXT_VERSION,
        callWindow: { from: '10:00', to: '12:00' },
        channel: 'whatsapp',
      },
    );
    expect(body).toEqual({
      countryProductId: 1,
      utmSource: 'homepage',
      source: 'talk_to_expert',
      mobileNumber: '501234567',
      income: '12000',
      consent: true,
      consentVersion: CONSENT_TEXT_VERSION,
      callWindow: { from: '10:00', to: '12:00' },
      channel: 'whatsapp',
    });
  });
  it('the call window hours are 09:00 … 18:00', () => {
    expect(callWindowHours()[0]).toBe('09:00');
    expect(callWindowHours().at(-1)).toBe('18:00');
    expect(callWindowHours()).toHaveLength(10);
  });
});
