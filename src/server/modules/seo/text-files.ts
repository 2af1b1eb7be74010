import { PRODUCT } from '../../../shared/domain/products';

/**
 * What robots.txt disallows: the API only. Every page may be crawled, in every language, so that the noindex of
 * per-visitor pages (account, my data, quotes) and development tools, in their meta tag and X-Robots-Tag header, is
 * seen; a disallowed page's noindex never is, and a language prefix would escape the rule (decision 0047).
 */
export const ROBOTS_DISALLOW = ['/api/'] as const;

/** robots.txt (decisions 0039 and 0047): every page may be crawled; the API may not. */
export function robotsTxt(origin: string): string {
  const base = origin.replace(/\/+$/, '');
  return [
    'User-agent: *',
    'Allow: /',
    ...ROBOTS_DISALLOW.map((p) => `Disallow: ${p}`),
    '',
    `Sitemap: ${base}/sitemap.xml`,
    '',
  ].join('\n');
}

/** A stored page as llms.txt lists it (English versions: the file is for machines, one language suffices). */
export type LlmsPage = {
  urlPath: string;
  productId: number;
  pageTypeId: number;
  title: string;
  description: string | undefined;
};

/** Products the banking section lists (docs/product/seo.md product ids); every other product but home is insurance. */
const BANKING = new Set<number>([
  PRODUCT.CREDIT_CARDS,
  PRODUCT.PERSONAL_LOANS,
  PRODUCT.HOME_LOANS,
  PRODUCT.CAR_LOANS,
  PRODUCT.BANK_ACCOUNTS,
  PRODUCT.INTERNATIONAL_MORTGAGE,
  PRODUCT.CREDIT_SCORE,
]);

/** Pages about the company and how to use it, by content path. */
const COMPANY_PATHS = new Set([
  '/about-us/',
  '/contact-us/',
  '/legal-and-admin-policies/',
  '/claim/',
  '/sitemap/',
]);

/** At most this many secondary pages in the `## Optional` section: the file stays a summary. */
export const LLMS_OPTIONAL_MAX = 200;

/** One line of a list: Markdown link and a one-line summary (newlines and link-breaking brackets removed). */
function line(origin: string, p: LlmsPage): string {
  const clean = (s: string) => s.replace(/\s+/g, ' ').trim();
  const title = clean(p.title).replace(/[[\]]/g, '');
  const summary = p.description ? `: ${clean(p.description)}` : '';
  return `- [${title}](${origin}${p.urlPath})${summary}`;
}

/** A product landing: the path is one segment deep (`/car-insurance/`) or the international mortgage landing. */
const isLanding = (p: LlmsPage) =>
  /^\/[a-z0-9-]+\/$/.test(p.urlPath) || p.urlPath === '/mortgage-loan/international-mortgage/';

/**
 * llms.txt (llmstxt.org): `# name`, a `> summary` blockquote, then sections of `- [title](url): summary` lines:
 * the product landings (insurance, banking), the company pages, and the other pages under `## Optional`. Titles and
 * summaries are the stored pages' own title and meta description; the summary line is the home page's description.
 */
export function llmsTxt(siteName: string, origin: string, pages: readonly LlmsPage[]): string {
  const base = origin.replace(/\/+$/, '');
  const sorted = [...pages].sort((a, b) => a.urlPath.localeCompare(b.urlPath));
  const home = sorted.find((p) => p.urlPath === '/');
  const insurance: LlmsPage[] = [];
  const banking: LlmsPage[] = [];
  const company: LlmsPage[] = [];
  const optional: LlmsPage[] = [];
  for (const p of sorted) {
    if (p.urlPath === '/') continue;
    if (COMPANY_PATHS.has(p.urlPath)) company.push(p);
    else if (isLanding(p) && p.productId !== PRODUCT.HOME)
      (BANKING.has(p.productId) ? banking : insurance).push(p);
    else optional.push(p);
  }
  const section = (title: string, list: LlmsPage[]) =>
    list.length === 0 ? [] : ['', `## ${title}`, '', ...list.map((p) => line(base, p))];
  const out = [
    `# ${siteName}`,
    '',
    `> ${(home?.description ?? home?.title ?? siteName).replace(/\s+/g, ' ').trim()}`,
    ...(home ? ['', line(base, home)] : []),
    ...section('Insurance', insurance),
    ...section('Banking', banking),
    ...section('Company', company),
    ...section('Optional', optional.slice(0, LLMS_OPTIONAL_MAX)),
    '',
  ];
  return out.join('\n');
}
