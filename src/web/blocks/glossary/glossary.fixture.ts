import type { TBlockOf } from '../../../shared/contracts/blocks';

export const glossaryFixture: TBlockOf<'GLOSSARY'> = {
  type: 'GLOSSARY',
  key: 'glossary',
  basePath: '/glossary',
  rows: [
    { pageName: 'Excess', refUrl: 'excess' },
    { pageName: 'Agency repair', refUrl: 'agency-repair' },
    { pageName: 'Annual fee', refUrl: 'annual-fee' },
    { pageName: 'Co-payment', refUrl: 'co-payment' },
    { pageName: 'EMI', refUrl: 'emi' },
    { pageName: 'Zero depreciation', refUrl: 'zero-depreciation' },
    { pageName: 'Balance transfer', refUrl: 'balance-transfer' },
  ],
};

export const glossaryFixtureAr: TBlockOf<'GLOSSARY'> = {
  type: 'GLOSSARY',
  key: 'glossary-ar',
  basePath: '/glossary',
  rows: [
    { pageName: 'التحمل', refUrl: 'excess' },
    { pageName: 'إصلاح الوكالة', refUrl: 'agency-repair' },
    { pageName: 'الرسوم السنوية', refUrl: 'annual-fee' },
    { pageName: 'نسبة المشاركة في الدفع', refUrl: 'co-payment' },
    { pageName: 'تحويل الرصيد', refUrl: 'balance-transfer' },
    { pageName: 'EMI', refUrl: 'emi' },
  ],
};

export const glossaryFixtures = { en: [glossaryFixture], ar: [glossaryFixtureAr] };
