/**
 * docs/product/leads.md: 'Shown when the page is not marketing, or has no utm_source, or utm_source is homepage.'
 * The server knows whether the page is marketing; utm_source is read in the browser (the page stays cacheable).
 * 'homepage' is compared without case, as the spec's other utm_source rule (dsa) is.
 */
export function talkToExpertShown(marketing: boolean, utmSource: string | null | undefined): boolean {
  return !marketing || !utmSource || utmSource.toLowerCase() === 'homepage';
}
