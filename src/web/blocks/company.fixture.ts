import type { TBlockOf } from '../../shared/contracts/blocks';
import type { TRatingReview } from '../../shared/contracts/blocks-company';

/** Fixtures of the company group (docs/product/pages.md) in English and Arabic: honest demo text for the fictional brand. */

export const aboutUsFixtures: Record<'en' | 'ar', TBlockOf<'ABOUTUS'>> = {
  en: {
    type: 'ABOUTUS',
    key: 'about',
    title: 'About Sahel Compare',
    content:
      '<p>Sahel Compare is a fictional demo brand: a comparison marketplace for UAE insurance and banking.</p>',
    fieldValues: {
      sections: [
        {
          title: 'What we do',
          content:
            '<p>You answer a few questions once and see plans from demo insurers, each price explained.</p>',
        },
        {
          title: 'How we are paid',
          content: '<p>This demo is paid by no one. A sponsored place would always be marked as such.</p>',
        },
      ],
    },
  },
  ar: {
    type: 'ABOUTUS',
    key: 'about',
    title: 'عن ساحل كومبير',
    content:
      '<p>ساحل كومبير علامة تجريبية خيالية: سوق لمقارنة منتجات التأمين والخدمات المصرفية في الإمارات.</p>',
    fieldValues: {
      sections: [
        {
          title: 'ماذا نفعل',
          content: '<p>تجيب عن بضعة أسئلة مرة واحدة وترى خططًا من شركات تأمين تجريبية، مع شرح كل سعر.</p>',
        },
        {
          title: 'كيف نحصل على أجرنا',
          content: '<p>لا أحد يدفع لهذا العرض التجريبي. وأي مكان مموّل سيُشار إليه دائمًا بوضوح.</p>',
        },
      ],
    },
  },
};

export const contactUsFixtures: Record<'en' | 'ar', TBlockOf<'CONTACTUS'>> = {
  en: {
    type: 'CONTACTUS',
    key: 'contact',
    title: 'Contact us',
    content:
      '<p>This is a demo: nobody answers these channels. They show how a live service would list them.</p>',
    fieldValues: {
      channels: [
        {
          kind: 'phone',
          label: 'Phone (demo)',
          value: '+971 4 000 0000',
          note: 'Sunday to Thursday, 9 am to 6 pm',
        },
        { kind: 'email', label: 'E-mail (demo)', value: 'help@sahel-compare.example' },
        { kind: 'hours', label: 'Opening hours', value: 'Sunday to Thursday, 9:00 to 18:00' },
      ],
    },
  },
  ar: {
    type: 'CONTACTUS',
    key: 'contact',
    title: 'اتصل بنا',
    content: '<p>هذا عرض تجريبي: لا أحد يرد على هذه القنوات. إنها تبيّن كيف ستعرضها خدمة حقيقية.</p>',
    fieldValues: {
      channels: [
        {
          kind: 'phone',
          label: 'الهاتف (تجريبي)',
          value: '+971 4 000 0000',
          note: 'من الأحد إلى الخميس، 9 صباحًا إلى 6 مساءً',
        },
        { kind: 'email', label: 'البريد الإلكتروني (تجريبي)', value: 'help@sahel-compare.example' },
        { kind: 'hours', label: 'ساعات العمل', value: 'من الأحد إلى الخميس، 9:00 إلى 18:00' },
      ],
    },
  },
};

export const legalFixtures: Record<'en' | 'ar', TBlockOf<'LEGALADMINPOLICY'>> = {
  en: {
    type: 'LEGALADMINPOLICY',
    key: 'legal',
    title: 'Legal and admin policies',
    fieldValues: {
      policies: [
        {
          title: 'Privacy notice',
          url: '/privacy-notice/',
          description: 'What we keep about you, why, for how long, and your rights.',
          category: 'Your data',
          updatedOn: '2026-11-01',
        },
        { title: 'Who has my number', url: '/my-data/', category: 'Your data' },
        { title: 'Terms of use', url: '/terms-of-use/', category: 'Using the site', updatedOn: '2026-10-15' },
      ],
    },
  },
  ar: {
    type: 'LEGALADMINPOLICY',
    key: 'legal',
    title: 'السياسات القانونية والإدارية',
    fieldValues: {
      policies: [
        {
          title: 'إشعار الخصوصية',
          url: '/privacy-notice/',
          description: 'ما نحتفظ به عنك، ولماذا، وإلى متى، وما هي حقوقك.',
          category: 'بياناتك',
          updatedOn: '2026-11-01',
        },
        { title: 'من لديه رقمي', url: '/my-data/', category: 'بياناتك' },
        {
          title: 'شروط الاستخدام',
          url: '/terms-of-use/',
          category: 'استخدام الموقع',
          updatedOn: '2026-10-15',
        },
      ],
    },
  },
};

