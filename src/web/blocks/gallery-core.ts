import type { TBlockOf } from '../../shared/contracts/blocks';
import type { TBlockData } from '../../shared/contracts/block-data';
import type { GalleryEntry } from './gallery-types';
import { accordionFixture } from './accordion/accordion.fixture';
import { bannerHomeFixture, bannerProductArFixture, bannerProductFixture } from './banner/banner.fixture';
import { calculatorFixture, homeCalculatorFixture } from './calculator/calculator.fixture';
import { creditCardsDataFixture, creditCardsFixture } from './credit-cards/credit-cards.fixture';
import { linksFixture } from './links/links.fixture';
import { multiQuotesDataFixture, multiQuotesFixture } from './multi-quotes/multi-quotes.fixture';
import { tableFixture } from './table/table.fixture';
import { textFixture, textWithoutTitleFixture } from './text/text.fixture';
import { titleParagraphFixture } from './title-paragraph/title-paragraph.fixture';

/*
 * The block gallery's stories of the blocks that existed before docs/product/pages.md (`/dev/blocks/`): their own fixtures in
 * English, and Arabic fixtures written here where the block had none.
 */

const titleParagraphAr: TBlockOf<'TITLE_PARAGRAPH'> = {
  type: 'TITLE_PARAGRAPH',
  key: 'why-compare-car-insurance',
  title: 'لماذا تقارن تأمين السيارات في الإمارات؟',
  contentType: 'html',
  content:
    '<p>قد يختلف قسط التأمين للسيارة نفسها بأكثر من <strong>1,000 درهم</strong> سنويًا بين شركة وأخرى. ' +
    'تعرض لك المقارنة على ساحل كومبير خطط التأمين الشامل وضد الغير جنبًا إلى جنب.</p>' +
    '<ul><li>إصلاح في الوكالة للسيارات حتى عمر 3 سنوات</li><li>مساعدة على الطريق في الإمارات السبع</li>' +
    '<li>تغطية للقيادة على الطرق الوعرة في رحلات حتا</li></ul>',
};

const textAr: TBlockOf<'TEXT'> = {
  type: 'TEXT',
  key: 'health-insurance-dha-rules',
  title: 'قواعد التأمين الصحي في دبي',
  contentType: 'html',
  content:
    '<p>التأمين الصحي إلزامي لكل مقيم في دبي. على أصحاب العمل تأمين موظفيهم، وعلى الكفلاء تأمين من يعولونهم.</p>' +
    '<p>تبيّن الخطط على ساحل كومبير الحد السنوي وشبكة العيادات ونسبة المشاركة في الدفع، ' +
    'مثل <em>20% بحد أقصى 500 درهم للزيارة</em>.</p>',
};

const textWithoutTitleAr: TBlockOf<'TEXT'> = {
  type: 'TEXT',
  key: 'travel-insurance-note',
  contentType: 'html',
  content: '<p>تأمين السفر مطلوب للحصول على تأشيرة شنغن. قارن الخطط قبل رحلتك واختر التغطية التي تناسبك.</p>',
};

const accordionAr: TBlockOf<'ACCORDION'> = {
  type: 'ACCORDION',
  key: 'car-insurance-faq',
  title: 'أسئلة شائعة عن تأمين السيارات',
  accordionType: 1,
  rows: [
    {
      title: 'هل تأمين السيارات إلزامي في الإمارات؟',
      content:
        '<p>نعم. تحتاج كل مركبة مسجلة في الإمارات إلى تأمين ضد الغير على الأقل قبل تسجيلها أو تجديدها.</p>',
    },
    {
      title: 'ما الفرق بين الإصلاح في الوكالة والإصلاح في الكراج؟',
      content:
        '<p>في <strong>الإصلاح في الوكالة</strong> تُصلح سيارتك في ورشة الوكيل، وفي الإصلاح في الكراج تذهب إلى ' +
        'كراج معتمد من شركة التأمين. الإصلاح في الوكالة أعلى تكلفة عادةً.</p>',
    },
    {
      title: 'هل تغطي وثيقتي رحلة إلى عُمان؟',
      content: '<p>فقط إذا أضفت تغطية عُمان إلى وثيقتك عند الشراء أو التجديد.</p>',
    },
  ],
};

