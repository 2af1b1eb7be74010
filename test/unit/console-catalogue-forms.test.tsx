import { readFileSync } from 'node:fs';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { allPlansSeed } from '../../src/db/seed/quotes/catalogue';
import { insurersSeed } from '../../src/db/seed/quotes/insurers';
import { bankingCatalogueSeed } from '../../src/db/seed/banking/index';
import { hospitalsSeed } from '../../src/db/seed/hospitals';
import { CATALOGUE_ITEM_KINDS } from '../../src/shared/contracts/console-catalogue-items';
import { ZRateTable } from '../../src/shared/contracts/quotes';
import { fromDraft, specOf, toDraft, type Spec } from '../../src/web/console/pages/block-schema';
import { catalogueLabels, groupOf, ItemForm } from '../../src/web/console/catalogue/item-form';
import { issuesOf, KINDS, kindSpec } from '../../src/web/console/catalogue/kinds';

/**
 * The catalogue's forms (decision 0127): every kind has a form generated from its contract, every
 * seeded item survives form → value unchanged and still passes the contract, every field has an English and an
 * Arabic label, and the contract's issues are shown beside their field.
 */
const banking = bankingCatalogueSeed();

/** The seed's places as the console's hospital documents (the server builds them from the rows the seed writes). */
function hospitalDocuments() {
  const seed = hospitalsSeed();
  const cities = new Map(seed.cities.map((c) => [c.slug, c.id]));
  const insurers = new Map(insurersSeed.map((i) => [i.slug, i.id]));
  return seed.hospitals.map((h) => ({
    type: h.type,
    nameLatin: h.name.latin,
    nameArabic: h.name.arabic,
    addressLatin: h.address.latin,
    addressArabic: h.address.arabic,
    areaLatin: h.area.latin,
    areaArabic: h.area.arabic,
    cityId: cities.get(h.city),
    emirate: h.emirate,
    phone: h.phone,
    latitude: h.latitude,
    longitude: h.longitude,
    specialities: h.specialities,
    directBilling: h.directBilling,
    networks: Object.entries(h.networks).map(([slug, tier]) => ({ insurerId: insurers.get(slug), tier })),
  }));
}

const SEEDED: Record<(typeof CATALOGUE_ITEM_KINDS)[number], readonly unknown[]> = {
  plans: allPlansSeed,
  cards: banking.creditCards,
  loans: banking.loans,
  accounts: banking.bankAccounts,
  banks: banking.banks,
  insurers: insurersSeed,
  hospitals: hospitalDocuments(),
};

const catalogue = (lang: 'en' | 'ar') =>
  JSON.parse(readFileSync(`src/shared/i18n/locales/${lang}/consoleCatalogue.json`, 'utf8')) as {
    field: Record<string, string>;
    value: Record<string, string>;
  };
const labels = (lang: 'en' | 'ar') => catalogue(lang).field;

/** Every value a select of the spec offers. */
function choiceValues(spec: Spec, out = new Set<string>()): Set<string> {
  if (spec.kind === 'choice') for (const v of spec.values) out.add(String(v));
  if (spec.kind === 'group') for (const f of spec.fields) choiceValues(f.spec, out);
  if (spec.kind === 'list') choiceValues(spec.item, out);
  if (spec.kind === 'map') choiceValues(spec.value, out);
  if (spec.kind === 'either') for (const o of spec.options) choiceValues(o, out);
  if (spec.kind === 'maybe') choiceValues(spec.inner, out);
  return out;
}

function fieldNames(spec: Spec, out = new Set<string>()): Set<string> {
  if (spec.kind === 'group')
    for (const f of spec.fields) {
      out.add(f.name);
      fieldNames(f.spec, out);
    }
  if (spec.kind === 'list') fieldNames(spec.item, out);
  if (spec.kind === 'map') fieldNames(spec.value, out);
  if (spec.kind === 'either') for (const o of spec.options) fieldNames(o, out);
  if (spec.kind === 'maybe') fieldNames(spec.inner, out);
  return out;
}

/** A translator that knows only the keys given and otherwise answers the default (as the console's does). */
const tOf =
  (known: Record<string, string>) =>
  (key: string, vars?: Record<string, string | number>): string =>
    known[key] ?? String(vars?.defaultValue ?? key);

