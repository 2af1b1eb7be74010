import { loadForPopup } from './load';
import type { RecentLabels } from './recent-searches-popup';

/**
 * Runs after the session start (entry-client, `session` island): asks for the recent searches without React and
 * returns the popup's props only when there is something to show, so React loads only for a popup that opens.
 */
export async function recentSearchesGate(
  props: Record<string, unknown>,
): Promise<Record<string, unknown> | null> {
  const labels = props.labels as RecentLabels;
  const found = await loadForPopup({ visited: labels.visited, leadSubmitted: labels.leadSubmitted });
  return found ? { labels, found } : null;
}
