import { MOBILE_QUERY } from '../cm-more/view';
import { HOSPITALS_LIMIT, HOSPITALS_LIMIT_MOBILE, HOSPITALS_STEP, matchHospitals } from './filter';

/**
 * HOSPITALS_NETWORK in the browser: 'Select City' and 'Search hospitals' filter the listed hospitals in place (no
 * hospitals area to navigate to yet); a change resets the visible count to 5 on mobile / 10 on desktop and
 * 'View More List' shows 10 more (docs/product/pages.md); an empty result says the spec's message.
 */
export function enhanceHospitals(root: HTMLElement): void {
  const form = root.querySelector('form');
  const select = root.querySelector<HTMLSelectElement>('select[name="city"]');
  const input = root.querySelector<HTMLInputElement>('input[name="q"]');
  const more = root.querySelector<HTMLButtonElement>('[data-hospitals-more]');
  const empty = root.querySelector<HTMLElement>('[data-hospitals-empty]');
  const items = [...root.querySelectorAll<HTMLElement>('[data-hospital]')].map((el) => ({
    el,
    name: el.dataset.name ?? '',
    city: el.dataset.city ?? '',
    address: el.dataset.address ?? '',
  }));
  const mq = typeof window.matchMedia === 'function' ? window.matchMedia(MOBILE_QUERY) : null;
  const reset = () => (mq?.matches ? HOSPITALS_LIMIT_MOBILE : HOSPITALS_LIMIT);
  let limit = reset();

  const render = () => {
    const city = select?.value ?? '';
    const found = new Set(matchHospitals(items, city, input?.value ?? '').map((r) => r.el));
    let shown = 0;
    for (const { el } of items) {
      const show = found.has(el) && shown < limit;
      el.hidden = !show;
      if (show) shown += 1;
    }
    if (more) more.hidden = found.size <= limit;
    if (empty) {
      const place = city === '' ? (empty.dataset.anyPlace ?? '') : city;
      empty.textContent = found.size === 0 ? (empty.dataset.template ?? '').replace('{city}', place) : '';
    }
  };
  const changed = () => {
    limit = reset();
    render();
  };
  form?.addEventListener('submit', (e) => {
    e.preventDefault();
    changed();
  });
  select?.addEventListener('change', changed);
  input?.addEventListener('input', changed);
  more?.addEventListener('click', () => {
    const first = limit;
    limit += HOSPITALS_STEP;
    render();
    const visible = items.filter(({ el }) => !el.hidden);
    visible[first]?.el.querySelector<HTMLElement>('h3')?.focus();
  });
  mq?.addEventListener('change', changed);
  render();
}
