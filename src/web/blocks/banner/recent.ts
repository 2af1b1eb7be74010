import { PRODUCT } from '../../../shared/domain/products';
import { fetchRecentSearches, isInternalVisitor } from '../../recent-searches/load';
import { ctaOf, stageOf, type Cta } from '../../recent-searches/cta';
import { sameOriginHref } from '../../recent-searches/rules';
import { sessionReady } from '../../session/ready';
import { stored } from '../../session/storage';

/** The `recent` and `enquiry` namespaces' texts the server put on the banner (no i18next in the browser). */
export type BannerRecentLabels = {
  seeAll: string;
  seeLess: string;
  buyNow: string;
  applyNow: string;
  visited: string;
  leadSubmitted: string;
};

export type BannerSearch = {
  href: string;
  productName: string;
  text: string;
  subText: string;
  createdAt: string;
  cta: Cta;
};

/**
 * The device's recent searches for the desktop home banner (product 17; decision 0113), after the page's session
 * start, by the continue-journey popup's rules (docs/product/journeys.md 'Recent searches panel'): none without a
 * device, for an internal-IP visitor, on a failed call, or when no link stays on this site; each with 'Buy Now' or
 * 'Apply Now' (cta.ts) and its stage in the page's language.
 */
export async function loadBannerSearches(labels: BannerRecentLabels): Promise<BannerSearch[]> {
  await sessionReady();
  const deviceUuid = stored.deviceUuid.get();
  if (!deviceUuid) return [];
  const [internal, searches] = await Promise.all([
    isInternalVisitor(),
    fetchRecentSearches(deviceUuid, PRODUCT.HOME),
  ]);
  if (internal) return [];
  const texts = { visited: labels.visited, leadSubmitted: labels.leadSubmitted };
  return searches.flatMap((s) => {
    const href = sameOriginHref(s.url, location.origin);
    if (!href) return [];
    const stage = stageOf(s.subText, texts);
    const subText =
      stage === 'visited' ? labels.visited : stage === 'lead' ? labels.leadSubmitted : s.subText;
    return [
      {
        href,
        productName: s.productName,
        text: s.text,
        subText,
        createdAt: s.createdAt,
        cta: ctaOf(s, stage),
      },
    ];
  });
}
