import type { TBlockOf } from '../../../shared/contracts/blocks';

export const offersPreviewEn: TBlockOf<'OFFERS_PREVIEW'> = {
  type: 'OFFERS_PREVIEW',
  key: 'travel-offers',
  title: 'Current offers (demo)',
  offers: [
    {
      title: 'Schengen trips',
      endDate: '2099-12-31',
      plans: [
        {
          title: 'Falcon Crest Travel Essential',
          img: '/assets/insurers/falcon-crest.svg',
          imgAlt: 'Falcon Crest Assurance (demo)',
          description: 'Covers Schengen visa requirements for trips of up to 92 days.',
          features: [{ title: 'Medical cover up to EUR 30,000' }, { title: 'Trip cancellation' }],
        },
      ],
    },
    {
      title: 'Summer 2020 offer',
      endDate: '2020-08-31',
      plans: [{ title: 'Expired plan', imgAlt: '', description: '', features: [] }],
    },
  ],
};

export const offersPreviewAr: TBlockOf<'OFFERS_PREVIEW'> = {
  type: 'OFFERS_PREVIEW',
  key: 'travel-offers-ar',
  title: 'العروض الحالية (تجريبي)',
  offers: [
    {
      title: 'رحلات شنغن',
      endDate: '2099-12-31',
      plans: [
        {
          title: 'فالكون كريست للسفر الأساسية',
          img: '/assets/insurers/falcon-crest.svg',
          imgAlt: 'صقر القمة للتأمين (تجريبية)',
          description: 'تستوفي متطلبات تأشيرة شنغن للرحلات حتى 92 يومًا.',
          features: [{ title: 'تغطية طبية حتى 30,000 يورو' }, { title: 'إلغاء الرحلة' }],
        },
      ],
    },
  ],
};
