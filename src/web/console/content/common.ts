import { ConsoleApiError, type ConsoleSectionProps } from '../types';

/**
 * What the content sections share (decision 0124). A refusal shows the server's own message in English (it names
 * the paths of a loop or chain) and the catalogue's translation of its code in Arabic.
 */
export function errorText(e: unknown, p: Pick<ConsoleSectionProps, 't' | 'lang'>): string {
  if (!(e instanceof ConsoleApiError)) return e instanceof Error ? e.message : String(e);
  if (p.lang === 'en') return e.message;
  return p.t(`consoleContent:errors.${e.code}`, { defaultValue: '' }) || e.message;
}

export const dateText = (lang: string, iso: string) =>
  new Intl.DateTimeFormat(lang === 'ar' ? 'ar-AE-u-nu-latn' : 'en-AE', {
    dateStyle: 'medium',
    timeZone: 'Asia/Dubai',
  }).format(new Date(iso));
