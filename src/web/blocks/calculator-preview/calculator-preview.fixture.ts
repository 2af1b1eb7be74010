import type { TBlockOf } from '../../../shared/contracts/blocks';

export const calculatorPreviewEn: TBlockOf<'CALCULATOR_PREVIEW'> = {
  type: 'CALCULATOR_PREVIEW',
  key: 'calculators-hub',
  fieldValues: {
    heading: 'Financial calculators',
    subtitle: 'Work out a loan instalment before you apply.',
    tiles: [
      {
        imageAlt: '',
        title: 'Personal loan EMI calculator',
        description: 'Monthly instalment for an amount, a rate and a term.',
        link: '/personal-loans/',
      },
      {
        imageAlt: '',
        title: 'Mortgage calculator',
        description: 'Monthly payment for a home loan.',
        link: '/mortgage-loan/',
      },
    ],
  },
};

export const calculatorPreviewAr: TBlockOf<'CALCULATOR_PREVIEW'> = {
  type: 'CALCULATOR_PREVIEW',
  key: 'calculators-hub-ar',
  fieldValues: {
    heading: 'الحاسبات المالية',
    subtitle: 'احسب القسط الشهري للقرض قبل أن تتقدّم بطلبك.',
    tiles: [
      {
        imageAlt: '',
        title: 'حاسبة أقساط القرض الشخصي',
        description: 'القسط الشهري لمبلغ وسعر فائدة ومدة.',
        link: '/personal-loans/',
      },
    ],
  },
};
