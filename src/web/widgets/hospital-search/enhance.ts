import type { DialogController } from '../../ui/dialog/dialog';
import { MOBILE_QUERY } from '../cm-more/view';
import {
  debounce,
  initialState,
  listPageUrl,
  listQuery,
  missingForSearch,
  NAME_DEBOUNCE_MS,
  nearbyBody,
  optionsCache,
  withFilter,
  withPage,
  cleared,
  type Filters,
  type SearchState,
} from './state';

type StringKey =
  | 'thisLocation'
  | 'directBilling'
  | 'distance'
  | 'pick'
  | 'loading'
  | 'empty'
  | 'found'
  | 'required'
  | 'nearHeading'
  | 'locating'
  | 'denied'
  | 'unavailable';
type Strings = Record<StringKey, string> & { types: Partial<Record<string, string>> };
type Item = {
  providerId: number;
  providerName: string;
  slug: string;
  type: string;
  address: string;
  contactNumber: string;
  city: string;
  directBilling: boolean;
  distanceKm?: number;
};
type City = { id: number; slug: string; name: string };

const fill = (tpl: string, vars: Record<string, string | number>) =>
  tpl.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(vars[k] ?? ''));

/**
 * The network hospitals search page in the browser (decision 0094; plain DOM, loaded only on this page): dependent
 * insurer → city options (cities fetched per insurer and cached), the name box after 300 ms, a type filter, the
 * list from GET /api/network-hospitals (skip = items loaded, 10 or 5 on a phone, 'View More List' +10), the phone's
 * filter dialog (the one dialog: closes every way), Search to the list page, and 'Hospitals near me' (the position
 * rounded to 3 decimals in a POST body, never in an address). Text only through textContent.
 */
