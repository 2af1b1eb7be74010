import type { TBlockOf } from '../../../shared/contracts/blocks';

export const iconsNewEn: TBlockOf<'ICONS_NEW'> = {
  type: 'ICONS_NEW',
  key: 'car-icons',
  title: 'Why compare with us',
  rows: [
    { iconAlt: '', title: 'Compare plans side by side' },
    { iconAlt: '', title: 'Quotes in about 2 minutes' },
    { iconAlt: '', title: 'Advisors 8 AM to 8 PM, Mon-Sun' },
  ],
};

export const iconsNewAr: TBlockOf<'ICONS_NEW'> = {
  type: 'ICONS_NEW',
  key: 'car-icons-ar',
  title: 'لماذا تقارن معنا',
  rows: [
    { iconAlt: '', title: 'قارن الخطط جنبًا إلى جنب' },
    { iconAlt: '', title: 'عروض أسعار في نحو 2 دقيقة' },
    { iconAlt: '', title: 'مستشارون من 8 صباحًا إلى 8 مساءً طوال الأسبوع' },
  ],
};
