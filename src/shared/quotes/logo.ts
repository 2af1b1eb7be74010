import type { TInsurer } from '../contracts/quotes';
import { localized } from '../i18n/localized';

/**
 * Generated insurer logos (docs/product/quotes.md: 'generated SVG logos served by the app'): the insurer's initials on its badge
 * colour. Accessible: `role="img"` named by its `<title>`; the initials take black or white, whichever contrasts
 * more with the badge (WCAG relative luminance). Deterministic text, so the app can cache it by ETag.
 */

const WIDTH = 120;
const HEIGHT = 48;
const WORDS_SKIPPED = new Set(['of', 'the', 'and', '&', 'demo', '(demo)']);

function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** Up to two initials from the English name's first words ('Falcon Crest Assurance (demo)' → 'FC'). */
export function initialsOf(name: string): string {
  const words = name
    .split(/\s+/)
    .map((w) => w.replace(/[^A-Za-z]/g, ''))
    .filter((w) => w.length > 0 && !WORDS_SKIPPED.has(w.toLowerCase()));
  const letters = words.slice(0, 2).map((w) => w.charAt(0).toUpperCase());
  return letters.join('') || '?';
}

function channel(hex: string): number {
  const c = parseInt(hex, 16) / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** WCAG 2 relative luminance of '#RRGGBB'. */
export function relativeLuminance(colour: string): number {
  const m = /^#([0-9A-Fa-f]{2})([0-9A-Fa-f]{2})([0-9A-Fa-f]{2})$/.exec(colour);
  if (!m) throw new RangeError(`not a #RRGGBB colour: ${colour}`);
  return 0.2126 * channel(m[1] ?? '00') + 0.7152 * channel(m[2] ?? '00') + 0.0722 * channel(m[3] ?? '00');
}

export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** The initials' colour: white or near-black, whichever contrasts more with the badge. */
export function textColourOn(badge: string): string {
  return contrastRatio('#FFFFFF', badge) >= contrastRatio('#1A1A1A', badge) ? '#FFFFFF' : '#1A1A1A';
}

export function insurerLogoSvg(
  insurer: Pick<TInsurer, 'slug' | 'name' | 'badgeColourCode'>,
  language: 'en' | 'ar' = 'en',
): string {
  const title = escapeXml(localized(insurer.name, language));
  const initials = escapeXml(initialsOf(insurer.name.en));
  const titleId = `logo-${insurer.slug}-title`;
  const fill = textColourOn(insurer.badgeColourCode);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}"`,
    ` role="img" aria-labelledby="${titleId}">`,
    `<title id="${titleId}">${title}</title>`,
    `<rect width="${WIDTH}" height="${HEIGHT}" rx="8" fill="${insurer.badgeColourCode}"/>`,
    `<text x="${WIDTH / 2}" y="${HEIGHT / 2}" dy="0.35em" text-anchor="middle" fill="${fill}"`,
    ` font-family="'Noto Sans', Arial, sans-serif" font-size="22" font-weight="700" letter-spacing="2"`,
    ` aria-hidden="true">${initials}</text>`,
    `</svg>`,
  ].join('');
}
