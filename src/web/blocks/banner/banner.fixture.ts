import type { TBlockOf } from '../../../shared/contracts/blocks';

export const bannerHomeFixture: TBlockOf<'BANNER'> = {
  type: 'BANNER',
  key: 'home-banner',
  fieldValues: {
    variant: 'home',
    bannerType: 6,
    subtitle: 'Insurance and finance plans from leading UAE providers, side by side.',
    productLinks: [
      { label: 'Car Insurance', url: '/car-insurance/' },
      { label: 'Health Insurance', url: '/health-insurance/' },
      { label: 'Travel Insurance', url: '/travel-insurance/' },
      { label: 'Home Insurance', url: '/home-insurance/' },
      { label: 'Bike Insurance', url: '/bike-insurance' },
      { label: 'Term Insurance', url: '/term-insurance/' },
      { label: 'Credit Cards', url: '/credit-cards/' },
      { label: 'Personal Loans', url: '/personal-loans/' },
    ],
    slides: [
      {
        title: 'Car insurance in a few minutes',
        text: 'Compare third-party and comprehensive cover from demo UAE insurers, priced in AED.',
        ctaLabel: 'Compare car insurance',
        url: '/car-insurance/',
        icon: 'car',
      },
      {
        title: 'Health cover for the whole family',
        text: "See plans that meet the UAE's mandatory health insurance rules side by side.",
        ctaLabel: 'Compare health plans',
        url: '/health-insurance',
        icon: 'health',
      },
      {
        title: 'A credit card that fits your salary',
        text: 'Filter cards by minimum salary and annual fee.',
      },
    ],
  },
};

export const bannerProductFixture: TBlockOf<'BANNER'> = {
  type: 'BANNER',
  key: 'car-insurance-banner',
  title: 'Car Insurance in the UAE',
  content:
    'Compare comprehensive and third-party car insurance from more than 20 UAE insurers in under two minutes. ' +
    'Prices start from AED 650 a year for third-party cover, and every plan listed meets the minimum cover ' +
    'required to register a vehicle in Dubai, Abu Dhabi and the Northern Emirates.\n\n' +
    'Choose agency or garage repair, add roadside assistance, personal accident cover for passengers or ' +
    'Oman extension, and buy online. Your policy documents arrive by e-mail within minutes, ready for ' +
    'your vehicle registration renewal.',
  fieldValues: {
    variant: 'product',
    bannerType: 1,
    subtitle: 'Instant quotes from Oasis Shield, Falcon Crest Takaful and more',
    ctaLabel: 'Get car insurance quotes',
    ctaUrl: '/car-insurance/quotes',
    features: [
      'Agency repair options',
      'Free roadside assistance',
      'Policy issued in minutes',
      'Oman cover add-on',
    ],
  },
};

export const bannerProductArFixture: TBlockOf<'BANNER'> = {
  type: 'BANNER',
  key: 'car-insurance-banner-ar',
  title: 'تأمين السيارات في الإمارات',
  content:
    'قارن بين عروض تأمين السيارات الشامل وضد الغير من أكثر من 20 شركة تأمين في الإمارات خلال دقيقتين. ' +
    'تبدأ الأسعار من 650 درهمًا سنويًا للتأمين ضد الغير، وجميع الخطط المعروضة تستوفي الحد الأدنى المطلوب ' +
    'لتسجيل المركبة في دبي وأبوظبي والإمارات الشمالية.',
  fieldValues: {
    variant: 'product',
    ctaLabel: 'احصل على عروض الأسعار',
    ctaUrl: '/ar-ae/car-insurance/quotes/',
    features: ['إصلاح في الوكالة', 'مساعدة مجانية على الطريق'],
  },
};

export const bannerFixtures: TBlockOf<'BANNER'>[] = [
  bannerHomeFixture,
  bannerProductFixture,
  bannerProductArFixture,
];