const tableAr: TBlockOf<'TABLE'> = {
  type: 'TABLE',
  key: 'car-insurance-premiums',
  title: 'مقارنة أنواع تغطية تأمين السيارات',
  tableHeaders: ['نوع التغطية', 'الأضرار لسيارتك', 'أضرار الغير', 'المساعدة على الطريق'],
  tableData: [
    ['شامل', 'مشمولة', 'مشمولة', 'مشمولة غالبًا'],
    ['ضد الغير', 'غير مشمولة', 'مشمولة', 'إضافة اختيارية'],
  ],
};

const linksAr: TBlockOf<'LINKS'> = {
  type: 'LINKS',
  key: 'car-insurance-guides',
  title: 'منتجات ذات صلة',
  isArticlePageLink: false,
  links: [
    { label: 'تأمين السيارات', url: '/ar-ae/car-insurance/' },
    { label: 'التأمين الصحي', url: '/ar-ae/health-insurance/' },
    { label: 'تأمين السفر', url: '/ar-ae/travel-insurance/' },
  ],
};

const multiQuotesAr: TBlockOf<'MULTIPLE_QUOTES'> = {
  ...multiQuotesFixture,
  title: 'خطط تأمين السيارات الأكثر طلبًا',
  tabs: [
    { title: 'شامل', productId: 1, planIds: [1101, 2101, 3101, 4101], limit: 3 },
    { title: 'ضد الغير', productId: 1, planIds: [1103, 2103, 3103], limit: 2 },
    { title: 'السفر', productId: 2, limit: 2, typicalProfileId: 'travel-schengen-week' },
  ],
};

const calculatorAr: TBlockOf<'CALCULATOR'> = {
  ...calculatorFixture,
  title: 'حاسبة القسط الشهري للقرض الشخصي',
};
const creditCardsAr: TBlockOf<'CREDIT_CARDS'> = { ...creditCardsFixture, title: 'قارن بطاقات الائتمان' };

export const coreGallery: GalleryEntry[] = [
  {
    type: 'BANNER',
    en: [bannerHomeFixture, bannerProductFixture],
    ar: [bannerProductArFixture],
    note: 'Home banner (type 6) and product banner.',
  },
  { type: 'TITLE_PARAGRAPH', en: [titleParagraphFixture], ar: [titleParagraphAr] },
  { type: 'TEXT', en: [textFixture, textWithoutTitleFixture], ar: [textAr, textWithoutTitleAr] },
  { type: 'ACCORDION', en: [accordionFixture], ar: [accordionAr], note: 'Type 1.' },
  { type: 'TABLE', en: [tableFixture], ar: [tableAr] },
  { type: 'LINKS', en: [linksFixture], ar: [linksAr] },
  {
    type: 'MULTIPLE_QUOTES',
    en: [multiQuotesFixture],
    ar: [multiQuotesAr],
    note: 'Shown with the component tests’ sample prices (pages get theirs from the rating engines).',
  },
  {
    type: 'CALCULATOR',
    en: [calculatorFixture, homeCalculatorFixture],
    ar: [calculatorAr],
    note: 'Personal loan with defaults; home loan with the product’s own.',
  },
  {
    type: 'CREDIT_CARDS',
    en: [creditCardsFixture],
    ar: [creditCardsAr],
    note: 'Shown with the component tests’ sample cards (pages get the first page from the catalogue).',
  },
];

/** The server data the core stories render with (the page route's resolver step gives pages theirs). */
export const coreGalleryData: TBlockData = {
  multiQuotes: { [multiQuotesFixture.key]: multiQuotesDataFixture },
  creditCards: { [creditCardsFixture.key]: creditCardsDataFixture },
};
