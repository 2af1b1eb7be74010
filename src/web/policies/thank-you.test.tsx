import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import type { LangCode } from '../../shared/domain/locales';
import type { Catalogue } from '../../shared/i18n/translator';
import en from '../../shared/i18n/locales/en/buy.json';
import ar from '../../shared/i18n/locales/ar/buy.json';
import hi from '../../shared/i18n/locales/hi/buy.json';
import ml from '../../shared/i18n/locales/ml/buy.json';
import { PolicyThankYou, thankYouBody, thankYouFormat } from './thank-you';
import {
  nextPollDelay,
  pageStateAfter,
  policyViewOf,
  POLL_LIMIT_MS,
  schedulePath,
  type PageState,
  type PolicyView,
} from './thank-you-rules';

/** Decision 0087: the thank-you page's rules and its markup per state, on the server renderer. */

const BUY: Record<LangCode, Catalogue> = { en, ar, hi, ml };
const PATHS = { quotesPath: '/car-insurance/quotes/', accountPath: '/account/' };

const ACTIVE: PolicyView = {
  publicId: 'Pol1cy0000000000000000AB',
  status: 'active',
  productId: 1,
  policyNumber: 'FC-2026-000123',
  insurer: { name: 'Falcon Crest Insurance', logo: null },
  planName: 'Comprehensive 1101',
  startDate: '2026-12-01',
  endDate: '2027-12-31',
  price: { premiumFils: 220_000, vatFils: 11_000, totalFils: 231_000 },
  claims: { phone: '800 32526', email: 'claims@falcon.example' },
  scheduleUrl: null,
  howToClaim: ['Call Falcon Crest Insurance on 800 32526.', 'Give your policy number FC-2026-000123.'],
};

const render = (state: PageState, lang: LangCode = 'en') =>
  renderToStaticMarkup(
    <>{thankYouBody(thankYouFormat(lang, BUY[lang]), { lang, ...PATHS }, state, () => {})}</>,
  );
const text = (markup: string) => markup.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('the policy answer (GET /api/policies/{publicId})', () => {
  it('reads a pending and an issued policy; the total is the premium with VAT when not given', () => {
    // The answer as GET /api/policies/{publicId} gives it (ZPolicyView).
    expect(
      policyViewOf({
        policyId: ACTIVE.publicId,
        status: 'active',
        productId: 1,
        policyNumber: 'FC-2026-000123',
        insurer: { code: 'falcon-crest', name: 'Falcon Crest Insurance', logo: '/assets/insurers/x.svg' },
        planName: 'Comprehensive 1101',
        startDate: '2026-12-01',
        endDate: '2027-12-31',
        premiumFils: 220_000,
        vatFils: 11_000,
        totalFils: 231_000,
        scheduleUrl: '/account/policies/Pol1cy0000000000000000AB/schedule/',
        claims: { phone: '800 32526', email: 'claims@falcon.example' },
        howToClaim: ACTIVE.howToClaim,
      }),
    ).toEqual({
      ...ACTIVE,
      insurer: { name: 'Falcon Crest Insurance', logo: '/assets/insurers/x.svg' },
      scheduleUrl: '/account/policies/Pol1cy0000000000000000AB/schedule/',
    });
    expect(
      policyViewOf({
        policyId: ACTIVE.publicId,
        status: 'pending',
        insurer: { name: 'Falcon Crest Insurance' },
        premiumFils: 220_000,
        vatFils: 11_000,
      }),
    ).toMatchObject({
      status: 'pending',
      policyNumber: null,
      startDate: null,
      price: { totalFils: 231_000 },
    });
    expect(
      policyViewOf({
        ...ACTIVE,
        startDate: '2026-12-01T00:00:00.000Z',
        insurer: { name: 'Falcon Crest Insurance', claims: { phone: '800 32526' } },
        claims: undefined,
      }),
    ).toMatchObject({ startDate: '2026-12-01', claims: { phone: '800 32526', email: null } });
  });

  it('refuses an answer without a known status or an insurer', () => {
    expect(policyViewOf({ ...ACTIVE, status: 'paid' })).toBeUndefined();
    expect(policyViewOf({ ...ACTIVE, insurer: {} })).toBeUndefined();
    expect(policyViewOf(null)).toBeUndefined();
  });

  it('a 404 is another device’s policy; a failed poll keeps the pending policy on screen', () => {
    const pending: PageState = { kind: 'policy', policy: { ...ACTIVE, status: 'pending' }, gaveUp: false };
    expect(pageStateAfter(pending, { ok: false, status: 404, code: 'POLICY_NOT_FOUND' })).toEqual({
      kind: 'notFound',
    });
    expect(pageStateAfter(pending, { ok: false, status: 0, code: 'NETWORK_ERROR' })).toBe(pending);
    expect(pageStateAfter({ kind: 'loading' }, { ok: false, status: 0, code: 'NETWORK_ERROR' })).toEqual({
      kind: 'error',
      offline: true,
    });
    expect(pageStateAfter({ kind: 'loading' }, { ok: false, status: 500, code: 'INTERNAL_ERROR' })).toEqual({
      kind: 'error',
      offline: false,
    });
  });
});

