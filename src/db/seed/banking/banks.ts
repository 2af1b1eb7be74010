/**
 * DEMO DATA. Every bank, card, loan and account in src/db/seed/banking/ is invented: the names are not those of
 * any real UAE bank and the figures are plausible for the UAE market in 2026, not offers. Each bank's name ends
 * '(demo)' / '(تجريبي)'.
 *
 * The catalogue's banks: eight conventional (three with an Islamic window) and four Islamic. Logos are generated
 * from the name and badge colour by the insurers' generator (shared/quotes/logo.ts) and served at `logo`.
 */
import type { BankingModel, TBank, TShortText } from '../../../shared/contracts/banking';
import { textsOf } from '../quotes/catalogue-texts';

type Row = readonly [id: number, slug: string, banking: BankingModel, islamicWindow: boolean, colour: string];

/**
 * Each bank's name ('bank.<slug>.name') and the short brand it puts before its products' names ('bank.<slug>.brand')
 * live per language in content/<lang>/catalogue/banks.json (decision 0078).
 */
const rows: readonly Row[] = [
  [1, 'amber-dune', 'conventional', true, '#9A5B13'],
  [2, 'blue-heron', 'conventional', false, '#1A5276'],
  [3, 'cedar-wharf', 'conventional', false, '#145A32'],
  [4, 'desert-rose-islamic', 'islamic', false, '#943126'],
  [5, 'emerald-wadi', 'conventional', true, '#117864'],
  [6, 'frankincense-islamic', 'islamic', false, '#7D6608'],
  [7, 'gazelle-bay', 'conventional', false, '#2E4053'],
  [8, 'horizon-sail', 'conventional', false, '#1F3A93'],
  [9, 'ivory-falaj-islamic', 'islamic', false, '#5B2C6F'],
  [10, 'jasmine-souq', 'conventional', true, '#B03A2E'],
  [11, 'kestrel-peak', 'conventional', false, '#212F3D'],
  [12, 'lotus-wind-islamic', 'islamic', false, '#0E6655'],
];

const T = textsOf('banks');

export const banksSeed: TBank[] = rows.map(([id, slug, banking, islamicWindow, colour]) => ({
  id,
  slug,
  name: T(`bank.${slug}.name`),
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

/** A product's name: the bank's brand and the product ('Amber Dune Cashback Card', '… من الكثيب العنبري'). */
export function productName(slug: string, product: TShortText): TShortText {
  if (!rows.some((r) => r[1] === slug)) throw new Error(`no brand for bank ${slug}`);
  return T('bank.product-name', { brand: T(`bank.${slug}.brand`), product });
}
