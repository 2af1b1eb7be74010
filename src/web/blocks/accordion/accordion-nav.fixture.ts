import type { TBlockOf } from '../../../shared/contracts/blocks';

/** ACCORDION type 2: journey links under the answers and 'View {product} Plans'. */
export const accordionType2FixtureEn: TBlockOf<'ACCORDION'> = {
  type: 'ACCORDION',
  key: 'travel-faq-type2',
  title: 'Travel insurance FAQs',
  accordionType: 2,
  fieldValues: { productName: 'Travel Insurance', plansUrl: '/travel-insurance/' },
  rows: [
    {
      title: 'Do I need travel insurance for a Schengen visa?',
      content: '<p>Yes. The visa needs medical cover of at least EUR 30,000 for the whole trip.</p>',
      journeyTitle: 'Compare travel plans',
      refUrl: '/travel-insurance/',
    },
    {
      title: 'Can I buy cover after I have left the UAE?',
      content: '<p>Most plans must be bought before you travel. Check the plan terms before you buy.</p>',
    },
  ],
};

export const accordionType2FixtureAr: TBlockOf<'ACCORDION'> = {
  type: 'ACCORDION',
  key: 'travel-faq-type2-ar',
  title: 'الأسئلة الشائعة عن تأمين السفر',
  accordionType: 2,
  fieldValues: { productName: 'تأمين السفر', plansUrl: '/ar-ae/travel-insurance/' },
  rows: [
    {
      title: 'هل أحتاج إلى تأمين سفر لتأشيرة شنغن؟',
      content: '<p>نعم. تتطلب التأشيرة تغطية طبية لا تقل عن 30,000 يورو طوال الرحلة.</p>',
      journeyTitle: 'قارن خطط السفر',
      refUrl: '/ar-ae/travel-insurance/',
    },
    {
      title: 'هل يمكنني شراء التغطية بعد مغادرة الإمارات؟',
      content: '<p>يجب شراء معظم الخطط قبل السفر. راجع شروط الخطة قبل الشراء.</p>',
    },
  ],
};

/** ACCORDION type 3: the items in tabs by tabTitle. */
export const accordionType3FixtureEn: TBlockOf<'ACCORDION'> = {
  type: 'ACCORDION',
  key: 'health-faq-type3',
  title: 'Health insurance FAQs',
  accordionType: 3,
  rows: [
    {
      tabTitle: 'Buying',
      title: 'Is health insurance mandatory?',
      content: '<p>Yes, in Dubai and Abu Dhabi.</p>',
    },
    {
      tabTitle: 'Buying',
      title: 'Can I cover my parents?',
      content: '<p>Yes, if they live in the UAE on your sponsorship.</p>',
    },
    {
      tabTitle: 'Claims',
      title: 'How do I claim?',
      content: '<p>Show your card at a network clinic, or send the receipts to the insurer.</p>',
    },
  ],
};

export const accordionType3FixtureAr: TBlockOf<'ACCORDION'> = {
  type: 'ACCORDION',
  key: 'health-faq-type3-ar',
  title: 'الأسئلة الشائعة عن التأمين الصحي',
  accordionType: 3,
  rows: [
    { tabTitle: 'الشراء', title: 'هل التأمين الصحي إلزامي؟', content: '<p>نعم، في دبي وأبوظبي.</p>' },
    {
      tabTitle: 'الشراء',
      title: 'هل يمكنني تغطية والديّ؟',
      content: '<p>نعم، إذا كانا يقيمان في الإمارات على كفالتك.</p>',
    },
    {
      tabTitle: 'المطالبات',
      title: 'كيف أقدّم مطالبة؟',
      content: '<p>اعرض بطاقتك في عيادة ضمن الشبكة، أو أرسل الإيصالات إلى شركة التأمين.</p>',
    },
  ],
};
