import { useCallback, useEffect, useState } from 'react';
import type { LeadRow } from '../../../shared/contracts/console-leads';
import { message } from '../format';
import type { ConsoleSectionProps } from '../types';

export type T = ConsoleSectionProps['t'];

export const hhmm = (m: number) =>
  `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;

/** Loads once per change of `deps` (the previous call aborted); `reload` asks again. */
export function useLoad<V>(load: (signal: AbortSignal) => Promise<V>, deps: readonly unknown[]) {
  const [state, setState] = useState<{ value?: V; error?: string }>({});
  const [n, setN] = useState(0);
  useEffect(() => {
    const ac = new AbortController();
    load(ac.signal).then(
      (value) => setState({ value }),
      (e: unknown) => {
        if (!ac.signal.aborted) setState({ error: message(e) });
      },
    );
    return () => ac.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [...deps, n]);
  return { ...state, reload: useCallback(() => setN((x) => x + 1), []) };
}

export function Status({ t, row }: { t: T; row: LeadRow }) {
  return (
    <span className={`cs-status cs-status-${row.status}`}>{t(`consoleLeads:status.${row.status}`)}</span>
  );
}

export function Consent({ t, row }: { t: T; row: LeadRow }) {
  return row.consent.withdrawnAt ? (
    <span className="cs-bad">{t('consoleLeads:consent.withdrawn')}</span>
  ) : (
    <span>{t('consoleLeads:consent.given', { version: row.consent.version ?? '—' })}</span>
  );
}