export function enhanceHospitalSearch(root: HTMLElement): void {
  const json = root.querySelector('script[data-json="hospital-search-strings"]')?.textContent;
  const form = root.querySelector<HTMLFormElement>('[data-hs-form]');
  const list = root.querySelector<HTMLOListElement>('[data-hs-list]');
  const status = root.querySelector<HTMLElement>('[data-hs-status]');
  const failed = root.querySelector<HTMLElement>('[data-hs-failed]');
  const more = root.querySelector<HTMLButtonElement>('[data-hs-more]');
  const insurer = root.querySelector<HTMLSelectElement>('select[name="insurerId"]');
  const city = root.querySelector<HTMLSelectElement>('select[name="city"]');
  const type = root.querySelector<HTMLSelectElement>('select[name="type"]');
  const name = root.querySelector<HTMLInputElement>('input[name="providerName"]');
  const dialogEl = root.querySelector<HTMLDialogElement>('[data-hs-dialog]');
  const panel = root.querySelector<HTMLElement>('[data-hs-panel]');
  const panelHome = root.querySelector<HTMLElement>('[data-hs-panel-home]');
  const dialogBody = root.querySelector<HTMLElement>('[data-hs-dialog-body]');
  const openFilters = root.querySelector<HTMLButtonElement>('[data-hs-open-filters]');
  if (!json || !form || !list || !status || !failed || !more || !insurer || !city || !type || !name) return;
  const s = JSON.parse(json) as Strings;
  const lang = root.dataset.lang ?? 'en';
  const pageBase = root.dataset.pageBase ?? '/health-insurance/hospitals/';
  const listBase = root.dataset.listBase ?? '/health-insurance/network-hospitals/';
  const headers = { accept: 'application/json', 'accept-language': lang };
  const mq = typeof window.matchMedia === 'function' ? window.matchMedia(MOBILE_QUERY) : null;

  let state: SearchState = initialState(mq?.matches ?? false);
  /** Each request's turn: an answer to an older request is dropped. */
  let turn = 0;
  let retry: () => void = () => undefined;

  const getJson = async <T>(url: string, init?: RequestInit): Promise<T> => {
    const res = await fetch(url, { headers, ...init });
    if (!res.ok) throw new Error(String(res.status));
    return ((await res.json()) as { data: T }).data;
  };
  const cities = optionsCache((url) => getJson<City[]>(url));

  const say = (text: string) => (status.textContent = text);
  const fail = (again: () => void) => {
    retry = again;
    failed.hidden = false;
    say('');
  };
  const placeName = () =>
    state.filters.city ? (city.selectedOptions[0]?.textContent ?? s.thisLocation) : s.thisLocation;

  const row = (it: Item): HTMLLIElement => {
    const li = document.createElement('li');
    li.className = 'card-list__item hsearch__item';
    const a = document.createElement('a');
    a.href = `${pageBase}${it.slug}/`;
    a.className = 'hsearch__item-name';
    a.textContent = it.providerName;
    const meta = document.createElement('p');
    meta.className = 'hsearch__item-meta';
    meta.textContent = [s.types[it.type] ?? it.type, it.city, it.directBilling ? s.directBilling : '']
      .filter(Boolean)
      .join(' · ');
    const addr = document.createElement('p');
    addr.textContent = it.address;
    const phone = document.createElement('a');
    phone.href = `tel:${it.contactNumber.replace(/[^\d+]/g, '')}`;
    phone.dir = 'ltr';
    phone.className = 'hsearch__item-phone';
    phone.textContent = it.contactNumber;
    li.append(a, meta, addr, phone);
    if (it.distanceKm !== undefined) {
      const d = document.createElement('p');
      d.className = 'hsearch__item-distance';
      const bdi = document.createElement('bdi');
      // Latin digits in every language (the site's rule).
      bdi.textContent = fill(s.distance, {
        km: it.distanceKm.toLocaleString('en-US', { maximumFractionDigits: 1 }),
      });
      d.append(bdi);
      li.append(d);
    }
    li.dataset.providerId = String(it.providerId);
    return li;
  };

  /** Loads the next page (or the first, when nothing is loaded); a filter change starts from the first. */
  const load = async () => {
    const q = listQuery(state);
    const mine = ++turn;
    failed.hidden = true;
    if (q === null) {
      list.replaceChildren();
      more.hidden = true;
      say(s.pick);
      return;
    }
    const first = state.loaded === 0;
    if (first) list.replaceChildren();
    say(s.loading);
    root.setAttribute('aria-busy', 'true');
    try {
      const data = await getJson<{ items: Item[]; hasNext: boolean; total_count: number }>(
        `/api/network-hospitals?${q}`,
      );
      if (mine !== turn) return;
      const before = list.children.length;
      list.append(...data.items.map(row));
      state = withPage(state, data.items.length, data.hasNext);
      more.hidden = !data.hasNext;
      say(
        data.total_count === 0
          ? fill(s.empty, { city: placeName() })
          : fill(s.found, { count: data.total_count }),
      );
      if (!first) list.children[before]?.querySelector<HTMLElement>('a')?.focus();
    } catch {
      if (mine === turn) fail(() => void load());
    } finally {
      if (mine === turn) root.removeAttribute('aria-busy');
    }
  };

  const setCities = async (insurerId: string) => {
    city.length = 1;
    if (!insurerId) return;
    try {
      const rows = await cities(`/api/network-hospitals/cities?insurerId=${encodeURIComponent(insurerId)}`);
      if (insurer.value !== insurerId) return;
      city.append(
        ...rows.map((c) => {
          const o = document.createElement('option');
          o.value = c.slug;
          o.textContent = c.name;
          return o;
        }),
      );
    } catch {
      fail(() => void setCities(insurerId));
    }
  };

  const clearErrors = () => {
    for (const el of root.querySelectorAll<HTMLElement>('[data-hs-error]')) el.textContent = '';
    insurer.removeAttribute('aria-invalid');
    city.removeAttribute('aria-invalid');
  };

  const change = (field: keyof Filters, value: string) => {
    state = withFilter(state, field, value);
    if (field === 'insurerId') {
      city.value = '';
      clearErrors();
      void setCities(value);
    }
    if (field === 'city') clearErrors();
    void load();
  };

  insurer.addEventListener('change', () => change('insurerId', insurer.value));
  city.addEventListener('change', () => change('city', city.value));
  type.addEventListener('change', () => change('type', type.value));
  const typed = debounce(() => change('name', name.value), NAME_DEBOUNCE_MS);
  name.addEventListener('input', typed);
  more.addEventListener('click', () => void load());
  failed.querySelector('[data-hs-retry]')?.addEventListener('click', () => {
    failed.hidden = true;
    retry();
  });

  /** Search: the required fields, then the list page of the chosen insurer and city. */
  const search = (): boolean => {
    clearErrors();
    const missing = missingForSearch(state.filters);
    for (const f of missing) {
      const sel = f === 'insurerId' ? insurer : city;
      sel.setAttribute('aria-invalid', 'true');
      const err = root.querySelector<HTMLElement>(`[data-hs-error="${f}"]`);
      if (err) err.textContent = s.required;
    }
    if (missing.length > 0) {
      (missing[0] === 'insurerId' ? insurer : city).focus();
      return false;
    }
    const slug = insurer.selectedOptions[0]?.dataset.slug ?? '';
    window.location.assign(listPageUrl(listBase, slug, state.filters.city));
    return true;
  };
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    search();
  });

  // The phone's filter dialog: the same fields, moved into the one dialog while it is open.
  let dialog: Promise<DialogController> | undefined;
  const dialogOf = () =>
    (dialog ??= import('../../ui/dialog/dialog').then(({ createDialog }) =>
      createDialog(dialogEl as HTMLDialogElement, {
        returnFocus: openFilters,
        onClose: () => {
          if (panel && panelHome) panelHome.append(panel);
        },
      }),
    ));
  const showFilterButton = () => {
    state = { ...state, mobile: mq?.matches ?? false };
    if (openFilters) openFilters.hidden = !state.mobile;
    panelHome?.toggleAttribute('hidden', state.mobile);
  };
  if (dialogEl && panel && dialogBody && openFilters) {
    showFilterButton();
    mq?.addEventListener('change', showFilterButton);
    openFilters.addEventListener('click', () => {
      dialogBody.append(panel);
      void dialogOf().then((c) => c.open());
    });
    root.querySelector('[data-hs-clear]')?.addEventListener('click', () => {
      state = cleared(state);
      insurer.value = '';
      type.value = '';
      name.value = '';
      city.length = 1;
      clearErrors();
      void load();
    });
    root.querySelector('[data-hs-dialog-search]')?.addEventListener('click', () => {
      if (state.filters.insurerId === '') {
        search();
        return;
      }
      void dialogOf().then((c) => c.close());
    });
  }

  // Hospitals near me: the browser asks the visitor; the position goes only in the POST body.
  const near = root.querySelector<HTMLButtonElement>('[data-hs-near]');
  const nearby = (lat: number, lng: number) => {
    const mine = ++turn;
    failed.hidden = true;
    say(s.loading);
    list.replaceChildren();
    more.hidden = true;
    getJson<{ items: Item[] }>('/api/network-hospitals/nearby', {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify(nearbyBody(state, lat, lng)),
    })
      .then((data) => {
        if (mine !== turn) return;
        list.append(...data.items.map(row));
        say(data.items.length === 0 ? fill(s.empty, { city: placeName() }) : s.nearHeading);
      })
      .catch(() => {
        if (mine === turn) fail(() => nearby(lat, lng));
      });
  };
  near?.addEventListener('click', () => {
    if (!('geolocation' in navigator)) {
      say(s.unavailable);
      return;
    }
    say(s.locating);
    navigator.geolocation.getCurrentPosition(
      (pos) => nearby(pos.coords.latitude, pos.coords.longitude),
      (err) => say(err.code === err.PERMISSION_DENIED ? s.denied : s.unavailable),
      { maximumAge: 300_000, timeout: 15_000 },
    );
  });
}
