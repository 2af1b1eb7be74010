import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { readRaw, removeRaw, writeRaw } from '../session/storage';
import { COLLAPSED_KEY, MOBILE_QUERY, meterThresholdReached, overlaps } from './rules';

/** Texts of the `meter` namespace, translated by the server into the island's props. */
export type MeterLabels = { toggle: string; text: string; cta: string };

/** One meter per page, so a fixed id (islands must not call useId). */
export const PANEL_ID = 'credit-score-meter-panel';

/** What the meter must never cover on a phone: the journey's buttons and the quotes compare bar. */
const OBSTACLES = '.journey__actions, .compare-bar';

/**
 * The floating credit score meter (docs/product/credit-score.md). Rendered hidden by the server (fixed position, so no
 * layout shift and nothing for pages without JavaScript); appears once the visitor has scrolled deep enough and
 * then stays for the page view. Collapsing it is remembered for the tab.
 */
export function CreditScoreMeter({ labels, href }: { labels: MeterLabels; href: string }) {
  const [shown, setShown] = useState(false);
  const [expanded, setExpanded] = useState(true);
  // Out of the way while it would cover one of the OBSTACLES.
  const [yielded, setYielded] = useState(false);
  const rootRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const scheduleRef = useRef<() => void>(() => undefined);

  // After hydration, so the server's markup (expanded, hidden) and the first client render agree.
  useEffect(() => {
    if (readRaw('session', COLLAPSED_KEY) === '1') setExpanded(false);
  }, []);

  useEffect(() => {
    const mobile = typeof window.matchMedia === 'function' ? window.matchMedia(MOBILE_QUERY) : undefined;
    let reached = false;
    let frame = 0;
    const covers = (root: HTMLElement): boolean => {
      // Never hide the meter from under the keyboard focus.
      if (root.hidden || root.contains(document.activeElement)) return false;
      const box = root.getBoundingClientRect();
      for (const el of document.querySelectorAll(OBSTACLES))
        if (overlaps(box, el.getBoundingClientRect())) return true;
      return false;
    };
    const measure = () => {
      frame = 0;
      if (!reached) {
        reached = meterThresholdReached({
          mobile: mobile?.matches ?? false,
          scrollY: window.scrollY,
          viewportHeight: window.innerHeight,
          documentHeight: document.documentElement.scrollHeight,
        });
        if (reached) setShown(true);
      }
      const root = rootRef.current;
      if (reached && root) setYielded(covers(root));
    };
    // At most one measurement per frame, however many scroll events arrive.
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    scheduleRef.current = schedule;
    schedule();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, []);

  // Its size changed: check again that it covers nothing.
  useEffect(() => {
    if (shown) scheduleRef.current();
  }, [shown, expanded]);

  const setOpen = (open: boolean) => {
    setExpanded(open);
    if (open) removeRaw('session', COLLAPSED_KEY);
    else writeRaw('session', COLLAPSED_KEY, '1');
  };

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== 'Escape' || !expanded) return;
    setOpen(false);
    toggleRef.current?.focus();
  };

  return (
    <aside
      ref={rootRef}
      className={`credit-meter${expanded ? '' : ' credit-meter--collapsed'}${yielded ? ' credit-meter--yield' : ''}`}
      aria-label={labels.toggle}
      hidden={!shown}
      onKeyDown={onKeyDown}
      data-testid="credit-score-meter"
    >
      <button
        ref={toggleRef}
        type="button"
        className="credit-meter__toggle"
        aria-expanded={expanded}
        aria-controls={PANEL_ID}
        onClick={() => setOpen(!expanded)}
      >
        <svg className="credit-meter__icon" aria-hidden="true" width="22" height="22" viewBox="0 0 24 24">
          <path
            d="M4 17a8 8 0 0 1 16 0"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.5"
            strokeLinecap="round"
          />
          <path d="M12 17l4.5-5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          <circle cx="12" cy="17" r="1.8" fill="currentColor" />
        </svg>
        <span className="credit-meter__label">{labels.toggle}</span>
        <svg className="credit-meter__chevron" aria-hidden="true" width="16" height="16" viewBox="0 0 24 24">
          <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
        </svg>
      </button>
      <div id={PANEL_ID} className="credit-meter__panel" hidden={!expanded}>
        <p className="credit-meter__text">{labels.text}</p>
        <a className="credit-meter__cta" href={href}>
          {labels.cta}
        </a>
      </div>
    </aside>
  );
}
