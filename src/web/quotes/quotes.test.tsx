import { describe, expect, it } from 'vitest';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { LangCode } from '../../shared/domain/locales';
import { createTranslator } from '../../shared/i18n/translator';
import en from '../../shared/i18n/locales/en/quotesUi.json';
import ar from '../../shared/i18n/locales/ar/quotesUi.json';
import hi from '../../shared/i18n/locales/hi/quotesUi.json';
import ml from '../../shared/i18n/locales/ml/quotesUi.json';
import { CarComparison } from './car-comparison';
import { QuoteCertificate, inputText } from './quote-certificate';
import { CompareBar } from './compare-bar';
import { CompareTable, tableFromComparison, tableFromQuotes } from './compare-table';
import { compareItemOf } from './compare';
import { FilterPanel } from './filter-panel';
import { numberErrorText, secondsLeft, VerifyNumber as VerifyNumberStep } from './verify-number';
import { LeadPopup, leadErrorText } from './lead-popup';
import { formNumberApi } from './number-api';
import { QuoteCard } from './quote-card';
import { Quotes } from './quotes';
import { certificateFixture, fieldFixture, quoteFixture, responseFixture } from './quotes.fixture';
import { makeUi, Money, UiContext } from './ui';
import { PlanSummary, WhyThisOrder } from './why-order';

/** Markup checks on the server renderer (the unit project has no DOM; behaviour is in e2e/quotes.test.ts). */
const CATALOGUES = { en, ar, hi, ml } as const;

function html(node: ReactNode, lang: LangCode = 'en'): string {
  return renderToStaticMarkup(
    <UiContext.Provider value={makeUi(lang, CATALOGUES[lang])}>{node}</UiContext.Provider>,
  );
}
const text = (markup: string) => markup.replace(/<[^>]+>/g, '');

const cardProps = {
  productId: 1,
  certificateHref: '/car-insurance/quotes/certificate/?quoteId=q_1_1101',
  compared: false,
  compareDisabled: false,
  onCompare: () => {},
  onChoose: () => {},
};

describe('the quotes island on the server (docs/product/quotes.md: shell with 4 skeleton cards, no data)', () => {
  it('renders the shell: 4 skeletons, busy, no quotes', () => {
    const out = renderToStaticMarkup(
      <Quotes
        lang="en"
        productId={1}
        strings={en}
        rules={{}}
        productPath="/car-insurance/"
        certificatePath="/car-insurance/quotes/certificate/"
        comparePath="/car-insurance/compare/"
        defaultSort="RECOMMENDED"
      />,
    );
    expect(out).toContain('data-state="init"');
    expect(out).toContain('aria-busy="true"');
    expect(out.match(/qcard--skeleton/g)).toHaveLength(4);
    expect(out).not.toContain('data-testid="quote-card"');
    expect(out).toContain('Loading your quotes');
    // Decision 0026: the loading line is painted with the shell, in the element the 'no enquiry' answer reuses.
    expect(out).toMatch(/<div class="quotes-app__status"><p role="status">Loading your quotes…<\/p><\/div>/);
    expect(out).not.toContain('quotes-none');
    // sort control present, Recommended first
    expect(out).toMatch(/<option value="RECOMMENDED" selected="">Recommended<\/option>/);
  });

  it('starts health on Cover: high to low (docs/product/quotes.md)', () => {
    const out = renderToStaticMarkup(
      <Quotes
        lang="ar"
        productId={3}
        strings={ar}
        rules={{}}
        productPath="/ar-ae/health-insurance/"
        certificatePath="/ar-ae/health-insurance/quotes/certificate/"
        comparePath={null}
        defaultSort="COVER_DESC"
      />,
    );
    expect(out).toMatch(/<option value="COVER_DESC" selected="">التغطية: من الأعلى إلى الأقل<\/option>/);
  });
});

