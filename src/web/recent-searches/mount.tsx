import { useT } from '../i18n/use-t';
import { Island } from '../islands/island';
import { RecentSearchesPopup, type RecentLabels } from './recent-searches-popup';
import type { ShellModel } from '../../shared/contracts/render';
import { recentSearchesAllowed } from './rules';

/**
 * Server side of the 'Continue From where you left!' popup: the island marker with its translated labels,
 * left out where recent searches are never asked for (page type 39, referral pages; docs/product/journeys.md), so those
 * pages do not load its chunk. Shown on every source: the partner chrome rules hide no popup.
 */
export function RecentSearchesIsland({ m }: { m: ShellModel }) {
  const { t } = useT('recent');
  const { t: te } = useT('enquiry');
  if (!recentSearchesAllowed({ pageTypeId: m.pageTypeId, path: m.path })) return null;
  const labels: RecentLabels = {
    title: t('title'),
    close: t('close'),
    seeAllDesktop: t('seeAllDesktop'),
    seeAllMobile: t('seeAllMobile'),
    seeLess: t('seeLess'),
    startNewSearch: t('startNewSearch'),
    buyNow: t('buyNow'),
    applyNow: t('applyNow'),
    // The server's own stage texts (enquiries module), so the popup shows and recognises what it sends.
    visited: te('recent.visited'),
    leadSubmitted: te('recent.leadSubmitted'),
  };
  return <Island name="RecentSearchesPopup" component={RecentSearchesPopup} props={{ labels }} />;
}
