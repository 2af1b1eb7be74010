import { pushDialogEntry } from './history';

/**
 * The one dialog (docs/ARCHITECTURE.md#principle-15): a framework-free controller over a native `<dialog>` element. Every
 * popup (OTP, block-user, continue-journey, and later the lead popup, mobile filters, sign-in) goes through
 * it; `dialog.tsx` is only a thin React wrapper around it.
 *
 * What `showModal()` gives natively: the top layer, an inert background, `::backdrop`, and the modal role in
 * the accessibility tree. What this adds: a chosen initial focus, focus returned on close, Tab wrapping at the
 * ends (Chromium otherwise lets Tab leave the page for the browser's own UI, which empties `activeElement`),
 * Escape routed to the owner, a close on backdrop click, the close button (`[data-dialog-close]`), the browser's
 * Back (`history.ts`) and a counted page scroll lock: every dialog closes each of those ways
 * (docs/decisions/0063-dialogs-close-every-way.md). Right to left needs nothing here: the element inherits `dir`
 * from the document and the stylesheet uses logical properties.
 */

/** Why the visitor asked the dialog to close. */
export type CloseReason = 'escape' | 'backdrop' | 'button' | 'back';

export type DialogOptions = {
  /**
   * Called when the visitor asks to close (Escape, Back, the close button, the backdrop). When given,
   * the owner decides: it calls `close()` (or unmounts) to close, or does nothing to keep the dialog open.
   * When absent the dialog closes itself.
   */
  onRequestClose?: ((reason: CloseReason) => void) | undefined;
  /** Called once each time the dialog has closed, whatever closed it. */
  onClose?: (() => void) | undefined;
  /** A click on the backdrop asks to close (on unless `false`: a visitor expects it on a phone). */
  closeOnBackdrop?: boolean | undefined;
  /** Id of the title element; without it the first `[data-dialog-title]` or heading inside is used. */
  labelledBy?: string | undefined;
  /** Id(s) of the description. */
  describedBy?: string | undefined;
  /** Where focus goes when the dialog closes if the element focused before it opened is gone or disabled. */
  returnFocus?: HTMLElement | null | undefined;
};

export type DialogController = {
  readonly element: HTMLDialogElement;
  readonly isOpen: boolean;
  /** Opens as a modal (no-op when open). Focus moves inside; the page stops scrolling. */
  open(): void;
  /** Closes (no-op when closed). Focus returns to where it was before `open()`. */
  close(): void;
  /** Replaces some options (the React wrapper passes fresh callbacks on every render). */
  update(options: Partial<DialogOptions>): void;
  /** Closes if open and removes every listener. */
  destroy(): void;
};

/** The close button every dialog carries (the React wrapper renders it; plain-DOM dialogs mark theirs). */
const CLOSE = '[data-dialog-close]';

/** The class on `<html>` while at least one dialog is open (dialog.css: `overflow: hidden`). */
export const SCROLL_LOCK_CLASS = 'dialog-open';

/** Elements the Tab key can reach; visibility and `inert` are checked separately. */
const TABBABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  'summary',
  '[contenteditable]:not([contenteditable="false"])',
  '[tabindex]',
].join(',');

/** Open dialogs, in opening order: the scroll lock holds while any is open, so stacked dialogs work. */
const openDialogs: HTMLDialogElement[] = [];

function lockScroll(el: HTMLDialogElement): void {
  if (!openDialogs.includes(el)) openDialogs.push(el);
  el.ownerDocument.documentElement.classList.add(SCROLL_LOCK_CLASS);
}

function unlockScroll(el: HTMLDialogElement): void {
  const i = openDialogs.indexOf(el);
  if (i >= 0) openDialogs.splice(i, 1);
  if (openDialogs.length === 0) el.ownerDocument.documentElement.classList.remove(SCROLL_LOCK_CLASS);
}

function isVisible(el: HTMLElement): boolean {
  if (typeof el.checkVisibility === 'function') return el.checkVisibility({ visibilityProperty: true });
  return el.getClientRects().length > 0;
}

