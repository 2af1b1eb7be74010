/**
 * What the browser does when a script of the page fails (decision 0048). Part of the entry (plain, no imports but
 * types): when a chunk cannot load, anything this needs must already be here.
 *
 * - A chunk that failed to load after a deploy (the build's file names changed, the old ones are gone): the page
 *   reloads once, so it asks for the new build's files. Detected by fetching the page again and looking for this
 *   entry's own file name (content-hashed, so it names the build).
 * - Otherwise an in-place message with Retry above the island or widget that failed (the server's template, in the
 *   page's language), which hydrates it again when pressed.
 * - Every such failure and every unhandled error or rejection is reported to dumpLogs (redacted by the session
 *   chunk's `sendErrorLog`, then by the server), deduplicated and at most REPORTS_PER_PAGE per page view.
 */

export const REPORTS_PER_PAGE = 5;
const reported = new Set<string>();

/**
 * Sends one error record (`report-error.ts`, a chunk loaded only when something failed, through the session
 * chunk's `sendErrorLog`). Never throws.
 */
export function reportError(kind: string, error: unknown, where = ''): void {
  try {
    const key = `${kind}|${error instanceof Error ? error.message : String(error)}|${where}`;
    if (reported.has(key) || reported.size >= REPORTS_PER_PAGE) return;
    reported.add(key);
    const at = performance.now();
    import('./report-error').then((m) => m.sendClientError(kind, error, where, at)).catch(() => undefined);
  } catch {
    // reporting must never break the page
  }
}

/** The page's own errors only: a browser extension's or another origin's script is not ours to report. */
function ownScript(filename: string | undefined): boolean {
  if (!filename) return true;
  try {
    return new URL(filename, location.href).origin === location.origin;
  } catch {
    return false;
  }
}

let listening = false;
/** Reports unhandled errors and rejections (once per page; the entry calls it first thing). */
export function reportUnhandledErrors(): void {
  if (listening) return;
  listening = true;
  window.addEventListener('error', (e) => {
    // resource errors (an <img> that failed) come without `error`; script errors of other origins say 'Script error.'
    if (!(e instanceof ErrorEvent) || !ownScript(e.filename) || e.message === 'Script error.') return;
    reportError('unhandled', e.error ?? e.message, `${e.filename}:${e.lineno}:${e.colno}`);
  });
  window.addEventListener('unhandledrejection', (e) => reportError('unhandledrejection', e.reason));
}

const RELOAD_KEY = 'sahel:reloaded-for';

/**
 * Whether the server now serves another build: the page fetched again no longer names this entry file. Only a
 * page that loads the entry counts (an error page without scripts proves nothing).
 */
async function buildChanged(): Promise<{ changed: boolean; marker: string }> {
  const entry = new URL(import.meta.url).pathname;
  try {
    const res = await fetch(location.href, { cache: 'no-store', credentials: 'same-origin' });
    const html = res.ok ? await res.text() : '';
    const src = /<script type="module" src="([^"]+)"/.exec(html)?.[1];
    return { changed: src !== undefined && !html.includes(`"${entry}"`), marker: src ?? '' };
  } catch {
    return { changed: false, marker: '' };
  }
}

/**
 * Reloads the page once when the build changed. Guarded per new build in sessionStorage: if the new build's files
 * fail too, the page shows the message instead of reloading in a loop.
 */
async function reloadForNewBuild(): Promise<boolean> {
  const { changed, marker } = await buildChanged();
  if (!changed) return false;
  try {
    if (sessionStorage.getItem(RELOAD_KEY) === marker) return false;
    sessionStorage.setItem(RELOAD_KEY, marker);
  } catch {
    return false; // without storage a loop could not be stopped
  }
  location.reload();
  return true;
}

const messages = new WeakMap<HTMLElement, HTMLElement>();

/** The server's translated message (shell/load-error.tsx), cloned; null on a page without it. */
function messageBox(): HTMLElement | null {
  const tpl = document.querySelector<HTMLTemplateElement>('template[data-load-error]');
  const box = tpl?.content.firstElementChild?.cloneNode(true);
  return box instanceof HTMLElement ? box : null;
}

/**
 * Shows the message above `part` (once), with Retry running `retry`; the message goes when a retry succeeds and
 * focus moves into the part if it was on the button.
 */
function showMessage(part: HTMLElement, retry: () => Promise<void>): void {
  if (messages.has(part)) return;
  const box = messageBox();
  if (!box) return;
  messages.set(part, box);
  const button = box.querySelector<HTMLButtonElement>('[data-load-retry]');
  button?.addEventListener('click', () => {
    button.disabled = true;
    retry().then(
      () => {
        const hadFocus = box.contains(document.activeElement);
        box.remove();
        messages.delete(part);
        if (hadFocus) part.querySelector<HTMLElement>('a[href], button, input, select, textarea')?.focus();
      },
      (error: unknown) => {
        button.disabled = false;
        reportError('chunk-retry', error);
      },
    );
  });
  part.before(box);
}

/**
 * A part of the page (an island or a widget) whose script failed to load: reported, then either the page reloads
 * for a new build or the message with Retry appears above the part.
 */
export function loadFailed(part: HTMLElement, error: unknown, retry: () => Promise<void>, show = true): void {
  reportError('chunk', error, part.dataset.island ?? part.dataset.widget ?? '');
  void reloadForNewBuild().then((reloading) => {
    if (!reloading && show) showMessage(part, retry);
  });
}
