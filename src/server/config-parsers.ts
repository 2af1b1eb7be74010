/**
 * The parsers and checks behind src/server/config.ts: the settings that are more than one zod field (lists of
 * origins, insurers' secrets, the development tools' switch), each a small pure function tested on its own.
 */

/**
 * IMAGE_ORIGINS (decision 0045): comma-separated https origins, each kept as its bare origin
 * (`https://cdn.example.com`); anything else (http, a path, a wildcard) refuses to start.
 */
export function parseImageOrigins(raw: string): string[] {
  const out: string[] = [];
  for (const item of raw
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)) {
    let origin: string | undefined;
    try {
      const u = new URL(item);
      const bare = u.pathname === '/' && !u.search && !u.hash && !u.username && !u.password;
      if (u.protocol === 'https:' && bare && /^[a-z0-9.-]+$/.test(u.hostname)) origin = u.origin;
    } catch {
      origin = undefined;
    }
    if (!origin)
      throw new Error(
        `Invalid configuration in environment variables:\n  IMAGE_ORIGINS: '${item}' is not an https origin (https://host[:port])`,
      );
    if (!out.includes(origin)) out.push(origin);
  }
  return out;
}

/** INSURER_SECRETS: 'code=secret,code=secret'; a malformed item or a short secret refuses to start. */
export function parseInsurerSecrets(raw: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const item of raw
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)) {
    const eq = item.indexOf('=');
    const code = eq > 0 ? item.slice(0, eq).trim() : '';
    const secret = eq > 0 ? item.slice(eq + 1).trim() : '';
    if (!/^[a-z0-9][a-z0-9-]{0,63}$/.test(code) || secret.length < 32)
      throw new Error(
        'Invalid configuration in environment variables:\n  INSURER_SECRETS: each item is code=secret with a secret of 32+ characters',
      );
    out[code] = secret;
  }
  return out;
}

/** A listen address no other machine can reach: localhost, 127.0.0.0/8 or ::1. */
export function isLoopbackHost(host: string): boolean {
  const h = host
    .trim()
    .toLowerCase()
    .replace(/^\[|\]$/g, '');
  return (
    h === 'localhost' || h === '::1' || /^127(\.\d{1,3}){3}$/.test(h) || /^::ffff:127(\.\d{1,3}){3}$/.test(h)
  );
}

/**
 * Decision 0024: development tools exist only when asked for (DEV_TOOLS=1, or its alias DEV_OUTBOX=1) or, unless
 * DEV_TOOLS=0, on a local server no other machine can reach: loopback only, not a deployment, no proxy in front.
 */
export function devToolsSetting(
  e: { DEV_TOOLS?: boolean; DEV_OUTBOX?: boolean; HOST: string; TRUST_PROXY: string },
  deployment: boolean,
): { enabled: boolean; reason: string } {
  if (e.DEV_TOOLS !== undefined) return { enabled: e.DEV_TOOLS, reason: `DEV_TOOLS=${e.DEV_TOOLS ? 1 : 0}` };
  if (e.DEV_OUTBOX !== undefined)
    return { enabled: e.DEV_OUTBOX, reason: `DEV_OUTBOX=${e.DEV_OUTBOX ? 1 : 0} (alias of DEV_TOOLS)` };
  if (deployment) return { enabled: false, reason: 'a deployment (production with DATABASE_URL)' };
  if (!isLoopbackHost(e.HOST))
    return { enabled: false, reason: `HOST=${e.HOST} is reachable from other machines` };
  if (e.TRUST_PROXY.trim() !== '')
    return { enabled: false, reason: 'TRUST_PROXY is set (a proxy forwards others)' };
  return { enabled: true, reason: `HOST=${e.HOST} is loopback only` };
}
