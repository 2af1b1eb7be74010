import { MENU_ICON } from './icons';

/**
 * Mobile menu behaviour (docs/product/pages.md) without React: the toggle opens the panel and locks
 * the page scroll, Escape and the browser's Back close it (focus back on the toggle when it was inside; Back
 * through the dialogs' history entry, loaded at the first open: docs/decisions/0063-dialogs-close-every-way.md),
 * and the 'Explore Products' accordion keeps one group open at a time.
 */
export function enhanceMobileMenu(root: HTMLElement): void {
  const toggle = root.querySelector<HTMLButtonElement>('.mobile-menu__toggle');
  const panel = root.querySelector<HTMLElement>('.mobile-menu__panel');
  if (!toggle || !panel) return;
  const icon = toggle.querySelector('path');
  let release: (() => void) | null = null;
  let opened = 0;

  const setOpen = (open: boolean) => {
    toggle.setAttribute('aria-expanded', String(open));
    const label = open ? toggle.dataset.labelClose : toggle.dataset.labelOpen;
    if (label) toggle.setAttribute('aria-label', label);
    icon?.setAttribute('d', open ? MENU_ICON.close : MENU_ICON.open);
    panel.hidden = !open;
    document.body.classList.toggle('scroll-locked', open);
    if (open) document.addEventListener('keydown', onKey);
    else document.removeEventListener('keydown', onKey);
    const visit = ++opened;
    if (open) {
      void import('../../ui/dialog/history').then((h) => {
        if (visit === opened) release = h.pushDialogEntry(closeFromInside);
      });
    } else {
      const r = release;
      release = null;
      r?.();
    }
  };
  const closeFromInside = () => {
    const inside = panel.contains(document.activeElement);
    setOpen(false);
    if (inside) toggle.focus();
  };
  const onKey = (e: KeyboardEvent) => {
    if (e.key === 'Escape') closeFromInside();
  };
  toggle.addEventListener('click', () => setOpen(toggle.getAttribute('aria-expanded') !== 'true'));

  const groups = [...root.querySelectorAll<HTMLButtonElement>('.mobile-menu__group-toggle')];
  for (const button of groups) {
    button.addEventListener('click', () => {
      const expand = button.getAttribute('aria-expanded') !== 'true';
      for (const other of groups) {
        const open = other === button && expand;
        other.setAttribute('aria-expanded', String(open));
        const list = document.getElementById(other.getAttribute('aria-controls') ?? '');
        if (list) list.hidden = !open;
      }
    });
  }
}