describe('a quote card (docs/product/quotes.md Quote, docs/product/quotes.md limits)', () => {
  it('shows logo, names, premium in AED, frequency, cover lines (3 on car), features, ratio, validity', () => {
    const out = html(<QuoteCard quote={quoteFixture()} {...cardProps} />);
    expect(out).toContain('alt="Falcon Crest Insurance logo"');
    expect(out).toContain('Comprehensive 1101');
    expect(text(out)).toContain('AED 2,310.50');
    expect(out).toContain('<bdi dir="ltr" class="money__amount">2,310.50</bdi>');
    expect(out).toContain('per year');
    expect(out.match(/qcard__cover-row/g)).toHaveLength(3 + 1); // 3 cover lines + 1 limit in the expander
    expect(out.match(/<li class="qcard__feature/g)?.length).toBe(4);
    expect(text(out)).toContain('96.5% Claim Settlement Ratio');
    expect(text(out)).toMatch(/Price valid until 30 Nov 2026/);
    expect(out).toContain('href="/car-insurance/quotes/certificate/?quoteId=q_1_1101"');
    expect(text(out)).toContain('Buy Now');
    expect(out).not.toContain('Sponsored');
    // the details, on demand (decision 0065): lines, VAT, total, the certificate
    expect(out).toMatch(/aria-expanded="false" aria-controls="quote-1-1101-more"/);
    expect(out).toMatch(/<div id="quote-1-1101-more" class="qcard__more" hidden=""/);
    expect(text(out)).toContain('VAT 5%');
    expect(text(out)).toMatch(/TotalAED 2,310\.50/);
    expect(text(out)).toContain('900 of 1000 points × 50%');
  });

  it('2 offers then View Offers; Sponsored label; Check premium; Starting from', () => {
    const sponsored = html(<QuoteCard quote={quoteFixture({ sponsored: true })} {...cardProps} />);
    expect(sponsored.match(/<li>Free|<li>10%/g)).toHaveLength(2);
    expect(sponsored).toContain('View Offers');
    expect(sponsored).toContain('>Sponsored<');
    const por = html(<QuoteCard quote={quoteFixture({ showPriceOnRequest: 1 })} {...cardProps} />);
    expect(text(por)).toContain('Check premium');
    expect(por).not.toContain('qcard__premium');
    const from = html(<QuoteCard quote={quoteFixture({ startingFrom: 1200 })} {...cardProps} />);
    expect(text(from)).toContain('Starting fromAED 1,200');
  });

  it('caps features at 3 for travel and shows 4 cover lines there', () => {
    const out = html(<QuoteCard quote={quoteFixture()} {...cardProps} productId={2} />);
    expect(out.match(/<li class="qcard__feature/g)?.length).toBe(3);
    expect(out.match(/qcard__cover-row/g)).toHaveLength(4 + 1);
  });

  it('reads right to left in Arabic with the currency symbol and isolated numbers', () => {
    const out = html(<QuoteCard quote={quoteFixture()} {...cardProps} />, 'ar');
    expect(out).toContain(
      '<bdi dir="ltr" class="money__amount">2,310.50</bdi> <span class="money__currency">د.إ</span>',
    );
    expect(text(out)).toContain('نسبة تسوية المطالبات 96.5٪');
    expect(out).toContain('alt="شعار Falcon Crest Insurance"');
  });

  it('ticks compare when chosen and disables it at the limit', () => {
    const toggle = (markup: string) =>
      /<input[^>]*data-testid="compare-toggle"[^>]*>/.exec(markup)?.[0] ?? '';
    expect(toggle(html(<QuoteCard quote={quoteFixture()} {...cardProps} compared />))).toContain(
      'checked=""',
    );
    expect(toggle(html(<QuoteCard quote={quoteFixture()} {...cardProps} />))).not.toContain('checked=""');
    expect(toggle(html(<QuoteCard quote={quoteFixture()} {...cardProps} compareDisabled />))).toContain(
      'disabled=""',
    );
  });
});

describe('panels and popups', () => {
  it('Why this order lists the terms and weights, and how sponsored plans are placed', () => {
    const out = html(<WhyThisOrder ranking={responseFixture().ranking} />);
    expect(out).toMatch(/^<details class="qchip why-order"/);
    expect(text(out)).toContain('Why this order');
    expect(text(out)).toContain('Price 50% of the score');
    expect(text(out)).toContain('&#x27;Sponsored&#x27; is a paid placement');
  });

  it('the filter panel: field types, optional suffix, required error, Search gated', () => {
    const fields = [
      fieldFixture({
        id: 'make',
        type: 'dropdown',
        label: 'Make',
        required: true,
        options: [{ id: 'n', name: 'Nissan' }],
      }),
      fieldFixture(),
      fieldFixture({ id: 'planName', type: 'text', label: 'Plan name' }),
      fieldFixture({ id: 'excess', type: 'input', label: 'Excess' }),
    ];
    const props = { fields, idPrefix: 'qfd', onChange: () => {}, onSearch: () => {}, onClear: () => {} };
    const blocked = html(<FilterPanel {...props} values={{}} changed />);
    expect(blocked).toContain('<select id="qfd-make"');
    expect(blocked).toMatch(/type="checkbox"/);
    expect(blocked).toContain('type="search"');
    expect(blocked).toContain('id="qfd-excess"');
    expect(text(blocked)).toContain('Insurers (optional)');
    expect(text(blocked)).toContain('required field');
    expect(blocked).toMatch(/<button type="submit" class="button" disabled="">Search<\/button>/);
    expect(blocked).toContain('Clear Filter');
    const ready = html(<FilterPanel {...props} values={{ make: 'n' }} changed />);
    expect(ready).toMatch(/<button type="submit" class="button">Search<\/button>/);
    expect(ready).not.toContain('required field');
  });

  it('the compare bar: n/limit Selected, per-plan remove, Compare Now disabled below 2, Close', () => {
    const one = [compareItemOf(quoteFixture())];
    const props = {
      limit: 3,
      expanded: true,
      onExpand: () => {},
      onRemove: () => {},
      onCompareNow: () => {},
    };
    const out = html(<CompareBar items={one} {...props} />);
    expect(text(out)).toContain('Compare Plans');
    expect(text(out)).toContain('1/3 Selected');
    expect(out).toContain('aria-label="Remove Comprehensive 1101"');
    expect(out).toMatch(/disabled=""[^>]*data-testid="compare-now"/);
    expect(text(out)).toContain('Close');
    const two = [...one, compareItemOf(quoteFixture({ planId: 2 }))];
    expect(html(<CompareBar items={two} {...props} />)).not.toMatch(
      /disabled=""[^>]*data-testid="compare-now"/,
    );
    expect(html(<CompareBar items={[]} {...props} />)).toBe('');
    expect(text(html(<CompareBar items={two} {...props} limit={2} />, 'ar'))).toContain('2/2 مختارة');
  });

  it('the comparison table: NA → Excluded, Yes → Included, from the API or from quotes', () => {
    const api = tableFromComparison(
      {
        quotesBasicData: [
          {
            planId: 1,
            imgUrl: '/a.svg',
            features: ['A', '2022', 'AED 60,000'],
            planName: 'A plan',
            providerName: 'A',
            insurerName: 'A',
            premium: 1000,
            isPriceOnRequest: false,
          },
          {
            planId: 2,
            imgUrl: '/b.svg',
            features: ['B', '2022', 'AED 60,000'],
            planName: 'B plan',
            providerName: 'B',
            insurerName: 'B',
            premium: null,
            isPriceOnRequest: true,
          },
        ],
        addonsDetails: [
          {
            value: 'Roadside',
            data: [
              { planId: 1, value: 'Yes' },
              { planId: 2, value: 'NA' },
            ],
          },
        ],
        featuresAndBenifits: [{ value: 'Excess', data: [{ planId: 2, value: 'AED 500' }] }],
      },
      { addons: 'Add-ons', features: 'Features and benefits' },
      (p) => (p.premium ? <Money value={p.premium} /> : 'Check premium'),
    );
    const out = html(<CompareTable caption="Compare" {...api} />);
    expect(text(out)).toContain('A plan');
    expect(text(out)).toContain('B plan');
    expect(text(out)).toMatch(/RoadsideIncludedExcluded/);
    expect(text(out)).toMatch(/ExcessExcludedAED 500/);
    const fromQuotes = tableFromQuotes([quoteFixture(), quoteFixture({ planId: 2, features: [] })], {
      cover: 'Cover',
      features: 'Features',
    });
    expect(text(html(<CompareTable caption="c" {...fromQuotes} />, 'ar'))).toContain('مشمول');
  });

  it('the lead popup: plan, insurer, premium, masked number, unticked consent, Confirm', () => {
    const out = html(
      <LeadPopup
        choice={{ quote: quoteFixture(), enquiryId: 'e'.repeat(24), productId: 1 }}
        maskedMobile="*****4567"
        numberStep={{
          api: formNumberApi({ formKey: 'car.saveQuotes', stage: 4 }, 1, 'e'.repeat(24)),
          rules: {},
        }}
        onVerified={() => {}}
        onClose={() => {}}
        send={async () => ({ ok: false, status: 0, code: 'NETWORK_ERROR', message: '' })}
      />,
    );
    expect(out).toMatch(/^<dialog class="dialog lead" aria-labelledby="lead-title"/);
    expect(text(out)).toContain('Comprehensive 1101');
    expect(text(out)).toContain('Falcon Crest Insurance');
    expect(text(out)).toContain('AED 2,310.50');
    expect(out).toContain('<bdi dir="ltr">*****4567</bdi>');
    expect(out).toMatch(/<input type="checkbox" required=""[^>]*data-testid="lead-consent"/);
    expect(out).not.toMatch(/checked=""[^>]*data-testid="lead-consent"/);
    expect(text(out)).toContain('You may contact me about this plan');
    expect(text(out)).toContain('Confirm');
  });

  it('the lead popup asks for the number first when none is proved (decision 0017)', () => {
    const out = html(
      <LeadPopup
        choice={{ quote: quoteFixture(), enquiryId: 'e'.repeat(24), productId: 1 }}
        maskedMobile={null}
        numberStep={{
          api: formNumberApi({ formKey: 'car.saveQuotes', stage: 4 }, 1, 'e'.repeat(24)),
          rules: {},
        }}
        onVerified={() => {}}
        onClose={() => {}}
        send={async () => ({ ok: false, status: 0, code: 'NETWORK_ERROR', message: '' })}
      />,
    );
    expect(out).toMatch(/^<dialog class="dialog lead" aria-labelledby="verify-number-title"/);
    expect(text(out)).toContain('Confirm your mobile number');
    expect(out).not.toContain('data-testid="lead-consent"');
    // The step itself (its own chunk): +971 before a telephone box, the intro, Send code.
    const step = html(
      <VerifyNumberStep
        api={formNumberApi({ formKey: 'car.saveQuotes', stage: 4 }, 1, 'e'.repeat(24))}
        rules={{}}
        intro="To choose a plan we need a number."
        onVerified={() => {}}
      />,
    );
    expect(step).toContain('+971');
    expect(step).toMatch(/<input[^>]*id="verify-number-mobile"[^>]*type="tel"/);
    expect(text(step)).toContain('To choose a plan we need a number.');
    expect(text(step)).toContain('Send code');
  });

  it('the number step: the field error first, else the server message; the resend wait', () => {
    const failure = (body: unknown, message = 'Server says no') =>
      ({ ok: false, status: 422, code: 'RULE_FAILED', message, body }) as const;
    expect(
      numberErrorText(
        failure({ fieldErrors: [{ fieldId: 'mobileNumber', message: 'Mobile number is invalid' }] }),
        'g',
      ),
    ).toBe('Mobile number is invalid');
    expect(numberErrorText(failure({}), 'g')).toBe('Server says no');
    expect(numberErrorText({ ok: false, status: 0, code: 'NETWORK_ERROR', message: '' }, 'g')).toBe('g');
    expect(secondsLeft(1_000, 30, 1_000)).toBe(30);
    expect(secondsLeft(1_000, 30, 30_500)).toBe(1);
    expect(secondsLeft(1_000, 30, 31_000)).toBe(0);
  });

  it('lead errors: the server message (CONSENT_REQUIRED), else a generic one', () => {
    const texts = { generic: 'G', stillWorking: 'W' };
    expect(
      leadErrorText(
        { ok: false, status: 422, code: 'CONSENT_REQUIRED', message: 'Consent is required.' },
        texts,
      ),
    ).toBe('Consent is required.');
    expect(
      leadErrorText({ ok: false, status: 0, code: 'NETWORK_ERROR', message: 'fetch failed' }, texts),
    ).toBe('G');
    expect(leadErrorText({ ok: false, status: 502, code: 'HTTP_502', message: 'Bad Gateway' }, texts)).toBe(
      'G',
    );
    expect(
      leadErrorText({ ok: false, status: 409, code: 'IDEMPOTENCY_IN_PROGRESS', message: 'x' }, texts),
    ).toBe('W');
  });

  it('the health Plan Summary: plan, cover in AED, Upto AED pharmacy, TPA, Apply Now', () => {
    const q = quoteFixture({
      coverAmount: 500000,
      features: [
        { key: 'pharmacy', value: 'Up to AED 5,000', title: 'Pharmacy', checked: true, strike: false, id: 5 },
        { key: 'tpa', value: 'Marsa Care TPA', title: 'TPA', checked: true, strike: false, id: 8 },
      ],
    });
    const out = text(html(<PlanSummary quote={q} onApply={() => {}} />));
    expect(out).toContain('Plan Summary');
    expect(out).toContain('AED 500,000');
    expect(out).toContain('Upto AED 5,000');
    expect(out).toContain('Marsa Care TPA');
    expect(out).toContain('Apply Now');
  });
});

describe('the certificate and comparison pages on the server', () => {
  it('say what is missing without a quoteId / planid, and load otherwise', () => {
    const cert = (quoteId: string | null) =>
      renderToStaticMarkup(
        <QuoteCertificate
          lang="en"
          strings={en}
          quoteId={quoteId}
          quotesPath="/car-insurance/quotes/"
          values={{}}
        />,
      );
    expect(cert(null)).toContain('data-state="missing"');
    expect(text(cert(null))).toContain('quoteId');
    expect(cert('q_1')).toContain('data-state="loading"');
    const cmp = (planIds: number[]) =>
      renderToStaticMarkup(
        <CarComparison
          lang="en"
          strings={en}
          planIds={planIds}
          enquiryId={null}
          car={null}
          quotesPath="/car-insurance/quotes/"
        />,
      );
    expect(cmp([])).toContain('data-state="missing"');
    expect(text(cmp([]))).toContain('planid');
    expect(cmp([1])).toContain('data-state="missing"');
    expect(cmp([1, 2])).toContain('data-state="loading"');
  });

  it('writes certificate inputs as short text', () => {
    const texts = {
      yes: 'Yes',
      no: 'No',
      name: (kind: string, id: string): string | undefined =>
        (
          ({ 'emirate:dubai': 'Dubai', 'relation:self': 'You', 'addOn:paDriver': 'PA driver' }) as Record<
            string,
            string
          >
        )[`${kind}:${id}`],
    };
    expect(inputText('agencyRepair', true, texts)).toBe('Yes');
    expect(inputText('emirate', 'dubai', texts)).toBe('Dubai');
    expect(inputText('emirate', 'mars', texts)).toBe('mars');
    expect(inputText('addOns', ['paDriver', 'x'], texts)).toBe('PA driver, x');
    expect(inputText('addOnsUnavailable', [], texts)).toBe('—');
    expect(inputText('members', [{ relation: 'self', age: 30 }], texts)).toBe('You · 30');
    expect(inputText('excessAed', null, texts)).toBe('—');
    expect(certificateFixture.repriced).toBe(true);
  });
});

describe('the quotesUi catalogues (docs/product/quotes.md: en and ar; hi and ml may be English)', () => {
  const PLURAL = /_(zero|one|two|few|many|other)$/;
  const keys = (o: object, prefix = ''): string[] =>
    Object.entries(o).flatMap(([k, v]) =>
      typeof v === 'string' ? [prefix + k.replace(PLURAL, '')] : keys(v as object, `${prefix}${k}.`),
    );
  const base = new Set(keys(en));

  it.each(['ar', 'hi', 'ml'] as const)('%s has every English key', (lang) => {
    expect([...base].filter((k) => !new Set(keys(CATALOGUES[lang])).has(k))).toEqual([]);
  });

  it('keeps the spec texts exactly and reads plurals per language', () => {
    const t = (lang: LangCode) =>
      createTranslator(lang, { [lang]: { quotesUi: CATALOGUES[lang] } }, { defaultNs: 'quotesUi' }).t;
    expect(t('en')('empty.notFound')).toBe('Quotes not found');
    expect(t('en')('empty.noPlans')).toBe('no plans available for this selection!');
    expect(t('en')('comparison.error')).toBe('Unable to Load Comaprison Data!');
    expect(t('en')('list.seeMore')).toBe('See More Plans');
    expect(t('en')('progress', { count: 9, priced: 6 })).toBe('6 of 9 insurers priced');
    expect(t('en')('progress', { count: 1, priced: 0 })).toBe('0 of 1 insurer priced');
    expect(t('ar')('progress', { count: 9, priced: 6 })).toBe('تم تسعير 6 من 9 شركات تأمين');
    expect(t('ar')('progress', { count: 14, priced: 6 })).toBe('تم تسعير 6 من 14 شركة تأمين');
    expect(t('ar')('planCount', { count: 2 })).toBe('خطتان');
    expect(t('ar')('currency')).toBe('د.إ');
  });
});