describe('catalogue forms from the engines’ contracts', () => {
  it('has a form for every kind', () => {
    expect(Object.keys(KINDS).sort()).toEqual([...CATALOGUE_ITEM_KINDS].sort());
    for (const kind of CATALOGUE_ITEM_KINDS) expect(['group', 'either']).toContain(kindSpec(kind).kind);
  });

  for (const kind of CATALOGUE_ITEM_KINDS)
    it(`${kind}: every seeded item survives form → value unchanged and passes its contract`, () => {
      const spec = kindSpec(kind);
      const items = SEEDED[kind];
      expect(items.length).toBeGreaterThan(0);
      for (const item of items) {
        const back = fromDraft(spec, toDraft(spec, item));
        expect(JSON.parse(JSON.stringify(back))).toEqual(JSON.parse(JSON.stringify(item)));
        expect(issuesOf(kind, back)).toEqual([]);
      }
    });

  it('opens a plan as the option of its product (a health plan has health fields, not car ones)', () => {
    const spec = kindSpec('plans');
    const health = allPlansSeed.find((p) => p.productId === 3)!;
    const g = groupOf(spec, toDraft(spec, health))!;
    const names = g.spec.kind === 'group' ? g.spec.fields.map((f) => f.name) : [];
    expect(names).toContain('health');
    expect(names).not.toContain('car');
  });

  it('labels every field of every contract in English and Arabic', () => {
    const en = labels('en');
    const ar = labels('ar');
    const names = new Set(CATALOGUE_ITEM_KINDS.flatMap((kind) => [...fieldNames(kindSpec(kind))]));
    expect(names.size).toBeGreaterThan(100);
    expect([...names].filter((n) => !en[n]?.trim())).toEqual([]);
    expect([...names].filter((n) => !ar[n]?.trim() || ar[n] === en[n])).toEqual([]);
  });

  it('labels every field of the rate tables in English and Arabic (their history lists changes by label)', () => {
    const pages = (lang: 'en' | 'ar') =>
      (
        JSON.parse(readFileSync(`src/shared/i18n/locales/${lang}/consolePages.json`, 'utf8')) as {
          field: Record<string, string>;
        }
      ).field;
    const en = { ...pages('en'), ...labels('en') };
    const ar = { ...pages('ar'), ...labels('ar') };
    const names = [...fieldNames(specOf(ZRateTable))];
    expect(names.length).toBeGreaterThan(20);
    expect(names.filter((n) => !en[n]?.trim())).toEqual([]);
    expect(names.filter((n) => !ar[n]?.trim() || ar[n] === en[n])).toEqual([]);
  });

  it('names every value of every select in English and Arabic', () => {
    const en = catalogue('en').value;
    const ar = catalogue('ar').value;
    const values = new Set(CATALOGUE_ITEM_KINDS.flatMap((kind) => [...choiceValues(kindSpec(kind))]));
    expect(values.size).toBeGreaterThan(50);
    expect([...values].filter((v) => !en[v]?.trim() || !ar[v]?.trim())).toEqual([]);
  });

  it('reads the catalogue’s labels before the block forms’ and the humanised name', () => {
    const t = catalogueLabels(
      tOf({ 'consoleCatalogue:field.copayPercent': 'Co-payment (%)', 'consolePages:field.title': 'Title' }),
    );
    expect(t('consolePages:field.copayPercent', { defaultValue: 'Copay percent' })).toBe('Co-payment (%)');
    expect(t('consolePages:field.title', { defaultValue: 'Title!' })).toBe('Title');
    expect(t('consolePages:field.unknownThing', { defaultValue: 'Unknown thing' })).toBe('Unknown thing');
  });

  it('shows a contract issue beside its field and marks the plan’s identity as not edited', () => {
    const spec = kindSpec('plans');
    const health = allPlansSeed.find((p) => p.productId === 3)!;
    const bad = { ...health, health: { ...health.health, copayPercent: 999 } };
    const issues = issuesOf('plans', bad);
    expect(issues.map((i) => i.path)).toEqual(['health.copayPercent']);
    const html = renderToStaticMarkup(
      <ItemForm
        spec={spec}
        d={toDraft(spec, bad)}
        set={() => undefined}
        t={tOf({})}
        issues={issues}
        hide={KINDS.plans.identity}
      />,
    );
    expect(html).toContain('data-path="health.copayPercent"');
    // Beside the co-payment's own input, inside the plan's health fieldset.
    expect(html).toMatch(
      /data-path="health\.copayPercent"[^]*?<ul class="cs-error cc-field-issues" data-issues-of="health\.copayPercent"><li> Too big/,
    );
    expect(html).toContain('<fieldset class="cp-fieldset" data-field="health">');
    expect(html).not.toContain('data-path="planId"');
    expect(html).not.toContain('data-path="rateTableId"');
    expect(html).toContain('data-path="planName.en"');
  });
});
