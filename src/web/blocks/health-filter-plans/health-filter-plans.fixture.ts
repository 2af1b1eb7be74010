import type { TBlockOf } from '../../../shared/contracts/blocks';
import type { THealthFilterPlansData } from '../../../shared/contracts/block-data';

export const healthFilterPlansEn: TBlockOf<'HEALTH_FILTER_PLANS'> = {
  type: 'HEALTH_FILTER_PLANS',
  key: 'health-dubai-sum-insured-1-million-plans',
  sumInsured: '1-million',
};

export const healthFilterPlansAr: TBlockOf<'HEALTH_FILTER_PLANS'> = {
  ...healthFilterPlansEn,
  key: 'health-dubai-sum-insured-1-million-plans-ar',
};

/** What the page route's resolver step gives the block (demo figures in the shape the health engine answers). */
export const healthFilterPlansData: NonNullable<THealthFilterPlansData> = {
  sumInsuredAed: 1_000_000,
  profileSummary: 'One adult aged 30 living in Dubai',
  plans: [
    {
      planId: 1303,
      providerId: 1,
      insurerName: 'Falcon Crest Assurance (demo)',
      insurerSlug: 'falcon-crest',
      insurerLogo: '/assets/insurers/falcon-crest.svg',
      planName: 'Gold Care',
      planSlug: 'falcon-crest-health-gold',
      planPath: '/health-insurance/falcon-crest-insurance/falcon-crest-health-gold/',
      annualLimitAed: 1_000_000,
      networkTier: 'premier',
      copayPercent: 0,
      totalFils: 573_338,
    },
    {
      planId: 3302,
      providerId: 3,
      insurerName: 'Pearl Gate Insurance (demo)',
      insurerSlug: 'pearl-gate',
      insurerLogo: '/assets/insurers/pearl-gate.svg',
      planName: 'Gold Care',
      planSlug: 'pearl-gate-health-gold',
      planPath: '/health-insurance/pearl-gate-insurance/pearl-gate-health-gold/',
      annualLimitAed: 1_000_000,
      networkTier: 'premier',
      copayPercent: 0,
      totalFils: 624_935,
    },
  ],
};
