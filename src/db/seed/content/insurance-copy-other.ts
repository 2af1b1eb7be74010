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
 * docs/product/content.md: the extra sections of the travel, motorbike, home, business, term life and investment landings, in
 * English and Arabic. Demo text for the fictional brand Sahel Compare: insurers are fictional, no price is quoted,
 * reviews are labelled demo and their rating is computed by the block from the ratings below.
 */

const stepsEn = (first: [string, string], second: [string, string]): [string, string][] => [
  first,
  second,
  ['Confirm your number', 'A one-time code confirms your mobile number before you choose.'],
  ['Choose a plan', 'In this demo no policy is issued and no insurer receives your request.'],
];
const stepsAr = (first: [string, string], second: [string, string]): [string, string][] => [
  first,
  second,
  ['أكّد رقمك', 'يؤكد رمز لمرة واحدة رقم هاتفك المتحرك قبل أن تختار.'],
  ['اختر خطة', 'في هذا الموقع التجريبي لا تُصدر أي وثيقة ولا تتسلّم أي شركة تأمين طلبك.'],
];
const howLeadEn = 'Four steps, from your details to the plan you choose.';
const howLeadAr = 'أربع خطوات، من بياناتك إلى الخطة التي تختارها.';

export const otherInsuranceCopy: Record<string, TLandingExtra> = {
  travel: {
    reviewMeta: [
      { publishAt: '2026-10-28', ratings: [5, 5, 4, 4] },
      { publishAt: '2026-09-09', ratings: [4, 4, 4, 4] },
      { publishAt: '2026-07-14', ratings: [4, 5, 3, 4] },
    ],
    en: {
      toc: tocEn('travel insurance'),
      why: {
        title: 'Why compare travel insurance with Sahel Compare',
        items: [
          [
            'Plans side by side',
            'See the medical limit, cancellation cover, baggage cover and premium of each demo plan, in AED.',
          ],
          [
            'Schengen options marked',
            'Plans that meet the Schengen visa cover requirements are easy to pick out.',
          ],
          whyEn.free,
          whyEn.code,
        ],
      },
      how: {
        title: 'How it works',
        lead: howLeadEn,
        steps: stepsEn(
          ['Tell us about your trip', 'Where you are going, your travel dates and who is travelling.'],
          ['Compare demo plans', 'See the medical limit, cancellation and baggage cover, and the premium.'],
        ),
      },
      cover: {
        title: 'What travel insurance covers',
        lead: 'Most plans are built from three parts; the limits differ from plan to plan.',
        tabs: [
          [
            'Medical emergencies',
            '<p>Emergency treatment and hospital stays abroad, and bringing you home if you are too ill to travel normally. This is the part that matters most: medical bills abroad can be very high.</p>',
          ],
          [
            'Cancellation and delays',
            '<p>Prepaid costs you cannot recover if you must cancel or cut short your trip for a reason the policy covers, such as illness, and allowances for long delays.</p>',
          ],
          [
            'Baggage and documents',
            '<p>Lost, stolen or delayed baggage and the cost of replacing a lost passport. Valuables often have a lower limit per item.</p>',
          ],
        ],
      },
      compare: {
        title: 'Single-trip or annual multi-trip?',
        lead: 'Which one suits you depends mainly on how often you travel.',
        headers: ['Feature', 'Single trip', 'Annual multi-trip'],
        rows: [
          [
            'Covers',
            'One trip, from departure to return',
            'Every trip in a year, each up to a maximum length',
          ],
          ['Suits', 'One or two trips a year', 'Frequent travellers'],
          ['Schengen visa', 'Available on many plans', 'Available on some plans'],
          ['Buy it', 'When you book the trip', 'Before your first trip of the year'],
        ],
      },
      reviews: {
        title: reviewsTitleEn,
        items: [
          [
            'Rania T. (demo)',
            'Dubai',
            'Found a Schengen plan quickly',
            'The plans that meet the visa requirements were easy to spot.',
          ],
          [
            'Kevin O. (demo)',
            'Abu Dhabi',
            'Annual plan made sense',
            'The comparison showed an annual plan suits my work trips better than single trips.',
          ],
          [
            'Huda Y. (demo)',
            'Al Ain',
            'Family trip sorted',
            'I added the whole family in one go and compared the cover for the children.',
          ],
        ],
      },
      faq: {
        note: faqNoteEn,
        title: 'Travel insurance FAQs',
        rows: [
          [
            'Do I need travel insurance for a Schengen visa?',
            '<p>Yes. Schengen visa applicants must show travel medical insurance that covers at least EUR 30,000 for the whole stay and is valid in every Schengen country. Our <a href="/travel-insurance/schengen-visa-insurance/">Schengen visa insurance guide</a> explains what the embassy checks.</p>',
          ],
          [
            'When should I buy travel insurance?',
            '<p>As soon as you book. Cancellation cover starts when the policy starts, so a plan bought the day before you fly cannot help with something that stopped you travelling a week earlier.</p>',
          ],
          [
            'Does my UAE health insurance cover me abroad?',
            '<p>Some health plans include emergency cover abroad, many do not, and those that do often exclude some countries. Travel insurance also covers cancellation and baggage, which health insurance does not.</p>',
          ],
          [
            'Are pre-existing conditions covered?',
            '<p>Only if you declare them and the insurer accepts them. Undeclared conditions are a common reason for refused claims.</p>',
          ],
          [
            'How do I claim while abroad?',
            '<p>For a medical emergency, call the assistance number on your policy before or as soon as you can after treatment, so the insurer can arrange and approve it. For other claims, keep receipts and reports and send them with the claim form when you are back.</p>',
          ],
        ],
      },
      related: {
        title: 'Related pages',
        groups: [
          {
            heading: 'Guides',
            links: [['Schengen visa insurance', '/travel-insurance/schengen-visa-insurance/']],
          },
          {
            heading: 'More cover',
            links: [
              ['Health insurance', '/health-insurance/'],
              ['Home insurance', '/home-insurance/'],
              ['Car insurance', '/car-insurance/'],
            ],
          },
        ],
      },
    },
    ar: {
      toc: tocAr('تأمين السفر'),
      why: {
        title: 'لماذا تقارن تأمين السفر مع ساحل كومبير',
        items: [
          [
            'الخطط جنباً إلى جنب',
            'اطّلع على الحد الطبي وتغطية الإلغاء وتغطية الأمتعة والقسط لكل خطة تجريبية بالدرهم.',
          ],
          ['خيارات شنغن مميزة', 'يسهل تمييز الخطط التي تستوفي متطلبات تغطية تأشيرة شنغن.'],
          whyAr.free,
          whyAr.code,
        ],
      },
      how: {
        title: 'كيف تعمل المقارنة',
        lead: howLeadAr,
        steps: stepsAr(
          ['أخبرنا عن رحلتك', 'وجهتك وتواريخ سفرك ومن سيسافر.'],
          ['قارن الخطط التجريبية', 'اطّلع على الحد الطبي وتغطية الإلغاء والأمتعة والقسط.'],
        ),
      },
      cover: {
        title: 'ما الذي يغطيه تأمين السفر',
        lead: 'تُبنى معظم الخطط من ثلاثة أجزاء، وتختلف الحدود من خطة إلى أخرى.',
        tabs: [
          [
            'الطوارئ الطبية',
            '<p>العلاج الطارئ والإقامة في المستشفى في الخارج، وإعادتك إلى الوطن إذا كنت مريضاً إلى حد لا يسمح بالسفر العادي. وهذا هو الجزء الأهم: فالفواتير الطبية في الخارج قد تكون مرتفعة جداً.</p>',
          ],
          [
            'الإلغاء والتأخير',
            '<p>التكاليف المدفوعة مسبقاً التي لا يمكنك استردادها إذا اضطررت إلى إلغاء رحلتك أو قطعها لسبب تغطيه الوثيقة، مثل المرض، وتعويضات عن التأخير الطويل.</p>',
          ],
          [
            'الأمتعة والوثائق',
            '<p>الأمتعة المفقودة أو المسروقة أو المتأخرة، وتكلفة استبدال جواز سفر مفقود. وكثيراً ما يكون للمقتنيات الثمينة حد أقل لكل قطعة.</p>',
          ],
        ],
      },
      compare: {
        title: 'رحلة واحدة أم رحلات متعددة سنوية؟',
        lead: 'يعتمد ما يناسبك أساساً على عدد مرات سفرك.',
        headers: ['الميزة', 'رحلة واحدة', 'رحلات متعددة سنوية'],
        rows: [
          ['تغطي', 'رحلة واحدة من المغادرة إلى العودة', 'كل رحلة خلال السنة، كل منها حتى مدة قصوى'],
          ['تناسب', 'رحلة أو رحلتين في السنة', 'المسافرين الدائمين'],
          ['تأشيرة شنغن', 'متاحة في خطط كثيرة', 'متاحة في بعض الخطط'],
          ['متى تشتريها', 'عند حجز الرحلة', 'قبل أول رحلة في السنة'],
        ],
      },
      reviews: {
        title: reviewsTitleAr,
        items: [
          [
            'رانيا ت. (تجريبي)',
            'دبي',
            'وجدت خطة شنغن بسرعة',
            'كان من السهل تمييز الخطط التي تستوفي متطلبات التأشيرة.',
          ],
          [
            'كيفن أ. (تجريبي)',
            'أبوظبي',
            'الخطة السنوية كانت منطقية',
            'أظهرت المقارنة أن الخطة السنوية تناسب رحلات عملي أكثر من الرحلات المنفردة.',
          ],
          [
            'هدى ي. (تجريبي)',
            'العين',
            'رحلة العائلة جاهزة',
            'أضفت العائلة كلها دفعة واحدة وقارنت تغطية الأطفال.',
          ],
        ],
      },
      faq: {
        note: faqNoteAr,
        title: 'الأسئلة الشائعة عن تأمين السفر',
        rows: [
          [
            'هل أحتاج إلى تأمين سفر للحصول على تأشيرة شنغن؟',
            '<p>نعم. يجب على طالبي تأشيرة شنغن تقديم تأمين سفر طبي يغطي ما لا يقل عن 30,000 يورو طوال مدة الإقامة ويسري في جميع دول شنغن. ويشرح <a href="/travel-insurance/schengen-visa-insurance/">دليل تأمين تأشيرة شنغن</a> ما تتحقق منه السفارة.</p>',
          ],
          [
            'متى يجب أن أشتري تأمين السفر؟',
            '<p>فور الحجز. تبدأ تغطية الإلغاء عند بدء الوثيقة، فالخطة التي تُشترى قبل السفر بيوم لا تنفع في أمر منعك من السفر قبل أسبوع.</p>',
          ],
          [
            'هل يغطيني تأميني الصحي في الإمارات في الخارج؟',
            '<p>تشمل بعض الخطط الصحية تغطية طارئة في الخارج، وكثير منها لا يشملها، وما يشملها يستثني غالباً بعض الدول. ويغطي تأمين السفر أيضاً الإلغاء والأمتعة، وهو ما لا يغطيه التأمين الصحي.</p>',
          ],
          [
            'هل تُغطّى الحالات المرضية السابقة؟',
            '<p>فقط إذا صرّحت بها وقبلتها شركة التأمين. وعدم التصريح بالحالات سبب شائع لرفض المطالبات.</p>',
          ],
          [
            'كيف أقدّم مطالبة وأنا في الخارج؟',
            '<p>في الطوارئ الطبية، اتصل برقم المساعدة المذكور في وثيقتك قبل العلاج أو في أقرب وقت بعده، لتتمكن شركة التأمين من ترتيبه والموافقة عليه. وللمطالبات الأخرى، احتفظ بالإيصالات والتقارير وأرسلها مع نموذج المطالبة عند عودتك.</p>',
          ],
        ],
      },
      related: {
        title: 'صفحات ذات صلة',
        groups: [
          {
            heading: 'أدلة',
            links: [['تأمين تأشيرة شنغن', '/travel-insurance/schengen-visa-insurance/']],
          },
          {
            heading: 'تغطيات أخرى',
            links: [
              ['التأمين الصحي', '/health-insurance/'],
              ['تأمين المنازل', '/home-insurance/'],
              ['تأمين السيارات', '/car-insurance/'],
            ],
          },
        ],
      },
    },
  },

  bike: {
    reviewMeta: [
      { publishAt: '2026-10-01', ratings: [4, 5, 4, 4] },
      { publishAt: '2026-08-25', ratings: [4, 4, 3, 4] },
      { publishAt: '2026-06-10', ratings: [5, 4, 4, 5] },
    ],
    en: {
      toc: tocEn('motorbike insurance'),
      why: {
        title: 'Why compare motorbike insurance with Sahel Compare',
        items: [
          [
            'Plans side by side',
            'See the cover, excess, rider accident cover and premium of each demo plan, in AED.',
          ],
          ['Personal or delivery use', 'Tell us how the bike is used and compare plans made for that use.'],
          whyEn.free,
          whyEn.code,
        ],
      },
      how: {
        title: 'How it works',
        lead: howLeadEn,
        steps: stepsEn(
          ['Tell us about your bike', 'The make, model and year, how you use it and who rides it.'],
          ['Compare demo plans', 'See the cover, the excess, the extras and the premium.'],
        ),
      },
      cover: {
        title: 'What motorbike insurance covers',
        lead: 'The legal minimum is third-party liability; comprehensive cover adds your own bike.',
        tabs: [
          [
            'Third-party liability',
            '<p>Injury to other people and damage to their vehicles and property that you cause while riding. Every motorbike registered in the UAE must have it.</p>',
          ],
          [
            'Your own bike',
            '<p>Comprehensive plans also pay for accidental damage to your bike, and for fire and theft, less the excess.</p>',
          ],
          [
            'Rider and extras',
            '<p>Personal accident cover for the rider, riding gear and roadside assistance are extras on many plans.</p>',
          ],
        ],
      },
      compare: {
        title: 'Third-party or comprehensive?',
        lead: 'A general guide; the cover of each plan is in its details.',
        headers: ['Cover', 'Third-party', 'Comprehensive'],
        rows: [
          ['Injury and damage to others', 'Included', 'Included'],
          ['Damage to your own bike', 'Not included', 'Included'],
          ['Fire and theft', 'Not included', 'Included'],
          ['Rider personal accident', 'Optional', 'Optional or included'],
        ],
      },
      reviews: {
        title: reviewsTitleEn,
        items: [
          [
            'Imran S. (demo)',
            'Dubai',
            'Delivery cover explained',
            'I did not know my personal policy would not cover delivery work. Now I do.',
          ],
          [
            'Joel F. (demo)',
            'Sharjah',
            'Quick comparison',
            'Compared third-party and comprehensive for my bike in a few minutes.',
          ],
          [
            'Ahmed B. (demo)',
            'Ajman',
            'Clear excess',
            'The excess was shown for every plan, which is what I wanted to check.',
          ],
        ],
      },
      faq: {
        note: faqNoteEn,
        title: 'Motorbike insurance FAQs',
        rows: [
          [
            'Is motorbike insurance mandatory in the UAE?',
            '<p>Yes. A motorbike cannot be registered or renewed without at least third-party liability cover, just like a car.</p>',
          ],
          [
            'Does a personal policy cover delivery work?',
            '<p>Usually not. Bikes used for deliveries need cover for commercial use; a claim made while working under a personal policy may be refused.</p>',
          ],
          [
            'What affects the premium?',
            '<p>The value and engine size of the bike, how it is used, the age and riding experience of the rider, the claims history, the excess and the extras you add.</p>',
          ],
          [
            'Can I ride in Oman with my UAE policy?',
            '<p>Only if the policy covers it. Check the geographical area in your policy schedule before you ride across the border.</p>',
          ],
          [
            'What do I do after an accident?',
            '<p>Stop safely, call the police (999) so they can issue a report, and tell your insurer as soon as you can. The police report is needed for almost every motor claim in the UAE.</p>',
          ],
        ],
      },
      related: {
        title: 'Related pages',
        groups: [
          {
            heading: 'On the road',
            links: [
              ['Car insurance', '/car-insurance/'],
              ['How to renew your car registration in Dubai', '/car-insurance/renew-car-registration-dubai/'],
            ],
          },
        ],
      },
    },
    ar: {
      toc: tocAr('تأمين الدراجات النارية'),
      why: {
        title: 'لماذا تقارن تأمين الدراجات النارية مع ساحل كومبير',
        items: [
          [
            'الخطط جنباً إلى جنب',
            'اطّلع على التغطية ومبلغ التحمّل وتغطية حوادث السائق والقسط لكل خطة تجريبية بالدرهم.',
          ],
          ['استخدام شخصي أو للتوصيل', 'أخبرنا كيف تُستخدم الدراجة وقارن الخطط المصممة لهذا الاستخدام.'],
          whyAr.free,
          whyAr.code,
        ],
      },
      how: {
        title: 'كيف تعمل المقارنة',
        lead: howLeadAr,
        steps: stepsAr(
          ['أخبرنا عن دراجتك', 'الشركة المصنعة والطراز وسنة الصنع، وطريقة استخدامها ومن يقودها.'],
          ['قارن الخطط التجريبية', 'اطّلع على التغطية ومبلغ التحمّل والإضافات والقسط.'],
        ),
      },
      cover: {
        title: 'ما الذي يغطيه تأمين الدراجات النارية',
        lead: 'الحد الأدنى القانوني هو التأمين ضد الغير؛ ويضيف التأمين الشامل دراجتك أنت.',
        tabs: [
          [
            'المسؤولية تجاه الغير',
            '<p>إصابات الآخرين والأضرار التي تلحق بمركباتهم وممتلكاتهم بسببك أثناء القيادة. ويجب أن تحملها كل دراجة نارية مسجلة في الإمارات.</p>',
          ],
          [
            'دراجتك أنت',
            '<p>تدفع الخطط الشاملة أيضاً عن الأضرار العرضية لدراجتك، وعن الحريق والسرقة، بعد خصم مبلغ التحمّل.</p>',
          ],
          [
            'السائق والإضافات',
            '<p>تغطية الحوادث الشخصية للسائق ومعدات القيادة والمساعدة على الطريق إضافات في خطط كثيرة.</p>',
          ],
        ],
      },
      compare: {
        title: 'ضد الغير أم شامل؟',
        lead: 'دليل عام؛ وتغطية كل خطة في تفاصيلها.',
        headers: ['التغطية', 'ضد الغير', 'شامل'],
        rows: [
          ['إصابات الآخرين والأضرار بممتلكاتهم', 'مشمولة', 'مشمولة'],
          ['الأضرار بدراجتك', 'غير مشمولة', 'مشمولة'],
          ['الحريق والسرقة', 'غير مشمولة', 'مشمولة'],
          ['الحوادث الشخصية للسائق', 'اختيارية', 'اختيارية أو مشمولة'],
        ],
      },
      reviews: {
        title: reviewsTitleAr,
        items: [
          [
            'عمران س. (تجريبي)',
            'دبي',
            'فهمت تغطية التوصيل',
            'لم أكن أعرف أن وثيقتي الشخصية لا تغطي عمل التوصيل، والآن أعرف.',
          ],
          ['جويل ف. (تجريبي)', 'الشارقة', 'مقارنة سريعة', 'قارنت التأمين ضد الغير والشامل لدراجتي في دقائق.'],
          ['أحمد ب. (تجريبي)', 'عجمان', 'مبلغ تحمّل واضح', 'ظهر مبلغ التحمّل لكل خطة، وهو ما أردت التحقق منه.'],
        ],
      },
      faq: {
        note: faqNoteAr,
        title: 'الأسئلة الشائعة عن تأمين الدراجات النارية',
        rows: [
          [
            'هل تأمين الدراجات النارية إلزامي في الإمارات؟',
            '<p>نعم. لا يمكن تسجيل دراجة نارية أو تجديد تسجيلها من دون تأمين ضد الغير على الأقل، تماماً مثل السيارة.</p>',
          ],
          [
            'هل تغطي الوثيقة الشخصية عمل التوصيل؟',
            '<p>عادةً لا. تحتاج الدراجات المستخدمة في التوصيل إلى تغطية للاستخدام التجاري، وقد تُرفض مطالبة حدثت أثناء العمل بموجب وثيقة شخصية.</p>',
          ],
          [
            'ما الذي يؤثر في القسط؟',
            '<p>قيمة الدراجة وسعة محركها، وطريقة استخدامها، وعمر السائق وخبرته في القيادة، وسجل المطالبات، ومبلغ التحمّل، والإضافات التي تختارها.</p>',
          ],
          [
            'هل يمكنني القيادة في عُمان بوثيقتي الإماراتية؟',
            '<p>فقط إذا كانت الوثيقة تغطي ذلك. تحقق من النطاق الجغرافي في جدول وثيقتك قبل عبور الحدود.</p>',
          ],
          [
            'ماذا أفعل بعد وقوع حادث؟',
            '<p>توقف في مكان آمن، واتصل بالشرطة (999) لتصدر تقريراً، وأبلغ شركة التأمين في أقرب وقت. فتقرير الشرطة مطلوب في كل مطالبات المركبات تقريباً في الإمارات.</p>',
          ],
        ],
      },
      related: {
        title: 'صفحات ذات صلة',
        groups: [
          {
            heading: 'على الطريق',
            links: [
              ['تأمين السيارات', '/car-insurance/'],
              ['كيف تجدد تسجيل سيارتك في دبي', '/car-insurance/renew-car-registration-dubai/'],
            ],
          },
        ],
      },
    },
  },

  'home-insurance': {
    reviewMeta: [
      { publishAt: '2026-10-17', ratings: [4, 4, 4, 4] },
      { publishAt: '2026-09-26', ratings: [5, 4, 3, 5] },
      { publishAt: '2026-05-19', ratings: [4, 4, 4, 3] },
    ],
    en: {
      toc: tocEn('home insurance'),
      why: {
        title: 'Why compare home insurance with Sahel Compare',
        items: [
          [
            'Plans side by side',
            'See the building and contents limits, the excess and the premium of each demo plan, in AED.',
          ],
          [
            'For owners and tenants',
            'Owners can insure the building and contents; tenants their belongings.',
          ],
          whyEn.free,
          whyEn.code,
        ],
      },
      how: {
        title: 'How it works',
        lead: howLeadEn,
        steps: stepsEn(
          [
            'Tell us about your home',
            'Whether you own or rent, the type of home and the value of what you insure.',
          ],
          ['Compare demo plans', 'See the limits, the excess, the extras and the premium.'],
        ),
      },
      cover: {
        title: 'What home insurance covers',
        lead: 'A home policy can cover the building, what is inside it, and your liability to others.',
        tabs: [
          [
            'Building',
            '<p>The structure and permanent fittings against fire, water leaks, storms and other listed events. In apartment buildings the common parts are usually insured by the owners’ association, not by each owner.</p>',
          ],
          [
            'Contents',
            '<p>Furniture, electronics, clothes and other belongings at home against fire, theft and water damage. Valuables above a set value usually have to be listed.</p>',
          ],
          [
            'Liability and extras',
            '<p>Your legal liability if someone is hurt in your home or you damage a neighbour’s property, and extras such as belongings taken outside the home and temporary accommodation.</p>',
          ],
        ],
      },
      compare: {
        title: 'Which cover do you need?',
        lead: 'A general guide by situation; the cover of each plan is in its details.',
        headers: ['Feature', 'Owner who lives there', 'Landlord', 'Tenant'],
        rows: [
          ['Building', 'Yes, for a villa or your unit', 'Yes', 'No, the landlord’s part'],
          ['Contents', 'Yes', 'Only what the landlord provides', 'Yes'],
          ['Liability', 'Yes', 'Yes', 'Yes'],
        ],
      },
      reviews: {
        title: reviewsTitleEn,
        items: [
          [
            'Sophie D. (demo)',
            'Dubai',
            'Tenant cover explained',
            'I learned that my landlord’s policy does not cover my own things.',
          ],
          [
            'Khalid N. (demo)',
            'Abu Dhabi',
            'Building and contents together',
            'Easy to compare plans covering our villa and everything in it.',
          ],
          [
            'Anita R. (demo)',
            'Sharjah',
            'Good checklist',
            'The explanation of valuables reminded me to list my jewellery.',
          ],
        ],
      },
      faq: {
        note: faqNoteEn,
        title: 'Home insurance FAQs',
        rows: [
          [
            'Is home insurance mandatory in the UAE?',
            '<p>No, home insurance is not required by law. A bank financing a property usually requires the building to be insured for as long as the home loan runs.</p>',
          ],
          [
            'I rent my flat. What should I insure?',
            '<p>Your belongings and your liability. The building is the landlord’s responsibility, and the landlord’s policy does not cover your things.</p>',
          ],
          [
            'How much should I insure my contents for?',
            '<p>Enough to replace everything with new items of the same kind. Go room by room; if you insure for too little, the insurer may pay only part of a claim.</p>',
          ],
          [
            'Is water damage covered?',
            '<p>Sudden leaks from pipes and tanks are usually covered. Damage from gradual leaks or poor maintenance is usually excluded, and cover for storms and flooding differs between plans.</p>',
          ],
          [
            'How do I claim?',
            '<p>Report theft to the police and get a report. Tell your insurer as soon as you can, keep the damaged items or photographs, and send the claim form with receipts or proof of value.</p>',
          ],
        ],
      },
      related: {
        title: 'Related pages',
        groups: [
          {
            heading: 'For your home',
            links: [
              ['Home loans', '/mortgage-loan/'],
              ['Term life insurance', '/term-insurance/'],
            ],
          },
          {
            heading: 'More cover',
            links: [
              ['Travel insurance', '/travel-insurance/'],
              ['Car insurance', '/car-insurance/'],
            ],
          },
        ],
      },
    },
    ar: {
      toc: tocAr('تأمين المنازل'),
      why: {
        title: 'لماذا تقارن تأمين المنازل مع ساحل كومبير',
        items: [
          [
            'الخطط جنباً إلى جنب',
            'اطّلع على حدود المبنى والمحتويات ومبلغ التحمّل والقسط لكل خطة تجريبية بالدرهم.',
          ],
          ['للملاك والمستأجرين', 'يمكن للملاك التأمين على المبنى والمحتويات، وللمستأجرين على مقتنياتهم.'],
          whyAr.free,
          whyAr.code,
        ],
      },
      how: {
        title: 'كيف تعمل المقارنة',
        lead: howLeadAr,
        steps: stepsAr(
          ['أخبرنا عن منزلك', 'هل تملكه أم تستأجره، ونوع المنزل، وقيمة ما تؤمّن عليه.'],
          ['قارن الخطط التجريبية', 'اطّلع على الحدود ومبلغ التحمّل والإضافات والقسط.'],
        ),
      },
      cover: {
        title: 'ما الذي يغطيه تأمين المنازل',
        lead: 'يمكن أن تغطي وثيقة المنزل المبنى وما بداخله ومسؤوليتك تجاه الآخرين.',
        tabs: [
          [
            'المبنى',
            '<p>الهيكل والتجهيزات الثابتة ضد الحريق وتسرب المياه والعواصف وغيرها من الأحداث المدرجة. وفي المباني السكنية تؤمّن جمعية الملاك عادةً الأجزاء المشتركة، لا كل مالك على حدة.</p>',
          ],
          [
            'المحتويات',
            '<p>الأثاث والأجهزة الإلكترونية والملابس وغيرها من المقتنيات في المنزل ضد الحريق والسرقة وأضرار المياه. وعادةً يجب إدراج المقتنيات الثمينة التي تتجاوز قيمة محددة.</p>',
          ],
          [
            'المسؤولية والإضافات',
            '<p>مسؤوليتك القانونية إذا أصيب أحد في منزلك أو ألحقت ضرراً بممتلكات جارك، وإضافات مثل المقتنيات خارج المنزل والسكن المؤقت.</p>',
          ],
        ],
      },
      compare: {
        title: 'ما التغطية التي تحتاجها؟',
        lead: 'دليل عام حسب وضعك؛ وتغطية كل خطة في تفاصيلها.',
        headers: ['الميزة', 'مالك يسكن المنزل', 'مالك مؤجِّر', 'مستأجر'],
        rows: [
          ['المبنى', 'نعم، للفيلا أو لوحدتك', 'نعم', 'لا، فهو من مسؤولية المالك'],
          ['المحتويات', 'نعم', 'ما يوفره المالك فقط', 'نعم'],
          ['المسؤولية', 'نعم', 'نعم', 'نعم'],
        ],
      },
      reviews: {
        title: reviewsTitleAr,
        items: [
          [
            'صوفي د. (تجريبي)',
            'دبي',
            'فهمت تغطية المستأجر',
            'عرفت أن وثيقة المالك لا تغطي مقتنياتي الشخصية.',
          ],
          [
            'خالد ن. (تجريبي)',
            'أبوظبي',
            'المبنى والمحتويات معاً',
            'كان من السهل مقارنة الخطط التي تغطي فيلتنا وكل ما فيها.',
          ],
          [
            'أنيتا ر. (تجريبي)',
            'الشارقة',
            'قائمة تحقق مفيدة',
            'ذكّرني شرح المقتنيات الثمينة بإدراج مجوهراتي.',
          ],
        ],
      },
      faq: {
        note: faqNoteAr,
        title: 'الأسئلة الشائعة عن تأمين المنازل',
        rows: [
          [
            'هل تأمين المنازل إلزامي في الإمارات؟',
            '<p>لا، لا يفرض القانون تأمين المنازل. لكن البنك الذي يموّل عقاراً يشترط عادةً التأمين على المبنى طوال مدة التمويل.</p>',
          ],
          [
            'أستأجر شقتي. على ماذا يجب أن أؤمّن؟',
            '<p>على مقتنياتك ومسؤوليتك. فالمبنى من مسؤولية المالك، ووثيقة المالك لا تغطي أغراضك.</p>',
          ],
          [
            'بكم يجب أن أؤمّن على محتوياتي؟',
            '<p>بما يكفي لاستبدال كل شيء بأغراض جديدة من النوع نفسه. راجع غرفة غرفة؛ فإذا أمّنت بمبلغ أقل من اللازم، قد لا تدفع شركة التأمين إلا جزءاً من المطالبة.</p>',
          ],
          [
            'هل تُغطّى أضرار المياه؟',
            '<p>تُغطّى عادةً التسربات المفاجئة من الأنابيب والخزانات. أما أضرار التسرب التدريجي أو سوء الصيانة فتُستثنى عادةً، وتختلف تغطية العواصف والفيضانات بين الخطط.</p>',
          ],
          [
            'كيف أقدّم مطالبة؟',
            '<p>أبلغ الشرطة عن السرقة واحصل على تقرير. أخبر شركة التأمين في أقرب وقت، واحتفظ بالأغراض التالفة أو صورها، وأرسل نموذج المطالبة مع الإيصالات أو ما يثبت القيمة.</p>',
          ],
        ],
      },
      related: {
        title: 'صفحات ذات صلة',
        groups: [
          {
            heading: 'لمنزلك',
            links: [
              ['التمويل العقاري', '/mortgage-loan/'],
              ['التأمين على الحياة لأجل', '/term-insurance/'],
            ],
          },
          {
            heading: 'تغطيات أخرى',
            links: [
              ['تأمين السفر', '/travel-insurance/'],
              ['تأمين السيارات', '/car-insurance/'],
            ],
          },
        ],
      },
    },
  },

  sme: {
    reviewMeta: [
      { publishAt: '2026-10-09', ratings: [4, 4, 4, 5] },
      { publishAt: '2026-08-30', ratings: [4, 3, 4, 4] },
      { publishAt: '2026-07-02', ratings: [5, 4, 4, 4] },
    ],
    en: {
      toc: tocEn('business insurance'),
      why: {
        title: 'Why compare business insurance with Sahel Compare',
        items: [
          ['Covers side by side', 'See what each demo plan covers, its limits and its premium, in AED.'],
          [
            'Made for small businesses',
            'Shops, offices, restaurants and trading companies describe their business once.',
          ],
          whyEn.free,
          whyEn.code,
        ],
      },
      how: {
        title: 'How it works',
        lead: howLeadEn,
        steps: stepsEn(
          [
            'Tell us about your business',
            'What you do, where you work, your staff and what you want to insure.',
          ],
          ['Compare demo plans', 'See the covers, the limits, the excess and the premium.'],
        ),
      },
      cover: {
        title: 'What business insurance covers',
        lead: 'Most small businesses combine a few covers in one package.',
        tabs: [
          [
            'Property',
            '<p>Your premises’ fit-out, equipment and stock against fire, theft and other listed events, and often the income you lose while you cannot trade after a covered loss.</p>',
          ],
          [
            'Workmen’s compensation',
            '<p>UAE labour law makes employers liable for work injuries and occupational illness of their staff. Workmen’s compensation insurance pays that liability and the medical costs.</p>',
          ],
          [
            'Liability',
            '<p>Public liability pays claims from customers or visitors injured at your premises or whose property you damage; professional indemnity covers mistakes in advice or services.</p>',
          ],
        ],
      },
      compare: {
        title: 'Which covers does your business need?',
        lead: 'A general guide; your landlord, clients or free zone may ask for specific covers.',
        headers: ['Cover', 'What it pays for', 'Who usually needs it'],
        rows: [
          ['Property', 'Damage to premises, equipment and stock', 'Businesses with premises or stock'],
          ['Workmen’s compensation', 'Work injuries of employees', 'Every employer'],
          ['Public liability', 'Injury or damage to third parties', 'Businesses that receive visitors'],
          [
            'Professional indemnity',
            'Claims for mistakes in your work',
            'Consultants and professional firms',
          ],
        ],
      },
      reviews: {
        title: reviewsTitleEn,
        items: [
          [
            'Omar Z. (demo)',
            'Dubai',
            'Right covers for a café',
            'The overview of covers helped me see what my café really needs.',
          ],
          [
            'Grace E. (demo)',
            'Abu Dhabi',
            'Clear on liability',
            'Public liability and professional indemnity were finally explained clearly.',
          ],
          [
            'Yusuf A. (demo)',
            'Sharjah',
            'Quick to describe',
            'Describing my trading company took only a few minutes.',
          ],
        ],
      },
      faq: {
        note: faqNoteEn,
        title: 'Business insurance FAQs',
        rows: [
          [
            'Which business insurance is required in the UAE?',
            '<p>Employers must provide health insurance for their employees, and motor insurance is required for every company vehicle. Other covers depend on your activity: landlords, clients and some free zones ask for property, liability or workmen’s compensation cover in their contracts.</p>',
          ],
          [
            'What affects the premium?',
            '<p>Your activity and its risks, the value of the property insured, the number of staff and their work, the limits and excess you choose, and your claims history.</p>',
          ],
          [
            'Does property insurance cover lost income?',
            '<p>Only if you add business interruption cover. It pays the profit you lose and continuing costs while you cannot trade after a covered event, such as a fire.</p>',
          ],
          [
            'Do I need professional indemnity?',
            '<p>If you give advice or professional services, yes: it pays claims from clients who say your work caused them a loss. Some clients require it before they sign a contract.</p>',
          ],
          [
            'How do I claim?',
            '<p>Tell your insurer as soon as possible, report theft or fire to the police or civil defence, limit further damage, and keep records, invoices and photographs of what was lost.</p>',
          ],
        ],
      },
      related: {
        title: 'Related pages',
        groups: [
          {
            heading: 'For your business',
            links: [
              ['Group health insurance', '/group-health-insurance/'],
              ['Car insurance', '/car-insurance/'],
              ['Bank accounts', '/bank-accounts/'],
            ],
          },
        ],
      },
    },
    ar: {
      toc: tocAr('تأمين الأعمال'),
      why: {
        title: 'لماذا تقارن تأمين الأعمال مع ساحل كومبير',
        items: [
          ['التغطيات جنباً إلى جنب', 'اطّلع على ما تغطيه كل خطة تجريبية وحدودها وقسطها بالدرهم.'],
          ['مصمم للأعمال الصغيرة', 'تصف المتاجر والمكاتب والمطاعم والشركات التجارية نشاطها مرة واحدة.'],
          whyAr.free,
          whyAr.code,
        ],
      },
      how: {
        title: 'كيف تعمل المقارنة',
        lead: howLeadAr,
        steps: stepsAr(
          ['أخبرنا عن نشاطك', 'ما تعمل فيه، وأين تعمل، وموظفوك، وما تريد التأمين عليه.'],
          ['قارن الخطط التجريبية', 'اطّلع على التغطيات والحدود ومبلغ التحمّل والقسط.'],
        ),
      },
      cover: {
        title: 'ما الذي يغطيه تأمين الأعمال',
        lead: 'تجمع معظم الأعمال الصغيرة بضع تغطيات في باقة واحدة.',
        tabs: [
          [
            'الممتلكات',
            '<p>تجهيزات مقر عملك ومعداتك وبضاعتك ضد الحريق والسرقة وغيرها من الأحداث المدرجة، وغالباً الدخل الذي تفقده حين لا تستطيع العمل بعد خسارة مغطاة.</p>',
          ],
          [
            'تعويض العمال',
            '<p>يحمّل قانون العمل الإماراتي أصحاب العمل المسؤولية عن إصابات العمل والأمراض المهنية لموظفيهم. ويدفع تأمين تعويض العمال هذه المسؤولية والتكاليف الطبية.</p>',
          ],
          [
            'المسؤولية',
            '<p>يدفع تأمين المسؤولية العامة مطالبات العملاء أو الزوار الذين يصابون في مقرك أو تتضرر ممتلكاتهم بسببك، ويغطي تأمين المسؤولية المهنية الأخطاء في الاستشارات أو الخدمات.</p>',
          ],
        ],
      },
      compare: {
        title: 'ما التغطيات التي يحتاجها نشاطك؟',
        lead: 'دليل عام؛ وقد يطلب مالك العقار أو عملاؤك أو المنطقة الحرة تغطيات محددة.',
        headers: ['التغطية', 'ما تدفع عنه', 'من يحتاجها عادةً'],
        rows: [
          ['الممتلكات', 'أضرار المقر والمعدات والبضاعة', 'الأعمال التي لها مقر أو بضاعة'],
          ['تعويض العمال', 'إصابات العمل للموظفين', 'كل صاحب عمل'],
          ['المسؤولية العامة', 'إصابات الغير أو الأضرار بممتلكاتهم', 'الأعمال التي تستقبل زواراً'],
          ['المسؤولية المهنية', 'المطالبات عن أخطاء في عملك', 'المستشارون والشركات المهنية'],
        ],
      },
      reviews: {
        title: reviewsTitleAr,
        items: [
          [
            'عمر ز. (تجريبي)',
            'دبي',
            'التغطيات المناسبة لمقهى',
            'ساعدتني النظرة العامة على التغطيات في معرفة ما يحتاجه مقهاي فعلاً.',
          ],
          [
            'غريس إ. (تجريبي)',
            'أبوظبي',
            'وضوح في المسؤولية',
            'شُرح أخيراً الفرق بين المسؤولية العامة والمسؤولية المهنية بوضوح.',
          ],
          ['يوسف أ. (تجريبي)', 'الشارقة', 'وصف سريع', 'لم يستغرق وصف شركتي التجارية سوى دقائق.'],
        ],
      },
      faq: {
        note: faqNoteAr,
        title: 'الأسئلة الشائعة عن تأمين الأعمال',
        rows: [
          [
            'ما تأمين الأعمال المطلوب في الإمارات؟',
            '<p>يجب على أصحاب العمل توفير التأمين الصحي لموظفيهم، وتأمين المركبات مطلوب لكل مركبة للشركة. وتعتمد التغطيات الأخرى على نشاطك: إذ يطلب ملاك العقارات والعملاء وبعض المناطق الحرة في عقودهم تأمين الممتلكات أو المسؤولية أو تعويض العمال.</p>',
          ],
          [
            'ما الذي يؤثر في القسط؟',
            '<p>نشاطك ومخاطره، وقيمة الممتلكات المؤمّن عليها، وعدد الموظفين وطبيعة عملهم، والحدود ومبلغ التحمّل الذي تختاره، وسجل مطالباتك.</p>',
          ],
          [
            'هل يغطي تأمين الممتلكات الدخل المفقود؟',
            '<p>فقط إذا أضفت تغطية انقطاع الأعمال. وهي تدفع الأرباح التي تفقدها والتكاليف المستمرة حين لا تستطيع العمل بعد حدث مغطى، مثل الحريق.</p>',
          ],
          [
            'هل أحتاج إلى تأمين المسؤولية المهنية؟',
            '<p>إذا كنت تقدم استشارات أو خدمات مهنية، فنعم: فهو يدفع مطالبات العملاء الذين يقولون إن عملك سبب لهم خسارة. ويشترطه بعض العملاء قبل توقيع العقد.</p>',
          ],
          [
            'كيف أقدّم مطالبة؟',
            '<p>أبلغ شركة التأمين في أقرب وقت، وأبلغ الشرطة أو الدفاع المدني عن السرقة أو الحريق، وقلّل الأضرار الإضافية، واحتفظ بالسجلات والفواتير وصور ما فُقد.</p>',
          ],
        ],
      },
      related: {
        title: 'صفحات ذات صلة',
        groups: [
          {
            heading: 'لأعمالك',
            links: [
              ['التأمين الصحي الجماعي', '/group-health-insurance/'],
              ['تأمين السيارات', '/car-insurance/'],
              ['الحسابات المصرفية', '/bank-accounts/'],
            ],
          },
        ],
      },
    },
  },
};
