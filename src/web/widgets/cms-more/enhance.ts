import { formatDayMonthYear } from '../../../shared/i18n/date-format';
import { LANG_CODES, type LangCode } from '../../../shared/domain/locales';
import type { TCmsPageItem } from '../../../shared/contracts/cms';
import { itemsOf, nextRequest, showsButton } from './more';

/**
 * 'Load More Stories' over a server-rendered list (decision 0100): the button (rendered hidden, shown here) asks
 * GET /api/page_data for the next `step` items from the number shown, appends each from the list's template, moves
 * focus to the first new one and says so in the status line; the 'next page' link (the way without JavaScript)
 * goes, the button stays while the total exceeds what is shown. A failure keeps every story shown, says so, and
 * the button asks again.
 */
export function enhanceCmsMore(root: HTMLElement): void {
  const button = root.querySelector<HTMLButtonElement>('[data-cms-button]');
  const list = root.querySelector<HTMLUListElement>('[data-cms-list]');
  const template = root.querySelector<HTMLTemplateElement>('template[data-cms-template]');
  const status = root.querySelector<HTMLElement>('[data-cms-status]');
  const query = root.dataset.cmsQuery;
  if (!button || !list || !template || !status || query === undefined) return;
  const step = Number(root.dataset.cmsStep) || 5;
  const asked = root.dataset.cmsLang ?? '';
  const lang: LangCode = (LANG_CODES as readonly string[]).includes(asked) ? (asked as LangCode) : 'en';
  let loaded = Number(root.dataset.cmsLoaded) || list.children.length;
  let total = Number(root.dataset.cmsTotal) || 0;
  let busy = false;
  const labels = {
    loading: button.dataset.labelLoading ?? '',
    loaded: button.dataset.labelLoaded ?? '',
    failed: button.dataset.labelFailed ?? '',
  };
  const say = (text: string, failed = false) => {
    status.textContent = text;
    status.hidden = text === '';
    status.classList.toggle('cms-more__status--failed', failed);
  };
  const update = () => {
    button.hidden = !showsButton(loaded, total);
  };

  const itemNode = (item: TCmsPageItem): HTMLElement | undefined => {
    const li = template.content.firstElementChild?.cloneNode(true);
    if (!(li instanceof HTMLElement)) return undefined;
    const img = li.querySelector('img');
    if (img) {
      if (item.pageImageUrl?.startsWith('/') && !item.pageImageUrl.startsWith('//')) {
        img.src = item.pageImageUrl;
        img.alt = item.pageImageAltText;
      } else img.remove();
    }
    // The title (its link when it holds one), the text and the links: the CEO blog's classes or the data-cms-*
    // marks of the shared server list (decision 0107).
    const title = li.querySelector('[data-cms-title], .ceo-blog__story-title, .ed-card__title');
    if (title) {
      const link = title.querySelector('a');
      const target = link ?? title;
      target.textContent = item.title;
      target.setAttribute('dir', 'auto');
      if (link) link.href = item.url;
    }
    const time = li.querySelector('time');
    const label = formatDayMonthYear(item.updatedOn, lang);
    if (time && label) {
      time.dateTime = item.updatedOn.slice(0, 10);
      time.textContent = label;
    }
    const text = li.querySelector('[data-cms-text], .ceo-blog__text, .ed-card__text');
    if (text) {
      if (item.description) text.textContent = item.description;
      else text.remove();
    }
    for (const read of li.querySelectorAll<HTMLAnchorElement>('a[data-cms-link], a.ceo-blog__read')) {
      read.href = item.url;
      const hidden = read.querySelector('.visually-hidden');
      if (hidden) hidden.textContent = `: ${item.title}`;
    }
    return li;
  };

  button.addEventListener('click', () => {
    if (busy) return;
    busy = true;
    button.setAttribute('aria-busy', 'true');
    say(labels.loading);
    fetch(nextRequest(query, loaded, step), {
      headers: { accept: 'application/json', 'accept-language': lang },
    })
      .then(async (res) => {
        if (!res.ok) throw new Error(String(res.status));
        const got = itemsOf(await res.json());
        if (!got) throw new Error('unexpected answer');
        const nodes = got.items.map(itemNode).filter((n): n is HTMLElement => n !== undefined);
        list.append(...nodes);
        loaded += got.items.length;
        total = got.total;
        // An empty page while the total says more (the list shrank meanwhile): stop asking.
        if (got.items.length === 0) total = loaded;
        root.dataset.cmsLoaded = String(loaded);
        const first = nodes[0];
        if (first) {
          first.tabIndex = -1;
          first.focus();
        }
        say(labels.loaded);
      })
      .catch(() => say(labels.failed, true))
      .finally(() => {
        busy = false;
        button.removeAttribute('aria-busy');
        update();
      });
  });

  // With the button working, the 'next page' link (the way without JavaScript) would skip what it appends.
  root.querySelector<HTMLElement>('[data-cms-next]')?.remove();
  update();
}
