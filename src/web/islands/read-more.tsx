import { useEffect, useState } from 'react';
import { truncateAtWord } from '../../shared/rules/truncate';

/** Widths up to 992 px are the mobile view (same breakpoint as the stylesheets). */
export const MOBILE_QUERY = '(max-width: 992px)';

export type ReadMoreProps = {
  /** id of the text element, referenced by the button's aria-controls (islands must not call useId). */
  id: string;
  /** Plain text; blank lines separate paragraphs. */
  text: string;
  mobileLimit: number;
  desktopLimit: number;
  /** The server's guess, so that the first client render matches the server HTML. */
  initialMobile: boolean;
  labels: { more: string; less: string };
};

function paragraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter((p) => p !== '');
}

/**
 * Banner text with read more / read less (spec 001 §2): collapsed by default, cut at a word boundary,
 * 80 characters on mobile and 300 on desktop.
 */
export function ReadMore({ id, text, mobileLimit, desktopLimit, initialMobile, labels }: ReadMoreProps) {
  const [mobile, setMobile] = useState(initialMobile);
  const [expanded, setExpanded] = useState(false);

  useEffect(() => {
    if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return;
    const mq = window.matchMedia(MOBILE_QUERY);
    setMobile(mq.matches);
    const onChange = (e: MediaQueryListEvent) => setMobile(e.matches);
    mq.addEventListener('change', onChange);
    return () => mq.removeEventListener('change', onChange);
  }, []);

  const limit = mobile ? mobileLimit : desktopLimit;
  const collapsible = text.length > limit;
  const shown = collapsible && !expanded ? truncateAtWord(text, limit) : text;

  return (
    <div className="read-more">
      <div id={id} className="read-more__text">
        {paragraphs(shown).map((p, i) => (
          <p key={i}>{p}</p>
        ))}
      </div>
      {collapsible ? (
        <button
          type="button"
          className="read-more__toggle"
          aria-expanded={expanded}
          aria-controls={id}
          onClick={() => setExpanded((v) => !v)}
        >
          {expanded ? labels.less : labels.more}
        </button>
      ) : null}
    </div>
  );
}
