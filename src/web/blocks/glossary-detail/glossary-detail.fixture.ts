import type { TBlockOf } from '../../../shared/contracts/blocks';

export const glossaryDetailFixture: TBlockOf<'GLOSSARY_DETAIL'> = {
  type: 'GLOSSARY_DETAIL',
  key: 'glossary-excess',
  title: 'Excess',
  productId: 1,
  content:
    '<p>The <strong>excess</strong> is the part of a claim you pay yourself. If the excess is AED 500 and the ' +
    'repair costs AED 3,000, the insurer pays AED 2,500.</p>',
};

export const glossaryDetailFixtureAr: TBlockOf<'GLOSSARY_DETAIL'> = {
  type: 'GLOSSARY_DETAIL',
  key: 'glossary-excess-ar',
  title: 'التحمل',
  productId: 1,
  content:
    '<p><strong>التحمل</strong> هو الجزء من المطالبة الذي تدفعه بنفسك. إذا كان التحمل 500 درهم وكلفة الإصلاح ' +
    '3,000 درهم، تدفع شركة التأمين 2,500 درهم.</p>',
};

export const glossaryDetailFixtures = { en: [glossaryDetailFixture], ar: [glossaryDetailFixtureAr] };
