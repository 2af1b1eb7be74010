import type { TFieldValue } from '../contracts/journey';

/** ':name' placeholders of an action or options url (docs/product/journeys.md 'action {url with :param placeholders}'). */
const PLACEHOLDER = /:([A-Za-z_$][A-Za-z0-9_$]{0,63})/g;

/** The field ids a url's placeholders name, in order. */
export function placeholderNames(url: string): string[] {
  return [...url.matchAll(PLACEHOLDER)].map((m) => m[1] ?? '');
}

function asParam(value: TFieldValue | undefined): string | undefined {
  if (typeof value === 'string') return value.trim() === '' ? undefined : value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value === 'boolean') return String(value);
  return undefined;
}

/**
 * Fills every ':name' from the answers, URL-encoded (docs/product/journeys.md 'Form next button: :param placeholders
 * filled from form values'). Null when an answer is missing: the call cannot be made yet.
 */
export function fillPlaceholders(url: string, values: Readonly<Record<string, TFieldValue>>): string | null {
  let missing = false;
  const filled = url.replace(PLACEHOLDER, (_m, name: string) => {
    const v = Object.hasOwn(values, name) ? asParam(values[name]) : undefined;
    if (v === undefined) {
      missing = true;
      return '';
    }
    return encodeURIComponent(v);
  });
  return missing ? null : filled;
}
