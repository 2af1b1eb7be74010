import { choose, mayFollowUp, VISIT_KEY, type ShowFacts, type UnsolicitedPopup } from './rules';

/**
 * The popup manager (decision 0034): at most one unsolicited popup a visit (this tab's session
 * storage), never over an open dialog or a journey in progress, precedence when two ask at once. Plain and small:
 * it is part of the entry; the popup code itself (popup.ts) is a lazy chunk loaded only when one is about to open.
 */

/** Opens a popup; resolves true when it opened (the exit intent may find no content and stay closed). */
export type Opener = () => Promise<boolean>;

/**
 * Session storage read directly (not through session/storage or journeys/cache): this module is in the entry,
 * which must import no other chunk (decision 0026). The key is journeys/cache.ts's `journeyCache_<productId>`.
 */
function sessionItem(key: string): string | undefined {
  try {
    return window.sessionStorage.getItem(key) ?? undefined;
  } catch {
    return undefined;
  }
}
function setSessionItem(key: string, value: string): void {
  try {
    window.sessionStorage.setItem(key, value);
  } catch {
    // storage full or blocked: the popup may show again on the next page, nothing else breaks
  }
}

/** This tab's journey cache of a product (docs/product/leads.md 'Session cache'): mobileSubmitted and the answers. */
export function journeyCache(countryProductId: number): { mobileSubmitted?: boolean; values?: object } {
  try {
    const v: unknown = JSON.parse(sessionItem(`journeyCache_${countryProductId}`) ?? '{}');
    return v && typeof v === 'object' && !Array.isArray(v) ? (v as { mobileSubmitted?: boolean }) : {};
  } catch {
    return {};
  }
}

let journeyTouched = false;
let busy = false;
let queue: { name: UnsolicitedPopup; open: Opener }[] = [];
let flushTimer: ReturnType<typeof setTimeout> | undefined;

/** Any input in a journey marks it in progress for the rest of the page view. */
export function watchJourneys(): void {
  const mark = (e: Event) => {
    const t = e.target;
    if (t instanceof Element && t.closest('.journey-host, [data-island^="Journey"]')) journeyTouched = true;
  };
  document.addEventListener('input', mark, true);
  document.addEventListener('change', mark, true);
}

export function dialogOpen(): boolean {
  const root = document.documentElement;
  return (
    document.querySelector('dialog[open]') !== null ||
    root.classList.contains('dialog-open') ||
    document.body.classList.contains('scroll-locked')
  );
}

export function shownThisVisit(): string | undefined {
  return sessionItem(VISIT_KEY);
}

export function facts(countryProductId: number): ShowFacts {
  const values = journeyCache(countryProductId).values;
  return {
    shownThisVisit: shownThisVisit(),
    dialogOpen: dialogOpen(),
    // A journey answered in this tab (its session cache) or typed into on this page.
    journeyInProgress: journeyTouched || (values !== undefined && Object.keys(values).length > 0),
    sessionReady: document.documentElement.dataset.session === 'ready',
  };
}

/** The last decision, on `<html data-capture-popup>` ('footer:open', 'exit:refused', …): browser tests wait on it. */
export function record(name: string, outcome: 'open' | 'none' | 'refused' | 'seen'): void {
  document.documentElement.dataset.capturePopup = `${name}:${outcome}`;
}

/**
 * An unsolicited popup asks to open. Requests of the same moment (one task) are batched, precedence picks one,
 * the others are dropped (the visit's one popup is then taken or they may ask again on their next trigger).
 */
export function requestPopup(countryProductId: number, name: UnsolicitedPopup, open: Opener): void {
  queue.push({ name, open });
  flushTimer ??= setTimeout(() => {
    flushTimer = undefined;
    const asked = queue;
    queue = [];
    if (busy) return;
    const winner = choose(
      asked.map((r) => r.name),
      facts(countryProductId),
    );
    const chosen = asked.find((r) => r.name === winner);
    for (const r of asked) if (r !== chosen) record(r.name, 'refused');
    if (!chosen) return;
    busy = true;
    chosen
      .open()
      .then((opened) => {
        if (opened) setSessionItem(VISIT_KEY, chosen.name);
        record(chosen.name, opened ? 'open' : 'none');
      })
      .catch(() => undefined)
      .finally(() => {
        busy = false;
      });
  }, 0);
}

/** A follow-up the visitor's own action opened (advisor after a footer success, the exit intent's form). */
export function mayOpenFollowUp(): boolean {
  return mayFollowUp({ dialogOpen: dialogOpen() });
}
