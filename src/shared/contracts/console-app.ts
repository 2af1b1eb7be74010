import type { ConsoleRole } from './console';

/**
 * What the console page hands the console's React app (decision 0114): a JSON data block the server writes (no
 * inline script) with the language, the two console addresses, the signed-in staff member (null when signed out)
 * and the strings of every `console…` namespace in that language.
 */
export type ConsoleBoot = {
  lang: 'en' | 'ar';
  paths: Record<'en' | 'ar', string>;
  me: { id: number; email: string; displayName: string; role: ConsoleRole; products: number[] } | null;
  strings: Record<string, unknown>;
};
