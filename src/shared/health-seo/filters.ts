/**
 * The health filter pages by sum insured (decision 0098; docs/product/seo.md 'Health filter pages'): the nine
 * amounts of `/health-insurance/dubai/sum-insured-{slug}/`, which of them search engines may index, and the
 * filter meta default. One source of truth: `GET /api/seo/filters` answers it, the page route sets each filter
 * page's robots from it, and the sitemaps leave out what it does not allow.
 */

/** The emirate the filter pages are for: their profile is priced there, their addresses name it. */
export const HEALTH_FILTER_EMIRATE = 'dubai';

export type HealthSumInsured = {
  /** The annual limit in AED a plan must have to be listed on the page. */
  valueAed: number;
  /** The address part after `sum-insured-` (`1-million`). */
  slug: string;
};

/** The nine amounts, smallest first (150 thousand to 15 million AED). */
export const HEALTH_SUMS_INSURED: readonly HealthSumInsured[] = [
  { valueAed: 150_000, slug: '150-thousand' },
  { valueAed: 250_000, slug: '250-thousand' },
  { valueAed: 500_000, slug: '500-thousand' },
  { valueAed: 1_000_000, slug: '1-million' },
  { valueAed: 3_000_000, slug: '3-million' },
  { valueAed: 5_000_000, slug: '5-million' },
  { valueAed: 7_500_000, slug: '7-5-million' },
  { valueAed: 10_000_000, slug: '10-million' },
  { valueAed: 15_000_000, slug: '15-million' },
];

/**
 * The filter pages search engines may index (by slug). Any other filter address (another amount, another emirate)
 * is `noindex, follow` even when a document is stored at it.
 */
export const HEALTH_FILTER_INDEXED: ReadonlySet<string> = new Set(HEALTH_SUMS_INSURED.map((s) => s.slug));

/** The filter meta default (spec: '150 Thousands'): the amount a filter without a choice stands for. */
export const HEALTH_FILTER_DEFAULT = { slug: '150-thousand', label: '150 Thousands' } as const;

const FILTER_PATH =
  /^\/health-insurance\/([a-z0-9]+(?:-[a-z0-9]+)*)\/sum-insured-([a-z0-9]+(?:-[a-z0-9]+)*)\/$/;

export function healthFilterPath(slug: string): string {
  return `/health-insurance/${HEALTH_FILTER_EMIRATE}/sum-insured-${slug}/`;
}

export function sumInsuredOf(slugOrValue: string | number): HealthSumInsured | undefined {
  return HEALTH_SUMS_INSURED.find((s) => s.slug === slugOrValue || s.valueAed === slugOrValue);
}

/** A content path (no language prefix) that is a health filter page: its emirate and amount slug. */
export function parseHealthFilterPath(contentPath: string): { emirate: string; slug: string } | undefined {
  const m = FILTER_PATH.exec(contentPath);
  return m?.[1] && m[2] ? { emirate: m[1], slug: m[2] } : undefined;
}

/**
 * The robots meta of a filter page by the allowed list: `index, follow` for an allowed Dubai amount,
 * `noindex, follow` for any other filter address, undefined for a path that is no filter page.
 */
export function healthFilterRobots(contentPath: string): 'index, follow' | 'noindex, follow' | undefined {
  const f = parseHealthFilterPath(contentPath);
  if (!f) return undefined;
  return f.emirate === HEALTH_FILTER_EMIRATE && HEALTH_FILTER_INDEXED.has(f.slug)
    ? 'index, follow'
    : 'noindex, follow';
}
