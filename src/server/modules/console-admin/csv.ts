/**
 * One CSV line (RFC 4180, CRLF): every cell quoted when it holds a comma, quote or line break; a cell a spreadsheet
 * would take as a formula (=, +, -, @, tab, carriage return first) gets a leading apostrophe (OWASP CSV injection).
 */
export function csvLine(cells: readonly (string | number | boolean | null | undefined)[]): string {
  return `${cells
    .map((c) => {
      if (c === null || c === undefined) return '';
      let s = String(c);
      if (typeof c === 'string' && /^[=+\-@\t\r]/.test(s)) s = `'${s}`;
      return /[",\r\n]/.test(s) ? `"${s.replaceAll('"', '""')}"` : s;
    })
    .join(',')}\r\n`;
}

/** A UAE day's start (the UAE has no daylight saving: UTC+4 all year). */
export const uaeDayStart = (day: string) => new Date(`${day}T00:00:00+04:00`);
export const uaeDayEnd = (day: string) => new Date(uaeDayStart(day).getTime() + 86_400_000);
