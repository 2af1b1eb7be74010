import { useEffect, useRef, useState } from 'react';
import { QUOTE_INFINITE_SCROLL_MARGIN_PX } from '../../shared/contracts/quotes-api-constants';

/**
 * Infinite scroll (docs/product/quotes.md): the latest `load` is called when the 'Show More' button comes within
 * the margin of the viewport; the button stays for keyboards. Returns the ref callback for the button.
 */
export function useInfiniteScroll(load: () => Promise<void>, enabled: boolean) {
  const loadRef = useRef(load);
  loadRef.current = load;
  const [button, setButton] = useState<HTMLButtonElement | null>(null);
  useEffect(() => {
    if (!button || !enabled || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) void loadRef.current();
      },
      { rootMargin: `${QUOTE_INFINITE_SCROLL_MARGIN_PX}px` },
    );
    observer.observe(button);
    return () => observer.disconnect();
  }, [button, enabled]);
  return setButton;
}
