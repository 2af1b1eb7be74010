import { useEffect, useState } from 'react';
import { pageQuery } from '../session/context';
import { stored } from '../session/storage';
import { apiGet } from './api';
import { interpolate } from '../../shared/i18n/translator';
import type { JourneyStrings } from './strings';
import { contentLang } from '../../shared/i18n/localized';

/** docs/product/quotes.md 'Async enquiry products': the page polls the enquiry's job state every 2 s, for about a minute. */
export const POLL_MS = 2000;
export const POLL_LIMIT_MS = 60_000;

export type QuotesStatusProps = {
  productId: number;
  productName: string;
  /** Credit score, credit cards, international mortgages, health: finished by a background job. */
  isAsync: boolean;
  strings: QuotesStrings;
  lang: string;
  /** The product page, for 'Start a new search'. */
  productPath: string;
};

type QuotesStrings = JourneyStrings['quotes'];

type View =
  | { kind: 'checking' }
  | { kind: 'none' }
  | { kind: 'received'; id: string }
  | { kind: 'preparing'; id: string }
  | { kind: 'ready'; id: string; summary: string | null; details: string[] }
  | { kind: 'failed'; id: string }
  | { kind: 'timeout'; id: string };

/**
 * One translated sentence for a background job's result (the server's EnquiryResult kinds: ids and numbers only,
 * labels come from the catalogue). Unknown shapes show nothing beyond 'ready'.
 */
export function summaryOf(result: unknown, strings: QuotesStrings['result'], lang: string): string | null {
  if (!result || typeof result !== 'object' || Array.isArray(result)) return null;
  const r = result as Record<string, unknown>;
  const nums: Record<string, string> = {};
  const fmt = new Intl.NumberFormat(`${lang}-AE`);
  for (const [k, v] of Object.entries(r))
    if (typeof v === 'number' && Number.isFinite(v)) nums[k] = fmt.format(v);
  // A result without the numbers its sentence needs shows nothing (never a `{{name}}` placeholder).
  const has = (...names: string[]) => names.every((n) => Object.hasOwn(nums, n));
  switch (r.kind) {
    case 'creditScore': {
      const band = typeof r.band === 'string' && Object.hasOwn(strings.bands, r.band) ? r.band : null;
      return band && has('score')
        ? interpolate(strings.creditScore, {
            ...nums,
            band: strings.bands[band as keyof typeof strings.bands],
          })
        : null;
    }
    case 'healthPlans':
      return has('plans', 'members') ? interpolate(strings.healthPlans, nums) : null;
    case 'cardApplication': {
      const name = (v: unknown) => {
        const o = v && typeof v === 'object' ? (v as Record<string, unknown>) : null;
        const text = o ? (o[contentLang(lang)] ?? o.en) : null;
        return typeof text === 'string' ? text : null;
      };
      const card = name(r.cardName);
      const bank = name(r.bankName);
      return card && bank ? interpolate(strings.cardApplication, { card, bank }) : null;
    }
    default:
      return null;
  }
}

/**
 * The lines under a credit score (decision 0016): where it came from, and the factors that moved it most with
 * their points. Anything else, or an unknown factor, adds nothing.
 */
