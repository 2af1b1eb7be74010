import type { TBlockOf } from '../../../shared/contracts/blocks';

export const articleDetailsFixture: TBlockOf<'ARTICLE_DETAILS'> = {
  type: 'ARTICLE_DETAILS',
  key: 'article-agency-or-garage',
  title: 'Agency or garage repair: which one suits your car?',
  updatedOn: '2026-03-05',
  authorData: { name: 'Layla Haddad', designation: 'Motor insurance editor' },
  content:
    '<p>With <strong>agency repair</strong> your car is fixed at the dealer&#39;s workshop with original parts. ' +
    'With garage repair it goes to a garage in the insurer&#39;s network.</p>' +
    '<h3>When agency repair is worth it</h3><p>Usually for cars in their first three years, while the ' +
    'manufacturer&#39;s warranty asks for dealer servicing.</p>',
  previous: {
    pageName: 'Third-party or comprehensive cover',
    refUrl: '/car-insurance/articles/third-party-or-comprehensive',
  },
  next: {
    pageName: 'Renewing your policy after a claim',
    refUrl: '/car-insurance/articles/renewing-with-a-claim',
  },
};

export const articleDetailsFixtureAr: TBlockOf<'ARTICLE_DETAILS'> = {
  type: 'ARTICLE_DETAILS',
  key: 'article-agency-or-garage-ar',
  title: 'الإصلاح في الوكالة أم في الكراج: أيهما يناسب سيارتك؟',
  updatedOn: '2026-03-05',
  authorData: { name: 'ليلى حداد', designation: 'محررة تأمين المركبات' },
  content:
    '<p>مع <strong>الإصلاح في الوكالة</strong> تُصلَح سيارتك في ورشة الوكيل بقطع أصلية، ' +
    'أما الإصلاح في الكراج فيتم في كراج ضمن شبكة شركة التأمين.</p>' +
    '<h3>متى يستحق الإصلاح في الوكالة</h3><p>غالبًا للسيارات في سنواتها الثلاث الأولى، ما دام ضمان الصانع يشترط الصيانة لدى الوكيل.</p>',
  previous: {
    pageName: 'تأمين ضد الغير أم تأمين شامل',
    refUrl: '/car-insurance/articles/third-party-or-comprehensive',
  },
};

export const articleDetailsFixtures = { en: [articleDetailsFixture], ar: [articleDetailsFixtureAr] };
