import { z } from 'zod';

/** The console's staff roles (decision 0110); content_editor works in part 2. */
export const CONSOLE_ROLES = ['agent', 'team_lead', 'content_editor', 'admin'] as const;
export type ConsoleRole = (typeof CONSOLE_ROLES)[number];

/**
 * Who may call a console route (route option `role`, decision 0110): 'signed-out' for the sign-in and invitation
 * steps (no staff cookie needed), 'staff' for any signed-in staff member, or the list of roles allowed.
 */
export type ConsoleRouteRole = 'signed-out' | 'staff' | readonly ConsoleRole[];

export const CONSOLE_ERROR_CODES = {
  CONSOLE_SIGNED_OUT: 'CONSOLE_SIGNED_OUT',
  CONSOLE_FORBIDDEN: 'CONSOLE_FORBIDDEN',
  CONSOLE_BAD_ORIGIN: 'CONSOLE_BAD_ORIGIN',
  CONSOLE_SIGN_IN_FAILED: 'CONSOLE_SIGN_IN_FAILED',
  CONSOLE_LOCKED: 'CONSOLE_LOCKED',
  CONSOLE_INVITATION_INVALID: 'CONSOLE_INVITATION_INVALID',
  CONSOLE_TOTP_INVALID: 'CONSOLE_TOTP_INVALID',
  CONSOLE_STAFF_EXISTS: 'CONSOLE_STAFF_EXISTS',
} as const;

export const ZConsoleEmail = z
  .string()
  .trim()
  .max(254)
  .email()
  .transform((s) => s.toLowerCase());
/** 12 to 200 characters; no composition rules (NIST SP 800-63B), a length that resists guessing. */
export const ZConsolePassword = z.string().min(12).max(200);
export const ZTotpCode = z.string().regex(/^\d{6}$/, 'six digits');

export const ZConsoleMe = z.object({
  data: z.object({
    id: z.number(),
    email: z.string(),
    displayName: z.string(),
    role: z.enum(CONSOLE_ROLES),
    products: z.array(z.number()),
  }),
});
