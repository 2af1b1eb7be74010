import type { TBlockOf } from '../../../shared/contracts/blocks';

export const newsDetailFixture: TBlockOf<'NEWS_AND_UPDATE_DETAIL_PAGE'> = {
  type: 'NEWS_AND_UPDATE_DETAIL_PAGE',
  key: 'news-home-insurance',
  title: 'Sahel Compare adds home insurance quotes',
  date: '2026-05-12',
  content:
    '<p>Visitors can now compare building and contents cover side by side. The plans shown are demo plans of ' +
    'fictional insurers; no price on this site is a real offer.</p>',
  previous: {
    pageName: 'Health plans now show network tiers',
    refUrl: '/news-and-update/health-network-tiers',
  },
};

export const newsDetailFixtureAr: TBlockOf<'NEWS_AND_UPDATE_DETAIL_PAGE'> = {
  type: 'NEWS_AND_UPDATE_DETAIL_PAGE',
  key: 'news-home-insurance-ar',
  title: 'ساحل كومبير تضيف عروض تأمين المنازل',
  date: '2026-05-12',
  content:
    '<p>يمكن للزوار الآن مقارنة تغطية المبنى والمحتويات جنبًا إلى جنب. الخطط المعروضة خطط تجريبية لشركات تأمين ' +
    'وهمية، ولا يُعدّ أي سعر على هذا الموقع عرضًا حقيقيًا.</p>',
  next: { pageName: 'فئات شبكة المستشفيات في الخطط الصحية', refUrl: '/news-and-update/health-network-tiers' },
};

export const newsDetailFixtures = { en: [newsDetailFixture], ar: [newsDetailFixtureAr] };
