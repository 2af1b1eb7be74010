import type { PageConflict, PageLanguageState, PageLock } from '../../../shared/contracts/console-pages';
import { ConsoleApiError, type ConsoleSectionProps } from '../types';

/** The page editor's server calls (H5's routes under /api/console/pages, decision 0122). */
export const PAGES_API = {
  list: 'pages',
  one: 'pages/detail',
  draft: 'pages/draft',
  lock: 'pages/lock',
  release: 'pages/lock/release',
  preview: 'pages/preview',
  publish: 'pages/publish',
  unpublish: 'pages/unpublish',
  schedule: 'pages/schedule',
  cancelSchedule: 'pages/schedule/cancel',
  history: 'pages/history',
  diff: 'pages/diff',
  restore: 'pages/restore',
} as const;

export type Props = ConsoleSectionProps;
export type T = Props['t'];

/** A failed call in the staff's language: the page editor's own codes first, then the server's message. */
export function errorText(t: T, e: unknown): string {
  if (e instanceof ConsoleApiError)
    return t(`consolePages:errors.${e.code}`, { defaultValue: e.message || t('console:errors.other') });
  return e instanceof Error ? e.message : String(e);
}

export const when = (lang: string, iso: string) =>
  new Intl.DateTimeFormat(lang === 'ar' ? 'ar-AE-u-nu-latn' : 'en-AE', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Asia/Dubai',
  }).format(new Date(iso));

/** One language's state as one word: what a visitor gets and what waits. */
export function languageMarks(
  s: PageLanguageState,
): ('published' | 'draft' | 'stale' | 'missing' | 'offline')[] {
  const marks: ('published' | 'draft' | 'stale' | 'missing' | 'offline')[] = [];
  if (s.latestVersion === 0 && !s.published) marks.push('missing');
  else marks.push(s.published ? 'published' : 'offline');
  if (s.hasDraft) marks.push('draft');
  if (s.stale) marks.push('stale');
  if (s.missingTexts > 0 && !marks.includes('missing')) marks.push('missing');
  return marks;
}

export function LanguageMarks({ t, s }: { t: T; s: PageLanguageState }) {
  return (
    <span className="cp-marks">
      <strong className="cp-lang">{s.language.toUpperCase()}</strong>
      {languageMarks(s).map((m) => (
        <span key={m} className={`cp-mark cp-mark-${m}`}>
          {m === 'missing' && s.missingTexts > 0
            ? t('consolePages:marks.missingCount', { n: s.missingTexts })
            : t(`consolePages:marks.${m}`)}
        </span>
      ))}
    </span>
  );
}

/** `?path=/x/&language=en` for the read routes. */
export const query = (o: Record<string, string | number | undefined>) =>
  new URLSearchParams(
    Object.entries(o)
      .filter(([, v]) => v !== undefined && v !== '')
      .map(([k, v]) => [k, String(v)]),
  ).toString();

/** A refused write with the body's details (a 409's `conflict` or `lock`, a 422's `issues`). */
export class PagesError extends ConsoleApiError {
  constructor(
    status: number,
    code: string,
    message: string,
    readonly body: {
      conflict?: PageConflict['conflict'];
      lock?: PageLock;
      issues?: unknown[];
    },
  ) {
    super(status, code, message);
  }
}

/**
 * POST /api/console/<path> keeping the error body (the shell's helper keeps only code and message). A 401 goes
 * through the shell's helper once more, so the sign-in screen comes back as for any other call.
 */
export async function post<T>(api: Props['api'], t: T_, path: string, body: unknown): Promise<T> {
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
  const json = (await res.json().catch(() => ({}))) as { data?: T; code?: string; message?: string };
  if (res.status === 401) await api('me');
  if (!res.ok) {
    const code = json.code ?? 'other';
    const message = t(`consolePages:errors.${code}`, { defaultValue: json.message ?? '' });
    throw new PagesError(res.status, code, message, json as PagesError['body']);
  }
  return json.data as T;
}
type T_ = Props['t'];

/** A 422's issues as lines: `jsonData.3.title: Too big` or a missing text's path. */
export const issueLines = (issues: unknown[] | undefined): string[] =>
  (issues ?? []).map((i) => {
    if (typeof i === 'string') return i;
    const o = i as { path?: unknown; message?: unknown };
    const path = Array.isArray(o.path) ? o.path.join('.') : typeof o.path === 'string' ? o.path : '';
    return [path, typeof o.message === 'string' ? o.message : ''].filter(Boolean).join(': ');
  });
