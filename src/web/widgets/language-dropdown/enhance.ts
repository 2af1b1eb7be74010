/** Closes the language <details> on a click outside it, and on Escape (focus back on its summary). */
export function enhanceLanguageDropdown(root: HTMLElement): void {
  if (!(root instanceof HTMLDetailsElement)) return;
  document.addEventListener('click', (e) => {
    if (root.open && !root.contains(e.target as Node)) root.open = false;
  });
  document.addEventListener('keydown', (e) => {
    if (e.key !== 'Escape' || !root.open) return;
    root.open = false;
    root.querySelector('summary')?.focus();
  });
}
