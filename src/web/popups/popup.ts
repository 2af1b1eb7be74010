import { updateCache } from '../journeys/cache';
import { apiGet } from '../session/request';
import { stored } from '../session/storage';
import { createDialog, type DialogController } from '../ui/dialog/dialog';
import { wireForm, type LeadTerms, type Strings } from './lead-form';
import { mayOpenFollowUp } from './manager';
import {
  exitIntentCookieValue,
  followUpOfFooter,
  footerUtm,
  ownImagePath,
  type ExitIntentMark,
} from './rules';

/**
 * The capture popups' browser code (decision 0034), a lazy chunk: the manager imports it only when a
 * popup is about to open. It wires the server-rendered `<dialog>`s to the one dialog controller (decision 0011:
 * focus kept inside and returned, Escape, backdrop, Back, scroll lock) and their lead form (`lead-form.ts`) to what
 * follows a success. Text from the server is set with textContent only.
 */

const controllers = new WeakMap<HTMLDialogElement, DialogController>();

function strings(host: HTMLElement): Strings {
  try {
    return JSON.parse(host.dataset.strings ?? '{}') as Strings;
  } catch {
    return {} as Strings;
  }
}

function dialogOf(host: HTMLElement, name: string): HTMLDialogElement | null {
  return host.querySelector<HTMLDialogElement>(`dialog[data-popup="${name}"]`);
}

/** The dialog's controller, made once; the cross and `[data-popup-close]` links close it. */
function controllerOf(d: HTMLDialogElement, onClose?: () => void): DialogController {
  let c = controllers.get(d);
  if (!c) {
    const made = createDialog(d, { onClose: () => onClose?.() });
    for (const b of d.querySelectorAll('[data-popup-close]')) b.addEventListener('click', () => made.close());
    controllers.set(d, made);
    c = made;
  } else if (onClose) c.update({ onClose });
  return c;
}

const reducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** The advisor popup (view-plans for travel) after a footer success: the terms the server stored. */
function openFollowUp(host: HTMLElement, productId: number, terms: LeadTerms | undefined): void {
  const name = followUpOfFooter(productId);
  const d = dialogOf(host, name);
  if (!d || !mayOpenFollowUp()) return;
  const s = strings(host);
  const text = d.querySelector<HTMLElement>('[data-slot="advisor-text"]');
  if (name === 'advisor' && text && terms) {
    const channel =
      terms.channel === 'whatsapp'
        ? s.channelWhatsapp
        : terms.channel === 'email'
          ? s.channelEmail
          : s.channelCall;
    // Times isolated in <bdi> so they read left to right inside Arabic text.
    const values: Record<string, string> = { from: terms.callWindow.from, to: terms.callWindow.to };
    text.replaceChildren(
      ...(s.advisorText ?? '').split(/(\{\{\w+\}\})/).map((part) => {
        const key = /^\{\{(\w+)\}\}$/.exec(part)?.[1];
        if (key === 'channel') return channel;
        if (key && values[key] !== undefined) {
          const b = document.createElement('bdi');
          b.textContent = values[key];
          return b;
        }
        return part;
      }),
    );
  }
  controllerOf(d).open();
}

