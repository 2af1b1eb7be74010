import type { TBlockOf } from '../../../shared/contracts/blocks';

export const authorBioFixture: TBlockOf<'AUTHOR_BIO'> = {
  type: 'AUTHOR_BIO',
  key: 'author-bio-omar',
  authorData: {
    name: 'Omar Al Nuaimi',
    designation: 'Personal finance writer',
    bio:
      '<p>Omar explains credit cards, loans and bank accounts for first-time borrowers in the UAE. ' +
      'He is a fictional author of the Sahel Compare demo.</p>',
  },
  rows: [
    {
      refUrl: '/credit-cards/articles/minimum-income',
      title: 'What minimum income means on a credit card',
      updatedOn: '2026-03-30',
    },
  ],
};

export const authorBioFixtureAr: TBlockOf<'AUTHOR_BIO'> = {
  type: 'AUTHOR_BIO',
  key: 'author-bio-omar-ar',
  authorData: {
    name: 'عمر النعيمي',
    designation: 'كاتب في التمويل الشخصي',
    bio: '<p>يشرح عمر البطاقات الائتمانية والقروض والحسابات المصرفية لمن يقترض أول مرة في الإمارات. وهو كاتب وهمي في النسخة التجريبية من ساحل كومبير.</p>',
  },
  rows: [],
};

export const authorBioFixtures = { en: [authorBioFixture], ar: [authorBioFixtureAr] };
