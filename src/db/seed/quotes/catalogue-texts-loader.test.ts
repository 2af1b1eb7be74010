import { describe, expect, it, vi } from 'vitest';

/**
 * A catalogue file that is not a flat map of texts is refused when the seed reads it, naming the file and the zod
 * issue (decision 0078). The files below stand in for the real ones: this test file's own module graph reads them
 * through a file system that answers for these paths (the real content/ folder is not touched).
 */

const files = vi.hoisted(
  () =>
    new Map<string, string>([
      ['/en/catalogue/plans.json', JSON.stringify({ 'common.yes': 'Yes', 'common.no': 42 })],
      ['/en/catalogue/banks.json', '{"rate-label.interest-rate": "Interest rate",}'],
      ['/en/catalogue/cards.json', JSON.stringify({ 'offer.cashback': 'Up to {{pct}}% cashback on {{on}}' })],
      [
        '/ar/catalogue/cards.json',
        JSON.stringify({ 'offer.cashback': 'استرداد نقدي حتى {{pct}}٪ على {{on}}' }),
      ],
    ]),
);
vi.mock('node:fs', async (importOriginal) => {
  const fs = await importOriginal<typeof import('node:fs')>();
  const fake = (p: unknown) => {
    const path = String(p).replaceAll('\\', '/');
    const hit = [...files].find(([k]) => path.endsWith(k))?.[1];
    // Every other language has no cards text yet.
    return hit ?? (path.endsWith('/catalogue/cards.json') ? '{}' : undefined);
  };
  return {
    ...fs,
    existsSync: (p: Parameters<typeof fs.existsSync>[0]) => fake(p) !== undefined || fs.existsSync(p),
    readFileSync: ((p: Parameters<typeof fs.readFileSync>[0], o?: Parameters<typeof fs.readFileSync>[1]) =>
      fake(p) ?? fs.readFileSync(p, o)) as typeof fs.readFileSync,
  };
});

describe('catalogue texts loader (decision 0078)', () => {
  it('refuses a text that is not a string, with the file and the zod issue', async () => {
    const { catalogueText } = await import('./catalogue-texts');
    expect(() => catalogueText('plans', 'common.yes')).toThrow(
      /en\/catalogue\/plans\.json: common\.no .*expected string/i,
    );
  });

  it('refuses a file that is not JSON, with the file', async () => {
    const { catalogueText } = await import('./catalogue-texts');
    expect(() => catalogueText('banks', 'rate-label.interest-rate')).toThrow(
      /en\/catalogue\/banks\.json: not valid JSON/,
    );
  });

  it('refuses a key English lacks, and reports a language without the text instead of inventing one', async () => {
    const { catalogueText, catalogueMissing } = await import('./catalogue-texts');
    expect(() => catalogueText('cards', 'offer.nope')).toThrow(
      /content\/en\/catalogue\/cards\.json: no text 'offer\.nope'/,
    );
    const text = catalogueText('cards', 'offer.cashback', { pct: 5, on: { en: 'groceries', ar: 'البقالة' } });
    expect(text).toEqual({ en: 'Up to 5% cashback on groceries', ar: 'استرداد نقدي حتى 5٪ على البقالة' });
    expect(catalogueMissing.report()).toContain(
      'content/hi/catalogue/cards.json: 1 missing (offer.cashback)',
    );
  });

  it('refuses a text whose placeholder has no value', async () => {
    const { catalogueText } = await import('./catalogue-texts');
    expect(() => catalogueText('cards', 'offer.cashback', { pct: 5 })).toThrow(/no value for \{\{on\}\}/);
  });
});
