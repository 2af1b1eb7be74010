/** Types of arabic-font-subset.mjs (used by vite.config.ts). */
export declare const ARABIC_CORE_CODEPOINTS: number[];
export declare function ensureArabicCoreFonts(
  root: string,
  endonyms?: Record<string, string>,
): Promise<string>;
