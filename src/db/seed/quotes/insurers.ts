import type { TInsurer } from '../../../shared/contracts/quotes';
import { textsOf } from './catalogue-texts';

/**
 * The demo catalogue's insurers (decision 0012): invented names, clearly not real UAE insurers, each marked
 * '(demo)'. Claim settlement ratios are invented figures in the range the UAE market publishes (about 85–98 %).
 * Logos are generated from the name and badge colour (shared/quotes/logo.ts) and served at `logo`. The claims phone
 * and e-mail are as invented as the names.
 */

type Row = readonly [id: number, slug: string, csr: number, colour: string];

/** The names live per language in content/<lang>/catalogue/insurers.json ('insurer.<slug>.name'; decision 0078). */
const rows: readonly Row[] = [
  [1, 'falcon-crest', 96.4, '#1B4F72'],
  [2, 'dune-harbour', 92.1, '#B9770E'],
  [3, 'pearl-gate', 94.8, '#117A65'],
  [4, 'oasis-meridian', 89.5, '#6C3483'],
  [5, 'saffron-shield', 97.2, '#A93226'],
  [6, 'crescent-tide', 91.3, '#1F618D'],
  [7, 'palm-lantern', 95.0, '#196F3D'],
  [8, 'sandstone-guardian', 88.7, '#7E5109'],
  [9, 'azure-dhow', 93.6, '#21618C'],
  [10, 'golden-ghaf', 90.9, '#D4AC0D'],
  [11, 'mirage-point', 94.2, '#884EA0'],
  [12, 'coral-minaret', 96.9, '#C0392B'],
  [13, 'nomad-star', 87.8, '#34495E'],
  [14, 'silver-oryx', 92.7, '#5D6D7E'],
];

const T = textsOf('insurers');

export const insurersSeed: TInsurer[] = rows.map(([id, slug, csr, colour]) => ({
  id,
  slug,
  name: T(`insurer.${slug}.name`),
  logo: `/assets/insurers/${slug}.svg`,
  claimSettlementRatio: csr,
  badgeColourCode: colour,
  isDemo: true,
  // Decision 0088: invented claims lines ('800 01' and the id: no real toll-free number is meant) and addresses
  // under the reserved .example domain.
  claimsPhone: `800 01${String(id).padStart(2, '0')}`,
  claimsEmail: `claims@${slug}.example`,
}));

/** Insurer by slug, for the plan and rate files (throws on a typo, so a bad reference fails at import). */
export function insurer(slug: string): TInsurer {
  const found = insurersSeed.find((i) => i.slug === slug);
  if (!found) throw new Error(`unknown insurer ${slug}`);
  return found;
}
