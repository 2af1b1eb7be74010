import { localizedPath, type LangCode } from '../../shared/domain/locales';

/**
 * The policy thank-you page's rules (decision 0087; docs/product/policies.md): what GET /api/policies/{publicId}
 * answers, as the page reads it, and how long it keeps asking while the insurer issues the policy. Pure and
 * zod-free (the island's chunk carries no schema library), unit-tested without a browser.
 */

export type PolicyStatus = 'pending' | 'active' | 'declined' | 'cancelled';

export type PolicyView = {
  publicId: string;
  status: PolicyStatus;
  productId: number | null;
  policyNumber: string | null;
  insurer: { name: string; logo: string | null };
  planName: string | null;
  /** Cover dates (YYYY-MM-DD) once issued. */
  startDate: string | null;
  endDate: string | null;
  price: { premiumFils: number; vatFils: number; totalFils: number } | null;
  /** The insurer's claims line and address (the catalogue's), when it has them. */
  claims: { phone: string | null; email: string | null };
  /** How to claim with this insurer, step by step, in the page language (empty until issued). */
  howToClaim: string[];
  /** The printable schedule (the account's page), when the answer names it. */
  scheduleUrl: string | null;
};

const obj = (v: unknown): Record<string, unknown> | undefined =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : undefined;
const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v : null);
const fils = (v: unknown): number | null =>
  typeof v === 'number' && Number.isInteger(v) && v >= 0 ? v : null;
const day = (v: unknown): string | null =>
  typeof v === 'string' && /^\d{4}-\d{2}-\d{2}/.test(v) ? v.slice(0, 10) : null;
const STATUSES: readonly string[] = ['pending', 'active', 'declined', 'cancelled'];

/**
 * The view of a ZPolicyView answer (src/shared/contracts/policies-api.ts) when it has a status and an insurer, else
 * undefined (a changed contract is a failure that speaks, not a blank page).
 */
export function policyViewOf(v: unknown): PolicyView | undefined {
  const b = obj(v);
  if (!b || typeof b.status !== 'string' || !STATUSES.includes(b.status)) return undefined;
  const ins = obj(b.insurer);
  const insurerName = text(ins?.name) ?? text(b.insurerName);
  if (!insurerName) return undefined;
  const price = obj(b.price) ?? b;
  const premium = fils(price.premiumFils);
  const vat = fils(price.vatFils);
  const total = fils(price.totalFils) ?? (premium !== null && vat !== null ? premium + vat : null);
  const claims = obj(b.claims) ?? obj(b.howToClaim) ?? obj(ins?.claims) ?? {};
  return {
    publicId: text(b.policyId) ?? text(b.publicId) ?? '',
    status: b.status as PolicyStatus,
    productId: typeof b.productId === 'number' ? b.productId : null,
    policyNumber: text(b.policyNumber),
    insurer: { name: insurerName, logo: text(ins?.logo) },
    planName: text(b.planName) ?? text(obj(b.plan)?.name),
    startDate: day(b.startDate),
    endDate: day(b.endDate),
    price:
      premium !== null && vat !== null && total !== null
        ? { premiumFils: premium, vatFils: vat, totalFils: total }
        : null,
    claims: { phone: text(claims.phone), email: text(claims.email) },
    scheduleUrl: text(b.scheduleUrl),
    howToClaim: Array.isArray(b.howToClaim)
      ? b.howToClaim.filter((s): s is string => typeof s === 'string' && s.trim() !== '').slice(0, 10)
      : [],
  };
}

export const policyViewParser = {
  safeParse(value: unknown): { success: boolean; data?: PolicyView } {
    const data = policyViewOf(value);
    return data ? { success: true, data } : { success: false };
  },
};

/**
 * While the policy is being issued the page asks again, sooner at first (the sandbox's event usually arrives within
 * seconds) and then less often: 1, 2, 3, 5, 8 seconds, then every 10. It stops after `POLL_LIMIT_MS` and says so,
 * with a button to ask again.
 */
export const POLL_DELAYS_MS: readonly number[] = [1000, 2000, 3000, 5000, 8000];
export const POLL_EVERY_MS = 10_000;
export const POLL_LIMIT_MS = 3 * 60_000;

/** The wait before poll number `attempt` (0-based), or null when `elapsedMs` since the first answer is past the limit. */
export function nextPollDelay(attempt: number, elapsedMs: number): number | null {
  const delay = POLL_DELAYS_MS[attempt] ?? POLL_EVERY_MS;
  return elapsedMs + delay > POLL_LIMIT_MS ? null : delay;
}

/** What the page shows. */
export type PageState =
  | { kind: 'loading' }
  /** No policy id in the address, or this device did not buy it (404): the account shows every policy. */
  | { kind: 'notFound' }
  | { kind: 'error'; offline: boolean }
  | { kind: 'policy'; policy: PolicyView; gaveUp: boolean };

/** The state after an answer: 404 means another device's (or no) policy; other failures keep the last policy shown. */
export function pageStateAfter(
  prev: PageState,
  res: { ok: true; data: PolicyView } | { ok: false; status: number; code: string },
): PageState {
  if (res.ok) return { kind: 'policy', policy: res.data, gaveUp: false };
  if (res.status === 404) return { kind: 'notFound' };
  // A failed poll while the pending policy is shown: keep it, the next poll may answer.
  if (prev.kind === 'policy') return prev;
  return { kind: 'error', offline: res.code === 'NETWORK_ERROR' || res.code === 'TIMEOUT' };
}

/** The schedule page of a policy in the page language (the account's; decision 0088). */
export function schedulePath(publicId: string, lang: LangCode): string {
  return localizedPath(`/account/policies/${encodeURIComponent(publicId)}/schedule/`, lang);
}
