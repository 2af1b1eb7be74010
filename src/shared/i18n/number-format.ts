/**
 * Shared Intl.NumberFormat instances (decision 0026). Making a formatter costs tens of microseconds (locale data
 * lookup), using one costs about one, so render paths that format amounts (the multi-quote tabs' prices, nine a car
 * page render) take them from here instead of constructing one per number. Formatters are immutable, so sharing
 * them is safe; keys come from code (locales and option literals), and the map is bounded anyway.
 */
const formats = new Map<string, Intl.NumberFormat>();
const MAX_FORMATS = 200;

export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    if (formats.size >= MAX_FORMATS) formats.clear();
    formats.set(key, format);
  }
  return format;
}
