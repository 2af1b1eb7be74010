import type { TInsurer } from '../../../shared/contracts/quotes';

/**
 * The demo catalogue's insurers (decision 0012): invented names, clearly not real UAE insurers, each marked
 * '(demo)'. Claim settlement ratios are invented figures in the range the UAE market publishes (about 85–98 %).
 * Logos are generated from the name and badge colour (shared/quotes/logo.ts) and served at `logo`.
 */

type Row = readonly [id: number, slug: string, en: string, ar: string, csr: number, colour: string];

const rows: readonly Row[] = [
  [1, 'falcon-crest', 'Falcon Crest Assurance (demo)', 'صقر القمة للتأمين (تجريبية)', 96.4, '#1B4F72'],
  [2, 'dune-harbour', 'Dune Harbour Insurance (demo)', 'ميناء الكثبان للتأمين (تجريبية)', 92.1, '#B9770E'],
  [3, 'pearl-gate', 'Pearl Gate Mutual (demo)', 'بوابة اللؤلؤ التعاونية (تجريبية)', 94.8, '#117A65'],
  [
    4,
    'oasis-meridian',
    'Oasis Meridian Insurance (demo)',
    'ميريديان الواحة للتأمين (تجريبية)',
    89.5,
    '#6C3483',
  ],
  [5, 'saffron-shield', 'Saffron Shield Takaful (demo)', 'درع الزعفران للتكافل (تجريبية)', 97.2, '#A93226'],
  [6, 'crescent-tide', 'Crescent Tide Assurance (demo)', 'مدّ الهلال للتأمين (تجريبية)', 91.3, '#1F618D'],
  [7, 'palm-lantern', 'Palm Lantern Insurance (demo)', 'فانوس النخيل للتأمين (تجريبية)', 95.0, '#196F3D'],
  [
    8,
    'sandstone-guardian',
    'Sandstone Guardian Insurance (demo)',
    'الحارس الرملي للتأمين (تجريبية)',
    88.7,
    '#7E5109',
  ],
  [9, 'azure-dhow', 'Azure Dhow Assurance (demo)', 'الداو اللازوردي للتأمين (تجريبية)', 93.6, '#21618C'],
  [10, 'golden-ghaf', 'Golden Ghaf Insurance (demo)', 'الغاف الذهبي للتأمين (تجريبية)', 90.9, '#D4AC0D'],
  [11, 'mirage-point', 'Mirage Point Takaful (demo)', 'نقطة السراب للتكافل (تجريبية)', 94.2, '#884EA0'],
  [12, 'coral-minaret', 'Coral Minaret Insurance (demo)', 'منارة المرجان للتأمين (تجريبية)', 96.9, '#C0392B'],
  [13, 'nomad-star', 'Nomad Star Assurance (demo)', 'نجمة الرحّال للتأمين (تجريبية)', 87.8, '#34495E'],
  [14, 'silver-oryx', 'Silver Oryx Insurance (demo)', 'المها الفضي للتأمين (تجريبية)', 92.7, '#5D6D7E'],
];

export const insurersSeed: TInsurer[] = rows.map(([id, slug, en, ar, csr, colour]) => ({
  id,
  slug,
  name: { en, ar },
  logo: `/assets/insurers/${slug}.svg`,
  claimSettlementRatio: csr,
  badgeColourCode: colour,
  isDemo: true,
}));

/** Insurer by slug, for the plan and rate files (throws on a typo, so a bad reference fails at import). */
export function insurer(slug: string): TInsurer {
  const found = insurersSeed.find((i) => i.slug === slug);
  if (!found) throw new Error(`unknown insurer ${slug}`);
  return found;
}
