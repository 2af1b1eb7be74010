import type { TBlockOf } from '../../../shared/contracts/blocks';

type Item = TBlockOf<'DOORWAY'>['data'][number];

const brandsEn = [
  'Toyota',
  'Nissan',
  'Honda',
  'Kia',
  'Hyundai',
  'Ford',
  'Mazda',
  'Lexus',
  'BMW',
  'Audi',
  'Tesla',
  'Jeep',
  'Volvo',
  'Suzuki',
];
const brandsAr = [
  'تويوتا',
  'نيسان',
  'هوندا',
  'كيا',
  'هيونداي',
  'فورد',
  'مازدا',
  'لكزس',
  'بي إم دبليو',
  'أودي',
  'تسلا',
  'جيب',
  'فولفو',
  'سوزوكي',
];

const items = (names: string[], suffix: string): Item[] =>
  names.map((name, i) => ({
    refUrl: brandsEn[i]!.toLowerCase(),
    pageName: `${name} ${suffix}`,
    pageImageAltText: name,
  }));

export const doorwayEn: TBlockOf<'DOORWAY'> = {
  type: 'DOORWAY',
  key: 'car-brands',
  fieldValues: {
    title: 'Car insurance by brand',
    type: 1,
    hideImage: false,
    imageType: 'primary',
    basePath: '/car-insurance/',
  },
  data: items(brandsEn, 'insurance'),
};

export const doorwayType3En: TBlockOf<'DOORWAY'> = {
  type: 'DOORWAY',
  key: 'car-covers',
  fieldValues: {
    title: 'Covers for your car',
    type: 3,
    hideImage: true,
    imageType: 'primary',
    basePath: '/car-insurance/',
  },
  data: [
    {
      refUrl: 'comprehensive',
      pageName: 'Comprehensive cover',
      pageImageAltText: '',
      description: 'Your car and others.',
    },
    {
      refUrl: 'third-party',
      pageName: 'Third party cover',
      pageImageAltText: '',
      description: 'Damage you cause to others.',
    },
  ],
};

export const doorwayAr: TBlockOf<'DOORWAY'> = {
  type: 'DOORWAY',
  key: 'car-brands-ar',
  fieldValues: {
    title: 'تأمين السيارات حسب العلامة التجارية',
    type: 2,
    hideImage: false,
    imageType: 'primary',
    basePath: '/car-insurance/',
  },
  data: items(brandsAr, '').map((it) => ({
    ...it,
    pageName: `تأمين ${it.pageName.trim()}`,
    description: 'قارن الخطط',
  })),
};

export const doorwayType3Ar: TBlockOf<'DOORWAY'> = {
  type: 'DOORWAY',
  key: 'car-covers-ar',
  fieldValues: {
    title: 'تغطيات لسيارتك',
    type: 3,
    hideImage: true,
    imageType: 'primary',
    basePath: '/car-insurance/',
  },
  data: [
    {
      refUrl: 'comprehensive',
      pageName: 'التغطية الشاملة',
      pageImageAltText: '',
      description: 'سيارتك وسيارات الآخرين.',
    },
    {
      refUrl: 'third-party',
      pageName: 'التغطية ضد الغير',
      pageImageAltText: '',
      description: 'الأضرار التي تسببها للآخرين.',
    },
  ],
};
