import { LANG_CODES, type LangCode } from '../../../shared/domain/locales';
import type { TCmsPageItem } from '../../../shared/contracts/cms';
import { itemsOf, nextRequest } from '../cms-more/more';

/**
 * The server-paged doorway (decision 0112). The pure part, tested alone: what is loaded, what the next fetch asks,
 * which buttons show. `first` is what the server rendered (its `?page=` and the ones before it), `loaded` how many
 * of the list are shown counting the pages before this one (the next fetch's skip), `total` how many there are.
 */
export type DoorwayPaging = { first: number; loaded: number; total: number };

/** Expand shows while the total exceeds what is loaded; Collapse once more than the server's page is shown. */
export function pagingButtons(s: DoorwayPaging): { expand: boolean; collapse: boolean } {
  return { expand: s.loaded < s.total, collapse: s.loaded > s.first };
}

/** The next page's request (skip = loaded, limit = the page size), or undefined when everything is loaded. */
export function nextPage(s: DoorwayPaging, query: string, step: number): string | undefined {
  return s.loaded < s.total ? nextRequest(query, s.loaded, step) : undefined;
}

/** After a page arrived: more loaded, the total as the server now says (an empty page ends the list). */
export function afterPage(s: DoorwayPaging, got: number, total: number): DoorwayPaging {
  const loaded = s.loaded + got;
  return { ...s, loaded, total: got === 0 ? loaded : total };
}

/** Collapse: back to the server's page. */
export const collapsed = (s: DoorwayPaging): DoorwayPaging => ({ ...s, loaded: s.first });

/** A card from the template, filled with one item: title, text, links and the 'Get Quotes' name. */
function cardOf(template: HTMLTemplateElement, item: TCmsPageItem): HTMLElement | undefined {
  const li = template.content.firstElementChild?.cloneNode(true);
  if (!(li instanceof HTMLElement)) return undefined;
  const img = li.querySelector('img');
  if (img) {
    if (item.pageImageUrl?.startsWith('/') && !item.pageImageUrl.startsWith('//')) {
      img.src = item.pageImageUrl;
      img.alt = item.pageImageAltText;
    } else img.remove();
  }
  const title = li.querySelector('[data-cms-title]');
  if (title) {
    title.textContent = item.title;
    title.setAttribute('dir', 'auto');
  }
  const text = li.querySelector('[data-cms-text]');
  if (text) {
    if (item.description) text.textContent = item.description;
    else text.remove();
  }
  for (const a of li.querySelectorAll<HTMLAnchorElement>('a[data-cms-link]')) a.href = item.url;
  for (const a of li.querySelectorAll<HTMLAnchorElement>('a[data-get-quotes]'))
    a.dataset.getQuotes = item.title;
  for (const sr of li.querySelectorAll('.cm-sr')) sr.textContent = `: ${item.title}`;
  return li;
}

/**
 * Expand fetches the next page from GET /api/page_data (skip = loaded, limit = the page size) and appends it; a
 * failure keeps what is shown and says so (role=alert), Expand asks again; Collapse removes what was appended and
 * scrolls the block's top back into view. The 'next page' link (the way without JavaScript) goes.
 */
export function enhanceDoorwayPaging(root: HTMLElement): void {
  const list = root.querySelector<HTMLElement>('[data-cms-list]');
  const template = root.querySelector<HTMLTemplateElement>('template[data-cms-template]');
  const expand = root.querySelector<HTMLButtonElement>('[data-doorway-expand]');
  const collapse = root.querySelector<HTMLButtonElement>('[data-doorway-collapse]');
  const status = root.querySelector<HTMLElement>('[data-cms-status]');
  const failed = root.querySelector<HTMLElement>('[data-doorway-failed]');
  const query = root.dataset.cmsQuery;
  if (!list || !template || !expand || !collapse || query === undefined) return;
  const asked = root.dataset.cmsLang ?? '';
  const lang: LangCode = (LANG_CODES as readonly string[]).includes(asked) ? (asked as LangCode) : 'en';
  const step = Number(root.dataset.cmsStep) || 12;
  const shownAtFirst = list.children.length;
  const first = Number(root.dataset.cmsLoaded) || shownAtFirst;
  let state: DoorwayPaging = { first, loaded: first, total: Number(root.dataset.cmsTotal) || 0 };
  let busy = false;

  const say = (text: string) => {
    if (!status) return;
    status.textContent = text;
    status.hidden = text === '';
  };
  const update = () => {
    const b = pagingButtons(state);
    expand.hidden = !b.expand;
    collapse.hidden = !b.collapse;
    expand.setAttribute('aria-expanded', String(b.collapse));
    root.dataset.cmsLoaded = String(state.loaded);
  };

  expand.addEventListener('click', () => {
    const url = nextPage(state, query, step);
    if (busy || !url) return;
    busy = true;
    expand.setAttribute('aria-busy', 'true');
    if (failed) failed.hidden = true;
    say(expand.dataset.labelLoading ?? '');
    fetch(url, { headers: { accept: 'application/json', 'accept-language': lang } })
      .then(async (res) => {
        if (!res.ok) throw new Error(String(res.status));
        const got = itemsOf(await res.json());
        if (!got) throw new Error('unexpected answer');
        const cards = got.items.map((i) => cardOf(template, i)).filter((c): c is HTMLElement => !!c);
        for (const c of cards) c.dataset.doorwayAdded = '';
        list.append(...cards);
        state = afterPage(state, got.items.length, got.total);
        cards[0]?.querySelector<HTMLElement>('a, button')?.focus();
        say(expand.dataset.labelLoaded ?? '');
      })
      .catch(() => {
        say('');
        if (failed) failed.hidden = false;
      })
      .finally(() => {
        busy = false;
        expand.removeAttribute('aria-busy');
        update();
      });
  });

  collapse.addEventListener('click', () => {
    for (const added of list.querySelectorAll('[data-doorway-added]')) added.remove();
    state = collapsed(state);
    say('');
    if (failed) failed.hidden = true;
    update();
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    root.scrollIntoView({ block: 'start', behavior: reduce ? 'auto' : 'smooth' });
    expand.focus({ preventScroll: true });
  });

  root.querySelector<HTMLElement>('[data-cms-next]')?.remove();
  update();
}
