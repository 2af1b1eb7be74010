/** docs/product/pages.md 'Network hospitals: initial limit 10; rises by 10; reset 5 mobile, 10 desktop'. */
export const HOSPITALS_LIMIT = 10;
export const HOSPITALS_LIMIT_MOBILE = 5;
export const HOSPITALS_STEP = 10;

export type HospitalRow = { name: string; city: string; address: string };

const fold = (s: string) => s.toLocaleLowerCase().normalize('NFKC').trim();

/** The rows of the chosen city ('' for all) whose name or address contains the search text, case-insensitively. */
export function matchHospitals<T extends HospitalRow>(rows: readonly T[], city: string, query: string): T[] {
  const q = fold(query);
  const c = fold(city);
  return rows.filter(
    (r) =>
      (c === '' || fold(r.city) === c) &&
      (q === '' || fold(r.name).includes(q) || fold(r.address).includes(q)),
  );
}

/** The cities of the list, each once, in the page language's order. */
export function citiesOf(rows: readonly HospitalRow[], lang: string): string[] {
  return [...new Set(rows.map((r) => r.city.trim()))].sort((a, b) => a.localeCompare(b, lang));
}
