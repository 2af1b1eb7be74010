import type { TBlockOf } from '../../../shared/contracts/blocks';

export const comparisonEn: TBlockOf<'COMPARISON'> = {
  type: 'COMPARISON',
  key: 'car-compare',
  title: 'Compare two comprehensive plans (demo)',
  plans: [
    { planId: 101, name: 'Oasis Shield Comprehensive' },
    { planId: 202, name: 'Falcon Crest Motor Plus' },
  ],
  rows: [
    {
      value: 'Agency repair',
      data: [
        { planId: 101, value: 'Yes' },
        { planId: 202, value: 'NA' },
      ],
    },
    {
      value: 'Oman cover',
      data: [
        { planId: 101, value: 'NA' },
        { planId: 202, value: 'Yes' },
      ],
    },
    {
      value: 'Excess',
      data: [
        { planId: 101, value: 'AED 500' },
        { planId: 202, value: 'AED 350' },
      ],
    },
  ],
};

export const comparisonAr: TBlockOf<'COMPARISON'> = {
  type: 'COMPARISON',
  key: 'car-compare-ar',
  title: 'قارن خطتين شاملتين (تجريبي)',
  plans: [
    { planId: 101, name: 'أويسس شيلد الشاملة' },
    { planId: 202, name: 'فالكون كريست موتور بلس' },
  ],
  rows: [
    {
      value: 'الإصلاح في الوكالة',
      data: [
        { planId: 101, value: 'Yes' },
        { planId: 202, value: 'NA' },
      ],
    },
    {
      value: 'مبلغ التحمّل',
      data: [
        { planId: 101, value: '500 درهم' },
        { planId: 202, value: '350 درهم' },
      ],
    },
  ],
};
