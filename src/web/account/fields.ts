/**
 * The account forms' fields with the journeys' form styles (jf__label, jf__control, jf__hint, jf__error in
 * journey.css): the label above its control, an optional hint, and a message under it that says what to fix.
 */
import { el } from '../ui/el';

export type Field<C extends HTMLElement> = { field: HTMLElement; control: C; error: HTMLElement };

export function fieldOf<K extends 'select' | 'textarea'>(
  tag: K,
  id: string,
  name: string,
  texts: { label: string; hint?: string; required?: boolean },
): Field<HTMLElementTagNameMap[K]> {
  const errorId = `${id}-error`;
  const hintId = texts.hint ? `${id}-hint` : undefined;
  const control = el(tag, {
    id,
    name,
    class: `jf__control${tag === 'textarea' ? ' account__textarea' : ''}`,
    'aria-describedby': [hintId, errorId].filter(Boolean).join(' '),
    required: texts.required ? '' : undefined,
  });
  const error = el('p', { id: errorId, class: 'jf__error', 'aria-live': 'polite' });
  const field = el(
    'div',
    { class: 'jf account__field' },
    el('label', { class: 'jf__label', for: id }, texts.label),
    control,
    texts.hint ? el('p', { id: hintId, class: 'jf__hint' }, texts.hint) : null,
    error,
  );
  return { field, control, error };
}

/** Shows (or clears, with '') a field's message; the first field with one gets the focus. */
export function showError(f: Field<HTMLElement>, message: string): void {
  f.error.textContent = message;
  if (message) {
    f.control.setAttribute('aria-invalid', 'true');
    f.control.focus();
  } else {
    f.control.removeAttribute('aria-invalid');
  }
}
