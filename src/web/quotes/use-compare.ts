import { useEffect, useRef, useState } from 'react';
import type { TQuote } from '../../shared/contracts/quotes-api';
import {
  canToggle,
  compareItemOf,
  compareLimitFor,
  comparisonHref,
  removeCompare,
  toggleCompare,
  trimToLimit,
  type CompareItem,
} from './compare';
import { quoteKey } from './list';

/** The mobile view: the compare limit of phones. */
const COMPARE_MOBILE_QUERY = '(max-width: 767px)';

export type Compare = ReturnType<typeof useCompare>;

/**
 * The plans chosen for comparison (docs/product/quotes.md): 2 on phones, 3 on wider screens (a narrower screen
 * keeps the first chosen); the bar, and 'Compare now' opening the car comparison page or, for other products, a
 * dialog. Chosen plans are remembered even when a new sort or filter drops them from the list.
 */
export function useCompare(comparePath: string | null, enquiryRef: { readonly current: string | null }) {
  const [items, setItems] = useState<CompareItem[]>([]);
  const compared = useRef(new Map<string, TQuote>());
  const [limit, setLimit] = useState(3);
  const [barExpanded, setBarExpanded] = useState(true);
  const [dialogOpen, setDialogOpen] = useState(false);

  useEffect(() => {
    const mq = window.matchMedia(COMPARE_MOBILE_QUERY);
    const apply = () => {
      const next = compareLimitFor(mq.matches ? 0 : window.innerWidth);
      setLimit(next);
      setItems((list) => trimToLimit(list, next));
    };
    apply();
    mq.addEventListener('change', apply);
    return () => mq.removeEventListener('change', apply);
  }, []);

  const toggle = (q: TQuote) => {
    compared.current.set(quoteKey(q), q);
    setItems((list) => toggleCompare(list, compareItemOf(q), limit));
    setBarExpanded(true);
  };
  const remove = (key: string) => setItems((list) => removeCompare(list, key));
  const compareNow = () => {
    if (comparePath) window.location.assign(comparisonHref(comparePath, items, enquiryRef.current));
    else setDialogOpen(true);
  };
  /** The chosen plans, from the list when it still holds them. */
  const quotesOf = (loaded: readonly TQuote[]) =>
    items
      .map((c) => loaded.find((q) => quoteKey(q) === c.key) ?? compared.current.get(c.key))
      .filter((q): q is TQuote => q !== undefined);

  return {
    items,
    limit,
    barExpanded,
    setBarExpanded,
    dialogOpen,
    setDialogOpen,
    toggle,
    remove,
    compareNow,
    quotesOf,
    isCompared: (key: string) => items.some((c) => c.key === key),
    canToggle: (key: string) => canToggle(items, key, limit),
  };
}
