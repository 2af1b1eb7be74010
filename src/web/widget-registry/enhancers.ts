import { WIDGET_GROUPS, type CoreWidgetName, type WidgetGroup } from '../widgets/names';
import { enhanceAccountButton } from '../widgets/account-button/enhance';
import { enhanceAccountPage, enhancePrintButton } from '../account/enhance';
import { enhanceLanguageDropdown } from '../widgets/language-dropdown/enhance';
import { enhanceMobileMenu } from '../widgets/mobile-menu/enhance';
import { enhanceReadMore } from '../widgets/read-more/enhance';
import { enhanceScrollTop } from '../widgets/scroll-top/enhance';
import { enhanceThemeToggle } from '../widgets/theme-toggle/enhance';
import { shellWidgetEnhancers } from './group-shell';
import { enhanceHomeRecentSearches } from '../recent-searches/home/enhance';
import { enhanceDeviceSync } from '../device-sync/enhance';

type Enhance = (root: HTMLElement) => void;

/**
 * The home page's one lazy chunk (decision 0113): the banner carousel with its recent searches and the phone's
 * RECENT_SEARCHES loader together, so home loads one script more than the entry, not two.
 */
const homeChunk = () => import('./home-chunk');

/** The shell's widgets, on (nearly) every page: bundled into the entry (together about 3 KB gzip). */
export const coreWidgetEnhancers = {
  'mobile-menu': enhanceMobileMenu,
  'language-dropdown': enhanceLanguageDropdown,
  'theme-toggle': enhanceThemeToggle,
  'scroll-top': enhanceScrollTop,
  'read-more': enhanceReadMore,
  'account-button': enhanceAccountButton,
  'account-page': enhanceAccountPage,
  'schedule-print': enhancePrintButton,
  // RECENT_SEARCHES is on home only, where loading the commerce group would add a fifth script.
  'home-recent-searches': (root) => enhanceHomeRecentSearches(root, homeChunk),
  // The home banner's carousel and recent searches (decision 0113): its code loads on the home page only.
  'home-banner': (root) =>
    void homeChunk()
      .then((m) => m.enhanceHomeBanner(root))
      .catch(() => undefined),
  // The home page's device-sync icon (decision 0109): a click listener; the dialog loads on the first press.
  'device-sync': enhanceDeviceSync,
  ...shellWidgetEnhancers,
} satisfies Record<CoreWidgetName, Enhance>;

export const widgetGroupLoaders: Record<WidgetGroup, () => Promise<Record<string, Enhance>>> = {
  nav: () => import('./group-nav').then((m) => m.navWidgetEnhancers),
  editorial: () => import('./group-editorial').then((m) => m.editorialWidgetEnhancers),
  commerce: () => import('./group-commerce').then((m) => m.commerceWidgetEnhancers),
  company: () => import('./group-company').then((m) => m.companyWidgetEnhancers),
  leads: () => import('./group-leads').then((m) => m.leadsWidgetEnhancers),
  mydata: () => import('./group-mydata').then((m) => m.mydataWidgetEnhancers),
  popups: () => import('./group-popups').then((m) => m.popupsWidgetEnhancers),
  hospitals: () => import('./group-hospitals').then((m) => m.hospitalsWidgetEnhancers),
  reviews: () => import('./group-reviews').then((m) => m.reviewsWidgetEnhancers),
};

const groupOf = new Map<string, WidgetGroup>(
  (Object.entries(WIDGET_GROUPS) as [WidgetGroup, readonly string[]][]).flatMap(([g, names]) =>
    names.map((n) => [n, g] as const),
  ),
);

/** Whether a widget name has a browser enhancer (in the entry or in a group chunk). */
export function hasEnhancer(name: string): boolean {
  return Object.hasOwn(coreWidgetEnhancers, name) || groupOf.has(name);
}

const loaded = new Map<WidgetGroup, Promise<Record<string, Enhance>>>();

/** Elements whose enhancer is running or on its way (a group chunk loading): each is enhanced once. */
const claimed = new WeakSet<HTMLElement>();

/** Runs an enhancer, then marks the element `data-widget-ready` (its behaviour is attached: tests wait on it). */
function run(enhance: Enhance | undefined, el: HTMLElement): void {
  try {
    enhance?.(el);
  } catch {
    // one broken widget must not stop the others; its server HTML still works (links, <details>)
  } finally {
    el.dataset.widgetReady = '';
  }
}

/** What the page does with a group chunk that failed to load (decision 0048: message and Retry, or reload). */
export type ChunkError = (el: HTMLElement, error: unknown, retry: () => Promise<void>) => void;

