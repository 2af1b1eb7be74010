import { z } from 'zod';
import {
  EXPIRING_SOON_DAYS,
  ZPolicyData,
  type PolicyViewStatus,
  type TAccountPolicy,
  type TPolicyData,
} from '../../../shared/contracts/account';
import { policySchedulePath } from '../../../shared/contracts/account-constants';
import { ZInsurer, ZLocalizedText, ZPlanFeature } from '../../../shared/contracts/quotes-base';
import type { LangCode } from '../../../shared/domain/locales';
import { productPath } from '../../../shared/domain/products';
import { tFor } from '../../../shared/i18n/catalogues';
import { localized } from '../../../shared/i18n/localized';

/**
 * How the account shows a policy (decision 0088), pure: the row with its catalogue insurer and plan as read, the UAE
 * day, the page language. The catalogue's words win over the document's English ones wherever the catalogue still
 * has the insurer and the plan; the document keeps what was issued when it does not.
 */

/** One policy row as the account repo reads it (policies joined to its insurer, plan, quote and enquiry). */
export type PolicyRow = {
  id: number;
  public_id: string;
  country_product_id: number;
  status: 'pending' | 'active' | 'declined' | 'cancelled';
  policy_number: string | null;
  start_date: string | null;
  end_date: string | null;
  data: unknown;
  premium_fils: number | null;
  vat_fils: number | null;
  reminder_consent_at: Date | string | null;
  reminders_stopped_at: Date | string | null;
  /** insurers.data (a ZInsurer document) of policies.insurer_id. */
  insurer: unknown;
  /** plans.document of the document's planId, else of the quote's plan. */
  plan: unknown;
  quote_public_id: string | null;
  enquiry_public_id: string | null;
  /** The UAE day when read (YYYY-MM-DD). */
  today: string;
};

const DAY_MS = 86_400_000;
const dayNumber = (iso: string) => Math.round(Date.parse(`${iso}T00:00:00Z`) / DAY_MS);

/** The status the account shows: an issued policy read against the UAE day; null for one it does not list. */
export function policyViewStatus(
  row: Pick<PolicyRow, 'status' | 'end_date' | 'today'>,
): { status: PolicyViewStatus; daysLeft: number | null } | null {
  const daysLeft = row.end_date ? dayNumber(row.end_date) - dayNumber(row.today) : null;
  switch (row.status) {
    case 'pending':
      return { status: 'issuing', daysLeft: null };
    case 'cancelled':
      return { status: 'cancelled', daysLeft };
    case 'declined':
      return null;
    case 'active':
      if (daysLeft === null) return { status: 'active', daysLeft };
      if (daysLeft < 0) return { status: 'expired', daysLeft };
      return { status: daysLeft <= EXPIRING_SOON_DAYS ? 'expiring' : 'active', daysLeft };
  }
}

/** What the account needs of a plan document (the catalogue's ZPlan, read loosely: only these parts). */
const ZPlanWords = z.object({ planName: ZLocalizedText, features: z.array(ZPlanFeature) });

/** Renewal reminders are on when agreed to and not stopped since (the columns the reminder jobs read). */
export const remindersOn = (row: Pick<PolicyRow, 'reminder_consent_at' | 'reminders_stopped_at'>) =>
  row.reminder_consent_at !== null && row.reminders_stopped_at === null;

export type PolicyLinks = {
  /** The renewal page's path for this policy (signed), when the policy came from an enquiry that can be re-priced. */
  renewal: (row: PolicyRow) => string | null;
};

/** The account's view of one policy in `lang`, or null for a row it does not list. */
export function policyView(row: PolicyRow, lang: LangCode, links: PolicyLinks): TAccountPolicy | null {
  const state = policyViewStatus(row);
  if (!state) return null;
  const parsed = row.data === null ? undefined : ZPolicyData.safeParse(row.data);
  const data: TPolicyData | undefined = parsed?.success ? parsed.data : undefined;
  const insurer = ZInsurer.safeParse(row.insurer);
  const plan = ZPlanWords.safeParse(row.plan);
  const name = insurer.success ? localized(insurer.data.name, lang) : (data?.insurer.name ?? '');
  const claimsPhone =
    (insurer.success ? insurer.data.claimsPhone : undefined) ?? data?.insurer.claimsPhone ?? '';
  const claimsEmail =
    (insurer.success ? insurer.data.claimsEmail : undefined) ?? data?.insurer.claimsEmail ?? '';
  const cover = plan.success
    ? plan.data.features
        .filter((f) => f.checked && f.value)
        .map((f) => ({ label: localized(f.title, lang), value: f.value ? localized(f.value, lang) : '' }))
    : (data?.cover ?? []);
  const totalFromData = data ? Math.round(data.premiumAed * 100) : 0;
  const vatFils = row.vat_fils ?? 0;
  const premiumFils = row.premium_fils ?? totalFromData - vatFils;
  const issued = state.status !== 'issuing';
  const product = productPath(row.country_product_id);
  const quoteId = row.quote_public_id ?? data?.quoteId ?? null;
  const renewable = state.status === 'expiring' || state.status === 'expired';
  const t = tFor(lang);
  return {
    policyId: row.public_id,
    productId: row.country_product_id,
    policyNumber: row.policy_number ?? '',
    startDate: row.start_date ?? '',
    endDate: row.end_date ?? '',
    status: state.status,
    daysLeft: state.daysLeft,
    insurer: { name, claimsPhone, claimsEmail },
    planName: plan.success ? localized(plan.data.planName, lang) : (data?.planName ?? ''),
    cover: issued ? cover : [],
    premiumAed: (premiumFils + vatFils) / 100,
    price: { premiumFils, vatFils, totalFils: premiumFils + vatFils },
    documents: data?.documents ?? [],
    ...(data?.planId === undefined ? {} : { planId: data.planId }),
    ...(quoteId === null ? {} : { quoteId }),
    links: {
      schedule: issued ? policySchedulePath(row.public_id) : null,
      certificate: quoteId && product ? `${product}/quotes/certificate/?quoteId=${quoteId}` : null,
      // The renewal page re-prices the stored answers; a policy without them starts a fresh quote.
      renew: renewable ? (links.renewal(row) ?? (product ? `${product}/` : null)) : null,
    },
    reminders: {
      on: remindersOn(row),
      available: state.status === 'active' || state.status === 'expiring',
    },
    howToClaim: issued
      ? [1, 2, 3, 4].map((n) =>
          t(`account:claim.step${n}`, {
            insurer: name,
            phone: claimsPhone,
            email: claimsEmail,
            policy: row.policy_number ?? '',
          }),
        )
      : [],
  };
}
