/**
 * `/credit-cards/<bank>/` (decision 0111; the spec's `/credit-cards/citibank`): one page per seeded
 * bank and language, generated from the banks catalogue. Its CREDIT_CARDS block carries `bankIds: [id]`, so the
 * server renders that bank's cards only (the island keeps the preset). Texts: content/<lang>/bank-cards.json with
 * `{{bank}}` for the bank's name (content/<lang>/catalogue/banks.json). A language whose texts are incomplete is
 * left out (reported).
 */
import { LOCALES } from '../../../shared/domain/locales';
import { PRODUCT } from '../../../shared/domain/products';
import { banksSeed } from '../banking/banks';
import { fill, MissingTexts } from '../data/texts';
import type { TSeedPage } from './seed-page';

const FILE = 'bank-cards';

const structure = (languageId: number, bankId: number, others: { label: string; url: string }[]) => ({
  metaData: {
    countryProductId: PRODUCT.CREDIT_CARDS,
    pageTypeId: 1,
    languageId,
    showJourney: false,
    metaTags: [
      { tag: 'title', attributes: {}, content: { $t: 'metaTitle' } },
      { tag: 'meta', attributes: { name: 'description', content: { $t: 'metaDescription' } } },
    ],
  },
  jsonData: [
    {
      key: 'bank-cards-banner',
      type: 'BANNER',
      title: { $t: 'title' },
      content: { $t: 'intro' },
      fieldValues: { variant: 'product', subtitle: { $t: 'subtitle' } },
    },
    {
      key: 'bank-cards-listing',
      type: 'CREDIT_CARDS',
      title: { $t: 'listTitle' },
      action: { method: 'POST', url: '/api/credit-cards' },
      bankIds: [bankId],
    },
    {
      key: 'bank-cards-links',
      type: 'LINKS',
      title: { $t: 'linksTitle' },
      links: [{ label: { $t: 'allCards' }, url: '/credit-cards/' }, ...others],
    },
  ],
});

const withBank = (v: unknown, bank: string): unknown => {
  if (typeof v === 'string') return v.replaceAll('{{bank}}', bank);
  if (Array.isArray(v)) return v.map((x) => withBank(x, bank));
  if (v && typeof v === 'object')
    return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, withBank(x, bank)]));
  return v;
};

/** Every bank's cards page in every language whose texts (and bank name) are complete. */
type BankCardsPage = TSeedPage & { file: string; version: number };

export function loadBankCardPages(missing = new MissingTexts()): BankCardsPage[] {
  const pages: BankCardsPage[] = [];
  for (const locale of LOCALES) {
    const names = new Map<string, string>();
    for (const bank of banksSeed) {
      const name = fill<string>({ $t: `bank.${bank.slug}.name` }, locale.code, 'catalogue/banks', missing);
      if (name) names.set(bank.slug, name);
    }
    for (const bank of banksSeed) {
      const name = names.get(bank.slug);
      // The other banks' pages, so every bank page is reachable from each (and from the crawl).
      const others = banksSeed
        .filter((b) => b.slug !== bank.slug && names.has(b.slug))
        .map((b) => ({ label: names.get(b.slug) ?? b.slug, url: `/credit-cards/${b.slug}/` }));
      const page = fill(structure(locale.languageId, bank.id, others), locale.code, FILE, missing);
      if (!name || !page) continue;
      pages.push({
        urlPath: `/credit-cards/${bank.slug}/`,
        language: locale.code,
        productId: PRODUCT.CREDIT_CARDS,
        pageTypeId: 1,
        status: 'published',
        page: withBank(page, name) as TSeedPage['page'],
        file: FILE,
        version: 1,
      });
    }
  }
  return pages;
}
