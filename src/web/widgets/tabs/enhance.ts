/**
 * Tabs behaviour (decision 0036; WAI-ARIA tabs pattern): turns the server's links and sections into a tab list
 * with a roving tabindex. Arrow keys move and select (mirrored right to left), Home / End go to the ends, a click
 * selects; the selected tab follows a `#…-panel` hash on load.
 */
export function enhanceTabs(root: HTMLElement): void {
  const list = root.querySelector<HTMLElement>(':scope > .tabs__list');
  if (!list) return;
  const tabs = [...list.querySelectorAll<HTMLAnchorElement>('.tabs__tab')];
  const panels = tabs.map((tab) => document.getElementById(tab.hash.slice(1)));
  if (tabs.length === 0 || panels.some((p) => !p)) return;
  list.setAttribute('role', 'tablist');
  for (const li of list.querySelectorAll('li')) li.setAttribute('role', 'presentation');
  tabs.forEach((tab, i) => {
    const panel = panels[i]!;
    tab.setAttribute('role', 'tab');
    tab.setAttribute('aria-controls', panel.id);
    panel.setAttribute('role', 'tabpanel');
    panel.setAttribute('aria-labelledby', tab.id);
    panel.tabIndex = 0;
  });

  const select = (index: number, focus: boolean) => {
    tabs.forEach((tab, i) => {
      const on = i === index;
      tab.setAttribute('aria-selected', String(on));
      tab.tabIndex = on ? 0 : -1;
      panels[i]!.hidden = !on;
    });
    if (focus) tabs[index]?.focus();
  };
  list.addEventListener('click', (e) => {
    const tab = (e.target as Element).closest<HTMLAnchorElement>('.tabs__tab');
    const i = tab ? tabs.indexOf(tab) : -1;
    if (i < 0) return;
    e.preventDefault();
    select(i, true);
  });
  list.addEventListener('keydown', (e) => {
    const current = tabs.indexOf(document.activeElement as HTMLAnchorElement);
    if (current < 0) return;
    const rtl = getComputedStyle(list).direction === 'rtl';
    const last = tabs.length - 1;
    let to: number;
    if (e.key === (rtl ? 'ArrowLeft' : 'ArrowRight')) to = current === last ? 0 : current + 1;
    else if (e.key === (rtl ? 'ArrowRight' : 'ArrowLeft')) to = current === 0 ? last : current - 1;
    else if (e.key === 'Home') to = 0;
    else if (e.key === 'End') to = last;
    else if (e.key === ' ' || e.key === 'Spacebar') to = current;
    else return;
    e.preventDefault();
    select(to, true);
  });

  const fromHash = location.hash ? panels.findIndex((p) => `#${p!.id}` === location.hash) : -1;
  const initial = Number(root.dataset.initial);
  select(fromHash >= 0 ? fromHash : Number.isInteger(initial) && tabs[initial] ? initial : 0, false);
  root.classList.add('tabs--enhanced');
}