export const reachUsFixtures: Record<'en' | 'ar', TBlockOf<'REACHUS'>> = {
  en: {
    type: 'REACHUS',
    key: 'reach',
    fieldValues: {
      offices: [
        {
          name: 'Dubai office (demo)',
          address: 'Office 1204, Demo Tower, Business Bay, Dubai',
          hours: 'Sunday to Thursday, 9:00 to 18:00',
          phone: '+971 4 000 0000',
        },
      ],
    },
  },
  ar: {
    type: 'REACHUS',
    key: 'reach',
    fieldValues: {
      offices: [
        {
          name: 'مكتب دبي (تجريبي)',
          address: 'مكتب 1204، البرج التجريبي، الخليج التجاري، دبي',
          hours: 'من الأحد إلى الخميس، 9:00 إلى 18:00',
          phone: '+971 4 000 0000',
        },
      ],
    },
  },
};

const reviews: TRatingReview[] = [
  {
    userName: 'Demo reviewer A',
    ratings: { priceRating: 5, serviceRating: 4, claimRating: 4, easeRating: 5 },
  },
  {
    userName: 'Demo reviewer B',
    ratings: { priceRating: 4, serviceRating: 4, claimRating: 3, easeRating: 5 },
  },
  {
    userName: 'Demo reviewer C',
    ratings: { priceRating: 5, serviceRating: 5, claimRating: 4, easeRating: 4 },
  },
];

export const journeyElementFixtures: Record<'en' | 'ar', TBlockOf<'JOURNEY_ELEMENT'>> = {
  en: {
    type: 'JOURNEY_ELEMENT',
    key: 'first-fold',
    title: 'Compare car insurance from demo insurers',
    content: '<p>Answer once, see every plan priced and explained.</p>',
    journeyData: [
      {
        bannerType: 1,
        featureInfo: [
          { title: 'Prices from the insurers’ own rate tables' },
          { title: 'Agency or garage repair, your choice' },
          { title: 'Compare up to three plans' },
          { title: 'A fourth feature is never shown' },
        ],
      },
    ],
    firstFoldRating: { reviews },
    firstFoldRatingContent: 'Demo reviews seeded with the site.',
    asPageTitle: false,
  },
  ar: {
    type: 'JOURNEY_ELEMENT',
    key: 'first-fold',
    title: 'قارن تأمين السيارات من شركات تأمين تجريبية',
    content: '<p>أجب مرة واحدة، وشاهد كل خطة بسعرها وشرحها.</p>',
    journeyData: [
      {
        bannerType: 1,
        featureInfo: [
          { title: 'أسعار من جداول أسعار شركات التأمين نفسها' },
          { title: 'إصلاح في الوكالة أو الكراج، كما تختار' },
          { title: 'قارن حتى ثلاث خطط' },
        ],
      },
    ],
    firstFoldRating: { reviews },
    firstFoldRatingContent: 'تقييمات تجريبية مضمّنة مع الموقع.',
    asPageTitle: false,
  },
};

const nriFeatures = (lang: 'en' | 'ar') =>
  Array.from({ length: 8 }, (_, i) => ({
    id: i + 1,
    heading: lang === 'en' ? `Demo benefit ${i + 1}` : `ميزة تجريبية ${i + 1}`,
    description:
      lang === 'en'
        ? 'A cover feature of the fictional NRI health plans, described in one line.'
        : 'ميزة تغطية في خطط التأمين الصحي التجريبية لغير المقيمين، موصوفة في سطر واحد.',
  }));

export const nriFixtures: Record<'en' | 'ar', TBlockOf<'NRI'>> = {
  en: {
    type: 'NRI',
    key: 'nri',
    title: 'Health insurance for NRIs (demo)',
    fieldValues: {
      features: { title: 'What the demo plans cover', data: nriFeatures('en') },
      whyBuy: {
        title: 'Why compare here',
        items: [
          {
            heading: 'Every price explained',
            description: 'Each premium is worked out from a rate table you can read.',
          },
          { heading: 'Your number, your choice', description: 'Nobody calls unless you tick the box.' },
        ],
      },
    },
  },
  ar: {
    type: 'NRI',
    key: 'nri',
    title: 'تأمين صحي للهنود غير المقيمين (تجريبي)',
    fieldValues: {
      features: { title: 'ما تغطيه الخطط التجريبية', data: nriFeatures('ar') },
      whyBuy: {
        title: 'لماذا تقارن هنا',
        items: [
          { heading: 'كل سعر مشروح', description: 'كل قسط محسوب من جدول أسعار يمكنك قراءته.' },
          { heading: 'رقمك، اختيارك', description: 'لن يتصل بك أحد ما لم تضع علامة في المربع.' },
        ],
      },
    },
  },
};
