import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { ConsoleApiError, type ConsoleSectionProps } from '../types';

type Texts = Pick<ConsoleSectionProps, 't' | 'lang'>;

/**
 * What the content sections share (decision 0124). A refusal shows the server's own message in English (it names
 * the paths of a loop or chain) and the catalogue's translation of its code in Arabic.
 */
export function errorText(e: unknown, p: Texts): string {
  if (!(e instanceof ConsoleApiError)) return e instanceof Error ? e.message : String(e);
  if (p.lang === 'en') return e.message;
  return p.t(`consoleContent:errors.${e.code}`, { defaultValue: '' }) || e.message;
}

export const dateText = (lang: string, iso: string) =>
  new Intl.DateTimeFormat(lang === 'ar' ? 'ar-AE-u-nu-latn' : 'en-AE', {
    dateStyle: 'medium',
    timeZone: 'Asia/Dubai',
  }).format(new Date(iso));

/** A refusal or failure, read out when it appears; nothing when there is none. */
export function ErrorNote({ error }: { error: string }) {
  return error ? (
    <p className="cs-error" role="alert">
      {error}
    </p>
  ) : null;
}

/** What the last change did ('Uploaded.', 'Removed.'), read out politely. */
export function StatusNote({ note }: { note: string }) {
  return (
    <p className="cs-muted" role="status">
      {note}
    </p>
  );
}

/**
 * A section's list from the console API: the rows (null while loading), the load error, the note of the last
 * change, and `changed(note)` that shows the note and loads the list again. `clearOnLoad` shows 'Loading…' again
 * on every load (a list whose filter changes) instead of keeping the rows until the new ones arrive.
 */
export function useSectionList<T>(
  p: Pick<ConsoleSectionProps, 'api' | 't' | 'lang'>,
  path: string,
  clearOnLoad = false,
) {
  const { api, t, lang } = p;
  const [rows, setRows] = useState<T[] | null>(null);
  const [error, setError] = useState('');
  const [note, setNote] = useState('');
  const load = useCallback(() => {
    const ac = new AbortController();
    if (clearOnLoad) setRows(null);
    api<T[]>(path, { signal: ac.signal }).then(setRows, (e: unknown) => {
      if (!ac.signal.aborted) setError(errorText(e, { t, lang }));
    });
    return () => ac.abort();
  }, [api, path, t, lang, clearOnLoad]);
  useEffect(load, [load]);
  const changed = (n: string) => {
    setNote(n);
    load();
  };
  return { rows, setRows, error, note, setNote, changed };
}

/** The list's place: its load error, 'Loading…', the empty text, or the rows. */
export function ListBody<T>(props: {
  t: ConsoleSectionProps['t'];
  rows: T[] | null;
  error: string;
  empty: string;
  children: (rows: T[]) => ReactNode;
}) {
  const { t, rows, error, empty, children } = props;
  if (error) return <ErrorNote error={error} />;
  if (!rows) return <p className="cs-muted">{t('consoleContent:loading')}</p>;
  if (rows.length === 0) return <p className="cs-muted">{empty}</p>;
  return <>{children(rows)}</>;
}

/** A form's sending state: busy while `submit(run)` runs, and its refusal in the staff member's language. */
export function useFormSubmit(p: Texts) {
  const [busy, setBusy] = useState(false);
  const [formError, setFormError] = useState('');
  const submit = async (run: () => Promise<void>) => {
    setFormError('');
    setBusy(true);
    try {
      await run();
    } catch (e) {
      setFormError(errorText(e, p));
    } finally {
      setBusy(false);
    }
  };
  return { busy, formError, setFormError, submit };
}
