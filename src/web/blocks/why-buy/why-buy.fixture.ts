import type { TBlockOf } from '../../../shared/contracts/blocks';

export const whyBuyEn: TBlockOf<'WHYBUY'> = {
  type: 'WHYBUY',
  key: 'health-why-buy',
  title: 'Why buy health insurance through Sahel Compare',
  items: [
    {
      heading: 'Plans from several insurers',
      description: 'See the plans of Oasis Shield Insurance and Falcon Crest Takaful on one page.',
    },
    {
      heading: 'No extra charge',
      description: 'You pay the insurer\u2019s price; comparing on this site costs nothing.',
    },
  ],
};

export const whyBuyAr: TBlockOf<'WHYBUY'> = {
  type: 'WHYBUY',
  key: 'health-why-buy-ar',
  title: 'لماذا تشتري التأمين الصحي عبر ساحل كومبير',
  items: [
    {
      heading: 'خطط من عدة شركات تأمين',
      description: 'اطّلع على خطط أويسس شيلد للتأمين وفالكون كريست للتكافل في صفحة واحدة.',
    },
    {
      heading: 'بلا رسوم إضافية',
      description: 'تدفع سعر شركة التأمين؛ والمقارنة على هذا الموقع مجانية.',
    },
  ],
};
