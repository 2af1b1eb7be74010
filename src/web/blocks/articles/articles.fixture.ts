import type { TBlockOf } from '../../../shared/contracts/blocks';

export const articlesFixture: TBlockOf<'ARTICLES'> = {
  type: 'ARTICLES',
  key: 'car-insurance-articles',
  productName: 'Car Insurance',
  articlesUrl: '/car-insurance/articles',
  tabs: [
    {
      tabTitle: 'Buying guides',
      data: [
        {
          refUrl: '/car-insurance/articles/agency-or-garage-repair',
          title: 'Agency or garage repair: which one suits your car?',
          description:
            'What changes in price and in service when you choose agency repair over a network garage.',
          updatedOn: '2026-03-05',
        },
        {
          refUrl: '/car-insurance/articles/third-party-or-comprehensive',
          title: 'Third-party or comprehensive cover',
          description: 'The minimum the law asks for, and what a comprehensive policy adds on top of it.',
          updatedOn: '2026-02-18',
        },
        {
          refUrl: '/car-insurance/articles/renewing-with-a-claim',
          title: 'Renewing your policy after a claim',
          description:
            'How a claim in the last year can change your renewal price, and how to compare again.',
          updatedOn: '2026-01-27',
        },
      ],
    },
    { tabTitle: 'Claims', data: [] },
  ],
};

export const articlesFixtureAr: TBlockOf<'ARTICLES'> = {
  type: 'ARTICLES',
  key: 'car-insurance-articles-ar',
  productName: 'تأمين السيارات',
  articlesUrl: '/car-insurance/articles',
  tabs: [
    {
      tabTitle: 'أدلة الشراء',
      data: [
        {
          refUrl: '/car-insurance/articles/agency-or-garage-repair',
          title: 'الإصلاح في الوكالة أم في الكراج: أيهما يناسب سيارتك؟',
          description: 'ما الذي يتغير في السعر والخدمة عند اختيار الإصلاح في الوكالة بدلًا من كراج معتمد.',
          updatedOn: '2026-03-05',
        },
        {
          refUrl: '/car-insurance/articles/third-party-or-comprehensive',
          title: 'تأمين ضد الغير أم تأمين شامل',
          description: 'الحد الأدنى الذي يفرضه القانون، وما يضيفه التأمين الشامل.',
          updatedOn: '2026-02-18',
        },
      ],
    },
    { tabTitle: 'المطالبات', data: [] },
  ],
};

export const articlesFixtures = { en: [articlesFixture], ar: [articlesFixtureAr] };
