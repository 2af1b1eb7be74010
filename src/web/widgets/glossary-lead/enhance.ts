/**
 * The glossary lead form's enhancer stays tiny in the page's entry: the validation rules and the request helper
 * (`live.ts`) load only when the visitor first focuses or touches the form, so a content page without the form
 * pays nothing for it (decision 0026's budget). Until then the submit button stays disabled, as rendered.
 */
export function enhanceGlossaryLead(root: HTMLElement): void {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    root.removeEventListener('focusin', start);
    root.removeEventListener('pointerdown', start);
    void import('./live').then(({ attachGlossaryLead }) => attachGlossaryLead(root));
  };
  root.addEventListener('focusin', start);
  root.addEventListener('pointerdown', start);
}
