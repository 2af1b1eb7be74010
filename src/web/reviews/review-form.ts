import { MOBILE_PATTERN, sanitizeMobileInput } from '../../shared/rules/mobile-number';
import { apiPost } from '../session/request';

type Strings = Record<
  | 'sendCode'
  | 'submit'
  | 'sending'
  | 'codeSent'
  | 'chooseStars'
  | 'required'
  | 'mobileRequired'
  | 'mobileInvalid'
  | 'otpRequired'
  | 'failed'
  | 'textShort'
  | 'loading'
  | 'loadFailed',
  string
>;

const MOBILE = new RegExp(MOBILE_PATTERN);

/**
 * The reviews page in the browser (decision 0101; plain DOM, its own chunk, loaded only on these pages):
 * - the filters apply on change without a reload: the same page's server-rendered list for the new address is
 *   fetched (it is cached like any page) and replaces the list; the address follows (replaceState). A failure
 *   falls back to the plain GET form's navigation.
 * - the review form: the details, then the sign-in code to the author's number (POST /api/auth/sendOtp: the OTP
 *   module's limits and messages), then POST /api/create_rating with the code; the answer says the review
 *   appears after moderation. Text only through textContent.
 */
export function enhanceReviewForm(root: HTMLElement): void {
  const json = root.querySelector('script[data-json="review-form-strings"]')?.textContent;
  const s = JSON.parse(json ?? '{}') as Strings;
  enhanceFilters(root, s);

  const form = root.querySelector<HTMLFormElement>('[data-rv-form]');
  const done = root.querySelector<HTMLElement>('[data-rv-done]');
  const error = root.querySelector<HTMLElement>('[data-rv-error]');
  const submit = root.querySelector<HTMLButtonElement>('[data-rv-submit]');
  const otpField = root.querySelector<HTMLElement>('[data-rv-otp]');
  if (!form || !done || !error || !submit || !otpField) return;
  root.querySelector<HTMLElement>('[data-rv-nojs]')?.setAttribute('hidden', '');
  form.hidden = false;
  const productId = Number(form.dataset.productId);
  const field = (name: string) =>
    form.elements.namedItem(name) as HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement | null;
  const mobileInput = field('mobileNumber') as HTMLInputElement;
  const otpInput = field('otp') as HTMLInputElement;
  let codeSent = false;

  const say = (message: string, el?: Element | null) => {
    error.textContent = message;
    if (el instanceof HTMLElement) el.focus();
  };
  mobileInput.addEventListener('input', () => {
    mobileInput.value = sanitizeMobileInput(mobileInput.value);
    if (codeSent) {
      // A new number needs a new code.
      codeSent = false;
      otpField.hidden = true;
      submit.textContent = s.sendCode;
    }
  });

  /** The details as the call wants them, or a message and the field to fix. */
  const collect = (): { body: Record<string, unknown> } | { message: string; el: Element | null } => {
    const ratings: Record<string, number> = {};
    // The four rating keys as the server rendered them (one fieldset each), so the contracts stay off this chunk.
    for (const set of form.querySelectorAll<HTMLElement>('[data-rv-rate]')) {
      const k = set.dataset.rvRate ?? '';
      const checked = form.querySelector<HTMLInputElement>(`input[name="${k}"]:checked`);
      if (!checked) return { message: s.chooseStars, el: form.querySelector(`input[name="${k}"]`) };
      ratings[k] = Number(checked.value);
    }
    const provider = field('providerId');
    if (provider && provider.value === '') return { message: s.required, el: provider };
    for (const name of ['userName', 'title'] as const) {
      const el = field(name);
      if (!el || el.value.trim().length < (name === 'userName' ? 2 : 3)) return { message: s.required, el };
    }
    const text = field('text');
    if (!text || text.value.trim().length < 20) return { message: s.textShort, el: text };
    const mobile = mobileInput.value;
    if (mobile === '') return { message: s.mobileRequired, el: mobileInput };
    if (!MOBILE.test(mobile)) return { message: s.mobileInvalid, el: mobileInput };
    const city = field('city')?.value.trim() ?? '';
    return {
      body: {
        productId,
        providerId: provider ? Number(provider.value) : null,
        ...ratings,
        userName: field('userName')?.value.trim(),
        ...(city ? { city } : {}),
        title: field('title')?.value.trim(),
        text: text.value.trim(),
        mobileNumber: mobile,
      },
    };
  };

  form.addEventListener('submit', (e) => {
    e.preventDefault();
    void (async () => {
      const c = collect();
      if ('message' in c) return say(c.message, c.el);
      say('');
      submit.disabled = true;
      const label = submit.textContent;
      submit.textContent = s.sending;
      try {
        if (!codeSent) {
          const r = await apiPost('/api/auth/sendOtp', { mobileNumber: c.body.mobileNumber });
          if (!r.ok) return say(r.message || s.failed, mobileInput);
          codeSent = true;
          otpField.hidden = false;
          error.textContent = s.codeSent;
          otpInput.focus();
          submit.textContent = s.submit;
          return;
        }
        if (otpInput.value.trim() === '') {
          submit.textContent = label;
          return say(s.otpRequired, otpInput);
        }
        const r = await apiPost<{ message: string }>('/api/create_rating', {
          ...c.body,
          otp: otpInput.value.trim(),
        });
        if (!r.ok) {
          submit.textContent = label;
          return say(r.message || s.failed, r.code.includes('OTP') ? otpInput : null);
        }
        form.hidden = true;
        done.textContent = r.data.message;
        done.hidden = false;
        done.setAttribute('tabindex', '-1');
        done.focus();
      } finally {
        submit.disabled = false;
        if (submit.textContent === s.sending) submit.textContent = codeSent ? s.submit : s.sendCode;
      }
    })();
  });
}

/** Filters without a reload: the server's own list for the new address replaces the shown one. */
function enhanceFilters(root: HTMLElement, s: Strings): void {
  const filters = root.querySelector<HTMLFormElement>('[data-rv-filters]');
  const results = root.querySelector<HTMLElement>('[data-rv-results]');
  if (!filters || !results) return;
  root.querySelector<HTMLElement>('[data-rv-apply]')?.setAttribute('hidden', '');
  let seq = 0;
  filters.addEventListener('change', () => {
    const q = new URLSearchParams();
    for (const [k, v] of new FormData(filters)) if (typeof v === 'string' && v !== '') q.set(k, v);
    const url = `${filters.getAttribute('action') ?? location.pathname}${q.size ? `?${q}` : ''}`;
    const mine = ++seq;
    results.setAttribute('aria-busy', 'true');
    void fetch(url, { headers: { accept: 'text/html' }, credentials: 'same-origin' })
      .then(async (res) => {
        if (!res.ok) throw new Error(String(res.status));
        const doc = new DOMParser().parseFromString(await res.text(), 'text/html');
        const next = doc.querySelector('[data-rv-results]');
        if (!next) throw new Error('no list');
        if (mine !== seq) return;
        results.replaceChildren(...Array.from(next.childNodes).map((n) => document.importNode(n, true)));
        history.replaceState(history.state, '', url);
        results.removeAttribute('aria-busy');
      })
      .catch(() => {
        if (mine === seq) location.assign(url);
      });
  });
  void s;
}
