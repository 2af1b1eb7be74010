import type { TBlockOf } from '../../../shared/contracts/blocks';

export const relatedWidgetFixture: TBlockOf<'RELATED_WIDGET'> = {
  type: 'RELATED_WIDGET',
  key: 'related-news',
  rows: [
    {
      name: 'Health plans now show network tiers',
      refUrl: '/news-and-update/health-network-tiers',
      pageRanking: 2,
    },
    {
      name: 'Sahel Compare adds home insurance quotes',
      refUrl: '/news-and-update/home-insurance-quotes',
      pageRanking: 1,
    },
  ],
};

export const relatedWidgetFixtureAr: TBlockOf<'RELATED_WIDGET'> = {
  type: 'RELATED_WIDGET',
  key: 'related-news-ar',
  rows: [
    {
      name: 'خطط التأمين الصحي تعرض الآن فئات الشبكة',
      refUrl: '/news-and-update/health-network-tiers',
      pageRanking: 2,
    },
    {
      name: 'ساحل كومبير تضيف عروض تأمين المنازل',
      refUrl: '/news-and-update/home-insurance-quotes',
      pageRanking: 1,
    },
  ],
};

export const relatedWidgetFixtures = { en: [relatedWidgetFixture], ar: [relatedWidgetFixtureAr] };
