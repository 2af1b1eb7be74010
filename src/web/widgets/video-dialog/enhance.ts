import type { DialogController } from '../../ui/dialog/dialog';

/**
 * Hosts whose players may be embedded (decision 0036). The contract (blocks-nav.ts VIDEO_HOSTS) refuses any other
 * URL already; this copy keeps zod out of the browser bundle, and a unit test keeps the two lists equal.
 */
export const VIDEO_EMBED_HOSTS = ['www.youtube-nocookie.com', 'player.vimeo.com'] as const;

export function isAllowedVideoUrl(url: string): boolean {
  try {
    const u = new URL(url);
    return (
      u.protocol === 'https:' &&
      !u.username &&
      !u.password &&
      (VIDEO_EMBED_HOSTS as readonly string[]).includes(u.hostname)
    );
  } catch {
    return false;
  }
}

/**
 * Video card (docs/product/pages.md 'Video card'): the thumbnail is a link to the player (it opens in a new tab without
 * JavaScript); here a click opens the one dialog and only then creates the iframe, which is removed on close so
 * that the video stops and nothing of the player stays loaded.
 */
export function enhanceVideoDialog(root: HTMLElement): void {
  const trigger = root.querySelector<HTMLAnchorElement>('.video-block__open');
  const dialogEl = root.querySelector<HTMLDialogElement>('dialog.video-block__dialog');
  const frameBox = root.querySelector<HTMLElement>('.video-block__frame');
  const closeButton = root.querySelector<HTMLButtonElement>('.video-block__close');
  if (!trigger || !dialogEl || !frameBox || typeof dialogEl.showModal !== 'function') return;
  const url = trigger.href;
  if (!isAllowedVideoUrl(url)) return;
  // The dialog controller is imported on the first click: the entry imports nothing (decision 0026).
  let dialog: Promise<DialogController> | undefined;
  const dialogOf = () =>
    (dialog ??= import('../../ui/dialog/dialog').then(({ createDialog }) =>
      createDialog(dialogEl, { closeOnBackdrop: true, onClose: () => frameBox.replaceChildren() }),
    ));
  trigger.addEventListener('click', (e) => {
    e.preventDefault();
    const iframe = document.createElement('iframe');
    iframe.src = url;
    iframe.title = trigger.dataset.title ?? '';
    iframe.width = frameBox.dataset.width ?? '560';
    iframe.height = frameBox.dataset.height ?? '315';
    iframe.allow = 'encrypted-media; picture-in-picture; fullscreen';
    iframe.referrerPolicy = 'strict-origin-when-cross-origin';
    iframe.setAttribute('allowfullscreen', '');
    frameBox.replaceChildren(iframe);
    void dialogOf().then((d) => d.open());
  });
  closeButton?.addEventListener('click', () => void dialog?.then((d) => d.close()));
}
