import { sql } from 'drizzle-orm';
import { ZPolicyData, type TPolicyData } from '../../shared/contracts/account';
import type { Db } from '../client';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Demo policies for the demo numbers (decision 0031): sign in with one of these numbers (the code is
 * in the development outbox) to see policies in /account/. Every insurer, number and figure is invented.
 */
type DemoPolicy = {
  publicId: string;
  mobileNumber: string;
  countryProductId: number;
  policyNumber: string;
  startDate: string;
  endDate: string;
  data: TPolicyData;
};

const falcon = {
  name: 'Falcon Shield Insurance',
  claimsPhone: '800 3252 001',
  claimsEmail: 'claims@falconshield.example',
};
const oasis = {
  name: 'Oasis Mutual Assurance',
  claimsPhone: '800 6274 002',
  claimsEmail: 'claims@oasismutual.example',
};

export const demoPolicies: DemoPolicy[] = [
  {
    publicId: 'DemoPolicyCar0000000001A',
    mobileNumber: '501111111',
    countryProductId: 1,
    policyNumber: 'FSI-MOT-2026-000417',
    startDate: '2026-03-01',
    endDate: '2027-02-28',
    data: {
      insurer: falcon,
      planName: 'Comprehensive Plus',
      cover: [
        { label: 'Insured value', value: 'AED 68,000' },
        { label: 'Agency repair', value: 'Included' },
        { label: 'Third-party liability', value: 'AED 3,500,000' },
        { label: 'Excess', value: 'AED 500' },
      ],
      premiumAed: 2310,
      documents: [
        { name: 'Policy schedule', kind: 'schedule' },
        { name: 'Motor certificate', kind: 'certificate' },
        { name: 'Policy wording', kind: 'wording' },
      ],
    },
  },
  {
    publicId: 'DemoPolicyHealth00000002',
    mobileNumber: '501111111',
    countryProductId: 3,
    policyNumber: 'OMA-HLT-2026-001902',
    startDate: '2026-01-15',
    endDate: '2027-01-14',
    data: {
      insurer: oasis,
      planName: 'Silver Care',
      cover: [
        { label: 'Annual limit', value: 'AED 1,000,000' },
        { label: 'Network', value: 'Oasis Silver network' },
        { label: 'Outpatient co-pay', value: '10%' },
      ],
      premiumAed: 4650,
      documents: [
        { name: 'Policy schedule', kind: 'schedule' },
        { name: 'Member card', kind: 'certificate' },
      ],
    },
  },
  {
    publicId: 'DemoPolicyTravel0000003A',
    mobileNumber: '502222222',
    countryProductId: 2,
    policyNumber: 'FSI-TRV-2026-007731',
    startDate: '2026-07-01',
    endDate: '2026-07-21',
    data: {
      insurer: falcon,
      planName: 'Worldwide Essential',
      cover: [
        { label: 'Medical expenses', value: 'USD 100,000' },
        { label: 'Trip cancellation', value: 'USD 2,500' },
      ],
      premiumAed: 189,
      documents: [{ name: 'Travel certificate', kind: 'certificate' }],
    },
  },
];

/** Upserts the demo policies (checked by ZPolicyData first). */
export async function seedDemoPolicies(tx: Tx): Promise<number> {
  for (const p of demoPolicies) {
    const data = ZPolicyData.parse(p.data);
    await tx.execute(sql`
      insert into policies (public_id, mobile_number, country_product_id, policy_number, start_date, end_date, data)
      values (${p.publicId}, ${p.mobileNumber}, ${p.countryProductId}, ${p.policyNumber}, ${p.startDate},
        ${p.endDate}, ${JSON.stringify(data)}::jsonb)
      on conflict (public_id) do update set mobile_number = excluded.mobile_number,
        country_product_id = excluded.country_product_id, policy_number = excluded.policy_number,
        start_date = excluded.start_date, end_date = excluded.end_date, data = excluded.data`);
  }
  return demoPolicies.length;
}