describe('asking again while the policy is being issued', () => {
  it('backs off 1, 2, 3, 5, 8 s then every 10 s, and stops within three minutes', () => {
    const delays: number[] = [];
    let elapsed = 0;
    for (let attempt = 0; ; attempt++) {
      const d = nextPollDelay(attempt, elapsed);
      if (d === null) break;
      delays.push(d);
      elapsed += d;
    }
    expect(delays.slice(0, 7)).toEqual([1000, 2000, 3000, 5000, 8000, 10_000, 10_000]);
    expect(elapsed).toBeLessThanOrEqual(POLL_LIMIT_MS);
    expect(elapsed).toBeGreaterThan(POLL_LIMIT_MS - 10_000);
    expect(delays.length).toBeLessThan(25);
  });
});

describe('the page per state', () => {
  it('pending: being issued, busy, no number yet; after the limit: taking long, Check again and the account', () => {
    const pending = render({ kind: 'policy', policy: { ...ACTIVE, status: 'pending' }, gaveUp: false });
    expect(pending).toContain('data-state="pending"');
    expect(text(pending)).toContain('Your policy is being issued');
    expect(pending).toContain('aria-busy="true"');
    expect(pending).not.toContain('policy-number');
    const slow = render({ kind: 'policy', policy: { ...ACTIVE, status: 'pending' }, gaveUp: true });
    expect(text(slow)).toContain('This is taking longer than usual');
    expect(slow).toContain('data-testid="policy-again"');
    expect(slow).toContain('href="/account/"');
  });

  it('active, en: number, insurer, plan, DD MMM YYYY dates, premium with VAT, schedule, next, claim, account', () => {
    const out = render({ kind: 'policy', policy: ACTIVE, gaveUp: false });
    const t = text(out);
    expect(t).toContain('Your policy is issued');
    expect(out).toMatch(/data-testid="policy-number"><bdi dir="ltr">FC-2026-000123</);
    expect(t).toContain('01 Dec 2026 to 31 Dec 2027');
    expect(t).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    expect(t).toMatch(/Premium AED 2,200\.00/);
    expect(t).toMatch(/VAT AED 110\.00/);
    expect(t).toMatch(/Total paid AED 2,310\.00/);
    expect(out).toContain(`href="/account/policies/${ACTIVE.publicId}/schedule/"`);
    expect(t).toContain('What happens next');
    expect(t).toContain('Your cover starts on 01 Dec 2026');
    expect(out).toContain('href="tel:80032526"');
    expect(text(out)).toContain('Give your policy number FC-2026-000123.');
    expect(out).toContain('href="mailto:claims@falcon.example"');
    expect(out).toMatch(/data-testid="policy-account">Go to your account</);
  });

  it('active in ar, hi, ml: the dates in the page language with Latin digits, the schedule in that language', () => {
    const months: Record<Exclude<LangCode, 'en'>, RegExp> = {
      ar: /01 ديسمبر 2026/,
      hi: /01 दिस॰? 2026/,
      ml: /01 ഡിസം\.? 2026/,
    };
    const prefixes = { ar: '/ar-ae', hi: '/hi-ae', ml: '/ml-ae' } as const;
    for (const lang of ['ar', 'hi', 'ml'] as const) {
      const out = render({ kind: 'policy', policy: ACTIVE, gaveUp: false }, lang);
      expect(text(out), lang).toMatch(months[lang]);
      expect(out, lang).toContain(`href="${prefixes[lang]}/account/policies/${ACTIVE.publicId}/schedule/"`);
      expect(text(out), lang).not.toMatch(/Policy number|What happens next|How to claim/);
    }
    expect(schedulePath('P', 'en')).toBe('/account/policies/P/schedule/');
  });

  it('declined: what happened and the way back to the quotes; cancelled: the account', () => {
    const declined = render({ kind: 'policy', policy: { ...ACTIVE, status: 'declined' }, gaveUp: false });
    expect(text(declined)).toContain('This policy was not issued');
    expect(declined).toContain('href="/car-insurance/quotes/"');
    const cancelled = render({ kind: 'policy', policy: { ...ACTIVE, status: 'cancelled' }, gaveUp: false });
    expect(text(cancelled)).toContain('This policy is cancelled');
  });

  it('not this device’s policy, or none in the address: the account and the quotes; a failure: Try again', () => {
    const out = renderToStaticMarkup(<PolicyThankYou lang="en" strings={en} publicId={null} {...PATHS} />);
    expect(out).toContain('data-state="notFound"');
    expect(text(out)).toContain('We cannot show this policy here');
    const error = render({ kind: 'error', offline: true });
    expect(error).toMatch(/role="alert"[^>]*>You seem to be offline/);
    expect(error).toContain('data-testid="policy-again"');
    // The server's first render with a policy id: the loading line, nothing of the policy.
    const first = renderToStaticMarkup(
      <PolicyThankYou lang="en" strings={en} publicId={ACTIVE.publicId} {...PATHS} />,
    );
    expect(first).toContain('data-state="loading"');
  });
});
