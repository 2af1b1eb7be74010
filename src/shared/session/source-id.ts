import { isPartnerSource, SOURCE } from '../domain/sources';

export type SourceIdInput = {
  /** The sourceId saved in local storage on a partner path (docs/product/session.md 'Partner sessions'). */
  storedPartnerSourceId: number | undefined;
  /** The page is the yknp partner page (docs/product/session.md: source 11, path contains yknp). */
  yknpFlag: boolean;
  /** Running inside the mobile app's web view. */
  isMobileApp: boolean;
  /** A phone or tablet browser. */
  isMobileDevice: boolean;
};

/**
 * docs/product/session.md 'Source id resolution': stored partner source id wins; else the yknp flag gives 11, then the
 * mobile app 3, then a mobile device 1, else 2. A stored value that is not a partner source (a stale 1 or 2,
 * garbage) is ignored: those two depend on the device in hand, not on history.
 */
export function resolveSourceId(input: SourceIdInput): number {
  const stored = input.storedPartnerSourceId;
  if (stored !== undefined && isPartnerSource(stored)) return stored;
  if (input.yknpFlag) return SOURCE.YKNP;
  if (input.isMobileApp) return SOURCE.MOBILE_APP;
  if (input.isMobileDevice) return SOURCE.MOBILE_WEB;
  return SOURCE.DESKTOP_WEB;
}

const KNOWN_SOURCES: readonly number[] = Object.values(SOURCE);

/** A source id from text (query or storage): known ids only, digits only. */
export function parseSourceId(raw: string | null | undefined): number | undefined {
  if (!raw || !/^\d{1,3}$/.test(raw.trim())) return undefined;
  const n = Number(raw.trim());
  return KNOWN_SOURCES.includes(n) ? n : undefined;
}