/** Tab stops at one radio per group: the checked one, else the group's first. */
function radioStop(el: HTMLElement, root: HTMLElement): boolean {
  if (!(el instanceof HTMLInputElement) || el.type !== 'radio' || !el.name) return true;
  if (el.checked) return true;
  const group = [...root.querySelectorAll<HTMLInputElement>('input[type="radio"]')].filter(
    (r) => r.name === el.name && r.form === el.form,
  );
  return !group.some((r) => r.checked) && group[0] === el;
}

/** The dialog's elements in Tab order (positive tabindex is not used on this site, so document order). */
export function tabbables(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(TABBABLE)].filter(
    (el) => el.tabIndex >= 0 && !el.closest('[inert]') && isVisible(el) && radioStop(el, root),
  );
}

function focusable(el: Element | null): el is HTMLElement {
  return (
    el instanceof HTMLElement &&
    el.isConnected &&
    !el.matches(':disabled') &&
    !el.closest('[inert]') &&
    el !== el.ownerDocument.body
  );
}

let titles = 0;

/** Names the dialog by its title unless it already has a name. */
function label(el: HTMLDialogElement, labelledBy: string | undefined): void {
  if (labelledBy) return el.setAttribute('aria-labelledby', labelledBy);
  if (el.hasAttribute('aria-labelledby') || el.hasAttribute('aria-label')) return;
  const title = el.querySelector<HTMLElement>('[data-dialog-title], h1, h2, h3');
  if (!title) return;
  if (!title.id) title.id = `dialog-title-${++titles}`;
  el.setAttribute('aria-labelledby', title.id);
}

