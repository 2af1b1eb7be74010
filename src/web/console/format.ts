/** A failed call's words for the screen (ConsoleApiError's message is already in the staff member's language). */
export const message = (e: unknown) => (e instanceof Error ? e.message : String(e));

/** A moment in the UAE's time (Asia/Dubai), the date and the minute, Latin digits in Arabic too. */
export const when = (lang: string, iso: string) =>
  new Intl.DateTimeFormat(lang === 'ar' ? 'ar-AE-u-nu-latn' : 'en-AE', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Asia/Dubai',
  }).format(new Date(iso));
