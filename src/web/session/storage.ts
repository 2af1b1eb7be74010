import type { TUtm } from '../../shared/contracts/session';

/**
 * Typed access to the browser items of docs/product/session.md 'Stored browser items'. Nothing here throws: storage can be
 * disabled, full or blocked (private mode, cookies off → SecurityError on access). When a write fails the
 * value lives in memory for the rest of the page, so one page load still behaves consistently.
 */
type AreaName = 'local' | 'session';

const memory: Record<AreaName, Map<string, string>> = { local: new Map(), session: new Map() };

function area(name: AreaName): Storage | undefined {
  try {
    return name === 'local' ? globalThis.localStorage : globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}

export function readRaw(name: AreaName, key: string): string | undefined {
  try {
    const v = area(name)?.getItem(key);
    if (v !== null && v !== undefined) return v;
  } catch {
    // fall through to memory
  }
  return memory[name].get(key);
}

export function writeRaw(name: AreaName, key: string, value: string): void {
  try {
    const s = area(name);
    if (s) {
      s.setItem(key, value);
      memory[name].delete(key);
      return;
    }
  } catch {
    // quota or security error: keep it for this page
  }
  memory[name].set(key, value);
}

export function removeRaw(name: AreaName, key: string): void {
  memory[name].delete(key);
  try {
    area(name)?.removeItem(key);
  } catch {
    // nothing stored there then
  }
}

export function keysWithPrefix(name: AreaName, prefix: string): string[] {
  const keys = new Set<string>();
  for (const k of memory[name].keys()) if (k.startsWith(prefix)) keys.add(k);
  try {
    const s = area(name);
    if (s) {
      for (let i = 0; i < s.length; i++) {
        const k = s.key(i);
        if (k?.startsWith(prefix)) keys.add(k);
      }
    }
  } catch {
    // storage unreadable: memory keys only
  }
  return [...keys];
}

type Codec<T> = { parse(raw: string): T | undefined; format(v: T): string };

const text: Codec<string> = { parse: (r) => (r === '' ? undefined : r), format: (v) => v };
const positiveInt: Codec<number> = {
  parse: (r) => (/^\d{1,15}$/.test(r) && Number(r) > 0 ? Number(r) : undefined),
  format: (v) => String(v),
};
const flag: Codec<boolean> = {
  parse: (r) => (r === 'true' ? true : r === 'false' ? false : undefined),
  format: String,
};
const UTM_FIELDS = ['utmSource', 'utmMedium', 'utmTerm', 'utmCampaign', 'pbSource'] as const;
const utm: Codec<TUtm> = {
  parse: (r) => {
    try {
      const v: unknown = JSON.parse(r);
      if (typeof v !== 'object' || v === null || Array.isArray(v)) return undefined;
      const out: TUtm = {};
      for (const f of UTM_FIELDS) {
        const x = (v as Record<string, unknown>)[f];
        if (typeof x === 'string' && x !== '') out[f] = x.slice(0, 200);
      }
      return out;
    } catch {
      return undefined;
    }
  },
  format: (v) => JSON.stringify(v),
};

export type StoredItem<T> = { readonly key: string; get(): T | undefined; set(v: T): void; remove(): void };

function item<T>(name: AreaName, key: string, codec: Codec<T>): StoredItem<T> {
  return {
    key,
    get: () => {
      const raw = readRaw(name, key);
      return raw === undefined ? undefined : codec.parse(raw);
    },
    set: (v) => writeRaw(name, key, codec.format(v)),
    remove: () => removeRaw(name, key),
  };
}

const VISIT_PREFIX = 'visitId_';
const ENQUIRY_PREFIX = 'enquiryId_';

/** docs/product/session.md stored browser items (the ones the session owns). */
export const stored = {
  deviceId: item('local', 'deviceId', positiveInt),
  deviceUuid: item('local', 'deviceUuid', text),
  /** A partner path's source id (docs/product/session.md 'Partner sessions'). */
  sourceId: item('local', 'sourceId', positiveInt),
  authorization: item('local', 'authorization', text),
  /** Visit per product: visitId_<countryProductId>. */
  visitId: (countryProductId: number) => item('local', `${VISIT_PREFIX}${countryProductId}`, positiveInt),
  /** Enquiry per product, for this tab (docs/product/cards.md 'Credit card apply': stored in session storage). */
  enquiryId: (countryProductId: number) => item('session', `${ENQUIRY_PREFIX}${countryProductId}`, text),
  utmParams: item('session', 'utmParams', utm),
  /** The partner query string, without '?' (docs/product/session.md 'Partner sessions'). */
  adcbParams: item('session', 'adcbParams', text),
  /** Internal-IP flag for this tab (the office network can change between sessions). */
  internalIp: item('session', 'isInternalIp', flag),
};

/** docs/product/session.md: when the device is recreated the stored values are cleared before being rewritten. */
export function clearDeviceSession(): void {
  stored.deviceId.remove();
  stored.deviceUuid.remove();
  stored.authorization.remove();
  for (const k of keysWithPrefix('local', VISIT_PREFIX)) removeRaw('local', k);
}

/** Test hook: forget the in-memory fallback. */
export function resetMemoryStorage(): void {
  memory.local.clear();
  memory.session.clear();
}
