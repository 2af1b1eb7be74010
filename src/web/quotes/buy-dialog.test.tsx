import { describe, expect, it } from 'vitest';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { LangCode } from '../../shared/domain/locales';
import type { Catalogue } from '../../shared/i18n/translator';
import enUi from '../../shared/i18n/locales/en/quotesUi.json';
import arUi from '../../shared/i18n/locales/ar/quotesUi.json';
import hiUi from '../../shared/i18n/locales/hi/quotesUi.json';
import mlUi from '../../shared/i18n/locales/ml/quotesUi.json';
import en from '../../shared/i18n/locales/en/buy.json';
import ar from '../../shared/i18n/locales/ar/buy.json';
import hi from '../../shared/i18n/locales/hi/buy.json';
import ml from '../../shared/i18n/locales/ml/buy.json';
import { buyOnlineOffered } from './card-rules';
import { buyBody, buyTranslator, type BuyActions } from './buy-dialog';
import {
  buyOutcome,
  buyReducer,
  needsNumber,
  previewOf,
  repricedOf,
  type BuyState,
  type BuyTexts,
  type HandoffPreview,
} from './buy-rules';
import { QuoteCard } from './quote-card';
import { quoteFixture } from './quotes.fixture';
import { makeUi, UiContext } from './ui';

/** Decision 0087: the Buy dialog's rules and markup, on the server renderer (the unit project has no DOM). */

const UI: Record<LangCode, Catalogue> = { en: enUi, ar: arUi, hi: hiUi, ml: mlUi };
const BUY: Record<LangCode, Catalogue> = { en, ar, hi, ml };
const ORIGIN = 'https://www.sahel.example';
const TEXTS: BuyTexts = { generic: 'generic', offline: 'offline', stillWorking: 'still' };

const PREVIEW: HandoffPreview = {
  insurer: { code: 'falcon-crest', name: 'Falcon Crest Insurance', logo: '/assets/insurers/insurer-1.svg' },
  planName: 'Comprehensive 1101',
  price: { premiumFils: 220_000, vatFils: 11_000, totalFils: 231_000 },
  sent: [
    { key: 'name', label: 'Name', value: 'Sara Ahmed' },
    { key: 'mobile', label: 'Mobile number', value: '+971 5X XXX 1234' },
  ],
  validUntil: '2026-11-30T10:00:00.000Z',
};

const ready = (over: Partial<Extract<BuyState, { kind: 'ready' }>> = {}): BuyState => ({
  kind: 'ready',
  preview: PREVIEW,
  quoteId: 'q_1_1101',
  reminderConsent: false,
  sending: false,
  error: null,
  repriced: false,
  ...over,
});

const noActions: BuyActions = { onReminder() {}, onContinue() {}, onRetry() {}, onClose() {} };

function html(node: ReactNode, lang: LangCode = 'en', strings: Catalogue = UI[lang]): string {
  return renderToStaticMarkup(<UiContext.Provider value={makeUi(lang, strings)}>{node}</UiContext.Provider>);
}
const body = (state: BuyState, lang: LangCode = 'en') =>
  html(<>{buyBody(buyTranslator(lang, BUY[lang]), quoteFixture(), state, noActions)}</>, lang);
const text = (markup: string) => markup.replace(/<[^>]+>/g, '');

