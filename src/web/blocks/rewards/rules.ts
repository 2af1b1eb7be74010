import type { TRewardItem } from '../../../shared/contracts/blocks-nav';

/** Today's calendar date in the UAE (UTC+4, no daylight saving), as YYYY-MM-DD. */
export function uaeToday(now: Date): string {
  return new Date(now.getTime() + 4 * 3_600_000).toISOString().slice(0, 10);
}

/** Offers still running on `now` (docs/product/pages.md: an offer past its end date is not shown; the end day is included). */
export function activeRewards(rows: readonly TRewardItem[], now: Date): TRewardItem[] {
  const today = uaeToday(now);
  return rows.filter((r) => !r.validUntil || r.validUntil >= today);
}

/** One tab per category, in the order the categories first appear. */
export function rewardTabs(rows: readonly TRewardItem[]): { category: string; items: TRewardItem[] }[] {
  const tabs = new Map<string, TRewardItem[]>();
  for (const r of rows) tabs.set(r.category, [...(tabs.get(r.category) ?? []), r]);
  return [...tabs].map(([category, items]) => ({ category, items }));
}
