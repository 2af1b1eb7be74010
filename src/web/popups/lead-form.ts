import { CONSENT_TEXT_VERSION } from '../../shared/contracts/quotes-api-constants';
import { sanitizeMobileInput } from '../../shared/rules/inputs';
import { readCache } from '../journeys/cache';
import { currentSourceId } from '../session/context';
import { postLead } from '../leads-form/post';
import { stored } from '../session/storage';
import { checkMobile } from './mobile';
import { validWindow } from './rules';

/**
 * The capture popups' lead form (part of the lazy popup chunk): the number checked with the shared rules
 * (docs/product/leads.md), the submit gated on the consent box (decision 0030), the call window that may narrow
 * but never reverse, and the post to POST /api/lead_details (decision 0030). Text from the server is set with
 * textContent only.
 */

export type Strings = Record<
  | 'retry'
  | 'failed'
  | 'sending'
  | 'maskedHint'
  | 'channelCall'
  | 'channelWhatsapp'
  | 'channelEmail'
  | 'mobileRequired'
  | 'mobileInvalid'
  | 'advisorText',
  string
>;
type LeadSourceName = 'footer_popup' | 'exit_intent' | 'user_popup';
export type LeadTerms = { version: string; callWindow: { from: string; to: string }; channel: string };
type LeadAnswer = { leadId: string; consent?: LeadTerms };

const leadParser = {
  safeParse(v: unknown): { success: boolean; data?: LeadAnswer } {
    const ok = typeof v === 'object' && v !== null && typeof (v as { leadId?: unknown }).leadId === 'string';
    return ok ? { success: true, data: v as LeadAnswer } : { success: false };
  },
};

const field = <T extends Element>(form: HTMLFormElement, name: string) =>
  form.querySelector<T>(`[data-field="${name}"]`);

type FormSetup = {
  source: () => LeadSourceName;
  productId: () => number;
  /** Masked numbers (docs/product/leads.md): the footer treats them as invalid until edited; the other popups send them with the enquiry they stand for. */
  acceptMasked: boolean;
  utm: () => Record<string, string>;
  onSuccess: (answer: LeadAnswer, mobile: string) => void;
};

const wired = new WeakSet<HTMLFormElement>();

export function wireForm(form: HTMLFormElement, s: Strings, setup: FormSetup): void {
  if (wired.has(form)) return;
  wired.add(form);
  const mobile = field<HTMLInputElement>(form, 'mobile');
  const mobileError = field<HTMLElement>(form, 'mobile-error');
  const consent = field<HTMLInputElement>(form, 'consent');
  const from = field<HTMLSelectElement>(form, 'from');
  const to = field<HTMLSelectElement>(form, 'to');
  const emailRow = field<HTMLElement>(form, 'email-row');
  const email = field<HTMLInputElement>(form, 'email');
  const error = field<HTMLElement>(form, 'error');
  const submit = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  if (!mobile || !consent || !submit || !error || !mobileError) return;
  const label = submit.textContent ?? '';
  let sending = false;
  let dirty = false;

  // Prefill from this tab's journey cache (docs/product/leads.md 'Session cache'); a masked value keeps its enquiry.
  const cache = readCache(setup.productId());
  const cachedEnquiryId = cache.cachedEnquiryId;
  if (cache.mobileNumber && mobile.value === '') mobile.value = cache.mobileNumber;

  const channel = () =>
    form.querySelector<HTMLInputElement>('[data-field="channel"]:checked')?.value ?? 'call';
  const check = () => checkMobile(mobile.value, { acceptMasked: setup.acceptMasked, cachedEnquiryId });
  const mobileValid = () => check().valid;
  const mobileMessage = () => {
    const m = check().message;
    return m === 'masked'
      ? s.maskedHint
      : m === 'required'
        ? s.mobileRequired
        : m === 'invalid'
          ? s.mobileInvalid
          : '';
  };
  // docs/product/leads.md 'Submit is blocked when the number is empty, invalid or a submit is in flight'; decision 0030:
  // and until the consent box is ticked.
  const refresh = () => {
    submit.disabled = sending || !consent.checked || !mobileValid();
    mobileError.textContent = dirty ? mobileMessage() : '';
    mobile.setAttribute('aria-invalid', dirty && !mobileValid() ? 'true' : 'false');
    if (emailRow) emailRow.hidden = channel() !== 'email';
  };
  mobile.addEventListener('input', () => {
    mobile.value = sanitizeMobileInput(mobile.value);
    dirty = true;
    refresh();
  });
  mobile.addEventListener('blur', () => {
    dirty = true;
    refresh();
  });
  form.addEventListener('change', refresh);
  // The window may narrow 09:00–18:00, never reverse (decision 0030): 'to' follows 'from'.
  from?.addEventListener('change', () => {
    if (from && to && !validWindow(from.value, to.value)) to.value = '18:00';
  });
  to?.addEventListener('change', () => {
    if (from && to && !validWindow(from.value, to.value)) from.value = '09:00';
  });
  if (check().message === 'masked') dirty = true;
  refresh();

  form.addEventListener('submit', (e) => {
    e.preventDefault();
    dirty = true;
    refresh();
    if (submit.disabled) return;
    const productId = setup.productId();
    const body: Record<string, unknown> = {
      source: setup.source(),
      countryProductId: productId,
      mobileNumber: mobile.value,
      // Only ever true here: the button is disabled until the box is ticked.
      consent: consent.checked,
      consentVersion: CONSENT_TEXT_VERSION,
      channel: channel(),
      sourceId: currentSourceId(),
      ...setup.utm(),
    };
    if (check().sendCachedEnquiryId) body.cachedEnquiryId = cachedEnquiryId;
    if (from && to && (from.value !== '09:00' || to.value !== '18:00'))
      body.callWindow = { from: from.value, to: to.value };
    if (channel() === 'email' && email) body.email = email.value.trim();
    const visitId = stored.visitId(productId).get();
    const deviceUuid = stored.deviceUuid.get();
    if (visitId) body.visitId = visitId;
    if (deviceUuid) body.deviceUuid = deviceUuid;
    sending = true;
    error.textContent = '';
    submit.textContent = s.sending;
    refresh();
    void postLead<LeadAnswer>(productId, body, { schema: leadParser }).then((r) => {
      sending = false;
      submit.textContent = label;
      refresh();
      if (r.ok) {
        setup.onSuccess(r.data, mobile.value);
        return;
      }
      // docs/product/leads.md 'Footer lead failure: server message if present'; 429 with the wait (decision 0030).
      error.textContent =
        r.status === 429 ? s.retry.replace('{{seconds}}', String(r.retryAfter ?? 60)) : r.message || s.failed;
    });
  });
}