describe('the handoff preview and the Buy answer (docs/product/policies.md)', () => {
  it('reads the preview, ignoring extra fields, and refuses one without a price or what is sent', () => {
    expect(previewOf({ ...PREVIEW, extra: 1 })).toEqual(PREVIEW);
    expect(previewOf({ ...PREVIEW, price: { premiumFils: 1 } })).toBeUndefined();
    expect(previewOf({ ...PREVIEW, sent: undefined })).toBeUndefined();
    expect(previewOf({ ...PREVIEW, sent: [{ key: 'x' }] })).toBeUndefined();
    expect(previewOf({ ...PREVIEW, insurer: { code: 'x', logo: null } })).toBeUndefined();
    expect(previewOf({ ...PREVIEW, price: { premiumFils: 1.5, vatFils: 0, totalFils: 2 } })).toBeUndefined();
  });

  it('a REDIRECT navigates at once: this origin as a path, another only over https', () => {
    const ok = (url: string) => ({
      ok: true as const,
      status: 200,
      data: { redirectToInsurer: { type: 'REDIRECT', config: { url } }, policyId: 'P' },
    });
    expect(buyOutcome(ok(`${ORIGIN}/sandbox/insurers/falcon/checkout/abc/`), ORIGIN, TEXTS)).toEqual({
      kind: 'navigate',
      url: '/sandbox/insurers/falcon/checkout/abc/',
    });
    expect(buyOutcome(ok('https://checkout.insurer.example/h/abc'), ORIGIN, TEXTS)).toEqual({
      kind: 'navigate',
      url: 'https://checkout.insurer.example/h/abc',
    });
    for (const bad of ['http://checkout.insurer.example/', 'javascript:alert(1)', '//evil.example/', ''])
      expect(buyOutcome(ok(bad), ORIGIN, TEXTS), bad).toEqual({ kind: 'error', message: 'generic' });
    // An answer without a REDIRECT is a failure that speaks, not a silent stop.
    expect(buyOutcome({ ok: true, status: 200, data: { redirectToInsurer: null } }, ORIGIN, TEXTS)).toEqual({
      kind: 'error',
      message: 'generic',
    });
  });

  it('409 QUOTE_REPRICED carries the new quote and price; other failures speak', () => {
    const repricedBody = {
      code: 'QUOTE_REPRICED',
      message: 'The price has changed',
      data: {
        quoteId: 'NEWQUOTE1234567890ABCDEF',
        premiumFils: 240_000,
        vatFils: 12_000,
        totalFils: 252_000,
      },
    };
    const fail = (status: number, code: string, message = '', b?: unknown) => ({
      ok: false as const,
      status,
      code,
      message,
      ...(b ? { body: b } : {}),
    });
    expect(buyOutcome(fail(409, 'QUOTE_REPRICED', '', repricedBody), ORIGIN, TEXTS)).toEqual({
      kind: 'repriced',
      repriced: {
        quoteId: 'NEWQUOTE1234567890ABCDEF',
        premiumFils: 240_000,
        vatFils: 12_000,
        totalFils: 252_000,
      },
    });
    expect(repricedOf({ ...repricedBody, data: { quoteId: 'x' } })).toBeUndefined();
    expect(repricedOf({ ...repricedBody, code: 'OTHER' })).toBeUndefined();
    // A 409 without its data still speaks: the server's own message.
    expect(buyOutcome(fail(409, 'QUOTE_REPRICED', 'The price has changed'), ORIGIN, TEXTS)).toEqual({
      kind: 'error',
      message: 'The price has changed',
    });
    expect(buyOutcome(fail(422, 'NOT_BUYABLE_ONLINE', 'Only through an advisor'), ORIGIN, TEXTS)).toEqual({
      kind: 'error',
      message: 'Only through an advisor',
    });
    expect(buyOutcome(fail(0, 'NETWORK_ERROR'), ORIGIN, TEXTS).kind === 'error').toBe(true);
    expect(buyOutcome(fail(0, 'NETWORK_ERROR'), ORIGIN, TEXTS)).toEqual({
      kind: 'error',
      message: 'offline',
    });
    expect(buyOutcome(fail(409, 'IDEMPOTENCY_IN_PROGRESS', 'x'), ORIGIN, TEXTS)).toEqual({
      kind: 'error',
      message: 'still',
    });
    // The number not proved: the dialog asks for it (the lead popup's number step) instead of an error.
    expect(needsNumber(fail(409, 'MOBILE_NOT_VERIFIED', 'Confirm your number'))).toBe(true);
    expect(needsNumber(fail(409, 'QUOTE_REPRICED'))).toBe(false);
    expect(buyOutcome(fail(500, 'HTTP_500', 'Internal'), ORIGIN, TEXTS)).toEqual({
      kind: 'error',
      message: 'generic',
    });
  });
});

describe('the dialog states (buyReducer)', () => {
  it('loads, keeps the reminder unticked until ticked, sends once, and leaves on a REDIRECT', () => {
    let s: BuyState = { kind: 'loading' };
    s = buyReducer(s, { type: 'loaded', preview: PREVIEW, quoteId: 'q_1_1101' });
    expect(s).toMatchObject({ kind: 'ready', reminderConsent: false, sending: false });
    s = buyReducer(s, { type: 'reminder', on: true });
    s = buyReducer(s, { type: 'send' });
    expect(s).toMatchObject({ sending: true, reminderConsent: true });
    // A second click while sending changes nothing.
    expect(buyReducer(s, { type: 'send' })).toBe(s);
    s = buyReducer(s, { type: 'outcome', outcome: { kind: 'navigate', url: '/sandbox/x/' } });
    expect(s).toEqual({ kind: 'leaving', preview: PREVIEW, url: '/sandbox/x/' });
  });

  it('a re-priced quote replaces the price and the quote Continue buys, and asks again', () => {
    let s = buyReducer(ready({ sending: true, reminderConsent: true }), {
      type: 'outcome',
      outcome: {
        kind: 'repriced',
        repriced: { quoteId: 'NEWQUOTE', premiumFils: 240_000, vatFils: 12_000, totalFils: 252_000 },
      },
    });
    expect(s).toMatchObject({
      kind: 'ready',
      quoteId: 'NEWQUOTE',
      repriced: true,
      sending: false,
      reminderConsent: true,
      preview: { price: { premiumFils: 240_000, vatFils: 12_000, totalFils: 252_000 }, sent: PREVIEW.sent },
    });
    s = buyReducer(s, { type: 'send' });
    s = buyReducer(s, { type: 'outcome', outcome: { kind: 'error', message: 'offline' } });
    expect(s).toMatchObject({ kind: 'ready', sending: false, error: 'offline', quoteId: 'NEWQUOTE' });
  });
});