/** docs/product/leads.md 'Footer popup'. */
export async function openFooter(host: HTMLElement): Promise<boolean> {
  const d = dialogOf(host, 'footer');
  const form = d?.querySelector<HTMLFormElement>('form[data-lead-form]');
  if (!d || !form) return false;
  const pageProduct = Number(host.dataset.product);
  let productId = pageProduct;
  // docs/product/leads.md 'showToggle, toggleData': the toggle switches the product the lead is for.
  for (const b of d.querySelectorAll<HTMLButtonElement>('[data-toggle-product]')) {
    b.addEventListener('click', () => {
      productId = Number(b.dataset.toggleProduct);
      for (const o of d.querySelectorAll<HTMLButtonElement>('[data-toggle-product]')) {
        const on = o === b;
        o.classList.toggle('is-active', on);
        o.setAttribute('aria-pressed', String(on));
      }
      const wide = d.querySelector('[data-slot="heading"]');
      const narrow = d.querySelector('[data-slot="mobile-heading"]');
      if (wide) wide.textContent = b.dataset.heading ?? '';
      if (narrow) narrow.textContent = b.dataset.mobileHeading ?? '';
    });
  }
  const c = controllerOf(d);
  wireForm(form, strings(host), {
    source: () => 'footer_popup',
    productId: () => productId,
    acceptMasked: false,
    utm: () => footerUtm(host.dataset.segment ?? ''),
    onSuccess: (answer) => {
      // docs/product/leads.md 'mobileSubmitted (per product)': the footer popup is not shown again for it in this tab.
      updateCache(productId, { mobileSubmitted: true });
      if (productId !== pageProduct) updateCache(pageProduct, { mobileSubmitted: true });
      c.close();
      // docs/product/leads.md: a successful submit scrolls to top and shows the advisor popup.
      window.scrollTo({ top: 0, behavior: reducedMotion() ? 'auto' : 'smooth' });
      openFollowUp(host, productId, answer.consent);
    },
  });
  c.open();
  return true;
}

/** The right-side user popup (docs/product/leads.md), and the exit intent's form with source exit_intent. */
function openUser(host: HTMLElement, source: 'user_popup' | 'exit_intent'): boolean {
  const d = dialogOf(host, 'user');
  const form = d?.querySelector<HTMLFormElement>('form[data-lead-form]');
  if (!d || !form) return false;
  d.dataset.source = source;
  const c = controllerOf(d);
  const productId = Number(host.dataset.product);
  wireForm(form, strings(host), {
    source: () => (d.dataset.source === 'exit_intent' ? 'exit_intent' : 'user_popup'),
    productId: () => productId,
    acceptMasked: true,
    utm: () => {
      const u = stored.utmParams.get() ?? {};
      return Object.fromEntries(Object.entries(u).filter(([, v]) => typeof v === 'string')) as Record<
        string,
        string
      >;
    },
    onSuccess: () => {
      updateCache(productId, { mobileSubmitted: true });
      c.close();
    },
  });
  c.open();
  return true;
}

export async function openSide(host: HTMLElement): Promise<boolean> {
  return openUser(host, 'user_popup');
}

type ExitData = {
  title: string;
  offer: string;
  imgSrc: string | null;
  altText: string;
  features: { iconUrl: string | null; title: string }[];
  description: string;
  featureTitle: string;
  btnLabel: string;
  tcText: string;
  blockClass: string;
};
const exitParser = {
  safeParse(v: unknown): { success: boolean; data?: ExitData } {
    const o = v as Partial<ExitData> | null;
    const ok =
      typeof o === 'object' &&
      o !== null &&
      typeof o.title === 'string' &&
      typeof o.btnLabel === 'string' &&
      Array.isArray(o.features);
    return ok ? { success: true, data: o as ExitData } : { success: false };
  },
};

function markExit(productId: number, mark: ExitIntentMark): void {
  document.cookie = exitIntentCookieValue(productId, mark, location.protocol === 'https:');
}

