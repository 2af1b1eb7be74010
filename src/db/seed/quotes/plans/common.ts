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