/** A group's chunk, loaded once; forgotten when the load failed, so a retry asks the network again. */
function groupChunk(group: WidgetGroup): Promise<Record<string, Enhance>> {
  let chunk = loaded.get(group);
  if (!chunk) {
    chunk = widgetGroupLoaders[group]();
    chunk.catch(() => loaded.delete(group));
    loaded.set(group, chunk);
  }
  return chunk;
}

/**
 * Groups whose widgets sit in the landing content below a journey: on a journey page (decision 0048) their chunk is
 * asked for only when one of their widgets comes into the viewport or is touched, focused or typed in, so a phone
 * that sees only the journey does not download them (not 300 px ahead: on the health journey that brought the
 * talk-to-expert card below a short first screen). The capture popups and 'Who has my number' are not in the list:
 * they act without being scrolled to.
 */
const NEAR_GROUPS: ReadonlySet<WidgetGroup> = new Set<WidgetGroup>([
  'nav',
  'editorial',
  'commerce',
  'company',
  'leads',
]);

/**
 * Resolves when `el` comes into the viewport or is first interacted with; at once when it is hidden (a marketing
 * page's talk-to-expert card, which its script may show: a hidden element never intersects).
 */
function whenNear(el: HTMLElement): Promise<void> {
  return new Promise<void>((resolve) => {
    if (el.hidden) {
      resolve();
      return;
    }
    const done = () => {
      observer?.disconnect();
      resolve();
    };
    const observer =
      'IntersectionObserver' in window
        ? new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && done())
        : undefined;
    if (observer) observer.observe(el);
    else done();
    for (const type of ['pointerdown', 'focusin', 'keydown'])
      el.addEventListener(type, done, { once: true, passive: true });
  });
}

/**
 * On a journey page the capture popups' chunk waits for the visitor to engage with the page (a touch, a key, a
 * scroll, a pointer move) or ENGAGE_FALLBACK_MS, whichever comes first (decision 0069): none of them can open
 * before that anyway (the footer popup needs a scroll, the exit intent a pointer, the side popup 45 s), and a phone
 * that only loads the journey stays within its script budget. A campaign visit keeps its splash at once.
 */
const ENGAGE_FALLBACK_MS = 15_000;
function whenEngaged(): Promise<void> {
  return new Promise<void>((resolve) => {
    const types = ['pointerdown', 'pointermove', 'keydown', 'scroll', 'touchstart'];
    const done = () => {
      clearTimeout(timer);
      for (const type of types) window.removeEventListener(type, done, true);
      resolve();
    };
    const timer = setTimeout(done, ENGAGE_FALLBACK_MS);
    for (const type of types) window.addEventListener(type, done, { capture: true, passive: true });
  });
}
function campaignVisit(): boolean {
  try {
    return (
      /[?&]utm_campaign=/.test(window.location.search) ||
      /"utmCampaign"/.test(window.sessionStorage.getItem('utmParams') ?? '')
    );
  } catch {
    return false;
  }
}

export type EnhanceOptions = {
  /** Group chunks are asked for only once this resolved (entry-client: the first contentful paint). */
  after?: Promise<void>;
  onChunkError?: ChunkError;
  /** A journey page: NEAR_GROUPS load when their widget is near (see there). */
  nearOnly?: boolean;
};

/** Runs each widget's enhancer once on the elements the server marked with `data-widget`. */
export function enhanceWidgets(scope: ParentNode = document, options: EnhanceOptions = {}): void {
  const { after, onChunkError, nearOnly = false } = options;
  for (const el of scope.querySelectorAll<HTMLElement>('[data-widget]')) {
    const name = el.dataset.widget ?? '';
    if (claimed.has(el) || el.dataset.widgetReady !== undefined || !hasEnhancer(name)) continue;
    claimed.add(el);
    const core = (coreWidgetEnhancers as Record<string, Enhance>)[name];
    if (core) {
      run(core, el);
      continue;
    }
    const group = groupOf.get(name)!;
    const near =
      nearOnly && NEAR_GROUPS.has(group)
        ? whenNear(el)
        : nearOnly && group === 'popups' && !campaignVisit()
          ? whenEngaged()
          : undefined;
    const ready = near ? Promise.all([after, near]).then(() => undefined) : after;
    // the chunk is asked for once, by the first of its widgets to be ready
    (ready ?? Promise.resolve())
      .then(() => groupChunk(group))
      .then(
        (enhancers) => run(enhancers[name], el),
        // a chunk that failed to load leaves the server HTML as it is (never marked ready) until a retry loads it
        (error: unknown) =>
          onChunkError?.(el, error, () => groupChunk(group).then((enhancers) => run(enhancers[name], el))),
      );
  }
}
