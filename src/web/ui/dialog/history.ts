/**
 * The browser's Back closes the open dialog instead of leaving the page (docs/decisions/0063-dialogs-close-every-way.md).
 * Opening pushes one history entry on the same address, marked with the dialog's depth (stacked dialogs: 1, 2, …);
 * Back pops it and closes every dialog deeper than the entry it landed on. Closing any other way (the close
 * button, the backdrop, Escape) goes back over the pushed entry, so the page's own history is as before. Pops
 * this module makes itself are hidden from the page's other `popstate` listeners (a journey's steps, a list's
 * filters in the address) and never scroll the page.
 */

const KEY = 'dialogDepth';

type Entry = { depth: number; onBack: () => void };
const open: Entry[] = [];
/** Our own `history.back()` calls whose `popstate` has not arrived yet. */
let ownPops = 0;
/** The depth of the entry our last own Back took off. */
let releasedDepth = 0;
/** The address when our last own Back began: a list may have rewritten it while the dialog was open. */
let keepUrl = '';
/**
 * The page's own entry (the one under the first dialog) and its scroll restoration: it is `manual` while a dialog's
 * entry sits on it, because a traversal restores the scroll position by the mode of the entry it lands on.
 */
let pageDepth = 0;
let pageMode: ScrollRestoration = 'auto';
/** Pushes asked for while our own Back is under way: they run once it has landed. */
const queued: (() => void)[] = [];
let listening = false;

function depthOf(state: unknown): number {
  const d = state && typeof state === 'object' ? (state as Record<string, unknown>)[KEY] : undefined;
  return typeof d === 'number' ? d : 0;
}

/** Back on the page's own entry: its scroll restoration as it was. */
function settle(): void {
  if (depthOf(history.state) <= pageDepth) history.scrollRestoration = pageMode;
}

function onPop(e: PopStateEvent): void {
  if (ownPops > 0) {
    ownPops -= 1;
    // Capture phase on window: runs before, and stops, the page's own listeners.
    e.stopImmediatePropagation();
    if (depthOf(e.state) >= releasedDepth) {
      // The page pushed an entry (a journey's next step) before our Back ran, so Back landed on the dialog's
      // entry instead of leaving it: forward again to the page's own.
      ownPops += 1;
      releasedDepth = Number.POSITIVE_INFINITY;
      history.forward();
      return;
    }
    if (location.href !== keepUrl) history.replaceState(history.state, '', keepUrl);
    settle();
    if (ownPops === 0) queued.splice(0).forEach((run) => run());
    return;
  }
  settle();
  const landed = depthOf(e.state);
  for (const entry of [...open].reverse()) if (entry.depth > landed) entry.onBack();
}

/**
 * Pushes the dialog's entry; `onBack` runs when the visitor goes Back over it. Returns `release`, called
 * however the dialog closed: when its entry is still the current one it is taken back off.
 */
export function pushDialogEntry(onBack: () => void): () => void {
  if (!listening) {
    listening = true;
    window.addEventListener('popstate', onPop, { capture: true });
  }
  const entry: Entry = { depth: 0, onBack };
  let released = false;
  const push = () => {
    if (released) return;
    const here = depthOf(history.state);
    if (here <= pageDepth || open.length === 0) {
      pageDepth = here;
      pageMode = history.scrollRestoration;
    }
    // Set on the entry under the dialog's (and copied to the pushed one): closing never scrolls the page.
    history.scrollRestoration = 'manual';
    entry.depth = here + 1;
    history.pushState({ ...(history.state as object | null), [KEY]: entry.depth }, '');
    open.push(entry);
  };
  if (ownPops > 0) queued.push(push);
  else push();
  return () => {
    if (released) return;
    released = true;
    const i = open.indexOf(entry);
    if (i < 0) return;
    open.splice(i, 1);
    if (depthOf(history.state) !== entry.depth) return;
    ownPops += 1;
    releasedDepth = entry.depth;
    keepUrl = location.href;
    history.back();
  };
}
