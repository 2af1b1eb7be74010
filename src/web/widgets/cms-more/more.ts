import type { TCmsPageItem } from '../../../shared/contracts/cms';

/**
 * The pure part of the `cms-more` widget (decision 0100), tested alone: the next request's address, and whether
 * the button shows (while the total exceeds what is shown).
 */
export function nextRequest(query: string, loaded: number, step: number): string {
  const q = new URLSearchParams(query);
  q.set('skip', String(loaded));
  q.set('limit', String(step));
  return `/api/page_data?${q.toString()}`;
}

export const showsButton = (loaded: number, total: number): boolean => loaded < total;

/** The answer's items, or undefined for an answer of another shape. */
export function itemsOf(body: unknown): { items: TCmsPageItem[]; total: number } | undefined {
  const data = (body as { data?: { data?: unknown; totalCount?: unknown } } | null)?.data;
  if (!data || !Array.isArray(data.data) || typeof data.totalCount !== 'number') return undefined;
  return { items: data.data as TCmsPageItem[], total: data.totalCount };
}
