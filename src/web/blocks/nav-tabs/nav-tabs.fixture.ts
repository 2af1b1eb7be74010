import type { TBlockOf } from '../../../shared/contracts/blocks';

export const navTabsFixtureEn: TBlockOf<'NAV_TABS'> = {
  type: 'NAV_TABS',
  key: 'health-guide-nav',
  tabs: [
    {
      id: 'overview',
      title: 'Overview',
      content: '<p>Health insurance is mandatory for residents of Dubai and Abu Dhabi.</p>',
    },
    {
      id: 'benefits',
      title: 'Benefits',
      content: '<p>Inpatient and outpatient care, maternity and emergency cover.</p>',
    },
    {
      id: 'exclusions',
      title: 'Exclusions',
      content: '<p>Cosmetic treatment and some pre-existing conditions.</p>',
    },
    {
      id: 'how-to-buy',
      title: 'How to buy',
      content: '<p>Compare plans, answer a few questions and apply online.</p>',
    },
  ],
};

export const navTabsFixtureAr: TBlockOf<'NAV_TABS'> = {
  type: 'NAV_TABS',
  key: 'health-guide-nav-ar',
  tabs: [
    {
      id: 'overview-ar',
      title: 'نظرة عامة',
      content: '<p>التأمين الصحي إلزامي للمقيمين في دبي وأبوظبي.</p>',
    },
    {
      id: 'benefits-ar',
      title: 'المزايا',
      content: '<p>الرعاية الداخلية والخارجية والأمومة وتغطية الطوارئ.</p>',
    },
    { id: 'exclusions-ar', title: 'الاستثناءات', content: '<p>العلاجات التجميلية وبعض الحالات السابقة.</p>' },
    {
      id: 'how-to-buy-ar',
      title: 'طريقة الشراء',
      content: '<p>قارن الخطط وأجب عن بعض الأسئلة وقدّم طلبك عبر الإنترنت.</p>',
    },
  ],
};
