/** A localized text's English and Arabic (Arabic falls back to English), as the lists show an item's name. */
export const namesOf = (v: unknown): { en: string; ar: string } => {
  const n = (v ?? {}) as Partial<Record<string, unknown>>;
  const en = typeof n.en === 'string' ? n.en : '';
  return { en, ar: typeof n.ar === 'string' ? n.ar : en };
};
