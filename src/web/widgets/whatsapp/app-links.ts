/**
 * App links are hidden for internal-IP visitors (docs/product/pages.md 'Header, footer'; decision 0040). The page is one cached
 * variant for everyone, so the browser asks the public IP-flags endpoint once per tab (the same session flag the
 * recent searches use) and hides the mobile menu's app links when the visitor is on an internal network. A failed
 * check counts as external and is not remembered.
 */
export const IP_FLAGS_URL = '/api/isIndianIp';
const FLAG_KEY = 'isInternalIp';

function readFlag(): boolean | undefined {
  try {
    const v = window.sessionStorage.getItem(FLAG_KEY);
    return v === 'true' ? true : v === 'false' ? false : undefined;
  } catch {
    return undefined;
  }
}

async function isInternal(): Promise<boolean> {
  const known = readFlag();
  if (known !== undefined) return known;
  try {
    const res = await fetch(IP_FLAGS_URL, {
      credentials: 'same-origin',
      headers: { accept: 'application/json' },
    });
    if (!res.ok) return false;
    const body = (await res.json()) as { isInternalIp?: unknown };
    if (typeof body.isInternalIp !== 'boolean') return false;
    try {
      window.sessionStorage.setItem(FLAG_KEY, String(body.isInternalIp));
    } catch {
      // storage blocked: ask again next page
    }
    return body.isInternalIp;
  } catch {
    return false;
  }
}

export function enhanceAppLinks(): void {
  void isInternal().then((internal) => {
    if (!internal) return;
    for (const el of document.querySelectorAll<HTMLElement>('.mobile-menu__apps')) el.hidden = true;
  });
}
