import { ConsoleApiError, type ConsoleApi } from '../types';
import type { Issue } from './kinds';

/** A refused catalogue write with the 422's issues by path (the shell's helper keeps only code and message). */
export class ItemError extends ConsoleApiError {
  constructor(
    status: number,
    code: string,
    message: string,
    readonly issues: readonly Issue[],
  ) {
    super(status, code, message);
  }
}

type T = (key: string, vars?: Record<string, string | number>) => string;

const issuesIn = (v: unknown): Issue[] =>
  Array.isArray(v)
    ? v.map((i: { path?: unknown; message?: unknown }) => ({
        path: Array.isArray(i.path) ? i.path.join('.') : String(i.path ?? ''),
        message: String(i.message ?? ''),
      }))
    : [];

/**
 * POST /api/console/catalogue/<kind>/<id>/<action> keeping a 422's issues. A 401 goes through the shell's helper
 * once more, so the sign-in screen comes back as for any other call.
 */
export async function postItem<R>(api: ConsoleApi, t: T, path: string, body: unknown): Promise<R> {
  let res: Response;
  try {
    res = await fetch(`/api/console/${path}`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  } catch {
    throw new ConsoleApiError(0, 'NETWORK', t('console:errors.NETWORK'));
  }
  const json = (await res.json().catch(() => ({}))) as {
    data?: R;
    code?: string;
    message?: string;
    issues?: unknown;
  };
  if (res.status === 401) await api('me');
  if (!res.ok) {
    const code = json.code ?? 'other';
    const message = t(`consoleCatalogue:items.errors.${code}`, {
      defaultValue: json.message || t('console:errors.other'),
    });
    throw new ItemError(res.status, code, message, issuesIn(json.issues));
  }
  return json.data as R;
}
