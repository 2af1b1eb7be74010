import type { TBlockOf } from '../../../shared/contracts/blocks';

export const offerBannerRightEn: TBlockOf<'OFFER_BANNER_RIGHT'> = {
  type: 'OFFER_BANNER_RIGHT',
  key: 'cc-offer',
  fieldValues: {
    title: 'No annual fee in the first year (demo)',
    description: 'On the Falcon Crest Cashback card, for applications this month.',
    imgAlt: '',
    linkUrl: '/credit-cards/',
    ctaLabel: 'Compare cards',
    endDate: '2099-12-31',
  },
};

export const offerBannerRightAr: TBlockOf<'OFFER_BANNER_RIGHT'> = {
  type: 'OFFER_BANNER_RIGHT',
  key: 'cc-offer-ar',
  fieldValues: {
    title: 'بلا رسوم سنوية في السنة الأولى (تجريبي)',
    description: 'على بطاقة فالكون كريست للاسترداد النقدي، للطلبات المقدّمة هذا الشهر.',
    imgAlt: '',
    linkUrl: '/credit-cards/',
    ctaLabel: 'قارن البطاقات',
    endDate: '2099-12-31',
  },
};
