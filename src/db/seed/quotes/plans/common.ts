import type { TLocalizedText } from '../../../../shared/contracts/quotes';

/** Helpers shared by the plan files: bilingual text and amounts written the same way in both languages. */

export const T = (en: string, ar: string): TLocalizedText => ({ en, ar });

/** '2,000,000' (Latin digits in both languages, as the journeys' option labels write amounts). */
export const grouped = (n: number): string => n.toLocaleString('en-US');

export const aed = (n: number): TLocalizedText => T(`AED ${grouped(n)}`, `${grouped(n)} درهم`);
export const upToAed = (n: number): TLocalizedText => T(`Up to AED ${grouped(n)}`, `حتى ${grouped(n)} درهم`);

export const INCLUDED = T('Included', 'مشمول');
export const OPTIONAL = T('Optional extra', 'إضافة اختيارية');
export const NOT_COVERED = T('Not covered', 'غير مشمول');
export const YES = T('Yes', 'نعم');
export const NO = T('No', 'لا');

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

export const percentText = (p: number): TLocalizedText => T(`${p}%`, `${p}٪`);

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
