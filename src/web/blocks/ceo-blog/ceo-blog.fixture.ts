import type { TBlockOf } from '../../../shared/contracts/blocks';

type Row = TBlockOf<'CEO_BLOG'>['rows'][number];

const enTitles = [
  'Why we show every plan, not just the cheapest',
  'What a fair comparison site owes its visitors',
  'Building a marketplace that works in four languages',
  'How we test the prices we show',
  'Calls between 9 and 6: our consent rules',
  'Why we removed the countdown timers',
  'Reading a policy wording in ten minutes',
  'What we learned from our first thousand questions',
];
const arTitles = [
  'لماذا نعرض كل الخطط لا أرخصها فقط',
  'ما الذي يدين به موقع المقارنة العادل لزواره',
  'بناء سوق يعمل بأربع لغات',
  'كيف نختبر الأسعار التي نعرضها',
  'المكالمات بين التاسعة والسادسة: قواعد الموافقة لدينا',
  'لماذا أزلنا مؤقتات العد التنازلي',
  'قراءة وثيقة التأمين في عشر دقائق',
  'ما تعلمناه من أول ألف سؤال',
];

const rows = (titles: string[]): Row[] =>
  titles.map((title, i) => ({
    pageTag: i === 0 ? ['featured', 'ceo'] : ['ceo'],
    title,
    updatedOn: `2026-0${(i % 9) + 1}-1${i % 10}`,
    refUrl: `/ceo-blog/story-${i + 1}`,
  }));

export const ceoBlogFixture: TBlockOf<'CEO_BLOG'> = {
  type: 'CEO_BLOG',
  key: 'ceo-blog',
  rows: rows(enTitles),
  popular: rows(enTitles).slice(1, 4),
};

export const ceoBlogFixtureAr: TBlockOf<'CEO_BLOG'> = {
  type: 'CEO_BLOG',
  key: 'ceo-blog-ar',
  rows: rows(arTitles),
  popular: rows(arTitles).slice(1, 4),
};

export const ceoBlogFixtures = { en: [ceoBlogFixture], ar: [ceoBlogFixtureAr] };
