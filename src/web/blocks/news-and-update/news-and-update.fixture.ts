import type { TBlockOf } from '../../../shared/contracts/blocks';

export const newsFixture: TBlockOf<'NEWS_AND_UPDATE'> = {
  type: 'NEWS_AND_UPDATE',
  key: 'news',
  title: 'News and updates',
  rows: [
    {
      title: 'Sahel Compare adds home insurance quotes',
      description: 'Compare building and contents cover from four demo insurers.',
      date: '2026-05-12',
    },
    {
      title: 'Health plans now show network tiers',
      description: 'Each health plan card now names its hospital network tier.',
      date: '2026-04-28',
    },
    {
      title: 'Arabic pages for every product',
      description: 'Every product page can now be read in Arabic.',
      date: '2026-04-03',
    },
    {
      title: 'Credit card comparison gets income filters',
      description: 'Filter cards by the minimum monthly income they ask for.',
      date: '2026-03-15',
    },
    {
      title: 'Travel insurance for Schengen visas',
      description: 'Plans that meet the embassy minimum are marked on the list.',
      date: '2026-02-20',
    },
  ],
};

export const newsFixtureAr: TBlockOf<'NEWS_AND_UPDATE'> = {
  type: 'NEWS_AND_UPDATE',
  key: 'news-ar',
  title: 'الأخبار والمستجدات',
  rows: [
    {
      title: 'ساحل كومبير تضيف عروض تأمين المنازل',
      description: 'قارن تغطية المبنى والمحتويات من أربع شركات تأمين تجريبية.',
      date: '2026-05-12',
    },
    {
      title: 'خطط التأمين الصحي تعرض الآن فئات الشبكة',
      description: 'كل بطاقة خطة صحية تذكر الآن فئة شبكة المستشفيات.',
      date: '2026-04-28',
    },
    {
      title: 'صفحات عربية لكل منتج',
      description: 'يمكن الآن قراءة صفحة كل منتج باللغة العربية.',
      date: '2026-04-03',
    },
    {
      title: 'مقارنة البطاقات الائتمانية بحسب الدخل',
      description: 'صفِّ البطاقات بحسب الحد الأدنى للدخل الشهري المطلوب.',
      date: '2026-03-15',
    },
  ],
};

export const newsFixtures = { en: [newsFixture], ar: [newsFixtureAr] };
