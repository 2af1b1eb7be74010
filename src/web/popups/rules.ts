/**
 * The capture popups' rules (decision 0034; docs/product/leads.md 'Footer popup', 'Exit intent', docs/product/leads.md; decision
 * 0034), pure so they are unit-tested without a DOM. The browser parts (manager.ts, popup.ts) only feed them facts.
 */

/** The unsolicited popups, highest precedence first (decision 0034). */
export const UNSOLICITED = ['splash', 'exit', 'footer', 'side'] as const;
export type UnsolicitedPopup = (typeof UNSOLICITED)[number];

/**
 * Precedence: a lower number wins when two ask in the same moment (splash > exit intent > footer > right-side).
 * The splash opens only for a campaign that asks for one (decision 0034).
 */
export const PRECEDENCE: Readonly<Record<UnsolicitedPopup, number>> = {
  splash: 0,
  exit: 1,
  footer: 2,
  side: 3,
};

/** What the page and the tab know when a popup asks to open. */
export type ShowFacts = {
  /** The popup this visit (tab session) already showed, if any. */
  shownThisVisit: string | undefined;
  /** A `<dialog>` (or the mobile menu) is open. */
  dialogOpen: boolean;
  /** A journey on the page is in progress (the visitor typed or chose something in it). */
  journeyInProgress: boolean;
  /** The session bootstrap finished (docs/product/leads.md 'Footer popup. Shown after the device check'). */
  sessionReady: boolean;
};

/** Whether an unsolicited popup may open now: one a visit, never over a dialog or a journey in progress. */
export function mayShow(facts: ShowFacts): boolean {
  return (
    facts.sessionReady && facts.shownThisVisit === undefined && !facts.dialogOpen && !facts.journeyInProgress
  );
}

/** Of the popups asking in the same moment, the one precedence picks (or undefined when none may show). */
export function choose(
  requests: readonly UnsolicitedPopup[],
  facts: ShowFacts,
): UnsolicitedPopup | undefined {
  if (!mayShow(facts) || requests.length === 0) return undefined;
  return [...requests].sort((a, b) => PRECEDENCE[a] - PRECEDENCE[b])[0];
}

/** A follow-up the visitor's own action opened: only the dialog rule applies (the page is theirs to use). */
export function mayFollowUp(facts: Pick<ShowFacts, 'dialogOpen'>): boolean {
  return !facts.dialogOpen;
}

/** docs/product/leads.md 'Advisor popup (not for product 2)': travel gets the view-plans popup instead. */
export function followUpOfFooter(countryProductId: number): 'advisor' | 'viewPlans' {
  return countryProductId === 2 ? 'viewPlans' : 'advisor';
}

/** docs/product/leads.md: never on buy-insurance or apply pages, marketing or partner pages, or page type 39. */
export function exitIntentAllowedOn(page: {
  path: string;
  pageTypeId: number;
  marketing: boolean;
  partner: boolean;
}): boolean {
  if (page.marketing || page.partner || page.pageTypeId === 39) return false;
  return !page.path.includes('buy-insurance') && !page.path.includes('/apply/');
}

/** docs/product/leads.md 'per-product exit-intent cookie', docs/product/leads.md 'Exit-intent cookie lasts 1 day'. */
export const EXIT_INTENT_COOKIE_SECONDS = 86_400;
export const exitIntentCookie = (countryProductId: number) => `exitIntent_${countryProductId}`;
export type ExitIntentMark = 'shown' | 'closed' | 'visited';

/** The cookie that records the exit-intent popup for a day (set when it opens, then 'closed' or 'visited'). */
export function exitIntentCookieValue(
  countryProductId: number,
  mark: ExitIntentMark,
  secure: boolean,
): string {
  return `${exitIntentCookie(countryProductId)}=${mark}; Max-Age=${EXIT_INTENT_COOKIE_SECONDS}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** Whether the cookie string holds this product's exit-intent mark (any mark: once a day). */
export function exitIntentSeen(cookie: string, countryProductId: number): boolean {
  return new RegExp(`(?:^|;\\s*)${exitIntentCookie(countryProductId)}=`).test(cookie);
}

/**
 * docs/product/leads.md 'Exit intent. Opens once on mouse leave': the pointer leaves through the top of the window (towards
 * the tabs or the address bar) on a desktop pointer; leaving to the side or into a child element does not count.
 */
export function isExitMove(e: { clientY: number; relatedTarget: unknown }, finePointer: boolean): boolean {
  return finePointer && e.relatedTarget === null && e.clientY <= 0;
}

/** docs/product/leads.md 'Footer popup. Shown … when the cached mobile number has not been submitted for the product'. */
export function footerEligible(cache: { mobileSubmitted?: boolean | undefined }): boolean {
  return cache.mobileSubmitted !== true;
}

/**
 * docs/product/leads.md 'Footer popup utm_campaign is footer_popup with per-product medium and source'. The spec names no
 * values: the source is the product's path segment, the medium that segment with '-footer' (decision 0034).
 */
export function footerUtm(segment: string): { utmCampaign: string; utmMedium: string; utmSource: string } {
  return { utmCampaign: 'footer_popup', utmMedium: `${segment}-footer`, utmSource: segment };
}

/** docs/product/leads.md 'Footer popup content … showToggle, toggleData': the products the footer may switch between. */
export const FOOTER_TOGGLES: Readonly<Record<number, readonly number[]>> = {
  1: [1, 6],
  6: [6, 1],
  3: [3, 22],
  22: [22, 3],
};

/** Decision 0030: the call window may narrow 09:00–18:00, never widen or reverse it. */
export const CALL_HOURS: readonly string[] = [
  '09:00',
  '10:00',
  '11:00',
  '12:00',
  '13:00',
  '14:00',
  '15:00',
  '16:00',
  '17:00',
  '18:00',
];
export function validWindow(from: string, to: string): boolean {
  const a = CALL_HOURS.indexOf(from);
  const b = CALL_HOURS.indexOf(to);
  return a >= 0 && b >= 0 && a < b;
}

/** Right-side user popup: opens after this long on the page with the session ready (decision 0034). */
export const SIDE_POPUP_DELAY_MS = 45_000;
/** Per-visit state (tab session): which unsolicited popup this visit showed. */
export const VISIT_KEY = 'capturePopups.visit';

/** An image path of this site ('/assets/…'), or undefined: no other host, no data or script URL. */
export function ownImagePath(src: string | null | undefined): string | undefined {
  return typeof src === 'string' && /^\/(?![/\\])[\w\-./]+$/.test(src) ? src : undefined;
}
