import type { TBlockOf } from '../../../shared/contracts/blocks';

export const tableOfContentFixtureEn: TBlockOf<'TABLE_OF_CONTENT'> = {
  type: 'TABLE_OF_CONTENT',
  key: 'car-guide-toc',
  entries: [
    { id: 'what-is-car-insurance', title: 'What is car insurance?' },
    { id: 'types-of-cover', title: 'Types of cover' },
    { id: 'what-affects-price', title: 'What affects the price' },
    { id: 'documents', title: 'Documents you need' },
    { id: 'claims', title: 'How to make a claim' },
    { id: 'renewal', title: 'Renewing your policy' },
  ],
};

export const tableOfContentFixtureAr: TBlockOf<'TABLE_OF_CONTENT'> = {
  type: 'TABLE_OF_CONTENT',
  key: 'car-guide-toc-ar',
  entries: [
    { id: 'what-is-car-insurance-ar', title: 'ما هو تأمين السيارات؟' },
    { id: 'types-of-cover-ar', title: 'أنواع التغطية' },
    { id: 'what-affects-price-ar', title: 'ما الذي يؤثر في السعر' },
    { id: 'documents-ar', title: 'المستندات المطلوبة' },
    { id: 'claims-ar', title: 'كيف تقدّم مطالبة' },
    { id: 'renewal-ar', title: 'تجديد وثيقتك' },
  ],
};