export function detailsOf(result: unknown, strings: QuotesStrings['result'], lang: string): string[] {
  if (!result || typeof result !== 'object' || Array.isArray(result)) return [];
  const r = result as Record<string, unknown>;
  if (r.kind === 'cardApplication') {
    const fmt = new Intl.NumberFormat(`${lang}-AE`);
    if (typeof r.monthlyIncome !== 'number' || typeof r.minimumIncome !== 'number') return [];
    const nums = { monthlyIncome: fmt.format(r.monthlyIncome), minimumIncome: fmt.format(r.minimumIncome) };
    return [interpolate(r.eligible === true ? strings.cardEligible : strings.cardBelowMinimum, nums)];
  }
  if (r.kind !== 'creditScore') return [];
  const out: string[] = [];
  if (r.source === 'bureau' || r.source === 'declared') out.push(strings.creditScoreSource[r.source]);
  const fmt = new Intl.NumberFormat(`${lang}-AE`);
  const factors = Array.isArray(r.factors) ? (r.factors as unknown[]) : [];
  for (const f of factors.slice(0, 3)) {
    if (!f || typeof f !== 'object') continue;
    const { id, direction, points } = f as Record<string, unknown>;
    if (typeof id !== 'string' || !Object.hasOwn(strings.factors, id)) continue;
    if (typeof points !== 'number' || !Number.isFinite(points)) continue;
    if (direction !== 'up' && direction !== 'down') continue;
    out.push(
      interpolate(direction === 'up' ? strings.factorUp : strings.factorDown, {
        factor: strings.factors[id as keyof typeof strings.factors],
        points: fmt.format(points),
      }),
    );
  }
  return out;
}

/** The enquiry state shown for a status (ZCachedEnquiry.status). */
export function viewOf(
  id: string,
  status: unknown,
  result: unknown,
  isAsync: boolean,
  summarise: (result: unknown) => string | null = () => null,
  explain: (result: unknown) => string[] = () => [],
): View {
  if (!isAsync) return { kind: 'received', id };
  if (status === 'ready') return { kind: 'ready', id, summary: summarise(result), details: explain(result) };
  if (status === 'failed') return { kind: 'failed', id };
  return { kind: 'preparing', id };
}

/** The quotes landing's status block (decision 0008): polls GET /api/enquiries/:id as this device. */
export function QuotesStatus({
  productId,
  productName,
  isAsync,
  strings,
  productPath,
  lang,
}: QuotesStatusProps) {
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
        const next = viewOf(
          id,
          body?.status,
          body?.result,
          isAsync,
          (r) => summaryOf(r, strings.result, lang),
          (r) => detailsOf(r, strings.result, lang),
        );
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
  }, [productId, isAsync, strings, lang]);

  // The readable reference (SC-XXXX-XXXX, decision 0028) once the server gives it; the internal id until then.
  const enquiryId = 'id' in view ? view.id : null;
  const [readable, setReadable] = useState<string | null>(null);
  useEffect(() => {
    if (!enquiryId) return;
    let live = true;
    void apiGet(`/api/enquiries/${encodeURIComponent(enquiryId)}/results-link`).then((res) => {
      const ref = res.ok ? (res.data as { reference?: unknown } | undefined)?.reference : undefined;
      if (live && typeof ref === 'string' && /^SC-[A-Z0-9]{4}-[A-Z0-9]{4}$/.test(ref)) setReadable(ref);
    });
    return () => {
      live = false;
    };
  }, [enquiryId]);
  const reference = enquiryId ? (
    <p className="quotes__reference" data-testid="quotes-reference">
      {interpolate(strings.reference, { id: '\u0000' })
        .split('\u0000')
        .flatMap((part, i) =>
          i === 0
            ? [part]
            : [
                <bdi key="ref" dir="ltr">
                  {readable ?? enquiryId}
                </bdi>,
                part,
              ],
        )}
    </p>
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
          {view.summary ? <p className="quotes__summary">{view.summary}</p> : null}
          {view.details.length > 1 ? (
            <>
              <p className="quotes__details-source">{view.details[0]}</p>
              <h2 className="quotes__details-title">{strings.result.factorsTitle}</h2>
              <ul className="quotes__details" data-testid="credit-factors">
                {view.details.slice(1).map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </>
          ) : view.details.length === 1 ? (
            <p className="quotes__details-source">{view.details[0]}</p>
          ) : null}
        </>
      ) : null}
      {view.kind === 'failed' ? <p>{strings.failed}</p> : null}
      {view.kind === 'timeout' ? <p>{strings.timeout}</p> : null}
      <p className="quotes__demo">{strings.demo}</p>
    </div>
  );
}
