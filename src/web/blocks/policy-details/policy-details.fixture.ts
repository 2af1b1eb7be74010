import type { TBlockOf } from '../../../shared/contracts/blocks';

export const policyDetailsEn: TBlockOf<'POLICY_DETAILS'> = {
  type: 'POLICY_DETAILS',
  key: 'plan-summary',
  fieldValues: {
    planName: 'Oasis Shield Essential Care (demo)',
    cover: 150000,
    pharmacyLimit: 2500,
    tpaName: 'Gulf Care TPA (demo)',
    applyUrl: '/health-insurance/',
  },
};

export const policyDetailsAr: TBlockOf<'POLICY_DETAILS'> = {
  type: 'POLICY_DETAILS',
  key: 'plan-summary-ar',
  fieldValues: {
    planName: 'أويسس شيلد للرعاية الأساسية (تجريبي)',
    cover: 150000,
    pharmacyLimit: 2500,
    tpaName: 'جلف كير لإدارة المطالبات (تجريبي)',
    applyUrl: '/health-insurance/',
  },
};
