import type { TBlockOf } from '../../../shared/contracts/blocks';

export const multiTabCarouselFixtureEn: TBlockOf<'MULTI_TAB_CAROUSEL'> = {
  type: 'MULTI_TAB_CAROUSEL',
  key: 'health-coverage',
  title: 'What health plans can cover',
  tabs: [
    {
      title: 'Inpatient',
      items: [
        { title: 'Hospital stay', description: 'Room, nursing and surgery when you are admitted.' },
        { title: 'Day care', description: 'Procedures that need no overnight stay.' },
        { title: 'Emergency', description: 'Emergency treatment at any licensed hospital in the UAE.' },
      ],
    },
    {
      title: 'Outpatient',
      items: [
        { title: 'Consultations', description: 'Visits to a general practitioner or a specialist.' },
        { title: 'Medicines', description: 'Prescribed medicines, usually with a co-payment.' },
      ],
    },
  ],
};

export const multiTabCarouselFixtureAr: TBlockOf<'MULTI_TAB_CAROUSEL'> = {
  type: 'MULTI_TAB_CAROUSEL',
  key: 'health-coverage-ar',
  title: 'ما الذي يمكن أن تغطيه الخطط الصحية',
  tabs: [
    {
      title: 'العلاج الداخلي',
      items: [
        { title: 'الإقامة في المستشفى', description: 'الغرفة والتمريض والجراحة عند دخولك المستشفى.' },
        { title: 'الرعاية النهارية', description: 'إجراءات لا تتطلب المبيت.' },
        { title: 'الطوارئ', description: 'علاج الطوارئ في أي مستشفى مرخص في الإمارات.' },
      ],
    },
    {
      title: 'العلاج الخارجي',
      items: [
        { title: 'الاستشارات', description: 'زيارات الطبيب العام أو الأخصائي.' },
        { title: 'الأدوية', description: 'الأدوية الموصوفة، عادةً مع نسبة تحمّل.' },
      ],
    },
  ],
};
