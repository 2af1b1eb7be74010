import type { TBlockOf } from '../../../shared/contracts/blocks';

export const interlinkingFixture: TBlockOf<'INTERLINKING_LINKS'> = {
  type: 'INTERLINKING_LINKS',
  key: 'interlinking',
  title: 'You may also compare',
  interlinkingLinksData: [
    {
      heading: 'Insurance',
      links: [
        { label: 'Health insurance', url: '/health-insurance' },
        { label: 'Travel insurance', url: '/travel-insurance' },
      ],
    },
    { heading: 'Banking', links: [{ label: 'Credit cards', url: '/credit-cards' }] },
  ],
};

export const interlinkingFixtureAr: TBlockOf<'INTERLINKING_LINKS'> = {
  type: 'INTERLINKING_LINKS',
  key: 'interlinking-ar',
  title: 'قد ترغب أيضًا في مقارنة',
  interlinkingLinksData: [
    {
      heading: 'التأمين',
      links: [
        { label: 'التأمين الصحي', url: '/health-insurance' },
        { label: 'تأمين السفر', url: '/travel-insurance' },
      ],
    },
    { heading: 'الخدمات المصرفية', links: [{ label: 'البطاقات الائتمانية', url: '/credit-cards' }] },
  ],
};

export const interlinkingFixtures = { en: [interlinkingFixture], ar: [interlinkingFixtureAr] };
