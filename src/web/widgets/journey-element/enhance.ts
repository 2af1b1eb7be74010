/**
 * docs/product/journeys.md: 'cars24-type sources hide feature info on the first-fold banner for the car product'. utm_source is
 * not part of the page-cache key (decision 0025), so the browser hides the list: the server markup is the same for all.
 */
export function isCars24Source(search: string): boolean {
  const source = new URLSearchParams(search).get('utm_source') ?? '';
  return /cars24/i.test(source);
}

export function enhanceJourneyElement(root: HTMLElement): void {
  if (root.dataset.product === '1' && isCars24Source(window.location.search)) root.hidden = true;
}
