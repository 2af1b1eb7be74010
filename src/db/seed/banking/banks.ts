/**
 * DEMO DATA. Every bank, card, loan and account in src/db/seed/banking/ is invented: the names are not those of
 * any real UAE bank and the figures are plausible for the UAE market in 2026, not offers. Each bank's name ends
 * '(demo)' / '(تجريبي)'.
 *
 * The catalogue's banks: eight conventional (three with an Islamic window) and four Islamic. Logos are generated
 * from the name and badge colour by the insurers' generator (shared/quotes/logo.ts) and served at `logo`.
 */
import type { BankingModel, TBank } from '../../../shared/contracts/banking';

type Row = readonly [
  id: number,
  slug: string,
  en: string,
  ar: string,
  banking: BankingModel,
  islamicWindow: boolean,
  colour: string,
];

const rows: readonly Row[] = [
  [1, 'amber-dune', 'Amber Dune Bank (demo)', 'بنك الكثيب العنبري (تجريبي)', 'conventional', true, '#9A5B13'],
  [
    2,
    'blue-heron',
    'Blue Heron Bank (demo)',
    'بنك البلشون الأزرق (تجريبي)',
    'conventional',
    false,
    '#1A5276',
  ],
  [3, 'cedar-wharf', 'Cedar Wharf Bank (demo)', 'بنك رصيف الأرز (تجريبي)', 'conventional', false, '#145A32'],
  [
    4,
    'desert-rose-islamic',
    'Desert Rose Islamic Bank (demo)',
    'مصرف وردة الصحراء الإسلامي (تجريبي)',
    'islamic',
    false,
    '#943126',
  ],
  [
    5,
    'emerald-wadi',
    'Emerald Wadi Bank (demo)',
    'بنك الوادي الزمردي (تجريبي)',
    'conventional',
    true,
    '#117864',
  ],
  [
    6,
    'frankincense-islamic',
    'Frankincense Islamic Bank (demo)',
    'مصرف اللبان الإسلامي (تجريبي)',
    'islamic',
    false,
    '#7D6608',
  ],
  [7, 'gazelle-bay', 'Gazelle Bay Bank (demo)', 'بنك خليج الغزال (تجريبي)', 'conventional', false, '#2E4053'],
  [
    8,
    'horizon-sail',
    'Horizon Sail Bank (demo)',
    'بنك شراع الأفق (تجريبي)',
    'conventional',
    false,
    '#1F3A93',
  ],
  [
    9,
    'ivory-falaj-islamic',
    'Ivory Falaj Islamic Bank (demo)',
    'مصرف الفلج العاجي الإسلامي (تجريبي)',
    'islamic',
    false,
    '#5B2C6F',
  ],
  [
    10,
    'jasmine-souq',
    'Jasmine Souq Bank (demo)',
    'بنك سوق الياسمين (تجريبي)',
    'conventional',
    true,
    '#B03A2E',
  ],
  [
    11,
    'kestrel-peak',
    'Kestrel Peak Bank (demo)',
    'بنك قمة العوسق (تجريبي)',
    'conventional',
    false,
    '#212F3D',
  ],
  [
    12,
    'lotus-wind-islamic',
    'Lotus Wind Islamic Bank (demo)',
    'مصرف رياح اللوتس الإسلامي (تجريبي)',
    'islamic',
    false,
    '#0E6655',
  ],
];

export const banksSeed: TBank[] = rows.map(([id, slug, en, ar, banking, islamicWindow, colour]) => ({
  id,
  slug,
  name: { en, ar },
  logo: `/assets/banks/${slug}.svg`,
  badgeColourCode: colour,
  banking,
  islamicWindow,
  isDemo: true,
}));

/** Bank by slug, for the product files (throws on a typo, so a bad reference fails at import). */
export function bank(slug: string): TBank {
  const found = banksSeed.find((b) => b.slug === slug);
  if (!found) throw new Error(`unknown bank ${slug}`);
  return found;
}

/** The short brand each bank puts before its products' names ('Amber Dune Cashback Card'). */
const BRANDS: Readonly<Record<string, readonly [en: string, ar: string]>> = {
  'amber-dune': ['Amber Dune', 'الكثيب العنبري'],
  'blue-heron': ['Blue Heron', 'البلشون الأزرق'],
  'cedar-wharf': ['Cedar Wharf', 'رصيف الأرز'],
  'desert-rose-islamic': ['Desert Rose', 'وردة الصحراء'],
  'emerald-wadi': ['Emerald Wadi', 'الوادي الزمردي'],
  'frankincense-islamic': ['Frankincense', 'اللبان'],
  'gazelle-bay': ['Gazelle Bay', 'خليج الغزال'],
  'horizon-sail': ['Horizon Sail', 'شراع الأفق'],
  'ivory-falaj-islamic': ['Ivory Falaj', 'الفلج العاجي'],
  'jasmine-souq': ['Jasmine Souq', 'سوق الياسمين'],
  'kestrel-peak': ['Kestrel Peak', 'قمة العوسق'],
  'lotus-wind-islamic': ['Lotus Wind', 'رياح اللوتس'],
};

/** A product's name: the brand before the English name, after the Arabic one ('… من الكثيب العنبري'). */
export function productName(slug: string, en: string, ar: string): { en: string; ar: string } {
  const brand = BRANDS[slug];
  if (!brand) throw new Error(`no brand for bank ${slug}`);
  return { en: `${brand[0]} ${en}`, ar: `${ar} من ${brand[1]}` };
}
