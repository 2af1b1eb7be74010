import { stored } from '../../session/storage';
import type { TalkToExpertData } from './data';
import { talkToExpertShown } from './visibility';

function utmSourceNow(): string | null {
  const fromUrl = new URLSearchParams(window.location.search).get('utm_source');
  return fromUrl ?? stored.utmParams.get()?.utmSource ?? null;
}

/** Whether the server marked the page as marketing (the widget's JSON); false when it cannot be read. */
function marketingPage(root: HTMLElement): boolean {
  try {
    const text = root.querySelector('script[data-json="talk-to-expert"]')?.textContent;
    return text ? (JSON.parse(text) as TalkToExpertData).marketing : false;
  } catch {
    return false;
  }
}

/**
 * Talk-to-expert is shown or hidden at once (visibility.ts). Its form module (validation, consent, the post: about
 * 2.7 KB) loads at the first touch, focus or key in the card, so a visitor who never opens it does not download it
 * (decision 0048: on the health journey the card is on a phone's first screen). A click on Open before the module
 * arrived opens the form when it has. A module that fails to load gets the entry's message with Retry.
 */
export function enhanceTalkToExpert(root: HTMLElement): void {
  root.hidden = !talkToExpertShown(marketingPage(root), utmSourceNow());
  root.dataset.state = 'closed';
  const open = root.querySelector<HTMLButtonElement>('.tte__open');
  let openAsked = false;
  const askOpen = () => {
    openAsked = true;
  };
  open?.addEventListener('click', askOpen);
  let loading: Promise<void> | undefined;
  const load = (): Promise<void> =>
    (loading ??= import('./form').then(
      (m) => {
        open?.removeEventListener('click', askOpen);
        m.mountTalkToExpert(root);
        if (openAsked) open?.click();
      },
      (error: unknown) => {
        loading = undefined; // a retry asks the network again
        throw error;
      },
    ));
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    load().catch((error: unknown) =>
      root.dispatchEvent(
        new CustomEvent('sahel:chunk-error', { bubbles: true, detail: { error, retry: load } }),
      ),
    );
  };
  for (const type of ['pointerdown', 'focusin', 'keydown'])
    root.addEventListener(type, start, { once: true, passive: true });
}
