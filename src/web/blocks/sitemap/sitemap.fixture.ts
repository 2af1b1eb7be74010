import type { TBlockOf } from '../../../shared/contracts/blocks';

export const sitemapFixture: TBlockOf<'SITEMAP'> = {
  type: 'SITEMAP',
  key: 'sitemap',
  rows: [
    {
      heading: 'Insurance',
      allUrl: [
        { pageName: 'Car insurance', url: '/car-insurance', isArticlePageLink: false },
        { pageName: 'Health insurance', url: '/health-insurance/', isArticlePageLink: false },
        { pageName: 'View all insurance articles', url: '/car-insurance/articles', isArticlePageLink: true },
      ],
    },
    {
      heading: 'Banking',
      allUrl: [
        { pageName: 'Credit cards', url: '/credit-cards', isArticlePageLink: false },
        { pageName: 'Personal loans', url: '/personal-loans', isArticlePageLink: false },
      ],
    },
  ],
};

export const sitemapFixtureAr: TBlockOf<'SITEMAP'> = {
  type: 'SITEMAP',
  key: 'sitemap-ar',
  rows: [
    {
      heading: 'التأمين',
      allUrl: [
        { pageName: 'تأمين السيارات', url: '/car-insurance', isArticlePageLink: false },
        { pageName: 'التأمين الصحي', url: '/health-insurance', isArticlePageLink: false },
      ],
    },
    {
      heading: 'الخدمات المصرفية',
      allUrl: [{ pageName: 'البطاقات الائتمانية', url: '/credit-cards', isArticlePageLink: false }],
    },
  ],
};

export const sitemapFixtures = { en: [sitemapFixture], ar: [sitemapFixtureAr] };
