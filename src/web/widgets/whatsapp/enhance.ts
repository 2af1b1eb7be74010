/**
 * Shows the WhatsApp button unless this visit came from utm_source=dsa (docs/product/pages.md; case-insensitive).
 * The address is read first; the session keeps the stored UTM source after the address was cleaned (docs/product/pages.md).
 */
export function isDsaVisit(search: string, storedUtm: string | null): boolean {
  const fromUrl = new URLSearchParams(search).get('utm_source');
  if (fromUrl !== null) return fromUrl.trim().toLowerCase() === 'dsa';
  if (!storedUtm) return false;
  try {
    const v = JSON.parse(storedUtm) as { utmSource?: unknown };
    return typeof v.utmSource === 'string' && v.utmSource.trim().toLowerCase() === 'dsa';
  } catch {
    return false;
  }
}

export function enhanceWhatsApp(root: HTMLElement): void {
  let stored: string | null = null;
  try {
    stored = window.sessionStorage.getItem('utmParams');
  } catch {
    // storage blocked: the address alone decides
  }
  root.hidden = isDsaVisit(window.location.search, stored);
}
