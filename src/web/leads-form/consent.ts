import {
  CALL_WINDOW,
  CONSENT_TEXT_VERSION,
  LEAD_CHANNELS,
} from '../../shared/contracts/quotes-api-constants';

/** Plain-DOM side of `ConsentFields` (no React): read, check, reset. Popups of other capture points may reuse it. */

export type LeadChannel = (typeof LEAD_CHANNELS)[number];

/** What every capture-point lead carries (decision 0030): sent only after the visitor ticked the box. */
export type ConsentTerms = {
  consent: true;
  consentVersion: string;
  callWindow: { from: string; to: string };
  channel: LeadChannel;
  email?: string;
};

export type ConsentRead =
  { ok: true; terms: ConsentTerms } | { ok: false; reason: 'unticked' | 'windowInvalid' | 'emailRequired' };

const minutes = (hhmm: string): number => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
const EMAIL = /^[^\s@]{1,64}@[^\s@]{1,190}\.[^\s@]{2,63}$/;

function parts(root: ParentNode) {
  const piece = root.querySelector<HTMLElement>('[data-lead-consent]');
  return {
    piece,
    box: piece?.querySelector<HTMLInputElement>('input[name="consent"]') ?? null,
    from: piece?.querySelector<HTMLSelectElement>('select[name="callFrom"]') ?? null,
    to: piece?.querySelector<HTMLSelectElement>('select[name="callTo"]') ?? null,
    channels: Array.from(piece?.querySelectorAll<HTMLInputElement>('input[type="radio"]') ?? []),
    emailWrap: piece?.querySelector<HTMLElement>('.lead-consent__email') ?? null,
    email: piece?.querySelector<HTMLInputElement>('input[name="email"]') ?? null,
    error: piece?.querySelector<HTMLElement>('.lead-consent__error') ?? null,
  };
}

/** Whether the consent box is ticked (the submit button stays disabled until it is). */
export function consentTicked(root: ParentNode): boolean {
  return parts(root).box?.checked === true;
}

/** The terms to send, or why not: unticked, a reversed window, or the e-mail channel without an address. */
export function readConsent(root: ParentNode): ConsentRead {
  const p = parts(root);
  if (!p.box?.checked) return { ok: false, reason: 'unticked' };
  const from = p.from?.value ?? CALL_WINDOW.from;
  const to = p.to?.value ?? CALL_WINDOW.to;
  if (
    minutes(from) >= minutes(to) ||
    minutes(from) < CALL_WINDOW.minFromMinute ||
    minutes(to) > CALL_WINDOW.maxToMinute
  )
    return { ok: false, reason: 'windowInvalid' };
  const chosen = p.channels.find((r) => r.checked)?.value;
  const channel: LeadChannel = (LEAD_CHANNELS as readonly string[]).includes(chosen ?? '')
    ? (chosen as LeadChannel)
    : 'call';
  const terms: ConsentTerms = {
    consent: true,
    consentVersion: CONSENT_TEXT_VERSION,
    callWindow: { from, to },
    channel,
  };
  if (channel === 'email') {
    const email = (p.email?.value ?? '').trim();
    if (!EMAIL.test(email)) return { ok: false, reason: 'emailRequired' };
    terms.email = email;
  }
  return { ok: true, terms };
}

/** Shows (or clears) the piece's own message: the window or e-mail problem. */
export function showConsentError(root: ParentNode, message: string | null): void {
  const { error } = parts(root);
  if (!error) return;
  error.textContent = message ?? '';
  error.hidden = !message;
}

/** Calls `onChange` whenever the box, the window or the channel changes; shows the e-mail box for 'email'. */
export function wireConsent(root: ParentNode, onChange: () => void): void {
  const p = parts(root);
  const sync = () => {
    const email = p.channels.find((r) => r.checked)?.value === 'email';
    if (p.emailWrap) p.emailWrap.hidden = !email;
    if (p.email) p.email.required = email;
  };
  p.piece?.addEventListener('change', () => {
    sync();
    showConsentError(root, null);
    onChange();
  });
  sync();
}

/** Back to the server's state: unticked, 09:00–18:00, call, no e-mail. */
export function resetConsent(root: ParentNode): void {
  const p = parts(root);
  if (p.box) p.box.checked = false;
  if (p.from) p.from.value = CALL_WINDOW.from;
  if (p.to) p.to.value = CALL_WINDOW.to;
  for (const r of p.channels) r.checked = r.value === 'call';
  if (p.email) p.email.value = '';
  if (p.emailWrap) p.emailWrap.hidden = true;
  showConsentError(root, null);
}
