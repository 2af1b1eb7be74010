import { z } from 'zod';
import { ZPolicyData, type TPolicyData } from '../../../shared/contracts/account';
import type { TInsurerEvent } from '../../../shared/contracts/policies';
import { DEFAULT_LANG } from '../../../shared/domain/locales';
import { tFor } from '../../../shared/i18n/catalogues';

/**
 * The policy document (ZPolicyData) written when an insurer issues a policy (docs/product/policies.md 'Insurer
 * events'): the insurer's name and claims contacts from the catalogue, the plan's name and cover from the plan that
 * was quoted, the add-ons the quote priced, the premium charged and the documents the insurer listed. In the
 * catalogue's default language, as the seeded demo policies are; the account shows the catalogue's words per
 * language by the ids kept (`planId`, `quoteId`, and the row's insurer).
 */

const ZText = z.record(z.string(), z.string());
/** Only what is read here; the catalogue documents carry more (ZInsurer, ZPlan). */
const ZInsurerDoc = z.object({
  name: ZText,
  claimsPhone: z.string().optional(),
  claimsEmail: z.string().optional(),
});
const ZPlanDoc = z.object({
  planName: ZText,
  coverInfo: z.array(z.object({ row1: ZText, row2: ZText })).default([]),
  limits: z.array(z.object({ name: ZText, value: ZText })).default([]),
});
const ZBreakdownDoc = z.object({
  lines: z.array(
    z.object({
      kind: z.string(),
      labelKey: z.string(),
      params: z.record(z.string(), z.union([z.string(), z.number()])).default({}),
    }),
  ),
});

/** At most this many cover lines (the account shows them as a short list). */
const MAX_COVER_LINES = 12;

const text = (t: Record<string, string> | undefined): string => t?.[DEFAULT_LANG] ?? '';

export type PolicyDataInput = {
  insurer: unknown;
  plan: unknown;
  planId: number | null;
  breakdown: unknown;
  /** The quote certificate's public id. */
  quoteId: string;
  event: Pick<TInsurerEvent['data'], 'documents'> & { premiumFils: number; vatFils: number };
};

/** The cover lines: the plan's cover summary and limits, then the add-ons the quote priced; each label once. */
function coverOf(plan: z.infer<typeof ZPlanDoc> | undefined, breakdown: unknown) {
  const t = tFor(DEFAULT_LANG);
  const lines = [
    ...(plan?.coverInfo ?? []).map((c) => ({ label: text(c.row1), value: text(c.row2) })),
    ...(plan?.limits ?? []).map((l) => ({ label: text(l.name), value: text(l.value) })),
  ];
  const priced = ZBreakdownDoc.safeParse(breakdown);
  if (priced.success)
    for (const l of priced.data.lines.filter((x) => x.kind === 'addOn'))
      lines.push({ label: t(l.labelKey, l.params), value: t('policies:events.coverIncluded') });
  const seen = new Set<string>();
  return lines
    .filter((l) => l.label && l.value && !seen.has(l.label) && (seen.add(l.label), true))
    .slice(0, MAX_COVER_LINES);
}

export function policyDataOf(input: PolicyDataInput): TPolicyData {
  const insurer = ZInsurerDoc.safeParse(input.insurer);
  const plan = ZPlanDoc.safeParse(input.plan);
  const { premiumFils, vatFils, documents = [] } = input.event;
  // The ids go beside the checked document (optional fields of ZPolicyData, which the account reads them by).
  const ids = { ...(input.planId === null ? {} : { planId: input.planId }), quoteId: input.quoteId };
  const doc = ZPolicyData.parse({
    insurer: {
      name: insurer.success ? text(insurer.data.name) : '',
      claimsPhone: insurer.success ? (insurer.data.claimsPhone ?? '') : '',
      claimsEmail: insurer.success ? (insurer.data.claimsEmail ?? '') : '',
    },
    planName: plan.success ? text(plan.data.planName) : '',
    cover: coverOf(plan.success ? plan.data : undefined, input.breakdown),
    // What the visitor paid, VAT included (AED with fils as decimals).
    premiumAed: (premiumFils + vatFils) / 100,
    documents: documents.map((d) => ({ name: d.name, kind: d.kind })),
  });
  return { ...doc, ...ids };
}
