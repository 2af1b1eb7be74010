import { postLead } from '../../leads-form/post';
import {
  canSubmit,
  fieldError,
  leadBody,
  sanitizeMobileInput,
  type GlossaryLeadData,
  type GlossaryField,
} from './form';

/** The glossary lead form in the browser (loaded on first use): validation as the visitor types, then POST /api/lead_details. */
export function attachGlossaryLead(root: HTMLElement): void {
  const json = root.querySelector('script[data-json="glossary-lead"]')?.textContent;
  const form = root.querySelector<HTMLFormElement>('form[data-glossary-form]');
  if (!json || !form) return;
  const data = JSON.parse(json) as GlossaryLeadData;
  const input = (name: string) => form.elements.namedItem(name) as HTMLInputElement | null;
  const submit = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  const status = form.querySelector<HTMLElement>('[data-status]');
  let submitting = false;

  const values = () => ({
    name: input('name')?.value ?? '',
    email: input('email')?.value ?? '',
    mobile: input('mobile')?.value ?? '',
    consent: input('consent')?.checked ?? false,
  });
  const refresh = () => {
    const v = values();
    for (const f of ['name', 'email', 'mobile'] as GlossaryField[]) {
      const bad = fieldError(f, v[f]);
      const el = form.querySelector<HTMLElement>(`[data-error-for="${f}"]`);
      if (el) el.hidden = !bad;
      input(f)?.setAttribute('aria-invalid', String(bad));
    }
    if (submit) submit.disabled = !canSubmit(v, submitting);
  };

  const mobile = input('mobile');
  mobile?.addEventListener('input', () => {
    const clean = sanitizeMobileInput(mobile.value);
    if (clean !== mobile.value) mobile.value = clean;
  });
  // typed before this module arrived
  if (mobile && mobile.value !== '') mobile.value = sanitizeMobileInput(mobile.value);
  form.addEventListener('input', refresh);
  form.addEventListener('change', refresh);
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    const v = values();
    if (!canSubmit(v, submitting)) return;
    submitting = true;
    refresh();
    if (status) status.textContent = '';
    const body = leadBody(v, data.productId);
    void (async () => {
      const res = await postLead(data.productId, body);
      submitting = false;
      if (status) {
        // the server's own message (in the page's language) for what it refused; ours for outages
        const told =
          !res.ok && res.status >= 400 && res.status < 500 && res.message ? res.message : undefined;
        status.textContent = res.ok ? data.messages.sent : (told ?? data.messages.failed);
      }
      if (res.ok) form.reset();
      refresh();
    })();
  });
  refresh();
}
