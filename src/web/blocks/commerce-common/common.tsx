import { numberFormat } from '../../../shared/i18n/number-format';
import type { LangCode } from '../../../shared/domain/locales';
import { isImageSrc } from '../../../shared/contracts/image-origins';

/**
 * Helpers shared by the commerce blocks (decision 0038): image addresses, dated offers, review averages and the
 * five-star row with fractional fill.
 */

/**
 * An image address a block may load: a site path or an https URL on a configured image origin (decision 0045: the
 * contracts' and the CSP's one list). Anything else (data:, javascript:, //host, another host) is dropped.
 */
export function imageSrc(raw: string | undefined): string | undefined {
  if (!raw) return undefined;
  const url = raw.trim();
  return isImageSrc(url) ? url : undefined;
}

/**
 * Whether something dated is still current at `now`. A date without a time runs to the end of that day in the UAE
 * (UTC+4): '2026-12-31' is shown until 2026-12-31T23:59:59+04:00.
 */
export function isCurrent(endDate: string | undefined, now: Date): boolean {
  if (!endDate) return true;
  const end = /^\d{4}-\d{2}-\d{2}$/.test(endDate)
    ? Date.parse(`${endDate}T23:59:59.999+04:00`)
    : Date.parse(endDate);
  return Number.isNaN(end) ? false : now.getTime() <= end;
}

/** docs/product/pages.md 'Review': the sum of the rating keys containing 'Rating', divided by 4, to one decimal. */
export function reviewAverage(rating: Readonly<Record<string, number>>): number {
  const sum = Object.entries(rating)
    .filter(([k]) => k.includes('Rating'))
    .reduce((s, [, v]) => s + v, 0);
  return Math.round((sum / 4) * 10) / 10;
}

/** The overall rating: the mean of the reviews' averages, to one decimal; null without reviews. */
export function overallRating(ratings: readonly Readonly<Record<string, number>>[]): number | null {
  if (ratings.length === 0) return null;
  const mean = ratings.reduce((s, r) => s + reviewAverage(r), 0) / ratings.length;
  return Math.round(mean * 10) / 10;
}

/** Percentage fill of each of the five stars for a rating out of 5 (docs/product/pages.md 'Five stars with fractional fill'). */
export function starFills(rating: number): number[] {
  return [0, 1, 2, 3, 4].map((i) => Math.round(Math.max(0, Math.min(1, rating - i)) * 100));
}

export function formatNumber(lang: LangCode, value: number, fractionDigits = 0): string {
  return numberFormat(`${lang}-AE`, {
    numberingSystem: 'latn',
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  }).format(value);
}

/** Five stars; the label says the rating in words, the stars themselves are decoration. */
export function Stars({ rating, label }: { rating: number; label: string }) {
  return (
    <span className="cm-stars" role="img" aria-label={label}>
      {starFills(rating).map((fill, i) => (
        <span
          key={i}
          className="cm-stars__star"
          style={{ ['--fill' as string]: `${fill}%` }}
          aria-hidden="true"
        >
          ★
        </span>
      ))}
    </span>
  );
}

/** Makes a key safe for an element id. */
export function idOf(prefix: string, key: string): string {
  return `${prefix}-${key.replace(/[^A-Za-z0-9_-]/g, '-')}`;
}
