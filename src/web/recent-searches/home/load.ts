import { sessionReady } from '../../session/ready';
import { fetchRecentSearches, isInternalVisitor } from '../load';
import { sameOriginHref } from '../rules';
import { stored } from '../../session/storage';

export type HomeSearch = {
  href: string;
  productName: string;
  text: string;
  subText: string;
  createdAt: string;
};

/**
 * The device's recent searches for the home block (product 17), after the page's session start: none without a
 * device, for an internal-IP visitor (docs/product/journeys.md), on a failed call, or when no link stays on this site.
 */
export async function loadHomeSearches(countryProductId: number): Promise<HomeSearch[]> {
  await sessionReady();
  const deviceUuid = stored.deviceUuid.get();
  if (!deviceUuid) return [];
  const [internal, searches] = await Promise.all([
    isInternalVisitor(),
    fetchRecentSearches(deviceUuid, countryProductId),
  ]);
  if (internal) return [];
  return searches.flatMap((s) => {
    const href = sameOriginHref(s.url, location.origin);
    return href
      ? [{ href, productName: s.productName, text: s.text, subText: s.subText, createdAt: s.createdAt }]
      : [];
  });
}
