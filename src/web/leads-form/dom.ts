/** Small DOM helpers the lead widgets share (plain TypeScript, no React). */

/** Shows `message` under the input (aria-invalid set), or clears it. */
export function setFieldError(input: HTMLInputElement | null, message: string | null): void {
  if (!input) return;
  const el = input.ownerDocument.getElementById(`${input.id}-error`);
  if (el) {
    el.textContent = message ?? '';
    el.hidden = !message;
  }
  if (message) input.setAttribute('aria-invalid', 'true');
  else input.removeAttribute('aria-invalid');
}

/** The submit button while the request runs: disabled, aria-busy, its label swapped (and back). */
export function setBusy(button: HTMLButtonElement | null, busy: boolean, label: string): void {
  if (!button) return;
  if (busy) {
    button.dataset.label ??= button.textContent ?? '';
    button.textContent = label;
    button.setAttribute('aria-busy', 'true');
    button.disabled = true;
  } else {
    button.textContent = button.dataset.label ?? button.textContent;
    button.removeAttribute('aria-busy');
  }
}

/** The form's own message line (role=alert in the markup). */
export function setFormMessage(el: HTMLElement | null, message: string | null): void {
  if (!el) return;
  el.textContent = message ?? '';
  el.hidden = !message;
}

/** The widget's JSON (non-executable `<script type="application/json">`, written by JsonScript). */
export function widgetJson<T>(root: HTMLElement, name: string): T | null {
  const text = root.querySelector(`script[data-json="${name}"]`)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as T;
  } catch {
    return null;
  }
}
