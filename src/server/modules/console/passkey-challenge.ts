/** The challenge a response answers, from its client data (the library checks the rest of the client data). */
export function challengeOf(clientDataJSON: string): string | null {
  try {
    const c = JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8')) as unknown;
    const v = (c as { challenge?: unknown } | null)?.challenge;
    return typeof v === 'string' && v.length > 0 && v.length <= 128 ? v : null;
  } catch {
    return null;
  }
}