/** docs/product/leads.md 'Exit intent', docs/product/leads.md 'GET exit_intent'. */
export async function openExitIntent(host: HTMLElement): Promise<boolean> {
  const d = dialogOf(host, 'exit');
  const productId = Number(host.dataset.product);
  if (!d) return false;
  const r = await apiGet<ExitData>(`/api/exit_intent?countryProductId=${productId}`, { schema: exitParser });
  // 'needs exit-intent data': a product without any (404) never shows it.
  if (!r.ok) return false;
  const data = r.data;
  const slot = (n: string) => d.querySelector<HTMLElement>(`[data-slot="${n}"]`);
  for (const k of ['title', 'offer', 'description', 'featureTitle', 'btnLabel', 'tcText'] as const) {
    const el = slot(k);
    if (el) {
      el.textContent = data[k];
      // An empty feature title must not leave an empty heading (decision 0047).
      el.hidden = data[k] === '';
    }
  }
  // The data's own image replaces the drawn one (decision 0109); only a path of this site, never another host.
  const image = slot('img');
  const src = ownImagePath(data.imgSrc);
  if (image && src) {
    const img = document.createElement('img');
    img.src = src;
    img.alt = data.altText ?? '';
    img.width = 120;
    img.height = 72;
    img.decoding = 'async';
    image.replaceChildren(img);
  }
  const list = slot('features');
  if (list) {
    list.replaceChildren(
      ...data.features.map((f) => {
        const li = document.createElement('li');
        const icon = ownImagePath(f.iconUrl);
        if (icon) {
          const img = document.createElement('img');
          img.src = icon;
          img.alt = '';
          img.width = 20;
          img.height = 20;
          img.className = 'popup__feature-icon';
          li.append(img);
        }
        li.append(f.title);
        return li;
      }),
    );
  }
  d.classList.add(data.blockClass === 'exit-intent--loan' ? 'exit-intent--loan' : 'exit-intent--default');
  let visited = false;
  // Closing marks it 'closed'; the button marks it 'visited' and opens the user popup (docs/product/leads.md).
  const c = controllerOf(d, () => {
    if (!visited) markExit(productId, 'closed');
  });
  const button = slot('btnLabel');
  button?.addEventListener(
    'click',
    () => {
      visited = true;
      markExit(productId, 'visited');
      c.close();
      openUser(host, 'exit_intent');
    },
    { once: true },
  );
  markExit(productId, 'shown');
  c.open();
  return true;
}

type SplashData = {
  title: string;
  description: string;
  plans: {
    featuredText: string;
    title: string;
    covers: string[];
    button: { type: 'REDIRECT'; label: string; config: { url: string } };
  }[];
};
const splashParser = {
  safeParse(v: unknown): { success: boolean; data?: SplashData } {
    const o = v as Partial<SplashData> | null;
    const ok = typeof o === 'object' && o !== null && typeof o.title === 'string' && Array.isArray(o.plans);
    return ok ? { success: true, data: o as SplashData } : { success: false };
  },
};

/**
 * The splash (docs/product/leads.md 'GET splash (tracking params as query)'): title, description and plans
 * (featured text, title, covers, 'Buy Now' opening the plan's page in a new tab). Opens only when the server has a
 * splash for the product and the visit's campaign (404 otherwise: nothing opens).
 */
export async function openSplash(host: HTMLElement, utm: Record<string, string>): Promise<boolean> {
  const d = dialogOf(host, 'splash');
  const productId = Number(host.dataset.product);
  if (!d) return false;
  const query = new URLSearchParams({ countryProductId: String(productId), ...utm });
  const r = await apiGet<SplashData>(`/api/splash?${query.toString()}`, { schema: splashParser });
  if (!r.ok) return false;
  const slot = (n: string) => d.querySelector<HTMLElement>(`[data-slot="${n}"]`);
  const title = slot('title');
  if (title) title.textContent = r.data.title;
  const description = slot('description');
  if (description) description.textContent = r.data.description;
  slot('plans')?.replaceChildren(
    ...r.data.plans.map((plan) => {
      const li = document.createElement('li');
      li.className = 'popup__plan';
      if (plan.featuredText) {
        const featured = document.createElement('p');
        featured.className = 'popup__plan-featured';
        featured.textContent = plan.featuredText;
        li.append(featured);
      }
      const h = document.createElement('h3');
      h.textContent = plan.title;
      const covers = document.createElement('ul');
      covers.className = 'popup__list';
      covers.append(
        ...plan.covers.map((c) => {
          const item = document.createElement('li');
          item.textContent = c;
          return item;
        }),
      );
      const a = document.createElement('a');
      a.className = 'button';
      // Only this site's own pages (the answer's REDIRECT), in a new tab as the spec says.
      a.href = /^\/[^/\\]/.test(plan.button.config.url) ? plan.button.config.url : '/';
      a.target = '_blank';
      a.rel = 'noopener';
      a.textContent = plan.button.label;
      a.dataset.testid = 'popup-splash-buy';
      li.append(h, covers, a);
      return li;
    }),
  );
  controllerOf(d).open();
  return true;
}
