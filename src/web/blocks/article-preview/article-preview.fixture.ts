import type { TBlockOf } from '../../../shared/contracts/blocks';

export const articlePreviewFixture: TBlockOf<'ARTICLE_PREVIEW'> = {
  type: 'ARTICLE_PREVIEW',
  key: 'latest-articles',
  title: 'Latest from our guides',
  rows: [
    {
      refUrl: '/health-insurance/articles/choosing-a-network',
      title: 'How to read a hospital network list',
      description: 'Direct billing, reimbursement and what the network tier of a plan means for you.',
      updatedOn: '2026-04-02',
    },
    {
      refUrl: '/travel-insurance/articles/schengen-visa-cover',
      title: 'Travel cover for a Schengen visa',
      description: 'The cover an embassy asks for and how to check a policy meets it.',
      updatedOn: '2026-03-21',
    },
  ],
};

export const articlePreviewFixtureAr: TBlockOf<'ARTICLE_PREVIEW'> = {
  type: 'ARTICLE_PREVIEW',
  key: 'latest-articles-ar',
  title: 'أحدث أدلتنا',
  rows: [
    {
      refUrl: '/health-insurance/articles/choosing-a-network',
      title: 'كيف تقرأ قائمة شبكة المستشفيات',
      description: 'الفوترة المباشرة والاسترداد، وما تعنيه فئة الشبكة في خطتك.',
      updatedOn: '2026-04-02',
    },
    {
      refUrl: '/travel-insurance/articles/schengen-visa-cover',
      title: 'تأمين السفر لتأشيرة شنغن',
      description: 'التغطية التي تطلبها السفارة وكيف تتأكد أن وثيقتك تستوفيها.',
      updatedOn: '2026-03-21',
    },
  ],
};

export const articlePreviewFixtures = { en: [articlePreviewFixture], ar: [articlePreviewFixtureAr] };
