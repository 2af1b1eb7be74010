import type { TLocalizedText } from '../../../../shared/contracts/quotes';
import { LANG_CODES, type LangCode } from '../../../../shared/domain/locales';
import { textsOf } from '../catalogue-texts';

/**
 * Helpers shared by the plan files: the plans' texts by key (content/<lang>/catalogue/plans.json, decision 0078)
 * and amounts written the same way in every language.
 */

export const T = textsOf('plans');

/** '2,000,000' (Latin digits in every language, as the journeys' option labels write amounts). */
export const grouped = (n: number): string => n.toLocaleString('en-US');

export const aed = (n: number): TLocalizedText => T('common.aed', { amount: grouped(n) });
export const upToAed = (n: number): TLocalizedText => T('common.up-to-aed', { amount: grouped(n) });

export const INCLUDED = T('common.included');
export const OPTIONAL = T('common.optional-extra');
export const NOT_COVERED = T('common.not-covered');
export const YES = T('common.yes');
export const NO = T('common.no');

/** planId = providerId × 1000 + productId × 100 + n: readable and unique across products. */
export const planIdOf = (providerId: number, productId: number, n: number): number =>
  providerId * 1000 + productId * 100 + n;

/**
 * Plan ids for the products after car, health and travel: productId × 100,000 + providerId × 100 + n. The scheme
 * above collides once product ids reach 10 (provider 1's product 13 would be provider 2's product 3), so these
 * products use this one; its ids (from 400,100) never meet the first scheme's (up to 14,399).
 */
export const productPlanIdOf = (providerId: number, productId: number, n: number): number =>
  productId * 100_000 + providerId * 100 + n;

/** A figure or code written the same in every language ('30', 'GXR'). */
export const asWritten = (text: string): TLocalizedText =>
  Object.fromEntries(LANG_CODES.map((l) => [l, text])) as TLocalizedText;

/** Texts listed one after another with each language's separator ('Retirement, Regular savings'). */
export function joinTexts(texts: readonly TLocalizedText[]): TLocalizedText {
  const sep = T('common.list-separator');
  const out: Partial<Record<LangCode, string>> = {};
  for (const l of LANG_CODES) {
    const s = sep[l];
    const parts = texts.map((t) => t[l]);
    if (s !== undefined && parts.every((p) => p !== undefined)) out[l] = parts.join(s);
  }
  return { ...out, en: texts.map((t) => t.en).join(sep.en) };
}

export const percentText = (p: number): TLocalizedText => T('common.percent', { value: p });

type Feature = {
  id: number;
  key: string;
  title: TLocalizedText;
  value: TLocalizedText | null;
  checked: boolean;
  strike: boolean;
};

/** A plan feature (docs/product/quotes.md Quote.features): ticked when included, struck through when not. */
export function feature(
  id: number,
  key: string,
  title: TLocalizedText,
  value: TLocalizedText,
  included = true,
): Feature {
  return { id, key, title, value, checked: included, strike: !included };
}

/** What every plan of the catalogue shares, with the listing defaults. */
export function planBase(o: {
  planId: number;
  providerId: number;
  slug: string;
  planName: TLocalizedText;
  rateTableId: string;
  features: Feature[];
  limits?: { name: TLocalizedText; value: TLocalizedText }[];
  coverInfo: { row1: TLocalizedText; row2: TLocalizedText }[];
  offers?: { description: TLocalizedText }[];
}) {
  return {
    planId: o.planId,
    providerId: o.providerId,
    slug: o.slug,
    planName: o.planName,
    rateTableId: o.rateTableId,
    features: o.features,
    limits: o.limits ?? [],
    offers: o.offers ?? [],
    coverInfo: o.coverInfo,
    showPriceOnRequest: 0 as const,
    startingFrom: null,
    isHidden: false,
    sponsored: false,
  };
}
