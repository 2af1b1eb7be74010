import { useCallback, useEffect, useRef, useState, type ComponentType } from 'react';
import { CARD_MOBILE_QUERY } from '../../shared/contracts/credit-cards-api-constants';
import type { CompareSheetProps } from './compare-sheet';

/** docs/product/cards.md: cards compared side by side, 2 on a phone and 3 on desktop (the spec's compare limit). */
export const COMPARE_LIMIT = { phone: 2, desktop: 3 } as const;
const PARAM = 'compare';

const limitNow = (): number =>
  typeof window.matchMedia === 'function' && window.matchMedia(CARD_MOBILE_QUERY).matches
    ? COMPARE_LIMIT.phone
    : COMPARE_LIMIT.desktop;

/** Ids from `?compare=1,2`: digits only, at most the limit, no repeats. */
export function readCompare(search: string, limit: number): number[] {
  const raw = new URLSearchParams(search).get(PARAM) ?? '';
  const ids = raw
    .split(',')
    .filter((s) => /^[0-9]{1,9}$/.test(s))
    .map(Number);
  return [...new Set(ids)].slice(0, limit);
}

/**
 * The comparison selection (decision 0070): kept in the address like the salary and order (replaceState, read in
 * the browser only), the sheet's code loaded on demand the first time it opens.
 */
export function useCompare() {
  const [ids, setIds] = useState<number[]>([]);
  const [limit, setLimit] = useState<number>(COMPARE_LIMIT.desktop);
  const [Sheet, setSheet] = useState<ComponentType<CompareSheetProps> | null>(null);
  const [open, setOpen] = useState(false);
  const read = useRef(false);

  useEffect(() => {
    const l = limitNow();
    setLimit(l);
    setIds(readCompare(window.location.search, l));
    read.current = true;
  }, []);

  useEffect(() => {
    if (!read.current) return;
    const url = new URL(window.location.href);
    if (ids.length > 0) url.searchParams.set(PARAM, ids.join(','));
    else url.searchParams.delete(PARAM);
    if (url.toString() !== window.location.href)
      window.history.replaceState(window.history.state, '', url.toString());
  }, [ids]);

  const toggle = useCallback(
    (id: number) =>
      setIds((now) =>
        now.includes(id) ? now.filter((x) => x !== id) : now.length < limit ? [...now, id] : now,
      ),
    [limit],
  );

  const openSheet = useCallback(async () => {
    if (!Sheet) {
      const m = await import('./compare-sheet');
      setSheet(() => m.CompareSheet);
    }
    setOpen(true);
  }, [Sheet]);

  return { ids, limit, toggle, open, openSheet, close: () => setOpen(false), Sheet };
}
