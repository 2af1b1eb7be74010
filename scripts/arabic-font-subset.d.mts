/** Types of arabic-font-subset.mjs (used by vite.config.ts). */
export declare const ARABIC_CORE_CODEPOINTS: number[];
export declare const DEVANAGARI_CORE_CODEPOINTS: number[];
export declare const MALAYALAM_CORE_CODEPOINTS: number[];
export declare const CORE_SUBSETS: Record<
  'arabic' | 'devanagari' | 'malayalam',
  { pkg: string; codepoints: number[] }
>;
export declare function ensureArabicCoreFonts(
  root: string,
  endonyms?: Record<string, string>,
): Promise<string>;
