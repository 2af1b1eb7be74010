import { z } from 'zod';

/** The console's passkeys (decision 0117): stable codes of their refusals and the shapes of their calls. */
export const CONSOLE_PASSKEY_ERROR_CODES = {
  /** The site is served from an IP address: WebAuthn needs a domain name as its relying party. */
  CONSOLE_PASSKEY_UNAVAILABLE: 'CONSOLE_PASSKEY_UNAVAILABLE',
  /** The challenge is unknown, used already, older than 5 minutes or for another purpose or person. */
  CONSOLE_PASSKEY_CHALLENGE_INVALID: 'CONSOLE_PASSKEY_CHALLENGE_INVALID',
  /** The registration did not verify (origin, RP ID, user verification, signature). */
  CONSOLE_PASSKEY_INVALID: 'CONSOLE_PASSKEY_INVALID',
  CONSOLE_PASSKEY_EXISTS: 'CONSOLE_PASSKEY_EXISTS',
  CONSOLE_PASSKEY_NOT_FOUND: 'CONSOLE_PASSKEY_NOT_FOUND',
  /** Adding or removing a passkey needs a session that began within the last 15 minutes. */
  CONSOLE_REAUTH_REQUIRED: 'CONSOLE_REAUTH_REQUIRED',
} as const;

const b64url = z.string().regex(/^[A-Za-z0-9_-]+$/, 'base64url');

/** What @simplewebauthn/browser's startRegistration answers (RegistrationResponseJSON). */
export const ZPasskeyRegistration = z.looseObject({
  id: b64url.max(1400),
  rawId: b64url.max(1400),
  type: z.literal('public-key'),
  response: z.looseObject({
    clientDataJSON: b64url.max(4000),
    attestationObject: b64url.max(20_000),
    transports: z.array(z.string().max(16)).max(10).optional(),
  }),
  clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
});

/** What @simplewebauthn/browser's startAuthentication answers (AuthenticationResponseJSON). */
export const ZPasskeyAssertion = z.looseObject({
  id: b64url.max(1400),
  rawId: b64url.max(1400),
  type: z.literal('public-key'),
  response: z.looseObject({
    clientDataJSON: b64url.max(4000),
    authenticatorData: b64url.max(4000),
    signature: b64url.max(2000),
    userHandle: b64url.max(200).optional(),
  }),
  clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
});

export const ZPasskeyRow = z.object({
  id: z.number(),
  deviceName: z.string().nullable(),
  transports: z.array(z.string()),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type PasskeyRow = z.infer<typeof ZPasskeyRow>;