export function createDialog(element: HTMLDialogElement, initial: DialogOptions = {}): DialogController {
  const opts: DialogOptions = { ...initial };
  const doc = element.ownerDocument;
  const native = typeof element.showModal === 'function';
  let isOpen = false;
  let previous: HTMLElement | null = null;
  let pressedOnBackdrop = false;
  let releaseEntry: (() => void) | null = null;

  label(element, opts.labelledBy);
  if (opts.describedBy) element.setAttribute('aria-describedby', opts.describedBy);

  const requestClose = (reason: CloseReason) => {
    if (opts.onRequestClose) opts.onRequestClose(reason);
    else controller.close();
  };

  const initialFocus = () => {
    const chosen = element.querySelector<HTMLElement>('[data-autofocus], [autofocus]');
    // The close button comes first in the markup (it stays at the top) but is not where work starts.
    const items = tabbables(element);
    const target =
      (chosen && focusable(chosen) && isVisible(chosen) ? chosen : null) ??
      items.find((el) => !el.matches(CLOSE)) ??
      items[0];
    // A dialog opens at its top (its title in view) even when the first control is further down.
    element.scrollTop = 0;
    if (target) return target.focus({ preventScroll: true });
    // Nothing focusable inside: the dialog itself takes focus so screen readers announce it.
    if (!element.hasAttribute('tabindex')) element.tabIndex = -1;
    element.focus({ preventScroll: true });
  };

  /** Everything that must happen however the dialog closed (our close(), a native close, removal). */
  const finish = () => {
    isOpen = false;
    pressedOnBackdrop = false;
    releaseEntry?.();
    releaseEntry = null;
    unlockScroll(element);
    if (!native) {
      element.classList.remove('dialog--fallback');
      element.removeAttribute('aria-modal');
    }
    const back = focusable(previous)
      ? previous
      : focusable(opts.returnFocus ?? null)
        ? opts.returnFocus
        : null;
    previous = null;
    // Only pull focus back if it is not already somewhere else on purpose (another dialog opened on top).
    const active = doc.activeElement;
    if (back && (!active || active === doc.body || element.contains(active))) back.focus();
    opts.onClose?.();
  };

  const onKeyDown = (e: KeyboardEvent) => {
    if (!isOpen || e.defaultPrevented || e.isComposing) return;
    if (e.key === 'Escape') {
      // Handled on keydown so the browser never turns it into a native close the owner could not veto
      // (Chromium makes `cancel` uncancellable on a repeated Escape without user activation).
      e.preventDefault();
      requestClose('escape');
      return;
    }
    if (e.key !== 'Tab') return;
    const items = tabbables(element);
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) {
      e.preventDefault();
      return;
    }
    const active = doc.activeElement;
    const inside = active instanceof Node && element.contains(active) && active !== element;
    if (e.shiftKey && (!inside || active === first)) {
      e.preventDefault();
      last.focus();
    } else if (!e.shiftKey && (!inside || active === last)) {
      e.preventDefault();
      first.focus();
    }
  };

  // Other close requests (Android back, Escape with focus outside the dialog) arrive as `cancel`.
  const onCancel = (e: Event) => {
    e.preventDefault();
    if (isOpen) requestClose('escape');
  };

  // The browser closed it by itself (an uncancellable close request): settle our state and tell the owner.
  const onNativeClose = () => {
    if (!isOpen || element.open) return;
    finish();
    opts.onRequestClose?.('escape');
  };

  const outside = (e: MouseEvent) => {
    const r = element.getBoundingClientRect();
    return e.clientX < r.left || e.clientX > r.right || e.clientY < r.top || e.clientY > r.bottom;
  };
  // A press that starts inside (selecting text) and ends on the backdrop is not a backdrop click.
  const onPointerDown = (e: PointerEvent) => {
    pressedOnBackdrop = e.target === element && outside(e);
  };
  const onClick = (e: MouseEvent) => {
    const backdrop = pressedOnBackdrop && e.target === element && outside(e);
    pressedOnBackdrop = false;
    if (!isOpen) return;
    if (backdrop && opts.closeOnBackdrop !== false) requestClose('backdrop');
    else if (e.target instanceof Element && e.target.closest(CLOSE)) requestClose('button');
  };

  // Fallback without showModal (old browsers, DOM emulations): Tab wrapping above plus pulling focus back in.
  const onFocusIn = (e: FocusEvent) => {
    if (!isOpen || native) return;
    if (e.target instanceof Node && !element.contains(e.target)) initialFocus();
  };

  element.addEventListener('keydown', onKeyDown);
  element.addEventListener('cancel', onCancel);
  element.addEventListener('close', onNativeClose);
  element.addEventListener('pointerdown', onPointerDown);
  element.addEventListener('click', onClick);
  doc.addEventListener('focusin', onFocusIn);

  const controller: DialogController = {
    element,
    get isOpen() {
      return isOpen;
    },
    open() {
      if (isOpen || !element.isConnected) return;
      const active = doc.activeElement;
      previous = active instanceof HTMLElement && !element.contains(active) ? active : null;
      if (native) {
        if (element.open) element.close(); // opened non-modally (an `open` attribute): reopen as a modal
        element.showModal();
      } else {
        element.setAttribute('open', '');
        element.setAttribute('aria-modal', 'true');
        element.classList.add('dialog--fallback');
      }
      isOpen = true;
      lockScroll(element);
      releaseEntry = pushDialogEntry(() => {
        if (isOpen) requestClose('back');
      });
      initialFocus();
    },
    close() {
      if (!isOpen) return;
      isOpen = false; // before close(): the `close` event it queues is ours, not the browser's
      if (native && element.open) element.close();
      else element.removeAttribute('open');
      finish();
    },
    update(next) {
      Object.assign(opts, next);
      if (next.labelledBy) label(element, next.labelledBy);
      if (next.describedBy) element.setAttribute('aria-describedby', next.describedBy);
    },
    destroy() {
      controller.close();
      element.removeEventListener('keydown', onKeyDown);
      element.removeEventListener('cancel', onCancel);
      element.removeEventListener('close', onNativeClose);
      element.removeEventListener('pointerdown', onPointerDown);
      element.removeEventListener('click', onClick);
      doc.removeEventListener('focusin', onFocusIn);
    },
  };
  return controller;
}
