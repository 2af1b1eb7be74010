import { ConsoleApiError, type ConsoleApi } from './types';

/**
 * The console's one way to call the server: `/api/console/<path>` on this origin (the browser sends Origin and the
 * SameSite=Strict cookie), JSON in and out. A 401 means the session is over: `onSignedOut` shows the sign-in again.
 * `message` turns a stable error code into the staff's language (the server's English message otherwise).
 */
export function consoleApi(opts: {
  onSignedOut: () => void;
  message: (code: string, fallback: string) => string;
}): ConsoleApi {
  return async <T>(path: string, init: Parameters<ConsoleApi>[1] = {}): Promise<T> => {
    const hasBody = init.body !== undefined;
    let res: Response;
    try {
      res = await fetch(`/api/console/${path}`, {
        method: init.method ?? (hasBody ? 'POST' : 'GET'),
        credentials: 'same-origin',
        headers: hasBody ? { 'content-type': 'application/json' } : {},
        ...(hasBody ? { body: JSON.stringify(init.body) } : {}),
        ...(init.signal ? { signal: init.signal } : {}),
      });
    } catch (e) {
      if (e instanceof DOMException && e.name === 'AbortError') throw e;
      throw new ConsoleApiError(0, 'NETWORK', opts.message('NETWORK', 'The network is not answering.'));
    }
    const json = (await res.json().catch(() => ({}))) as { data?: T; code?: string; message?: string };
    if (!res.ok) {
      const code = json.code ?? 'other';
      if (res.status === 401 && code === 'CONSOLE_SIGNED_OUT') opts.onSignedOut();
      throw new ConsoleApiError(res.status, code, opts.message(code, json.message ?? ''));
    }
    return json.data as T;
  };
}
