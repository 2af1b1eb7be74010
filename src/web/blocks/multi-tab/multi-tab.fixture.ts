import type { TBlockOf } from '../../../shared/contracts/blocks';

export const multiTabFixtureEn: TBlockOf<'MULTI_TAB'> = {
  type: 'MULTI_TAB',
  key: 'insurance-guides',
  title: 'Insurance guides',
  tabs: [
    {
      title: 'Car',
      items: [
        {
          title: 'Agency or garage repair?',
          description: 'What each means for your premium and your repairs.',
        },
        { title: 'Driving to Oman', description: 'How to add Oman cover before a road trip.' },
      ],
    },
    {
      title: 'Health',
      items: [{ title: 'Basic and enhanced plans', description: 'What the mandatory plans cover in Dubai.' }],
    },
  ],
};

export const multiTabFixtureAr: TBlockOf<'MULTI_TAB'> = {
  type: 'MULTI_TAB',
  key: 'insurance-guides-ar',
  title: 'أدلة التأمين',
  tabs: [
    {
      title: 'السيارات',
      items: [
        { title: 'إصلاح في الوكالة أم في الورشة؟', description: 'ماذا يعني كل خيار لقسطك ولإصلاح سيارتك.' },
        { title: 'القيادة إلى عُمان', description: 'كيف تضيف تغطية عُمان قبل رحلتك البرية.' },
      ],
    },
    {
      title: 'الصحة',
      items: [{ title: 'الخطط الأساسية والمعززة', description: 'ما الذي تغطيه الخطط الإلزامية في دبي.' }],
    },
  ],
};
