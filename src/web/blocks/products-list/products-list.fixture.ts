import type { TBlockOf } from '../../../shared/contracts/blocks';

export const productsListFixture: TBlockOf<'PRODUCTS_LIST'> = {
  type: 'PRODUCTS_LIST',
  key: 'products',
  title: 'Compare with Sahel Compare',
  rows: [
    {
      label: 'Car Insurance',
      url: '/car-insurance',
      message: 'Agency and garage repair plans',
      target: '_self',
    },
    { label: 'Health Insurance', url: '/health-insurance', target: '_self' },
    { label: 'Credit Cards', url: '/credit-cards', message: 'Filter by minimum income', target: '_blank' },
  ],
};

export const productsListFixtureAr: TBlockOf<'PRODUCTS_LIST'> = {
  type: 'PRODUCTS_LIST',
  key: 'products-ar',
  title: 'قارن مع ساحل كومبير',
  rows: [
    {
      label: 'تأمين السيارات',
      url: '/car-insurance',
      message: 'خطط الإصلاح في الوكالة والكراج',
      target: '_self',
    },
    { label: 'التأمين الصحي', url: '/health-insurance', target: '_self' },
  ],
};

export const productsListFixtures = { en: [productsListFixture], ar: [productsListFixtureAr] };
