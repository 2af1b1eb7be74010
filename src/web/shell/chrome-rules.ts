import { PRODUCT } from '../../shared/domain/products';
import { SOURCE, isBankPartnerSource, isNetworkSource, isPartnerSource } from '../../shared/domain/sources';
import type { ShellModel } from './model';

/**
 * What the shell shows per source (docs/product/pages.md 'Header, footer, menus').
 * Rendered by the server from the request's source, so partner chrome is right on the first paint.
 */
export function chromeRules(m: ShellModel) {
  const s = m.sourceId;
  const network = isNetworkSource(s);
  return {
    /** Source 3 (mobile app) hides the header. */
    showHeader: s !== SOURCE.MOBILE_APP,
    /** Hidden on marketing and offers pages and on partner/network pages. */
    showProductsMenu: !m.marketing && !isPartnerSource(s),
    /** Network/peko hide footer, breadcrumbs and contact-us. */
    showFooter: !network,
    showBreadcrumbs: !network,
    showContact: !network,
    /** The two bank partners get the reduced footer with their own styling. */
    reducedFooter: isBankPartnerSource(s) ? (s === SOURCE.ADCB ? 'adcb' : 'mbank') : null,
    /** 'Account' for network/peko, 'View History' for source 10, else 'Sign In'. */
    accountLabel: network ? 'account' : s === SOURCE.MBANK ? 'viewHistory' : 'signIn',
    /** App links hidden for source 10 (and internal-IP visitors, known only in the browser). */
    showAppLinks: s !== SOURCE.MBANK,
    /** Source 10 on a product other than home: a back button replaces the menu toggle. */
    backInsteadOfMenu: s === SOURCE.MBANK && m.productId !== PRODUCT.HOME,
  } as const;
}
