import { insurerLogoSvg } from '../../../shared/quotes/logo';

/** Badge colours with white or dark text that passes WCAG AA (the insurers' generator picks the text colour). */
const COLOURS = ['#0B5CAD', '#1F7A4D', '#8A3FFC', '#B8441F', '#0E6E7A', '#5A4A00', '#9F1853', '#33414F'];

/** 'oasis-table' → 'Oasis Table': the name a demo image stands for. */
export function nameOfSlug(slug: string): string {
  return slug
    .split('-')
    .filter(Boolean)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');
}

/**
 * The demo image of a slug: a labelled badge with the slug's initials (the generator the insurer logos use). The
 * colour is picked by the slug's letters so a logo keeps its colour between pages; it carries no meaning.
 */
export function demoImageSvg(slug: string): string {
  let sum = 0;
  for (const ch of slug) sum = (sum + ch.charCodeAt(0)) % 997;
  const badgeColourCode = COLOURS[sum % COLOURS.length]!;
  const name = nameOfSlug(slug) || 'Demo';
  return insurerLogoSvg({ slug, name: { en: name, ar: name }, badgeColourCode });
}
