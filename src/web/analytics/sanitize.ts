import { redactText } from '../../shared/rules/redact';

// The data layer's filter, a chunk of its own (decision 0108): `track` loads it with the page's first event.

/**
 * Drops every field whose value looks like personal data (redaction would change it): a mobile number typed
 * into a label, an email in a promotion name. Only strings, finite numbers and booleans pass; the event name
 * always stays.
 */
export function sanitizeEvent<E extends { event: string }>(e: E): Partial<E> & { event: E['event'] } {
  const out: Record<string, unknown> = { event: e.event };
  for (const [k, v] of Object.entries(e)) {
    if (k === 'event') continue;
    if (typeof v === 'boolean') out[k] = v;
    else if (
      (typeof v === 'string' || (typeof v === 'number' && Number.isFinite(v))) &&
      redactText(String(v)) === String(v)
    ) {
      out[k] = v;
    }
  }
  return out as Partial<E> & { event: E['event'] };
}
