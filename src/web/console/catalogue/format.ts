import type { ConsoleLang } from '../types';

const locale = (lang: ConsoleLang) => (lang === 'ar' ? 'ar-AE-u-nu-latn' : 'en-AE');

/** Fils as AED with two decimals ('1,234.50'); a signed change keeps its sign ('+12.00'). */
export function aed(lang: ConsoleLang, fils: number, signed = false): string {
  return new Intl.NumberFormat(locale(lang), {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    ...(signed ? { signDisplay: 'exceptZero' as const } : {}),
  }).format(fils / 100);
}

export function percent(lang: ConsoleLang, value: number): string {
  return new Intl.NumberFormat(locale(lang), {
    maximumFractionDigits: 1,
    signDisplay: 'exceptZero',
  }).format(value);
}

export function when(lang: ConsoleLang, iso: string): string {
  return new Intl.DateTimeFormat(locale(lang), {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Asia/Dubai',
  }).format(new Date(iso));
}

/** An error's message for the staff member: a catalogue code in their language, then the server's detail. */
export function errorText(t: (key: string) => string, e: unknown): string {
  const code = (e as { code?: unknown }).code;
  const detail = e instanceof Error ? e.message : String(e);
  if (typeof code === 'string' && code.startsWith('CATALOGUE_')) {
    const own = t(`consoleCatalogue:errors.${code}`);
    return own === detail ? own : `${own} ${detail}`;
  }
  return detail;
}
