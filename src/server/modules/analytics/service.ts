import {
  analyticsPath,
  looksPersonal,
  type TAnalyticsBatch,
  type TFunnel,
  type TFunnelCounts,
  type TFunnelQuery,
} from '../../../shared/contracts/analytics';
import { DEFAULT_LANG, localeByPrefix } from '../../../shared/domain/locales';
import type { AnalyticsRepo } from './repo';

/** Decision 0103: a browser clock this far off is not believed; the arrival time is stored instead. */
const PAST_MS = 24 * 3_600_000;
const FUTURE_MS = 10 * 60_000;
const DEPTH = 6;

export const FUNNEL_STEPS = [
  'visits',
  'journeyStarts',
  'submits',
  'otpVerified',
  'quotesSeen',
  'leadsOrBuys',
] as const satisfies readonly (keyof TFunnelCounts)[];

/**
 * Whether any key or value of a request body (at any depth) looks like personal data, the visit id aside (our own
 * number). Runs before the schema, so a phone number in a field the schema does not know is named as what it is.
 */
export function carriesPersonalData(body: unknown, depth = 0): boolean {
  if (depth > DEPTH) return false;
  if (Array.isArray(body)) return body.some((v) => carriesPersonalData(v, depth + 1));
  if (body && typeof body === 'object') {
    return Object.entries(body).some(
      ([k, v]) =>
        looksPersonal(k) || (!(depth === 0 && k === 'visitId') && carriesPersonalData(v, depth + 1)),
    );
  }
  return looksPersonal(body);
}

/**
 * The body with every event's path taken through analyticsPath first (the browser sends `location.pathname` as it
 * is): a renewal link's token becomes ':id' before the personal-data check reads the path, and is never stored.
 */
/** A path with a query or fragment stays as sent: the schema refuses it (a query may carry anything). */
const plainPath = (p: string) => (/[?#]/.test(p) ? p : analyticsPath(p));

export function withPlainPaths(body: unknown): unknown {
  if (!body || typeof body !== 'object' || !Array.isArray((body as { events?: unknown }).events)) return body;
  const b = body as { events: unknown[] };
  return {
    ...b,
    events: b.events.map((e) =>
      e && typeof e === 'object' && typeof (e as { pagePath?: unknown }).pagePath === 'string'
        ? { ...e, pagePath: plainPath((e as { pagePath: string }).pagePath) }
        : e,
    ),
  };
}

/** The language of a public path: its first segment's locale prefix, else English. */
export function languageOfPath(path: string): string {
  const first = path.split('/')[1] ?? '';
  return localeByPrefix(first)?.code ?? DEFAULT_LANG;
}

function believable(at: string, now: Date): Date {
  const t = new Date(at);
  const d = t.getTime() - now.getTime();
  return Number.isNaN(d) || d > FUTURE_MS || d < -PAST_MS ? now : t;
}

const zero = (): TFunnelCounts => ({
  visits: 0,
  journeyStarts: 0,
  submits: 0,
  otpVerified: 0,
  quotesSeen: 0,
  leadsOrBuys: 0,
});

export function analyticsService(repo: AnalyticsRepo) {
  return {
    /** Appends a checked batch: paths without ids, times believed within bounds, nothing else about the caller. */
    async accept(batch: TAnalyticsBatch, now: Date): Promise<number> {
      return repo.append(
        batch.events.map((e) => {
          const pagePath = analyticsPath(e.pagePath);
          return {
            visitId: batch.visitId,
            name: e.name,
            at: believable(e.at, now),
            productId: e.productId ?? null,
            pagePath,
            fieldId: e.fieldId ?? null,
            language: languageOfPath(pagePath),
          };
        }),
      );
    },

    async funnel(q: TFunnelQuery): Promise<TFunnel['data']> {
      const rows = (await repo.funnel(q.from, q.to, q.productId)).map((r) => ({
        day: r.day,
        productId: r.product_id,
        sourceId: r.source_id,
        language: r.language,
        visits: r.visits,
        journeyStarts: r.journey_starts,
        submits: r.submits,
        otpVerified: r.otp_verified,
        quotesSeen: r.quotes_seen,
        leadsOrBuys: r.leads_or_buys,
      }));
      const totals = zero();
      for (const r of rows) for (const k of FUNNEL_STEPS) totals[k] += r[k];
      return {
        from: q.from,
        to: q.to,
        productId: q.productId ?? null,
        steps: [...FUNNEL_STEPS],
        rows,
        totals,
      };
    },

    purge: (days: number) => repo.purgeOlderThan(days),
  };
}

export type AnalyticsService = ReturnType<typeof analyticsService>;
