import { useCallback, useEffect, useState } from 'react';
import { MOBILE_BREAKPOINT_PX } from '../../shared/domain/constants';
import { sessionStore } from '../session/store';
import { Dialog } from '../ui/dialog/react';
import type { Found, RecentItem } from './load';
import { canStartNewSearch, isoDate, visibleCount } from './rules';

/** Texts from the `recent` namespace, translated by the server into the island's props (no i18next in the browser). */
export type RecentLabels = {
  title: string;
  close: string;
  /** 'See All' (desktop popup) and 'See all' (mobile list): both quoted by the spec. */
  seeAllDesktop: string;
  seeAllMobile: string;
  seeLess: string;
  startNewSearch: string;
  buyNow: string;
  applyNow: string;
  /** The stage texts in the page language (the server's own, namespace `enquiry`): shown and matched. */
  visited: string;
  leadSubmitted: string;
};

const MOBILE_QUERY = `(max-width: ${MOBILE_BREAKPOINT_PX}px)`;
const TITLE_ID = 'recent-searches-title';
const LIST_ID = 'recent-searches-list';

function useMobile(): boolean {
  const [mobile, setMobile] = useState(false);
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const mq = window.matchMedia(MOBILE_QUERY);
    setMobile(mq.matches);
    const onChange = (e: MediaQueryListEvent) => setMobile(e.matches);
    mq.addEventListener('change', onChange);
    return () => mq.removeEventListener('change', onChange);
  }, []);
  return mobile;
}

/** The two known stages in the page's language (the server writes English except on Arabic pages); else as sent. */
export function subTextLabel(item: Pick<RecentItem, 'stage' | 'subText'>, labels: RecentLabels): string {
  if (item.stage === 'visited') return labels.visited;
  if (item.stage === 'lead') return labels.leadSubmitted;
  return item.subText;
}

/**
 * 'Continue From where you left!' (docs/product/journeys.md). Renders nothing on the server. In the page, the
 * entry's session gate (gate.ts) loads the recent searches without React once the session start finished, and
 * mounts this island with `found` only when the list is not empty, so React loads only for a popup that opens.
 * Without `found` it waits for the session's device and loads them itself. Closing it in any way remembers the
 * dismissal for this product and tab.
 */
export function RecentSearchesPopup({ labels, found: given }: { labels: RecentLabels; found?: Found }) {
  // Everything that touches storage or the API arrives with the lazy load chunk, so this island's own chunk
  // stays small and never pulls the session's schemas in at hydration.
  const [found, setFound] = useState<Found | null>(given ?? null);
  const [open, setOpen] = useState(given !== undefined);
  const [expanded, setExpanded] = useState(false);
  const mobile = useMobile();

  useEffect(() => {
    if (given) return;
    let started = false;
    let cancelled = false;
    const start = (deviceUuid: string | undefined) => {
      if (started || !deviceUuid) return;
      started = true;
      import('./load')
        .then((m) => m.loadForPopup({ visited: labels.visited, leadSubmitted: labels.leadSubmitted }))
        .then((result) => {
          if (cancelled || !result) return;
          setFound(result);
          setOpen(true);
        })
        .catch(() => {
          // a failed chunk load only means no popup on this page
        });
    };
    start(sessionStore.getState().session.deviceUuid);
    const unsubscribe = sessionStore.subscribe((s) => start(s.session.deviceUuid));
    return () => {
      cancelled = true;
      unsubscribe();
    };
  }, [given, labels.visited, labels.leadSubmitted]);

  const close = useCallback(() => {
    found?.actions.dismiss(found.countryProductId);
    setOpen(false);
  }, [found]);

  if (!open || !found) return null;
  const { countryProductId, items, actions } = found;
  return (
    <RecentSearchesView
      labels={labels}
      items={items}
      mobile={mobile}
      expanded={expanded}
      onToggle={() => setExpanded((v) => !v)}
      onClose={close}
      onItem={() => actions.dismiss(countryProductId)}
      onStartNew={
        canStartNewSearch(countryProductId)
          ? () => {
              actions.startNewSearch(countryProductId);
              setOpen(false);
            }
          : undefined
      }
    />
  );
}

/**
 * The dialog itself (pure: loading and storage live in RecentSearchesPopup; focus, Escape, the backdrop tap and
 * the page scroll lock (docs/product/journeys.md 'Other toggles') in the one dialog).
 */
export function RecentSearchesView({
  labels,
  items,
  mobile,
  expanded,
  onToggle,
  onClose,
  onItem,
  onStartNew,
}: {
  labels: RecentLabels;
  items: RecentItem[];
  mobile: boolean;
  expanded: boolean;
  onToggle: () => void;
  onClose: () => void;
  onItem?: () => void;
  /** Absent on product 17: no 'Start New Search' there. */
  onStartNew?: (() => void) | undefined;
}) {
  const { shown, toggle } = visibleCount(items.length, mobile, expanded);
  const seeAll = mobile ? labels.seeAllMobile : labels.seeAllDesktop;

  return (
    <Dialog
      open
      onClose={onClose}
      closeLabel={false}
      className="dialog--sheet recent-searches"
      labelledBy={TITLE_ID}
      data-testid="recent-searches-popup"
    >
      <div className="recent-searches__head">
        <h2 id={TITLE_ID} className="recent-searches__title">
          {labels.title}
        </h2>
        <button
          type="button"
          className="icon-button recent-searches__close"
          data-autofocus
          data-dialog-close
          aria-label={labels.close}
        >
          <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24">
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" />
          </svg>
        </button>
      </div>
      <ul id={LIST_ID} className="recent-searches__list" aria-labelledby={TITLE_ID}>
        {items.slice(0, shown).map((item, i) => {
          const iso = isoDate(item.createdAt);
          return (
            <li key={`${i}:${item.href}`} className="recent-searches__item">
              <a
                className="recent-searches__link"
                href={item.href}
                onClick={onItem}
                data-testid="recent-search"
              >
                <span className="recent-searches__product">{item.productName}</span>
                <span className="recent-searches__text">{item.text}</span>
                <span className="recent-searches__meta">
                  <span className="recent-searches__stage">{subTextLabel(item, labels)}</span>
                  {iso ? <time dateTime={iso}>{item.createdAt}</time> : <span>{item.createdAt}</span>}
                </span>
                <span className="button recent-searches__cta" data-testid="recent-search-cta">
                  {item.cta === 'applyNow' ? labels.applyNow : labels.buyNow}
                </span>
              </a>
            </li>
          );
        })}
      </ul>
      {toggle || onStartNew ? (
        <div className="recent-searches__actions">
          {toggle ? (
            <button
              type="button"
              className="button button--outline recent-searches__toggle"
              aria-expanded={expanded}
              aria-controls={LIST_ID}
              onClick={onToggle}
            >
              {expanded ? labels.seeLess : seeAll}
            </button>
          ) : null}
          {onStartNew ? (
            <button type="button" className="button recent-searches__new" onClick={onStartNew}>
              {labels.startNewSearch}
            </button>
          ) : null}
        </div>
      ) : null}
    </Dialog>
  );
}
