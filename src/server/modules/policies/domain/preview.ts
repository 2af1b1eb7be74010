import type { TField, TFieldOption } from '../../../../shared/contracts/journey';
import type { THandoffPreview } from '../../../../shared/contracts/policies-api';
import type { TFunction } from '../../../../shared/i18n/translator';
import { linkMask, maskEmail } from '../../../lib/masking';
import { formatNumber } from '../../quotes/domain/labels';
import { PROPOSAL_ANSWER_IDS } from './proposal';

/**
 * What the visitor is told will be sent (docs/product/policies.md 'Before leaving'): each piece of the proposal
 * labelled by the journey's own field label in the page's language, option ids shown as their labels, the number
 * masked as the results link shows it and the e-mail masked as the journeys show it; the name as written.
 */

/** Answers that are amounts of dirhams. */
const MONEY_IDS = new Set(['carValue', 'contentsValue', 'buildingValue', 'excess']);
/** docs/product/quotes.md genders: '1' male, '2' female. */
const GENDER_KEYS: Readonly<Record<string, string>> = {
  '1': 'journey:members.male',
  '2': 'journey:members.female',
};

export type PreviewFields = {
  /** The product's journey fields (hidden quote-options forms too) in the page's language, by field id. */
  fields: ReadonlyMap<string, TField>;
  /** The options a field's url served for the stored answers, by field id. */
  remoteOptions: ReadonlyMap<string, readonly TFieldOption[]>;
};

const clip = (s: string) => (s.length > 500 ? `${s.slice(0, 499)}…` : s);

function optionLabel(id: string, field: TField | undefined, remote: readonly TFieldOption[] | undefined) {
  return (field?.options ?? remote ?? []).find((o) => o.id === id)?.label;
}

function scalarText(
  t: TFunction,
  fieldId: string,
  v: unknown,
  field: TField | undefined,
  remote: readonly TFieldOption[] | undefined,
): string {
  if (typeof v === 'boolean') return t(v ? 'journey:switch.yes' : 'journey:switch.no');
  if (typeof v === 'number')
    return MONEY_IDS.has(fieldId) ? t('quotes:api.aed', { amount: formatNumber(v) }) : formatNumber(v);
  const s = String(v);
  const label = optionLabel(s, field, remote);
  if (label) return label;
  if (MONEY_IDS.has(fieldId) && /^\d+$/.test(s))
    return t('quotes:api.aed', { amount: formatNumber(Number(s)) });
  return s;
}

function valueText(
  t: TFunction,
  fieldId: string,
  v: unknown,
  field: TField | undefined,
  remote: readonly TFieldOption[] | undefined,
): string {
  if (!Array.isArray(v)) return scalarText(t, fieldId, v, field, remote);
  if (field?.fieldType === 'dateRange' && v.length === 2)
    return t('policies:sent.range', { from: String(v[0]), to: String(v[1]) });
  const counts = new Map<string, number>();
  return v
    .map((item: unknown) => {
      if (!item || typeof item !== 'object') return scalarText(t, fieldId, item, field, remote);
      const row = item as Record<string, unknown>;
      const kind = String(row.id ?? row.memberId ?? '');
      const n = (counts.get(kind) ?? 0) + 1;
      counts.set(kind, n);
      const member = field?.members?.find((m) => m.id === kind);
      const kindLabel = member?.label ?? kind;
      const gender = typeof row.gender === 'string' ? GENDER_KEYS[row.gender] : undefined;
      // A kind there is one of (yourself, a spouse) is named without a number.
      const who = member?.max === 1 ? kindLabel : t('journey:members.entry', { kind: kindLabel, n });
      const dob = String(row.dateOfBirth ?? '');
      return gender
        ? t('policies:sent.member', { who, dob, gender: t(gender) })
        : t('policies:sent.memberNoGender', { who, dob });
    })
    .join('; ');
}

/** The `sent` list of the preview, from the same proposal fields Buy sends. */
export function sentList(
  t: TFunction,
  productId: number,
  holder: { name: string | null; mobile: string; email: string | null },
  answers: Readonly<Record<string, unknown>>,
  lookup: PreviewFields,
): THandoffPreview['sent'] {
  const out: THandoffPreview['sent'] = [];
  if (holder.name?.trim())
    out.push({ key: 'name', label: t('policies:sent.name'), value: clip(holder.name.trim()) });
  out.push({ key: 'mobileNumber', label: t('policies:sent.mobile'), value: linkMask(holder.mobile) });
  if (holder.email?.trim())
    out.push({ key: 'email', label: t('policies:sent.email'), value: maskEmail(holder.email.trim()) });
  for (const id of PROPOSAL_ANSWER_IDS[productId] ?? []) {
    const v = answers[id];
    if (v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0)) continue;
    const field = lookup.fields.get(id);
    out.push({
      key: id,
      label: clip(field?.label ?? id),
      value: clip(valueText(t, id, v, field, lookup.remoteOptions.get(id))),
    });
  }
  return out;
}
