import type { TBlockOf } from '../../../shared/contracts/blocks';

/**
 * Demo offers of fictional merchants. The last one ended on 31 August 2023 (the spec's rewards-partner dates), so it
 * is never shown: it proves the end-date rule in the gallery too.
 */
export const rewardsFixtureEn: TBlockOf<'REWARDS'> = {
  type: 'REWARDS',
  key: 'car-rewards',
  fieldValues: { moreOffersUrl: '/car-insurance/' },
  rows: [
    {
      category: 'Dining',
      text: 'Two-for-one dinners at Oasis Table',
      logo: { src: '/assets/demo/oasis-table.svg', alt: 'Oasis Table', width: 96, height: 48 },
      saving: 250,
      description: 'One free main course with each paid one, at every branch.',
      details: [
        {
          title: 'How to use it',
          content: ['Show the code in your policy email when you order.', 'One use a day, dine-in only.'],
        },
      ],
    },
    {
      category: 'Car care',
      text: '20% off a full car service',
      saving: 300,
      description: 'At Falcon Crest Auto workshops in Dubai and Sharjah.',
      details: [
        { title: 'Terms', content: ['Book at least two days ahead.', 'Not combined with other offers.'] },
      ],
    },
    {
      category: 'Travel',
      text: 'Airport lounge pass',
      saving: 150,
      details: [],
    },
    {
      category: 'Car care',
      text: 'Free car wash',
      validUntil: '2023-08-31',
      details: [],
    },
  ],
};

export const rewardsFixtureAr: TBlockOf<'REWARDS'> = {
  type: 'REWARDS',
  key: 'car-rewards-ar',
  fieldValues: { moreOffersUrl: '/ar-ae/car-insurance/' },
  rows: [
    {
      category: 'المطاعم',
      text: 'عشاء لشخصين بسعر واحد في مائدة الواحة',
      logo: { src: '/assets/demo/oasis-table.svg', alt: 'مائدة الواحة', width: 96, height: 48 },
      saving: 250,
      description: 'طبق رئيسي مجاني مع كل طبق مدفوع في جميع الفروع.',
      details: [
        {
          title: 'طريقة الاستخدام',
          content: ['اعرض الرمز الموجود في بريد وثيقتك عند الطلب.', 'استخدام واحد يوميًا، داخل المطعم فقط.'],
        },
      ],
    },
    {
      category: 'العناية بالسيارة',
      text: 'خصم 20% على الصيانة الكاملة للسيارة',
      saving: 300,
      description: 'في ورش قمة الصقر للسيارات في دبي والشارقة.',
      details: [{ title: 'الشروط', content: ['احجز قبل يومين على الأقل.', 'لا يُجمع مع عروض أخرى.'] }],
    },
    { category: 'السفر', text: 'دخول صالة المطار', saving: 150, details: [] },
    { category: 'العناية بالسيارة', text: 'غسيل سيارة مجاني', validUntil: '2023-08-31', details: [] },
  ],
};
