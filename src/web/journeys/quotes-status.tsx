import { useEffect, useState } from 'react';
import { pageQuery } from '../session/context';
import { stored } from '../session/storage';
import { apiGet } from './api';
import { interpolate } from './strings';
import type { JourneyStrings } from './strings';

/** Spec 000 §4 'Async enquiry products': the page polls the enquiry's job state every 2 s, for about a minute. */
export const POLL_MS = 2000;
export const POLL_LIMIT_MS = 60_000;

export type QuotesStatusProps = {
  productId: number;
  productName: string;
  /** Credit score, credit cards, international mortgages, health: finished by a background job. */
  isAsync: boolean;
  strings: JourneyStrings['quotes'];
  /** The product page, for 'Start a new search'. */
  productPath: string;
};

type View =
  | { kind: 'checking' }
  | { kind: 'none' }
  | { kind: 'received'; id: string }
  | { kind: 'preparing'; id: string }
  | { kind: 'ready'; id: string; summary: [string, string][] }
  | { kind: 'failed'; id: string }
  | { kind: 'timeout'; id: string };

/** A short, safe summary of a job result: its top-level text and number entries (at most 8). */
export function summaryOf(result: unknown): [string, string][] {
  if (!result || typeof result !== 'object' || Array.isArray(result)) return [];
  return Object.entries(result as Record<string, unknown>)
    .filter(([, v]) => typeof v === 'string' || (typeof v === 'number' && Number.isFinite(v)))
    .slice(0, 8)
    .map(([k, v]) => [
      k.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/^./, (c) => c.toUpperCase()),
      String(v),
    ]);
}

/** The enquiry state shown for a status (ZCachedEnquiry.status). */
export function viewOf(id: string, status: unknown, result: unknown, isAsync: boolean): View {
  if (!isAsync) return { kind: 'received', id };
  if (status === 'ready') return { kind: 'ready', id, summary: summaryOf(result) };
  if (status === 'failed') return { kind: 'failed', id };
  return { kind: 'preparing', id };
}

/** The quotes landing's status block (issue 4 §4): polls GET /api/enquiries/:id as this device. */
export function QuotesStatus({ productId, productName, isAsync, strings, productPath }: QuotesStatusProps) {
  const [view, setView] = useState<View>({ kind: 'checking' });

  useEffect(() => {
    const id = pageQuery().enquiryId ?? stored.enquiryId(productId).get();
    if (!id || !/^[A-Za-z0-9]{24}$/.test(id)) {
      setView({ kind: 'none' });
      return;
    }
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const started = Date.now();
    const poll = async () => {
      const res = await apiGet(`/api/enquiries/${encodeURIComponent(id)}`);
      if (stopped) return;
      if (!res.ok) {
        if (res.status === 404) return setView({ kind: 'none' });
      } else {
        const body = res.data as { status?: unknown; result?: unknown } | undefined;
        const next = viewOf(id, body?.status, body?.result, isAsync);
        setView(next);
        if (next.kind !== 'preparing') return;
      }
      if (Date.now() - started >= POLL_LIMIT_MS) return setView({ kind: 'timeout', id });
      timer = setTimeout(() => void poll(), POLL_MS);
    };
    void poll();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [productId, isAsync]);

  const reference =
    'id' in view ? (
      <p className="quotes__reference">{interpolate(strings.reference, { id: view.id })}</p>
    ) : null;
  return (
    <div className="quotes__status" aria-live="polite" data-state={view.kind}>
      {view.kind === 'checking' ? <p role="status">{strings.checking}</p> : null}
      {view.kind === 'none' ? (
        <>
          <p>{strings.noEnquiry}</p>
          <a className="journey__next" href={productPath}>
            {strings.startAgain}
          </a>
        </>
      ) : null}
      {view.kind !== 'checking' && view.kind !== 'none' ? (
        <p>{interpolate(strings.intro, { product: productName })}</p>
      ) : null}
      {reference}
      {view.kind === 'received' ? <p className="quotes__note">{strings.partners}</p> : null}
      {view.kind === 'preparing' ? (
        <p className="quotes__progress" role="status">
          <span className="journey__spinner" aria-hidden="true" /> {strings.preparing}
        </p>
      ) : null}
      {view.kind === 'ready' ? (
        <>
          <p className="quotes__ready">{strings.ready}</p>
          {view.summary.length ? (
            <dl className="quotes__summary">
              {view.summary.map(([k, v]) => (
                <div key={k}>
                  <dt>{k}</dt>
                  <dd>{v}</dd>
                </div>
              ))}
            </dl>
          ) : null}
        </>
      ) : null}
      {view.kind === 'failed' ? <p>{strings.failed}</p> : null}
      {view.kind === 'timeout' ? <p>{strings.timeout}</p> : null}
      <p className="quotes__demo">{strings.demo}</p>
    </div>
  );
}
