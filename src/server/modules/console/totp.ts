import { generate, generateSecret, generateURI, verify } from 'otplib';

/**
 * TOTP (RFC 6238 through otplib 13.5.0, decision 0110): SHA-1, 6 digits, 30-second steps, the codes of one step
 * before and after accepted (a phone's clock drifts), and never a step at or before the last one accepted, so a
 * code seen over a shoulder cannot be used again. `now` comes from the caller (an injected clock in tests).
 */
export const TOTP_ISSUER = 'Sahel Compare';
const TOLERANCE_S = 30;

export const newTotpSecret = (): string => generateSecret();

export const totpUri = (secret: string, email: string): string =>
  generateURI({ issuer: TOTP_ISSUER, label: email, secret });

/** The step the code belongs to when it is valid now and newer than `lastStep`; else null. */
export async function checkTotp(
  secret: string,
  code: string,
  now: Date,
  lastStep: number | null,
): Promise<number | null> {
  const epoch = Math.floor(now.getTime() / 1000);
  const result = await verify({
    secret,
    token: code,
    epoch,
    epochTolerance: TOLERANCE_S,
    ...(lastStep !== null ? { afterTimeStep: lastStep } : {}),
  }).catch(() => ({ valid: false as const }));
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}

/** The code of `now` (tests and the enrolment's own check). */
export const totpCode = (secret: string, now: Date): Promise<string> =>
  generate({ secret, epoch: Math.floor(now.getTime() / 1000) });
