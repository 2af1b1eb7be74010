import type { TLandingExtra } from './landing-extra-types';
import {
  faqNoteAr,
  faqNoteEn,
  reviewsTitleAr,
  reviewsTitleEn,
  tocAr,
  tocEn,
  whyAr,
  whyEn,
} from './insurance-copy-health';

/**
 * docs/product/content.md: what the car insurance landing (car-insurance.ts) lacked: table of contents, why buy, how it works,
 * cover explained and demo reviews. Its cover table, FAQ and links stay in car-insurance.ts, so `compare` and
 * `related` are left out and the FAQ rows are empty here (the note still anchors the FAQ).
 */
export const carExtraCopy: TLandingExtra = {
  reviewMeta: [
    { publishAt: '2026-10-30', ratings: [5, 4, 4, 5] },
    { publishAt: '2026-09-21', ratings: [4, 4, 3, 4] },
    { publishAt: '2026-08-16', ratings: [4, 5, 4, 4] },
    { publishAt: '2026-07-08', ratings: [3, 4, 4, 4] },
  ],
  en: {
    toc: tocEn('car insurance'),
    why: {
      title: 'Why compare car insurance with Sahel Compare',
      items: [
        [
          'Quotes side by side',
          'See the cover, repair type, excess and premium of each demo plan in one table, in AED.',
        ],
        [
          'Your details entered once',
          'Enter your car, Emirates ID and licence details once, and compare every demo insurer’s plans.',
        ],
        whyEn.free,
        whyEn.code,
      ],
    },
    how: {
      title: 'How it works',
      lead: 'Four steps, from your car’s details to the plan you choose.',
      steps: [
        ['Tell us about your car', 'The make, model and year, its value, and your driving licence details.'],
        ['Compare demo quotes', 'See the cover, agency or garage repair, the excess and the premium.'],
        ['Confirm your number', 'A one-time code confirms your mobile number before you choose.'],
        ['Choose a plan', 'In this demo no policy is issued and no insurer receives your request.'],
      ],
    },
    cover: {
      title: 'What car insurance covers',
      lead: 'What a policy pays for depends on its type and the extras you add.',
      tabs: [
        [
          'Third-party liability',
          '<p>Injury to other people and damage to their vehicles and property caused by your car. It is the legal minimum for every vehicle registered in the UAE.</p>',
        ],
        [
          'Your own car',
          '<p>Comprehensive plans also repair or replace your car after an accident, fire or theft, less the excess, at an agency or at the insurer’s approved garages.</p>',
        ],
        [
          'Extras',
          '<p>Roadside assistance, a replacement car while yours is repaired, cover in Oman and personal accident cover for the driver and passengers are included in some plans and sold as extras in others.</p>',
        ],
      ],
    },
    reviews: {
      title: reviewsTitleEn,
      items: [
        [
          'Yousef K. (demo)',
          'Dubai',
          'Agency repair compared easily',
          'I could see at once which plans offered agency repair for my car.',
        ],
        [
          'Priya R. (demo)',
          'Sharjah',
          'Excess shown clearly',
          'The excess of each plan was next to the premium, so no surprises.',
        ],
        [
          'Mark T. (demo)',
          'Abu Dhabi',
          'Oman cover found',
          'I needed cover for trips to Oman, and the comparison showed which plans include it.',
        ],
        [
          'Aisha N. (demo)',
          'Ajman',
          'Quick, but read the details',
          'Fast to compare; I still read each plan’s exclusions before choosing.',
        ],
      ],
    },
    faq: { note: faqNoteEn, title: 'Car insurance FAQs', rows: [] },
  },
  ar: {
    toc: tocAr('تأمين السيارات'),
    why: {
      title: 'لماذا تقارن تأمين السيارات مع ساحل كومبير',
      items: [
        [
          'العروض جنباً إلى جنب',
          'اطّلع على التغطية ونوع الإصلاح ومبلغ التحمّل والقسط لكل خطة تجريبية في جدول واحد بالدرهم.',
        ],
        [
          'بياناتك تُدخل مرة واحدة',
          'أدخل بيانات سيارتك وهويتك الإماراتية ورخصتك مرة واحدة، وقارن خطط كل شركات التأمين التجريبية.',
        ],
        whyAr.free,
        whyAr.code,
      ],
    },
    how: {
      title: 'كيف تعمل المقارنة',
      lead: 'أربع خطوات، من بيانات سيارتك إلى الخطة التي تختارها.',
      steps: [
        ['أخبرنا عن سيارتك', 'الشركة المصنعة والطراز وسنة الصنع وقيمتها، وبيانات رخصة قيادتك.'],
        ['قارن العروض التجريبية', 'اطّلع على التغطية والإصلاح لدى الوكالة أو في الورشة ومبلغ التحمّل والقسط.'],
        ['أكّد رقمك', 'يؤكد رمز لمرة واحدة رقم هاتفك المتحرك قبل أن تختار.'],
        ['اختر خطة', 'في هذا الموقع التجريبي لا تُصدر أي وثيقة ولا تتسلّم أي شركة تأمين طلبك.'],
      ],
    },
    cover: {
      title: 'ما الذي يغطيه تأمين السيارات',
      lead: 'يعتمد ما تدفعه الوثيقة على نوعها والإضافات التي تختارها.',
      tabs: [
        [
          'المسؤولية تجاه الغير',
          '<p>إصابات الآخرين والأضرار التي تلحق بمركباتهم وممتلكاتهم بسبب سيارتك. وهي الحد الأدنى القانوني لكل مركبة مسجلة في الإمارات.</p>',
        ],
        [
          'سيارتك أنت',
          '<p>تُصلح الخطط الشاملة أيضاً سيارتك أو تستبدلها بعد حادث أو حريق أو سرقة، بعد خصم مبلغ التحمّل، لدى الوكالة أو في الورش المعتمدة لدى شركة التأمين.</p>',
        ],
        [
          'الإضافات',
          '<p>المساعدة على الطريق، والسيارة البديلة أثناء إصلاح سيارتك، والتغطية في عُمان، والتأمين ضد الحوادث الشخصية للسائق والركاب، مشمولة في بعض الخطط وتُباع كإضافات في غيرها.</p>',
        ],
      ],
    },
    reviews: {
      title: reviewsTitleAr,
      items: [
        [
          'يوسف ك. (تجريبي)',
          'دبي',
          'مقارنة سهلة للإصلاح لدى الوكالة',
          'رأيت فوراً الخطط التي تقدم الإصلاح لدى الوكالة لسيارتي.',
        ],
        [
          'بريا ر. (تجريبي)',
          'الشارقة',
          'مبلغ التحمّل واضح',
          'ظهر مبلغ التحمّل لكل خطة بجانب القسط، فلا مفاجآت.',
        ],
        [
          'مارك ت. (تجريبي)',
          'أبوظبي',
          'وجدت تغطية عُمان',
          'كنت أحتاج إلى تغطية لرحلاتي إلى عُمان، وأظهرت المقارنة الخطط التي تشملها.',
        ],
        [
          'عائشة ن. (تجريبي)',
          'عجمان',
          'سريع، لكن اقرأ التفاصيل',
          'المقارنة سريعة، ومع ذلك قرأت استثناءات كل خطة قبل الاختيار.',
        ],
      ],
    },
    faq: { note: faqNoteAr, title: 'الأسئلة الشائعة عن تأمين السيارات', rows: [] },
  },
};
