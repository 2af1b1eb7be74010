import { describe, expect, it } from 'vitest';
import {
  BIKE_ENGINE_BANDS,
  BIKE_USES,
  BODY_TYPES,
  BUSINESS_ACTIVITIES,
  CAR_ADD_ONS,
  CAR_COVER_TYPES,
  CONTRIBUTION_FREQUENCIES,
  DRIVING_EXPERIENCE,
  EMIRATES,
  GENDERS,
  HEALTH_RELATIONS,
  HOME_SECTIONS,
  INVESTMENT_GOALS,
  MANDATORY_COVERS,
  NETWORK_TIERS,
  PROPERTY_TYPES,
  RISK_CLASSES,
  SME_SECTIONS,
  TRAVEL_REGIONS,
  TRAVEL_TIERS,
  TRIP_TYPES,
} from '../../../../shared/contracts/quotes';
import { QUOTE_MESSAGE_KEYS } from '../../../../shared/quotes/messages';
import { createTranslator } from '../../../../shared/i18n/translator';
import en from '../../../../shared/i18n/locales/en/quotes.json';
import ar from '../../../../shared/i18n/locales/ar/quotes.json';
import { aedText, declineReason, filsToAed, lineLabel, presentBreakdown } from './labels';

/**
 * The `quotes` catalogue (this module's namespace): every key the engines emit (QUOTE_MESSAGE_KEYS), every id
 * their parameters carry, and the API's own texts, in English and Arabic with the same parameters.
 */

const VALUE_IDS: Record<string, readonly string[]> = {
  emirate: EMIRATES,
  bodyType: BODY_TYPES,
  licence: DRIVING_EXPERIENCE,
  coverType: CAR_COVER_TYPES,
  addOn: CAR_ADD_ONS,
  networkTier: NETWORK_TIERS,
  region: TRAVEL_REGIONS,
  tier: TRAVEL_TIERS,
  tripType: TRIP_TYPES,
  scheme: MANDATORY_COVERS,
  relation: HEALTH_RELATIONS,
  gender: GENDERS,
  propertyType: PROPERTY_TYPES,
  engineBand: BIKE_ENGINE_BANDS,
  use: BIKE_USES,
  riskClass: RISK_CLASSES,
  activity: BUSINESS_ACTIVITIES,
  section: [...HOME_SECTIONS, ...SME_SECTIONS],
  goal: INVESTMENT_GOALS,
  frequency: CONTRIBUTION_FREQUENCIES,
};

function flatten(node: unknown, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [k, v] of Object.entries(node as Record<string, unknown>)) {
    const path = prefix ? `${prefix}.${k}` : k;
    if (typeof v === 'string') out.set(path, v);
    else for (const [pk, pv] of flatten(v, path)) out.set(pk, pv);
  }
  return out;
}
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

const enFlat = flatten(en);
const arFlat = flatten(ar);
const tEn = createTranslator('en', { en: { quotes: en } }).t;
const tAr = createTranslator('ar', { ar: { quotes: ar }, en: { quotes: en } }).t;

describe('quotes catalogue', () => {
  it('has every key the engines emit, and a word for every id they pass', () => {
    for (const key of QUOTE_MESSAGE_KEYS.map((k) => k.slice('quotes:'.length))) {
      expect(enFlat.has(key), `en ${key}`).toBe(true);
      expect(arFlat.has(key), `ar ${key}`).toBe(true);
    }
    for (const [kind, ids] of Object.entries(VALUE_IDS))
      for (const id of ids) expect(enFlat.has(`values.${kind}.${id}`), `${kind}.${id}`).toBe(true);
  });

  it('Arabic has the same keys and parameters as English, translated', () => {
    const englishOnEnglishKeys = [...enFlat.keys()].filter((k) => !arFlat.has(k) || !enFlat.has(k));
    expect(englishOnEnglishKeys).toEqual([]);
    for (const [key, text] of enFlat) {
      const arabic = arFlat.get(key) ?? '';
      // Arabic says 'one bank' and 'two banks' in words: its _one form may leave the number out.
      if (key.endsWith('_one'))
        expect(
          placeholders(arabic).every((p) => placeholders(text).includes(p)),
          key,
        ).toBe(true);
      else expect(placeholders(arabic), key).toEqual(placeholders(text));
      // A text without words ('{{value}}%') reads the same in both languages.
      if (/\p{L}/u.test(text.replace(/\{\{[^}]+\}\}/g, ''))) expect(arabic, key).not.toBe(text);
    }
  });
});

describe('labels', () => {
  it('turns ids into words and groups numbers; an included add-on says so', () => {
    expect(
      lineLabel(tEn, {
        labelKey: 'quotes:lines.baseComprehensive',
        kind: 'base',
        params: { vehicleValueAed: 85_000 },
      }),
    ).toBe('Base premium for a car worth AED 85,000');
    expect(
      lineLabel(tAr, { labelKey: 'quotes:lines.emirate', kind: 'loading', params: { emirate: 'abu-dhabi' } }),
    ).toBe('الإمارة: أبوظبي');
    expect(
      lineLabel(tEn, {
        labelKey: 'quotes:lines.addOn.roadsideAssistance',
        kind: 'addOn',
        params: { included: 1 },
      }),
    ).toBe('Roadside assistance (included in this plan)');
    expect(
      declineReason(tEn, {
        reasonKey: 'quotes:decline.outsideRateTable',
        params: { factor: 'driverAge', value: 16 },
      }),
    ).toBe("This insurer has no rate for this driver's age: 16.");
  });

  it('money: AED from fils with two decimals; the VAT line makes the lines add up to the total', () => {
    expect(filsToAed(123_456)).toBe(1234.56);
    expect(aedText(tEn, 123_450)).toBe('AED 1,234.50');
    expect(aedText(tAr, 5)).toBe('0.05 درهم');
    const lines = presentBreakdown(tEn, {
      declined: false,
      productId: 2,
      planId: 1201,
      providerId: 1,
      rateTableId: 'travel-test',
      rateTableVersion: 1,
      currency: 'AED',
      lines: [
        {
          code: 'traveller.1',
          labelKey: 'quotes:lines.traveller',
          amountFils: 6_500,
          kind: 'base',
          params: {},
        },
        { code: 'tier', labelKey: 'quotes:lines.planTier', amountFils: -975, kind: 'discount', params: {} },
      ],
      netFils: 5_525,
      vatRateBp: 500,
      vatFils: 276,
      totalFils: 5_801,
      inputs: {},
    });
    expect(lines.at(-1)).toEqual({ code: 'vat', label: 'VAT 5%', amount: 2.76 });
    expect(lines.reduce((s, l) => s + Math.round(l.amount * 100), 0)).toBe(5_801);
  });
});
