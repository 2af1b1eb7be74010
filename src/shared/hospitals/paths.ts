/**
 * Addresses of the network hospital pages (decision 0093), relative to `/health-insurance/` (docs/product/hospitals.md): the list
 * `network-hospitals/{insurerSlug}-insurance-hospital-list-{citySlug}/` (the insurer slug gets `-insurance`
 * when it lacks it) and the hospital page `hospitals/{hospitalSlug}/` (page type 57). Slugs come from
 * `insurers.slug`, `cities.slug` and `hospitals.slug`, never from display names.
 */

export const HOSPITAL_LIST_BASE = '/health-insurance/network-hospitals/';
export const HOSPITAL_PAGE_BASE = '/health-insurance/hospitals/';
/** Page type of the hospital page (57, hospital page) and of the list (29, network hospital). */
export const HOSPITAL_PAGE_TYPE = 57;
export const HOSPITAL_LIST_PAGE_TYPE = 29;
/** Places per list page (the first 10, decision 0093). */
export const HOSPITAL_LIST_PAGE_SIZE = 10;

const SLUG = '[a-z0-9]+(?:-[a-z0-9]+)*';
const LIST_RE = new RegExp(`^${HOSPITAL_LIST_BASE}(${SLUG})-hospital-list-(${SLUG})/$`);
const PAGE_RE = new RegExp(`^${HOSPITAL_PAGE_BASE}(${SLUG})/$`);

const withSuffix = (insurerSlug: string) =>
  insurerSlug.endsWith('-insurance') ? insurerSlug : `${insurerSlug}-insurance`;

export function hospitalListPath(insurerSlug: string, citySlug: string): string {
  return `${HOSPITAL_LIST_BASE}${withSuffix(insurerSlug)}-hospital-list-${citySlug}/`;
}

export function hospitalPagePath(hospitalSlug: string): string {
  return `${HOSPITAL_PAGE_BASE}${hospitalSlug}/`;
}

/**
 * The insurer and city slugs of a list address, or undefined. The insurer part must carry `-insurance`; the slug
 * looked up is the part without it (an insurer whose own slug ends in `-insurance` is asked for both ways).
 */
export function parseHospitalListPath(
  contentPath: string,
): { insurerSlug: string; citySlug: string } | undefined {
  const m = LIST_RE.exec(contentPath);
  if (!m?.[1] || !m[2] || !m[1].endsWith('-insurance')) return undefined;
  return { insurerSlug: m[1].slice(0, -'-insurance'.length), citySlug: m[2] };
}

export function parseHospitalPagePath(contentPath: string): string | undefined {
  return PAGE_RE.exec(contentPath)?.[1];
}
