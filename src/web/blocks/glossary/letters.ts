import type { LangCode } from '../../../shared/domain/locales';

export const LATIN_LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('');
/** The 28 letters of the Arabic alphabet in dictionary (alifbāʾī) order. */
export const ARABIC_LETTERS = 'ا ب ت ث ج ح خ د ذ ر ز س ش ص ض ط ظ ع غ ف ق ك ل م ن ه و ي'.split(' ');
/** The group of entries whose first character is in neither alphabet (digits, other scripts). */
export const OTHER_GROUP = '#';

/** Hamza and madda forms of alif file under alif; alif maqsura under yaa (as Arabic dictionaries do). */
const ARABIC_FOLD: Record<string, string> = {
  أ: 'ا',
  إ: 'ا',
  آ: 'ا',
  ٱ: 'ا',
  ى: 'ي',
  ة: 'ه',
  ؤ: 'و',
  ئ: 'ي',
};

/**
 * The bar a page shows (decision 0037): A–Z everywhere, and on Arabic pages the Arabic alphabet first (Arabic
 * page names), with A–Z kept after it for Latin names such as 'EMI' that Arabic pages also use.
 */
export function alphabetsFor(lang: LangCode): string[][] {
  return lang === 'ar' ? [ARABIC_LETTERS, LATIN_LETTERS] : [LATIN_LETTERS];
}

/**
 * A name as it is filed and sorted: an Arabic name without its definite article 'ال', as Arabic dictionaries file
 * words ('التحمل' under ت; decision 0105), so most terms do not all fall under alif.
 */
export const filingName = (pageName: string): string =>
  pageName.trim().replace(/^ال(?=\p{Script=Arabic}{2})/u, '');

/** The letter an entry files under: its first letter, upper-cased or folded, else '#'. */
export function letterOf(pageName: string): string {
  const first = filingName(pageName).charAt(0);
  const latin = first.normalize('NFD').charAt(0).toUpperCase();
  if (LATIN_LETTERS.includes(latin)) return latin;
  const arabic = ARABIC_FOLD[first] ?? first;
  if (ARABIC_LETTERS.includes(arabic)) return arabic;
  return OTHER_GROUP;
}

export type GlossaryGroup<T> = { letter: string; entries: T[] };

/** Entries grouped by letter in the bar's order (then '#'), each group sorted with the page language's collation. */
export function groupEntries<T extends { pageName: string; letter?: string }>(
  entries: readonly T[],
  lang: LangCode,
): GlossaryGroup<T>[] {
  const collator = new Intl.Collator(lang, { sensitivity: 'base', numeric: true });
  const byLetter = new Map<string, T[]>();
  for (const e of entries) {
    // A name in neither alphabet (Hindi, Malayalam) files under the letter its entry gives (decision 0105).
    const own = letterOf(e.pageName);
    const l = own === OTHER_GROUP && e.letter ? e.letter : own;
    const list = byLetter.get(l);
    if (list) list.push(e);
    else byLetter.set(l, [e]);
  }
  const order = [...alphabetsFor(lang).flat(), ...(lang === 'ar' ? [] : ARABIC_LETTERS), OTHER_GROUP];
  return order
    .filter((l) => byLetter.has(l))
    .map((letter) => ({
      letter,
      entries: (byLetter.get(letter) ?? [])
        .slice()
        .sort((a, b) => collator.compare(filingName(a.pageName), filingName(b.pageName))),
    }));
}
