/**
 * Addresses of the health provider and plan pages (decision 0097): the provider page (page type 3)
 * `/health-insurance/{insurerSlug}-insurance/` and the plan page (page type 50)
 * `/health-insurance/{insurerSlug}-insurance/{planSlug}/`. Slugs come from `insurers.slug` and `plans.slug`, never
 * from display names; the insurer slug gets `-insurance` when it lacks it (the hospital lists' rule,
 * src/shared/hospitals/paths.ts), and the slug looked up is the part before it.
 */

export const HEALTH_BASE = '/health-insurance/';
/** Page type of the provider page (3, Provider) and of the plan page (50, Plan details). */
export const PROVIDER_PAGE_TYPE = 3;
export const PLAN_PAGE_TYPE = 50;

const SLUG = '[a-z0-9]+(?:-[a-z0-9]+)*';
const PROVIDER_RE = new RegExp(`^${HEALTH_BASE}(${SLUG})-insurance/$`);
const PLAN_RE = new RegExp(`^${HEALTH_BASE}(${SLUG})-insurance/(${SLUG})/$`);

/**
 * First segments under `/health-insurance/` that end in `-insurance` but are the site's own addresses, never an
 * insurer: the buy path's pages (`buy-insurance/…`, decision 0087). A test keeps every stored page out of both
 * patterns.
 */
const RESERVED = new Set(['buy']);

const withSuffix = (insurerSlug: string) =>
  insurerSlug.endsWith('-insurance') ? insurerSlug : `${insurerSlug}-insurance`;

export function providerPath(insurerSlug: string): string {
  return `${HEALTH_BASE}${withSuffix(insurerSlug)}/`;
}

export function planPath(insurerSlug: string, planSlug: string): string {
  return `${HEALTH_BASE}${withSuffix(insurerSlug)}/${planSlug}/`;
}

/** The insurer slug of a provider address (without `-insurance`), or undefined. */
export function parseProviderPath(contentPath: string): { insurerSlug: string } | undefined {
  const m = PROVIDER_RE.exec(contentPath);
  if (!m?.[1] || RESERVED.has(m[1])) return undefined;
  return { insurerSlug: m[1] };
}

/** The insurer and plan slugs of a plan address, or undefined. */
export function parsePlanPath(contentPath: string): { insurerSlug: string; planSlug: string } | undefined {
  const m = PLAN_RE.exec(contentPath);
  if (!m?.[1] || !m[2] || RESERVED.has(m[1])) return undefined;
  return { insurerSlug: m[1], planSlug: m[2] };
}
