import { sql } from 'drizzle-orm';
import { ZPolicyData, type TPolicyData } from '../../shared/contracts/account';
import { localized } from '../../shared/i18n/localized';
import type { Db } from '../client';
import { insurer } from './quotes/insurers';
import { quoteCatalogueSeed } from './quotes-catalogue';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Demo policies for the demo numbers (decisions 0031 and 0088): sign in with one of these numbers (the code is in
 * the development outbox) to see policies in /account/. They belong to catalogue insurers and plans, so the account
 * shows their names in the page's language and their claims lines; every number and figure is invented. The cover
 * dates are set from the day of the seed, so the three show the three states of an issued policy: active, expiring
 * soon and expired.
 */
type DemoPolicy = {
  publicId: string;
  mobileNumber: string;
  countryProductId: number;
  policyNumber: string;
  startDate: string;
  endDate: string;
  insurerId: number;
  premiumFils: number;
  vatFils: number;
  /** Renewal reminders agreed to at the seed (the switch shows on). */
  reminders: boolean;
  data: TPolicyData;
};

const DAY_MS = 86_400_000;
/** The UAE day `days` from `today` (YYYY-MM-DD). */
const dayFrom = (today: Date, days: number) =>
  new Date(today.getTime() + 4 * 3_600_000 + days * DAY_MS).toISOString().slice(0, 10);

function demo(
  o: Omit<DemoPolicy, 'insurerId' | 'data' | 'startDate' | 'endDate'> & {
    insurer: string;
    plan: string;
    from: number;
    to: number;
    documents: TPolicyData['documents'];
  },
  today: Date,
): DemoPolicy {
  const ins = insurer(o.insurer);
  const plan = quoteCatalogueSeed().plans.find((p) => p.slug === o.plan);
  if (!plan || plan.providerId !== ins.id) throw new Error(`demo policy: no plan ${o.plan} of ${o.insurer}`);
  return {
    publicId: o.publicId,
    mobileNumber: o.mobileNumber,
    countryProductId: o.countryProductId,
    policyNumber: o.policyNumber,
    startDate: dayFrom(today, o.from),
    endDate: dayFrom(today, o.to),
    insurerId: ins.id,
    premiumFils: o.premiumFils,
    vatFils: o.vatFils,
    reminders: o.reminders,
    data: {
      insurer: {
        name: localized(ins.name, 'en'),
        claimsPhone: ins.claimsPhone ?? '',
        claimsEmail: ins.claimsEmail ?? '',
      },
      planName: localized(plan.planName, 'en'),
      cover: plan.features
        .filter((f) => f.checked && f.value)
        .map((f) => ({ label: f.title.en, value: f.value?.en ?? '' })),
      premiumAed: (o.premiumFils + o.vatFils) / 100,
      documents: o.documents,
      planId: plan.planId,
    },
  };
}

export function demoPolicies(today: Date = new Date()): DemoPolicy[] {
  return [
    demo(
      {
        publicId: 'DemoPolicyCar0000000001A',
        mobileNumber: '501111111',
        countryProductId: 1,
        policyNumber: 'FCA-MOT-2026-000417',
        insurer: 'falcon-crest',
        plan: 'falcon-crest-car-agency-plus',
        // Motor cover in the UAE runs 13 months.
        from: -60,
        to: 335,
        premiumFils: 220_000,
        vatFils: 11_000,
        reminders: true,
        documents: [
          { name: 'Policy schedule', kind: 'schedule' },
          { name: 'Motor certificate', kind: 'certificate' },
          { name: 'Policy wording', kind: 'wording' },
        ],
      },
      today,
    ),
    demo(
      {
        publicId: 'DemoPolicyHealth00000002',
        mobileNumber: '501111111',
        countryProductId: 3,
        policyNumber: 'OMI-HLT-2026-001902',
        insurer: 'oasis-meridian',
        plan: 'oasis-meridian-health-northern',
        from: -345,
        to: 19,
        premiumFils: 440_000,
        vatFils: 22_000,
        reminders: false,
        documents: [
          { name: 'Policy schedule', kind: 'schedule' },
          { name: 'Member card', kind: 'certificate' },
        ],
      },
      today,
    ),
    demo(
      {
        publicId: 'DemoPolicyTravel0000003A',
        mobileNumber: '502222222',
        countryProductId: 2,
        policyNumber: 'FCA-TRV-2026-007731',
        insurer: 'falcon-crest',
        plan: 'falcon-crest-travel-worldwide-plus',
        from: -120,
        to: -100,
        premiumFils: 18_000,
        vatFils: 900,
        reminders: false,
        documents: [{ name: 'Travel certificate', kind: 'certificate' }],
      },
      today,
    ),
  ];
}

/** Upserts the demo policies (checked by ZPolicyData first); a visitor's reminders choice is kept on a re-seed. */
export async function seedDemoPolicies(tx: Tx): Promise<number> {
  const rows = demoPolicies();
  for (const p of rows) {
    const data = ZPolicyData.parse(p.data);
    await tx.execute(sql`
      insert into policies (public_id, mobile_number, country_product_id, status, policy_number, start_date, end_date,
        data, insurer_id, premium_fils, vat_fils, reminder_consent_at)
      values (${p.publicId}, ${p.mobileNumber}, ${p.countryProductId}, 'active', ${p.policyNumber}, ${p.startDate},
        ${p.endDate}, ${JSON.stringify(data)}::jsonb, ${p.insurerId}, ${p.premiumFils}, ${p.vatFils},
        ${p.reminders ? sql`now()` : null})
      on conflict (public_id) do update set mobile_number = excluded.mobile_number,
        country_product_id = excluded.country_product_id, status = excluded.status,
        policy_number = excluded.policy_number, start_date = excluded.start_date, end_date = excluded.end_date,
        data = excluded.data, insurer_id = excluded.insurer_id, premium_fils = excluded.premium_fils,
        vat_fils = excluded.vat_fils, updated_at = now()`);
  }
  return rows.length;
}
