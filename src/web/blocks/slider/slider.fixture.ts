import type { TBlockOf } from '../../../shared/contracts/blocks';

export const sliderFixtureEn: TBlockOf<'SLIDER'> = {
  type: 'SLIDER',
  key: 'why-compare',
  title: 'Why compare with us',
  perView: { mobile: 1, tablet: 2, desktop: 3 },
  items: [
    {
      title: 'Many insurers, one form',
      description: 'Answer once and see plans from several insurers side by side.',
    },
    {
      title: 'Prices from the insurers',
      description: 'Quotes come from each insurer’s own rating for your answers.',
    },
    {
      title: 'Help when you need it',
      description: 'Our advisers answer calls from 8 AM to 8 PM, every day.',
    },
    {
      title: 'Renew in minutes',
      description: 'We remind you before your policy ends.',
      link: { label: 'Compare car insurance', url: '/car-insurance/' },
    },
  ],
};

export const sliderFixtureAr: TBlockOf<'SLIDER'> = {
  type: 'SLIDER',
  key: 'why-compare-ar',
  title: 'لماذا تقارن معنا',
  perView: { mobile: 1, tablet: 2, desktop: 3 },
  items: [
    {
      title: 'شركات تأمين عديدة ونموذج واحد',
      description: 'أجب مرة واحدة وشاهد خطط عدة شركات جنبًا إلى جنب.',
    },
    { title: 'أسعار من شركات التأمين', description: 'تأتي العروض من تسعير كل شركة تأمين لإجاباتك.' },
    { title: 'مساعدة عند الحاجة', description: 'يرد مستشارونا على المكالمات من 8 صباحًا حتى 8 مساءً يوميًا.' },
    {
      title: 'جدّد في دقائق',
      description: 'نذكّرك قبل انتهاء وثيقتك.',
      link: { label: 'قارن تأمين السيارات', url: '/ar-ae/car-insurance/' },
    },
  ],
};
