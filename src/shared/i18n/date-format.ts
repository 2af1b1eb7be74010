import { localeOf, type LangCode } from '../domain/locales';

const formats = new Map<LangCode, Intl.DateTimeFormat>();

/**
 * A document date as 'DD MMM YYYY' (docs/product/pages.md 'Article card carousel shows date as DD MMM YYYY'): '05 Mar 2026'
 * in English, the month's short name in the page's language elsewhere, digits always Latin. Read in UTC so the
 * server and every visitor see the same day. Undefined for a date that does not parse. One formatter per language
 * (making one costs tens of microseconds; a page of reviews formats dozens of dates).
 */
export function formatDayMonthYear(iso: string, lang: LangCode): string | undefined {
  const d = new Date(/^\d{4}-\d{2}-\d{2}$/.test(iso) ? `${iso}T00:00:00Z` : iso);
  if (Number.isNaN(d.getTime())) return undefined;
  let format = formats.get(lang);
  if (!format) {
    format = new Intl.DateTimeFormat(localeOf(lang).intl, {
      day: '2-digit',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    });
    formats.set(lang, format);
  }
  const parts = format.formatToParts(d);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('day')} ${part('month')} ${part('year')}`;
}
