import type { z } from 'zod';
import type { ZStoredPage } from '../../../shared/contracts/page';
import { CREDIT_CARDS_URL } from '../../../shared/contracts/credit-cards-api-constants';
import { localeOf } from '../../../shared/domain/locales';
import { PAGE_TYPE, PRODUCT } from '../../../shared/domain/products';
import { creditCardsExtras } from './landing-extras-banking';

/**
 * The credit cards listing page (decision 0019): product 7, page type 1 (BU), so the listing opens at a monthly salary
 * of AED 50,000 (docs/product/cards.md). A banner, the CREDIT_CARDS block (its first 10 cards are rendered by the server,
 * decision 0019) and a paragraph on how eligibility works. Every bank and card is demo data, and the page says so.
 * No pre-quote form: 'Apply Now' on a card opens the application page (`showJourney: false`).
 */

type Lang = 'en' | 'ar';

const copy = {
  en: {
    metaTitle: 'Credit Cards UAE – Compare cards by salary, fee and rewards | Sahel Compare (demo)',
    description:
      'Compare demo credit cards from demo UAE banks by minimum salary, annual fee, rewards and features; filter by bank, feature and reward type.',
    title: 'Credit Cards in the UAE',
    subtitle: 'Every bank, card and figure on this page is demo data, not an offer.',
    banner:
      'Set your monthly salary and compare the cards it qualifies for: annual fee, minimum income, rewards, key features and the monthly interest or profit rate. Narrow the list by bank, feature and reward type, then apply for the card you choose.',
    features: [
      'Only cards your salary qualifies for',
      'Cashback, air miles, points and travel',
      'Islamic and conventional cards',
    ],
    listTitle: 'Compare credit cards',
    paragraphTitle: 'How we choose the cards you see',
    paragraph:
      '<p>Each card has a minimum monthly income set by its bank. We only list cards whose minimum your salary meets, starting with our recommended order and then the lowest annual fee. If your filters leave nothing, we show the popular cards your salary qualifies for instead. All banks, cards, fees and rates here are invented for this demo.</p>',
  },
  ar: {
    metaTitle:
      'بطاقات الائتمان في الإمارات – قارن البطاقات حسب الراتب والرسوم والمكافآت | ساحل كومبير (تجريبي)',
    description:
      'قارن بطاقات ائتمان تجريبية من بنوك إماراتية تجريبية حسب الحد الأدنى للراتب والرسوم السنوية والمكافآت والمزايا، وصفِّها حسب البنك والميزة ونوع المكافأة.',
    title: 'بطاقات الائتمان في الإمارات',
    subtitle: 'كل البنوك والبطاقات والأرقام في هذه الصفحة بيانات تجريبية وليست عروضاً.',
    banner:
      'حدّد راتبك الشهري وقارن البطاقات التي يؤهلك لها: الرسوم السنوية والحد الأدنى للدخل والمكافآت والمزايا الرئيسية ومعدل الفائدة أو الربح الشهري. ضيّق القائمة حسب البنك والميزة ونوع المكافأة، ثم قدّم طلباً للبطاقة التي تختارها.',
    features: [
      'بطاقات يؤهلك لها راتبك فقط',
      'استرداد نقدي وأميال ونقاط ومكافآت سفر',
      'بطاقات إسلامية وتقليدية',
    ],
    listTitle: 'قارن بطاقات الائتمان',
    paragraphTitle: 'كيف نختار البطاقات التي تراها',
    paragraph:
      '<p>لكل بطاقة حد أدنى للدخل الشهري يحدده البنك. لا نعرض إلا البطاقات التي يستوفي راتبك حدها الأدنى، مرتبة حسب ترتيبنا الموصى به ثم الأقل رسوماً سنوية. وإذا لم تُبقِ عوامل التصفية أي بطاقة، نعرض بدلاً منها البطاقات الأكثر طلباً التي يؤهلك لها راتبك. جميع البنوك والبطاقات والرسوم والمعدلات هنا مُختلقة لهذا العرض التجريبي.</p>',
  },
} as const;

function page(lang: Lang): z.input<typeof ZStoredPage> {
  const c = copy[lang];
  return {
    metaData: {
      countryProductId: PRODUCT.CREDIT_CARDS,
      pageTypeId: PAGE_TYPE.BU,
      languageId: localeOf(lang).languageId,
      showJourney: false,
      metaTags: [
        { tag: 'title', attributes: {}, content: c.metaTitle },
        { tag: 'meta', attributes: { name: 'description', content: c.description } },
      ],
    },
    jsonData: [
      {
        key: 'credit-cards-banner',
        type: 'BANNER',
        title: c.title,
        content: c.banner,
        fieldValues: { variant: 'product', subtitle: c.subtitle, features: [...c.features] },
      },
      {
        key: 'credit-cards-listing',
        type: 'CREDIT_CARDS',
        title: c.listTitle,
        action: { method: 'POST', url: CREDIT_CARDS_URL },
      },
      {
        key: 'credit-cards-eligibility',
        type: 'TITLE_PARAGRAPH',
        title: c.paragraphTitle,
        contentType: 'html',
        content: c.paragraph,
      },
      // docs/product/content.md: why choose, how it works, eligibility, reward types, demo reviews, FAQ and related links.
      ...creditCardsExtras(lang),
    ],
  };
}

/** The listing page in seed-row form (content/index.ts lists it). */
export const creditCardsPages = (['en', 'ar'] as const).map((language) => ({
  urlPath: '/credit-cards/',
  language,
  productId: PRODUCT.CREDIT_CARDS,
  pageTypeId: PAGE_TYPE.BU,
  status: 'published' as const,
  page: page(language),
}));
