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
