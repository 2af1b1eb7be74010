import { apiPost } from '../../session/request';
import { sessionReady } from '../../session/ready';

/** The browser's check before sending (the server decides with zod): something@something.something. */
const LOOKS_LIKE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The subscribe box (decision 0106): instead of the plain form post, POST /api/subscriptions with the session, and
 * the server's message (in the page's language) in the status line; the field is kept on a failure. Without
 * JavaScript the form posts to /subscribe/ and a page answers.
 */
export function enhanceSubscribeBox(root: HTMLElement): void {
  const form = root.querySelector<HTMLFormElement>('form');
  const input = form?.querySelector<HTMLInputElement>('input[name="email"]');
  const button = form?.querySelector<HTMLButtonElement>('button[type="submit"]');
  const status = form?.querySelector<HTMLElement>('[data-subscribe-status]');
  if (!form || !input || !button || !status) return;
  const label = (k: string) => root.getAttribute(`data-label-${k}`) ?? '';
  let busy = false;
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    if (busy) return;
    const email = input.value.trim();
    if (!LOOKS_LIKE_EMAIL.test(email)) {
      input.setAttribute('aria-invalid', 'true');
      status.textContent = label('invalid');
      input.focus();
      return;
    }
    input.removeAttribute('aria-invalid');
    busy = true;
    button.disabled = true;
    status.textContent = label('sending');
    void (async () => {
      try {
        await sessionReady();
        const r = await apiPost<{ message: string }>('/api/subscriptions', {
          email,
          lang: root.dataset.lang,
        });
        if (r.ok) {
          status.textContent = r.data.message;
          form.reset();
        } else {
          status.textContent = r.status === 400 && r.message ? r.message : label('failed');
          if (r.status === 400) input.setAttribute('aria-invalid', 'true');
        }
      } catch {
        status.textContent = label('failed');
      } finally {
        busy = false;
        button.disabled = false;
      }
    })();
  });
}
