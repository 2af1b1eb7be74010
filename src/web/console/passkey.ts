import {
  browserSupportsWebAuthn,
  startAuthentication,
  startRegistration,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';
import type { PasskeyRow } from '../../shared/contracts/console-passkeys';
import { ConsoleApiError, type ConsoleApi, type ConsoleMe } from './types';

/**
 * The console's passkeys in the browser (decision 0117), through @simplewebauthn/browser: the server makes the
 * options (and keeps the challenge), the browser's authenticator answers, the server verifies. A refusal by the
 * person or the browser becomes a ConsoleApiError with code PASSKEY_CANCELLED (closed or timed out) or
 * PASSKEY_BROWSER (no WebAuthn here, or another error), so the screen can say it in the staff's language.
 */
async function inBrowser<T>(run: () => Promise<T>): Promise<T> {
  if (!browserSupportsWebAuthn())
    throw new ConsoleApiError(0, 'PASSKEY_BROWSER', 'This browser cannot use passkeys.');
  try {
    return await run();
  } catch (e) {
    const name = e instanceof Error ? e.name : '';
    const cause = e instanceof Error && e.cause instanceof Error ? e.cause.name : '';
    if (name === 'NotAllowedError' || cause === 'NotAllowedError' || name === 'AbortError')
      throw new ConsoleApiError(0, 'PASSKEY_CANCELLED', 'The passkey request was closed or timed out.');
    throw new ConsoleApiError(0, 'PASSKEY_BROWSER', e instanceof Error ? e.message : String(e));
  }
}

/** Adds a passkey for the signed-in staff member (the server wants a session begun within 15 minutes). */
export async function registerPasskey(api: ConsoleApi, deviceName?: string): Promise<PasskeyRow> {
  const optionsJSON = await api<PublicKeyCredentialCreationOptionsJSON>('passkeys/options', {
    method: 'POST',
  });
  const credential = await inBrowser(() => startRegistration({ optionsJSON }));
  return api<PasskeyRow>('passkeys', {
    body: { credential, ...(deviceName ? { deviceName } : {}) },
  });
}

/** Signs in with a passkey: without an e-mail the browser offers the passkeys it holds for this site. */
export async function signInWithPasskey(api: ConsoleApi, email?: string): Promise<ConsoleMe> {
  const optionsJSON = await api<PublicKeyCredentialRequestOptionsJSON>('passkey/options', {
    body: email ? { email } : {},
  });
  const credential = await inBrowser(() => startAuthentication({ optionsJSON }));
  return api<ConsoleMe>('passkey/verify', { body: { credential } });
}