describe('the dialog markup in four languages', () => {
  it('en: insurer, plan, premium, VAT and total, what is sent, an unticked reminder, Continue to the insurer', () => {
    const out = body(ready());
    const t = text(out);
    expect(t).toContain('Falcon Crest Insurance');
    expect(t).toContain('Comprehensive 1101');
    expect(t).toMatch(/Premium\s*AED 2,200/);
    expect(t).toMatch(/VAT\s*AED 110/);
    expect(t).toMatch(/Total to pay\s*AED 2,310/);
    expect(t).toContain('What we send to Falcon Crest Insurance');
    expect(t).toContain('+971 5X XXX 1234');
    expect(out).toMatch(/<input type="checkbox"(?![^>]*checked)[^>]*data-testid="buy-reminder"/);
    expect(t).toContain('Remind me by SMS before this policy ends');
    expect(t).toContain('Continue to Falcon Crest Insurance');
    expect(out).not.toContain('data-testid="buy-repriced"');
  });

  it('re-priced: says so (an alert), shows the new total and asks to continue at the new price', () => {
    const s = buyReducer(ready(), {
      type: 'outcome',
      outcome: {
        kind: 'repriced',
        repriced: { quoteId: 'NEWQUOTE', premiumFils: 240_000, vatFils: 12_000, totalFils: 252_000 },
      },
    });
    const out = body(s);
    expect(out).toMatch(/role="alert" data-testid="buy-repriced"/);
    expect(text(out)).toContain('The price has changed');
    expect(text(out)).toMatch(/Total to pay\s*AED 2,520/);
    expect(text(out)).toContain('Continue at the new price');
  });

  it('a failure speaks (alert) with Try again; leaving disables Continue and says where to', () => {
    const failed = body({ kind: 'loadFailed', message: 'We could not load the details of this plan.' });
    expect(failed).toMatch(/role="alert"[^>]*>We could not load/);
    expect(failed).toContain('data-testid="buy-retry"');
    const error = body(ready({ error: 'Only through an advisor' }));
    expect(error).toMatch(/role="alert" data-testid="buy-error">Only through an advisor</);
    const leaving = body({ kind: 'leaving', preview: PREVIEW, url: '/x/' });
    expect(leaving).toMatch(/<button type="submit"[^>]*disabled=""[^>]*data-testid="buy-continue"/);
    expect(text(leaving)).toContain('Taking you to Falcon Crest Insurance');
  });

  it('ar, hi, ml: the words of the page language, amounts in Latin digits, nothing left in English', () => {
    const expected: Record<Exclude<LangCode, 'en'>, string[]> = {
      ar: ['ما نرسله إلى Falcon Crest Insurance', 'ذكّرني برسالة نصية', 'المبلغ الإجمالي للدفع', '2,310'],
      hi: ['हम Falcon Crest Insurance को क्या भेजते हैं', 'SMS से याद दिलाएँ', 'कुल भुगतान', '2,310'],
      ml: ['Falcon Crest Insurance-ന് ഞങ്ങൾ അയയ്ക്കുന്നത്', 'SMS വഴി എന്നെ ഓർമ്മിപ്പിക്കുക', 'ആകെ തുക', '2,310'],
    };
    for (const [lang, words] of Object.entries(expected) as [Exclude<LangCode, 'en'>, string[]][]) {
      const t = text(body(ready(), lang));
      for (const w of words) expect(t, lang).toContain(w);
      for (const english of ['Continue', 'Remind me', 'Total to pay', 'What we send'])
        expect(t, lang).not.toContain(english);
    }
  });
});

describe('the quote card offers the path of its product (decision 0087)', () => {
  const card = (productId: number, q = quoteFixture()) =>
    html(
      <QuoteCard
        quote={q}
        productId={productId}
        certificateHref="/c/"
        compared={false}
        compareDisabled={false}
        onCompare={() => {}}
        onChoose={() => {}}
        onBuy={buyOnlineOffered(q, productId) ? () => {} : null}
      />,
      'en',
      { ...enUi, buyCard: en.card },
    );

  it('car, travel, health and home with a full price: Buy online and the advisor; others the plan button only', () => {
    for (const productId of [1, 2, 3, 14]) {
      const out = card(productId);
      expect(out, String(productId)).toContain('data-testid="buy-online"');
      expect(text(out)).toContain('Buy online');
      expect(out).toMatch(/qcard__advisor"[^>]*data-testid="choose-plan">Talk to an advisor</);
    }
    for (const productId of [5, 6, 13, 22, 56]) {
      const out = card(productId);
      expect(out, String(productId)).not.toContain('buy-online');
      expect(out).toMatch(/data-testid="choose-plan">Buy Now</);
    }
  });

  it('no Buy online without the visitor’s own full price', () => {
    expect(buyOnlineOffered(quoteFixture({ showPriceOnRequest: 1 }), 1)).toBe(false);
    expect(buyOnlineOffered(quoteFixture({ startingFrom: 1200 }), 1)).toBe(false);
    expect(buyOnlineOffered(quoteFixture(), 1)).toBe(true);
    expect(card(1, quoteFixture({ showPriceOnRequest: 1 }))).not.toContain('buy-online');
  });
});
