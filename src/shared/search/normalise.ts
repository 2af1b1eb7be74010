/**
 * One search normaliser for names typed in English or Arabic (docs/product/hospitals.md): the stored `search_name`
 * and every query go through it, so 'Al Zahra', 'al-zahrā' and 'الزهراء' / 'الزهراءة' forms meet.
 *
 * - case and Latin diacritics: lower case, NFKD, combining marks removed ('ā' → 'a');
 * - Arabic letter forms: alef variants (أ إ آ ٱ) → ا, alef maqsura ى → ي, teh marbuta ة → ه, harakat
 *   (U+064B–U+065F, U+0670) and tatweel (U+0640) removed;
 * - Arabic-Indic (٠–٩) and Eastern Arabic-Indic (۰–۹) digits → 0–9;
 * - anything that is not a letter or a digit becomes one space; leading and trailing spaces removed.
 */
export function normaliseSearch(input: string): string {
  return input
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[\u064b-\u065f\u0670\u0640]/g, '')
    .replace(/[\u0622\u0623\u0625\u0671]/g, '\u0627')
    .replace(/\u0649/g, '\u064a')
    .replace(/\u0629/g, '\u0647')
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[\u06f0-\u06f9]/g, (d) => String(d.charCodeAt(0) - 0x06f0))
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}
