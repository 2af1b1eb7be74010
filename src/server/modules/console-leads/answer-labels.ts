import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { forms } from '../../../db/schema';
import { ZForm, type TField, type TFieldOption, type TFieldValue } from '../../../shared/contracts/journey';
import { fillPlaceholders } from '../../../shared/rules/placeholders';

export type ConsoleLang = 'en' | 'ar';
/** The options an optionsSource url serves in a language (the forms service's `resolveOptions`). */
export type ResolveOptions = (url: string, lang: ConsoleLang) => Promise<TFieldOption[] | null>;

export const answerText = (v: unknown) => (typeof v === 'string' ? v : JSON.stringify(v));

/**
 * A product's journey questions by field id, from its stored forms (decision 0077: the forms are data, one row per
 * form and language): the staff member's language first, English for a field only the English form has.
 */
export async function questionsOf(
  db: Db,
  productId: number,
  lang: ConsoleLang,
): Promise<Map<string, TField>> {
  const rows = await db
    .select({ language: forms.language, definition: forms.definition })
    .from(forms)
    .where(
      and(eq(forms.productId, productId), inArray(forms.language, lang === 'en' ? ['en'] : [lang, 'en'])),
    );
  const byId = new Map<string, TField>();
  for (const preferred of [lang, 'en']) {
    for (const row of rows.filter((r) => r.language === preferred)) {
      const form = ZForm.safeParse(row.definition);
      if (!form.success) continue;
      for (const field of form.data.screens.flatMap((s) => s.fields))
        if (!byId.has(field.fieldId)) byId.set(field.fieldId, field);
    }
  }
  return byId;
}

/**
 * An answer as a person reads it: an option id becomes its label (the field's own options, or the list its url
 * serves with the other answers filled in), a list of ids their labels; anything else, or an id no list knows,
 * stays as it was stored.
 */
export async function answerShown(
  field: TField | undefined,
  value: unknown,
  answers: Record<string, unknown>,
  lang: ConsoleLang,
  resolve: ResolveOptions,
): Promise<string> {
  if (!field || !(typeof value === 'string' || Array.isArray(value))) return answerText(value);
  let options = field.options;
  if (!options && field.optionsSource) {
    const url = fillPlaceholders(field.optionsSource.url, answers as Record<string, TFieldValue>);
    options = (url ? await resolve(url, lang).catch(() => null) : null) ?? undefined;
  }
  if (!options) return answerText(value);
  const labelOf = (id: string) => options.find((o) => o.id === id)?.label ?? id;
  if (typeof value === 'string') return labelOf(value);
  return value.every((v) => typeof v === 'string') ? value.map(labelOf).join(', ') : answerText(value);
}
