import { describe, expect, it } from 'vitest';
import {
  choose,
  exitIntentAllowedOn,
  exitIntentCookieValue,
  exitIntentSeen,
  followUpOfFooter,
  footerEligible,
  footerUtm,
  isExitMove,
  mayFollowUp,
  mayShow,
  ownImagePath,
  validWindow,
  type ShowFacts,
} from './rules';

const free: ShowFacts = {
  shownThisVisit: undefined,
  dialogOpen: false,
  journeyInProgress: false,
  sessionReady: true,
};

describe('popup manager rules (decision 0034)', () => {
  it('allows one unsolicited popup a visit', () => {
    expect(mayShow(free)).toBe(true);
    expect(mayShow({ ...free, shownThisVisit: 'footer' })).toBe(false);
    expect(choose(['side'], { ...free, shownThisVisit: 'exit' })).toBeUndefined();
  });
  it('never opens over an open dialog or a journey in progress, nor before the device check', () => {
    expect(choose(['footer'], { ...free, dialogOpen: true })).toBeUndefined();
    expect(choose(['footer'], { ...free, journeyInProgress: true })).toBeUndefined();
    expect(choose(['footer'], { ...free, sessionReady: false })).toBeUndefined();
  });
  it('picks by precedence: splash > exit intent > footer > right-side', () => {
    expect(choose(['side', 'footer'], free)).toBe('footer');
    expect(choose(['footer', 'exit', 'side'], free)).toBe('exit');
    expect(choose(['exit', 'splash'], free)).toBe('splash');
    expect(choose([], free)).toBeUndefined();
  });
  it('lets a follow-up open after the visit popup, but not over another dialog', () => {
    expect(mayFollowUp({ dialogOpen: false })).toBe(true);
    expect(mayFollowUp({ dialogOpen: true })).toBe(false);
  });
  it('follows a footer success with the advisor popup, except travel (product 2): view plans', () => {
    expect(followUpOfFooter(1)).toBe('advisor');
    expect(followUpOfFooter(2)).toBe('viewPlans');
  });
});

describe('exit intent (docs/product/leads.md)', () => {
  const page = { path: '/car-insurance/', pageTypeId: 0, marketing: false, partner: false };
  it('is never on buy-insurance, apply, marketing, partner pages or page type 39', () => {
    expect(exitIntentAllowedOn(page)).toBe(true);
    expect(exitIntentAllowedOn({ ...page, path: '/car-insurance/buy-insurance/v2/' })).toBe(false);
    expect(exitIntentAllowedOn({ ...page, path: '/credit-cards/apply/' })).toBe(false);
    expect(exitIntentAllowedOn({ ...page, marketing: true })).toBe(false);
    expect(exitIntentAllowedOn({ ...page, partner: true })).toBe(false);
    expect(exitIntentAllowedOn({ ...page, pageTypeId: 39 })).toBe(false);
  });
  it('keeps a per-product cookie for one day', () => {
    const c = exitIntentCookieValue(1, 'closed', true);
    expect(c).toBe('exitIntent_1=closed; Max-Age=86400; Path=/; SameSite=Lax; Secure');
    expect(exitIntentCookieValue(3, 'visited', false)).not.toContain('Secure');
    expect(exitIntentSeen('a=1; exitIntent_1=visited', 1)).toBe(true);
    expect(exitIntentSeen('exitIntent_11=closed', 1)).toBe(false);
    expect(exitIntentSeen('', 1)).toBe(false);
  });
  it('counts only a desktop pointer leaving through the top of the window', () => {
    expect(isExitMove({ clientY: 0, relatedTarget: null }, true)).toBe(true);
    expect(isExitMove({ clientY: -3, relatedTarget: null }, true)).toBe(true);
    expect(isExitMove({ clientY: 0, relatedTarget: null }, false)).toBe(false);
    expect(isExitMove({ clientY: 200, relatedTarget: null }, true)).toBe(false);
    expect(isExitMove({ clientY: 0, relatedTarget: {} }, true)).toBe(false);
  });
});

describe('footer popup (docs/product/leads.md)', () => {
  it('is not shown once the number was submitted for the product', () => {
    expect(footerEligible({})).toBe(true);
    expect(footerEligible({ mobileSubmitted: false })).toBe(true);
    expect(footerEligible({ mobileSubmitted: true })).toBe(false);
  });
  it('tags the lead with utm_campaign footer_popup and a per-product medium and source', () => {
    expect(footerUtm('car-insurance')).toEqual({
      utmCampaign: 'footer_popup',
      utmMedium: 'car-insurance-footer',
      utmSource: 'car-insurance',
    });
  });
  it('lets the call window narrow 09:00-18:00 but never reverse', () => {
    expect(validWindow('09:00', '18:00')).toBe(true);
    expect(validWindow('10:00', '12:00')).toBe(true);
    expect(validWindow('12:00', '10:00')).toBe(false);
    expect(validWindow('08:00', '12:00')).toBe(false);
  });
});

describe('popup images (decision 0109)', () => {
  it('takes only an image path of this site', () => {
    expect(ownImagePath('/assets/demo/offer.svg')).toBe('/assets/demo/offer.svg');
    for (const bad of [
      null,
      undefined,
      '',
      'https://evil.example/x.png',
      '//evil.example/x.png',
      'javascript:alert(1)',
      'data:image/svg+xml,<svg/>',
      '/\\evil',
      '/a b.png',
      '/x.svg?onerror=1',
    ])
      expect(ownImagePath(bad)).toBeUndefined();
  });
});
