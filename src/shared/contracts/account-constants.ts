/**
 * Sign-in constants the browser's plain modules read (decision 0031), kept apart from the zod schemas in
 * `account.ts` so that no schema library reaches the browser (decision 0026).
 */

/** Where the sign-in modal sends the visitor after the tick (docs/product/account.md: 900 ms later). */
export const ACCOUNT_PATH = '/account/';
export const SIGN_IN_REDIRECT_MS = 900;
/**
 * A non-secret cookie set beside the httpOnly session cookie, readable by the header module: only when it is
 * present does a page ask GET /api/auth/session (most visitors never signed in and send no request).
 */
export const SIGNED_IN_HINT_COOKIE = 'sc_signed_in';

export type TSendOtpResponse = {
  success: true;
  message: string;
  maskedMobile: string;
  length: number;
  resendAfter: number;
};
export type TAuthSession = { signedIn: false } | { signedIn: true; maskedMobile: string; expiresAt: string };

// The account after the sale (decision 0088).

/** The printable schedule of a policy of the signed-in number (before the language prefix). */
export const policySchedulePath = (policyPublicId: string) => `/account/policies/${policyPublicId}/schedule/`;
/** The schedule's path without a language prefix: its policy's public id, or undefined. */
export function schedulePolicyIdOf(contentPath: string): string | undefined {
  return /^\/account\/policies\/([A-Za-z0-9]{24})\/schedule\/$/.exec(contentPath)?.[1];
}
/** A policy ending within this many days (UAE day) is 'expiring soon'. */
export const EXPIRING_SOON_DAYS = 30;
/** A purchase still pending after this many hours is no longer listed (the checkout was left, or a query is due). */
export const PENDING_LISTED_HOURS = 24;
/** How the account shows a policy: the row's status with the cover dates read against the UAE day. */
export const POLICY_VIEW_STATUSES = ['issuing', 'active', 'expiring', 'expired', 'cancelled'] as const;
export type PolicyViewStatus = (typeof POLICY_VIEW_STATUSES)[number];

/** The printable schedule's content (GET of the schedule page renders it on the server): a policy and its holder. */
export type TPolicySchedule = {
  policyId: string;
  productId: number;
  status: PolicyViewStatus;
  policyNumber: string;
  /** The holder's number as the page shows it ('+971 5X XXX 1234'). */
  holder: string;
  insurer: { name: string; claimsPhone: string; claimsEmail: string };
  planName: string;
  startDate: string;
  endDate: string;
  price: { premiumFils: number; vatFils: number; totalFils: number };
  cover: { label: string; value: string }[];
  howToClaim: string[];
  /** The quote certificate's id and its page, when the policy came from a quote. */
  quoteId: string | null;
  certificate: string | null;
};
