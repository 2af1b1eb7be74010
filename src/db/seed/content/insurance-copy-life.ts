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
 * docs/product/content.md: the extra sections of the term life and investment plan landings, in English and Arabic. Demo text
 * for the fictional brand Sahel Compare: providers are fictional, no price or return is quoted, reviews are
 * labelled demo and their rating is computed by the block from the ratings below.
 */
export const lifeCopy: Record<string, TLandingExtra> = {
  term: {
    reviewMeta: [
      { publishAt: '2026-10-22', ratings: [5, 4, 4, 5] },
      { publishAt: '2026-09-12', ratings: [4, 4, 4, 4] },
      { publishAt: '2026-06-30', ratings: [4, 5, 3, 4] },
    ],
    en: {
      toc: tocEn('term life insurance'),
      why: {
        title: 'Why compare term life insurance with Sahel Compare',
        items: [
          [
            'Premiums side by side',
            'See the cover, the term and the premium of each demo plan together, in AED.',
          ],
          [
            'Cover sized to your family',
            'Choose the amount and the term that match your loans and your children’s ages.',
          ],
          whyEn.free,
          whyEn.code,
        ],
      },
      how: {
        title: 'How it works',
        lead: 'Four steps, from your details to the plan you choose.',
        steps: [
          ['Tell us about you', 'Your date of birth, whether you smoke, your income and the cover you want.'],
          ['Compare demo plans', 'See the premium for the cover and term you chose.'],
          ['Confirm your number', 'A one-time code confirms your mobile number before you choose.'],
          ['Choose a plan', 'In this demo no policy is issued and no insurer receives your request.'],
        ],
      },
      cover: {
        title: 'What term life insurance covers',
        lead: 'A simple promise: a fixed sum if you die during the term, nothing if you outlive it.',
        tabs: [
          [
            'Death benefit',
            '<p>The sum assured is paid to the beneficiaries you name if you die during the term, from illness or accident, subject to the exclusions in the policy.</p>',
          ],
          [
            'Optional riders',
            '<p>Many plans let you add cover for permanent disability or critical illness, which pays part or all of the sum while you are alive.</p>',
          ],
          [
            'What it does not do',
            '<p>Term insurance has no savings value: if you outlive the term, nothing is paid back. That is why it costs much less than a savings or whole-of-life plan for the same cover.</p>',
          ],
        ],
      },
      compare: {
        title: 'Term, whole-of-life and savings plans',
        lead: 'A general guide to how the three kinds of life cover differ.',
        headers: ['Feature', 'Term life', 'Whole of life', 'Savings plan with life cover'],
        rows: [
          [
            'Pays on death',
            'Only during the term',
            'Whenever it happens',
            'Usually the higher of cover or fund value',
          ],
          [
            'Value if you stop paying',
            'None',
            'Sometimes a surrender value',
            'A surrender value, after charges',
          ],
          ['Premium for the same cover', 'Lowest', 'Higher', 'Highest'],
          ['Suits', 'Protecting income and loans', 'Leaving a sum in every case', 'Saving with some cover'],
        ],
      },
      reviews: {
        title: reviewsTitleEn,
        items: [
          [
            'Rahul M. (demo)',
            'Dubai',
            'Sized my cover properly',
            'The rule of thumb helped me choose cover that matches my home loan.',
          ],
          [
            'Amal J. (demo)',
            'Abu Dhabi',
            'Clear comparison',
            'Seeing the premiums for different terms side by side was useful.',
          ],
          [
            'Peter C. (demo)',
            'Dubai',
            'No savings confusion',
            'The page made it clear term cover has no savings value, which is what I wanted.',
          ],
        ],
      },
      faq: {
        note: faqNoteEn,
        title: 'Term life insurance FAQs',
        rows: [
          [
            'Can expatriates buy term life insurance in the UAE?',
            '<p>Yes. Insurers in the UAE sell term cover to residents of most nationalities; some ask where you plan to live in future and may limit cover if you move.</p>',
          ],
          [
            'What affects the premium?',
            '<p>Your age, whether you smoke, your health and medical history, your occupation, the sum assured and the length of the term. Larger covers may need a medical examination.</p>',
          ],
          [
            'What happens if I leave the UAE?',
            '<p>It depends on the policy: some keep covering you abroad if you keep paying, others end or change the cover. Check this before you buy if you may move.</p>',
          ],
          [
            'Is a Sharia-compliant option available?',
            '<p>Yes, family takaful plans work in a similar way under Islamic principles. Ask for takaful options when you compare.</p>',
          ],
          [
            'How does my family claim?',
            '<p>Your beneficiaries send the insurer the claim form, the death certificate and the documents it asks for, such as the police or medical report. Tell your family which insurer holds your policy.</p>',
          ],
        ],
      },
      related: {
        title: 'Related pages',
        groups: [
          {
            heading: 'Protect your family',
            links: [
              ['Critical illness insurance', '/critical-illness/'],
              ['Health insurance', '/health-insurance/'],
              ['Investment plans', '/investment-plans/'],
              ['Home loans', '/mortgage-loan/'],
            ],
          },
        ],
      },
    },
    ar: {
      toc: tocAr('التأمين على الحياة لأجل'),
      why: {
        title: 'لماذا تقارن التأمين على الحياة لأجل مع ساحل كومبير',
        items: [
          ['الأقساط جنباً إلى جنب', 'اطّلع على التغطية والمدة والقسط لكل خطة تجريبية معاً بالدرهم.'],
          ['تغطية على قدر عائلتك', 'اختر المبلغ والمدة بما يناسب قروضك وأعمار أبنائك.'],
          whyAr.free,
          whyAr.code,
        ],
      },
      how: {
        title: 'كيف تعمل المقارنة',
        lead: 'أربع خطوات، من بياناتك إلى الخطة التي تختارها.',
        steps: [
          ['أخبرنا عنك', 'تاريخ ميلادك، وما إذا كنت مدخناً، ودخلك، والتغطية التي تريدها.'],
          ['قارن الخطط التجريبية', 'اطّلع على القسط للتغطية والمدة اللتين اخترتهما.'],
          ['أكّد رقمك', 'يؤكد رمز لمرة واحدة رقم هاتفك المتحرك قبل أن تختار.'],
          ['اختر خطة', 'في هذا الموقع التجريبي لا تُصدر أي وثيقة ولا تتسلّم أي شركة تأمين طلبك.'],
        ],
      },
      cover: {
        title: 'ما الذي يغطيه التأمين على الحياة لأجل',
        lead: 'وعد بسيط: مبلغ محدد إذا توفيت خلال المدة، ولا شيء إذا تجاوزتها.',
        tabs: [
          [
            'مبلغ الوفاة',
            '<p>يُدفع مبلغ التأمين للمستفيدين الذين تسميهم إذا توفيت خلال المدة، بسبب مرض أو حادث، مع مراعاة الاستثناءات الواردة في الوثيقة.</p>',
          ],
          [
            'ملاحق اختيارية',
            '<p>تتيح خطط كثيرة إضافة تغطية للعجز الدائم أو الأمراض الخطيرة، تدفع جزءاً من المبلغ أو كله وأنت على قيد الحياة.</p>',
          ],
          [
            'ما لا يقدمه',
            '<p>ليس للتأمين لأجل قيمة ادخارية: فإذا تجاوزت المدة لا يُرد لك شيء. ولهذا تكلفته أقل بكثير من خطة ادخار أو تأمين مدى الحياة للتغطية نفسها.</p>',
          ],
        ],
      },
      compare: {
        title: 'التأمين لأجل والتأمين مدى الحياة وخطط الادخار',
        lead: 'دليل عام لاختلاف الأنواع الثلاثة من تغطية الحياة.',
        headers: ['الميزة', 'التأمين لأجل', 'التأمين مدى الحياة', 'خطة ادخار مع تغطية حياة'],
        rows: [
          ['يدفع عند الوفاة', 'خلال المدة فقط', 'متى حدثت', 'عادةً الأعلى بين التغطية وقيمة الصندوق'],
          ['القيمة إذا توقفت عن الدفع', 'لا شيء', 'أحياناً قيمة استرداد', 'قيمة استرداد بعد الرسوم'],
          ['القسط للتغطية نفسها', 'الأقل', 'أعلى', 'الأعلى'],
          ['يناسب', 'حماية الدخل والقروض', 'ترك مبلغ في كل الأحوال', 'الادخار مع بعض التغطية'],
        ],
      },
      reviews: {
        title: reviewsTitleAr,
        items: [
          [
            'راهول م. (تجريبي)',
            'دبي',
            'حددت تغطيتي بشكل صحيح',
            'ساعدتني القاعدة العامة على اختيار تغطية تناسب تمويل منزلي.',
          ],
          ['أمل ج. (تجريبي)', 'أبوظبي', 'مقارنة واضحة', 'كان مفيداً رؤية الأقساط لمدد مختلفة جنباً إلى جنب.'],
          [
            'بيتر ك. (تجريبي)',
            'دبي',
            'لا لبس في الادخار',
            'أوضحت الصفحة أن التأمين لأجل لا قيمة ادخارية له، وهو ما أردته.',
          ],
        ],
      },
      faq: {
        note: faqNoteAr,
        title: 'الأسئلة الشائعة عن التأمين على الحياة لأجل',
        rows: [
          [
            'هل يمكن للمقيمين الأجانب شراء التأمين على الحياة لأجل في الإمارات؟',
            '<p>نعم. تبيع شركات التأمين في الإمارات التغطية لأجل للمقيمين من معظم الجنسيات؛ ويسأل بعضها عن مكان إقامتك مستقبلاً وقد يحد من التغطية إذا انتقلت.</p>',
          ],
          [
            'ما الذي يؤثر في القسط؟',
            '<p>عمرك، وما إذا كنت مدخناً، وصحتك وتاريخك الطبي، ومهنتك، ومبلغ التأمين، وطول المدة. وقد تتطلب التغطيات الكبيرة فحصاً طبياً.</p>',
          ],
          [
            'ماذا يحدث إذا غادرت الإمارات؟',
            '<p>يعتمد ذلك على الوثيقة: فبعضها يستمر في تغطيتك في الخارج ما دمت تدفع، وبعضها ينتهي أو تتغير تغطيته. تحقق من ذلك قبل الشراء إذا كنت قد تنتقل.</p>',
          ],
          [
            'هل يتوفر خيار متوافق مع الشريعة؟',
            '<p>نعم، تعمل خطط التكافل العائلي بطريقة مشابهة وفق المبادئ الإسلامية. اطلب خيارات التكافل عند المقارنة.</p>',
          ],
          [
            'كيف تقدّم عائلتي المطالبة؟',
            '<p>يرسل المستفيدون إلى شركة التأمين نموذج المطالبة وشهادة الوفاة والمستندات التي تطلبها، مثل تقرير الشرطة أو التقرير الطبي. أخبر عائلتك بالشركة التي تحمل وثيقتك.</p>',
          ],
        ],
      },
      related: {
        title: 'صفحات ذات صلة',
        groups: [
          {
            heading: 'احمِ عائلتك',
            links: [
              ['تأمين الأمراض الخطيرة', '/critical-illness/'],
              ['التأمين الصحي', '/health-insurance/'],
              ['خطط الاستثمار', '/investment-plans/'],
              ['التمويل العقاري', '/mortgage-loan/'],
            ],
          },
        ],
      },
    },
  },

  investment: {
    reviewMeta: [
      { publishAt: '2026-10-14', ratings: [4, 4, 4, 4] },
      { publishAt: '2026-08-07', ratings: [4, 3, 4, 5] },
      { publishAt: '2026-05-28', ratings: [5, 4, 3, 4] },
    ],
    en: {
      toc: tocEn('an investment plan'),
      why: {
        title: 'Why compare investment plans with Sahel Compare',
        items: [
          [
            'Charges side by side',
            'See the term, the monthly amount, the charges and the surrender terms of each demo plan together.',
          ],
          [
            'Goals first',
            'Start from what you are saving for: retirement, education or another long-term goal.',
          ],
          whyEn.free,
          whyEn.code,
        ],
      },
      how: {
        title: 'How it works',
        lead: 'Four steps, from your goal to the plan you choose.',
        steps: [
          ['Tell us your goal', 'What you are saving for, how much each month and for how long.'],
          ['Compare demo plans', 'See the charges, the term and what happens if you stop paying.'],
          ['Confirm your number', 'A one-time code confirms your mobile number before you choose.'],
          ['Choose a plan', 'In this demo no plan is opened and no provider receives your request.'],
        ],
      },
      cover: {
        title: 'What an investment plan includes',
        lead: 'Most regular savings plans sold in the UAE combine investment funds with some life cover.',
        tabs: [
          [
            'The investment',
            '<p>Your monthly payments buy units in the funds you choose. Their value rises and falls with the markets; no return is guaranteed unless the plan says so.</p>',
          ],
          [
            'Charges',
            '<p>Plans take set-up, management and fund charges. Over a long term, a difference of one percent a year in charges makes a large difference to the final value.</p>',
          ],
          [
            'Surrender terms',
            '<p>If you stop early, the surrender value can be far less than what you paid in, especially in the first years. Choose a monthly amount you can keep up for the whole term.</p>',
          ],
        ],
      },
      compare: {
        title: 'Compare the ways to save',
        lead: 'A general guide; each plan’s charges and terms are in its details.',
        headers: ['Feature', 'Regular savings plan', 'Lump-sum investment', 'Bank savings account'],
        rows: [
          ['How you pay', 'Every month for a fixed term', 'Once, at the start', 'Whenever you like'],
          ['Risk', 'Depends on the funds', 'Depends on the funds', 'Low'],
          ['Access to money', 'Limited, with surrender charges', 'Depends on the plan', 'Usually any time'],
          ['Life cover', 'Often included', 'Sometimes', 'None'],
        ],
      },
      reviews: {
        title: reviewsTitleEn,
        items: [
          [
            'Meera V. (demo)',
            'Dubai',
            'Charges made clear',
            'I finally understood how much the charges take over twenty years.',
          ],
          [
            'Samir H. (demo)',
            'Abu Dhabi',
            'Education goal',
            'Useful to compare plans for my daughter’s university fees by term.',
          ],
          [
            'Laura B. (demo)',
            'Dubai',
            'Honest about risk',
            'The page was clear that investments can fall, which I appreciated.',
          ],
        ],
      },
      faq: {
        note: faqNoteEn,
        title: 'Investment plan FAQs',
        rows: [
          [
            'Is my money guaranteed?',
            '<p>Usually not. The value of most plans depends on the funds you choose and can fall as well as rise. Only plans that say so in their terms guarantee a value, and such guarantees have conditions.</p>',
          ],
          [
            'What happens if I stop paying?',
            '<p>Many plans let you pause payments for a while; if you stop for good, you may receive a surrender value that is lower than what you paid in, especially in the first years.</p>',
          ],
          [
            'How long should I save for?',
            '<p>Regular savings plans are built for long terms, often ten years or more. Money you may need sooner is usually better kept in a savings account.</p>',
          ],
          [
            'What if I leave the UAE?',
            '<p>Many plans can continue after you move, but check whether the provider accepts residents of your new country and how payments will be collected.</p>',
          ],
          [
            'Should I get advice before I commit?',
            '<p>Yes. Read the key features document, ask for the total charges in writing, and make sure you understand the surrender terms before you sign.</p>',
          ],
        ],
      },
      related: {
        title: 'Related pages',
        groups: [
          {
            heading: 'Plan ahead',
            links: [
              ['Term life insurance', '/term-insurance/'],
              ['Bank accounts', '/bank-accounts/'],
              ['Critical illness insurance', '/critical-illness/'],
            ],
          },
        ],
      },
    },
    ar: {
      toc: tocAr('خطة الاستثمار'),
      why: {
        title: 'لماذا تقارن خطط الاستثمار مع ساحل كومبير',
        items: [
          [
            'الرسوم جنباً إلى جنب',
            'اطّلع على المدة والمبلغ الشهري والرسوم وشروط الاسترداد لكل خطة تجريبية معاً.',
          ],
          ['الأهداف أولاً', 'ابدأ مما تدخر من أجله: التقاعد أو التعليم أو هدف آخر طويل الأجل.'],
          whyAr.free,
          whyAr.code,
        ],
      },
      how: {
        title: 'كيف تعمل المقارنة',
        lead: 'أربع خطوات، من هدفك إلى الخطة التي تختارها.',
        steps: [
          ['أخبرنا عن هدفك', 'ما تدخر من أجله، وكم كل شهر، ولأي مدة.'],
          ['قارن الخطط التجريبية', 'اطّلع على الرسوم والمدة وما يحدث إذا توقفت عن الدفع.'],
          ['أكّد رقمك', 'يؤكد رمز لمرة واحدة رقم هاتفك المتحرك قبل أن تختار.'],
          ['اختر خطة', 'في هذا الموقع التجريبي لا تُفتح أي خطة ولا تتسلّم أي جهة طلبك.'],
        ],
      },
      cover: {
        title: 'ما الذي تتضمنه خطة الاستثمار',
        lead: 'تجمع معظم خطط الادخار المنتظم في الإمارات بين صناديق استثمار وبعض تغطية الحياة.',
        tabs: [
          [
            'الاستثمار',
            '<p>تشتري دفعاتك الشهرية وحدات في الصناديق التي تختارها. وترتفع قيمتها وتنخفض مع الأسواق؛ ولا يُضمن أي عائد ما لم تنص الخطة على ذلك.</p>',
          ],
          [
            'الرسوم',
            '<p>تفرض الخطط رسوم تأسيس وإدارة ورسوم صناديق. وعلى المدى الطويل، يُحدث فرق بنسبة واحد في المئة سنوياً في الرسوم فرقاً كبيراً في القيمة النهائية.</p>',
          ],
          [
            'شروط الاسترداد',
            '<p>إذا توقفت مبكراً، قد تكون قيمة الاسترداد أقل بكثير مما دفعته، خاصة في السنوات الأولى. اختر مبلغاً شهرياً تستطيع الاستمرار فيه طوال المدة.</p>',
          ],
        ],
      },
      compare: {
        title: 'قارن طرق الادخار',
        lead: 'دليل عام؛ ورسوم كل خطة وشروطها في تفاصيلها.',
        headers: ['الميزة', 'خطة ادخار منتظم', 'استثمار بمبلغ مقطوع', 'حساب توفير مصرفي'],
        rows: [
          ['كيف تدفع', 'كل شهر لمدة محددة', 'مرة واحدة في البداية', 'متى شئت'],
          ['المخاطر', 'تعتمد على الصناديق', 'تعتمد على الصناديق', 'منخفضة'],
          ['الوصول إلى المال', 'محدود، مع رسوم استرداد', 'يعتمد على الخطة', 'عادةً في أي وقت'],
          ['تغطية الحياة', 'مشمولة غالباً', 'أحياناً', 'لا توجد'],
        ],
      },
      reviews: {
        title: reviewsTitleAr,
        items: [
          ['ميرا ف. (تجريبي)', 'دبي', 'الرسوم أصبحت واضحة', 'فهمت أخيراً كم تقتطع الرسوم على مدى عشرين عاماً.'],
          [
            'سمير ح. (تجريبي)',
            'أبوظبي',
            'هدف التعليم',
            'كان مفيداً مقارنة الخطط لرسوم جامعة ابنتي حسب المدة.',
          ],
          [
            'لورا ب. (تجريبي)',
            'دبي',
            'صراحة بشأن المخاطر',
            'أوضحت الصفحة أن الاستثمارات قد تنخفض، وهذا ما قدّرته.',
          ],
        ],
      },
      faq: {
        note: faqNoteAr,
        title: 'الأسئلة الشائعة عن خطط الاستثمار',
        rows: [
          [
            'هل أموالي مضمونة؟',
            '<p>عادةً لا. تعتمد قيمة معظم الخطط على الصناديق التي تختارها وقد تنخفض كما قد ترتفع. ولا تضمن قيمةً إلا الخطط التي تنص على ذلك في شروطها، ولهذه الضمانات شروط.</p>',
          ],
          [
            'ماذا يحدث إذا توقفت عن الدفع؟',
            '<p>تتيح خطط كثيرة إيقاف الدفعات مؤقتاً لفترة؛ وإذا توقفت نهائياً، قد تحصل على قيمة استرداد أقل مما دفعته، خاصة في السنوات الأولى.</p>',
          ],
          [
            'لكم من الوقت يجب أن أدخر؟',
            '<p>صُممت خطط الادخار المنتظم لمدد طويلة، غالباً عشر سنوات أو أكثر. والمال الذي قد تحتاجه قبل ذلك من الأفضل عادةً إبقاؤه في حساب توفير.</p>',
          ],
          [
            'ماذا لو غادرت الإمارات؟',
            '<p>يمكن لكثير من الخطط أن تستمر بعد انتقالك، لكن تحقق مما إذا كانت الجهة المقدمة تقبل المقيمين في بلدك الجديد وكيف ستُحصّل الدفعات.</p>',
          ],
          [
            'هل أطلب استشارة قبل الالتزام؟',
            '<p>نعم. اقرأ وثيقة المزايا الرئيسية، واطلب إجمالي الرسوم كتابةً، وتأكد من فهمك لشروط الاسترداد قبل التوقيع.</p>',
          ],
        ],
      },
      related: {
        title: 'صفحات ذات صلة',
        groups: [
          {
            heading: 'خطط للمستقبل',
            links: [
              ['التأمين على الحياة لأجل', '/term-insurance/'],
              ['الحسابات المصرفية', '/bank-accounts/'],
              ['تأمين الأمراض الخطيرة', '/critical-illness/'],
            ],
          },
        ],
      },
    },
  },
};
