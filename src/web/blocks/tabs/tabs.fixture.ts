import type { TBlockOf } from '../../../shared/contracts/blocks';

export const tabsFixtureEn: TBlockOf<'TABS'> = {
  type: 'TABS',
  key: 'car-cover-types',
  title: 'Types of car insurance',
  tabs: [
    {
      title: 'Comprehensive',
      content:
        '<p>Covers damage to your own car as well as to other people and their property, including theft and fire.</p>',
    },
    {
      title: 'Third party',
      content:
        '<p>The legal minimum in the UAE: it pays for damage you cause to others, not for your own car.</p>',
    },
    {
      title: 'Add-ons',
      content:
        '<p>Roadside assistance, a rental car while yours is repaired, and Oman cover, at extra cost.</p>',
    },
  ],
};

export const tabsFixtureAr: TBlockOf<'TABS'> = {
  type: 'TABS',
  key: 'car-cover-types-ar',
  title: 'أنواع تأمين السيارات',
  tabs: [
    {
      title: 'شامل',
      content: '<p>يغطي الأضرار التي تلحق بسيارتك وبالآخرين وممتلكاتهم، بما في ذلك السرقة والحريق.</p>',
    },
    {
      title: 'ضد الغير',
      content: '<p>الحد الأدنى الإلزامي في الإمارات: يدفع عن الأضرار التي تسببها للآخرين، لا عن سيارتك.</p>',
    },
    {
      title: 'إضافات',
      content: '<p>المساعدة على الطريق، وسيارة بديلة أثناء الإصلاح، وتغطية سلطنة عُمان، بتكلفة إضافية.</p>',
    },
  ],
};
