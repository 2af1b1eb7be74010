import type { z } from 'zod';
import type { ZStoredPage } from '../../../shared/contracts/page';
import { localeOf } from '../../../shared/domain/locales';
import { PAGE_TYPE, PRODUCT } from '../../../shared/domain/products';
import { landingMultiQuotes } from './multi-quotes';
import { landingCalculators } from './calculators';
import { insuranceLandingExtras } from './landing-extras-insurance';
import { bankingLandingExtras } from './landing-extras-banking';

/**
 * Minimal landing pages (page type 0) for every product with a journey (decision 0008), so each journey is
 * reachable: the product page renders the journey form from the page's product id. International mortgage (18)
 * shares the 'mortgage-loan' segment with home loans (10), so it lives one level below it. Copy is honest demo
 * text for the fictional brand Sahel Compare: no real insurer or bank, no price shown as an offer.
 */

type Copy = {
  metaTitle: string;
  description: string;
  title: string;
  subtitle: string;
  banner: string;
  features: string[];
  paragraphTitle: string;
  paragraph: string;
};

type Landing = { productId: number; urlPath: string; key: string; en: Copy; ar: Copy };

const landings: Landing[] = [
  {
    // docs/product/cards.md: the credit card application ('Apply Now' on the listing links here with ?planid=).
    productId: PRODUCT.CREDIT_CARDS,
    urlPath: '/credit-cards/apply/',
    key: 'creditCardApply',
    en: {
      metaTitle: 'Apply for a credit card | Sahel Compare (demo)',
      description:
        'Apply for a demo credit card from the Sahel Compare listing: your card, income and details, confirmed with a one-time code.',
      title: 'Apply for a credit card',
      subtitle: 'Every card and bank on this site is demo data.',
      banner:
        'Choose the card, tell us your monthly income and employer, confirm who you are and your mobile number with a one-time code. This is a demo: no bank receives your application and no credit check is made.',
      features: ['One short form', 'Your number confirmed by a code', 'No credit check'],
      paragraphTitle: 'Before you apply',
      paragraph:
        '<p>Banks in the UAE ask for a minimum monthly income for each card. The listing shows it beside the annual fee, and only offers cards whose minimum your income meets; a card applied for below its minimum may be declined by the bank.</p>',
    },
    ar: {
      metaTitle: 'قدّم طلباً للحصول على بطاقة ائتمان | ساحل كومبير (تجريبي)',
      description:
        'قدّم طلباً للحصول على بطاقة ائتمان تجريبية من قائمة ساحل كومبير: بطاقتك ودخلك وبياناتك، مع التأكيد برمز لمرة واحدة.',
      title: 'قدّم طلباً للحصول على بطاقة ائتمان',
      subtitle: 'كل البطاقات والبنوك في هذا الموقع بيانات تجريبية.',
      banner:
        'اختر البطاقة، وأخبرنا بدخلك الشهري وجهة عملك، وأكّد هويتك ورقم هاتفك المتحرك برمز لمرة واحدة. هذا موقع تجريبي: لا يتسلم أي بنك طلبك ولا يُجرى أي فحص ائتماني.',
      features: ['نموذج واحد قصير', 'تأكيد رقمك برمز', 'دون فحص ائتماني'],
      paragraphTitle: 'قبل أن تقدّم طلبك',
      paragraph:
        '<p>تشترط البنوك في الإمارات حداً أدنى للدخل الشهري لكل بطاقة. تعرضه القائمة بجانب الرسوم السنوية، ولا تعرض إلا البطاقات التي يستوفي دخلك حدها الأدنى؛ وقد يرفض البنك طلب بطاقة دخلك أقل من حدها الأدنى.</p>',
    },
  },
  {
    productId: PRODUCT.TRAVEL_INSURANCE,
    urlPath: '/travel-insurance/',
    key: 'travel',
    en: {
      metaTitle: 'Travel Insurance UAE – Compare single-trip and annual cover | Sahel Compare (demo)',
      description:
        'Compare travel insurance for trips from the UAE: medical emergencies, cancellations and lost baggage, for individuals, families and groups.',
      title: 'Travel Insurance from the UAE',
      subtitle: 'Single-trip and annual multi-trip plans from demo partner insurers.',
      banner:
        'Tell us where and when you are travelling and who is going with you, and compare travel plans side by side: emergency medical cover, trip cancellation, delays and baggage. Schengen visa applicants can choose plans that meet the visa cover requirements.',
      features: [
        'Individual, family and group plans',
        'Schengen-compliant options',
        'Cover from the day you buy',
      ],
      paragraphTitle: 'Why buy travel insurance before you fly?',
      paragraph:
        '<p>A hospital stay abroad can cost far more than the trip itself. Travel insurance pays for emergency treatment, brings you home if you are seriously ill and refunds prepaid costs if you must cancel for a covered reason. Buy it as soon as you book, so cancellation cover starts straight away.</p>',
    },
    ar: {
      metaTitle:
        'تأمين السفر في الإمارات – قارن تغطية الرحلة الواحدة والتغطية السنوية | ساحل كومبير (تجريبي)',
      description:
        'قارن تأمين السفر للرحلات من الإمارات: الطوارئ الطبية وإلغاء الرحلات وفقدان الأمتعة، للأفراد والعائلات والمجموعات.',
      title: 'تأمين السفر من الإمارات',
      subtitle: 'خطط للرحلة الواحدة وللرحلات المتعددة السنوية من شركات تأمين شريكة تجريبية.',
      banner:
        'أخبرنا إلى أين ومتى ستسافر ومن سيرافقك، وقارن خطط السفر جنباً إلى جنب: التغطية الطبية الطارئة وإلغاء الرحلة والتأخير والأمتعة. ويمكن لمقدمي طلبات تأشيرة شنغن اختيار خطط تستوفي متطلبات التأشيرة.',
      features: ['خطط للأفراد والعائلات والمجموعات', 'خيارات متوافقة مع شنغن', 'تغطية من يوم الشراء'],
      paragraphTitle: 'لماذا تشتري تأمين السفر قبل الرحلة؟',
      paragraph:
        '<p>قد تكلف الإقامة في مستشفى بالخارج أكثر بكثير من الرحلة نفسها. يدفع تأمين السفر تكاليف العلاج الطارئ، ويعيدك إلى الوطن إذا مرضت مرضاً شديداً، ويرد التكاليف المدفوعة مسبقاً إذا اضطررت إلى الإلغاء لسبب مشمول. اشترِه فور الحجز لتبدأ تغطية الإلغاء على الفور.</p>',
    },
  },
  {
    productId: PRODUCT.HEALTH_INSURANCE,
    urlPath: '/health-insurance/',
    key: 'health',
    en: {
      metaTitle: 'Health Insurance UAE – Compare plans for you and your family | Sahel Compare (demo)',
      description:
        'Compare health insurance in the UAE for yourself, your spouse, children and parents: networks, co-pay, maternity and dental options.',
      title: 'Health Insurance in the UAE',
      subtitle: 'Plans for individuals and families from demo partner insurers.',
      banner:
        'Health insurance is mandatory for residents of Abu Dhabi and Dubai, and across the UAE employers must cover their staff. Add the people you want to insure, tell us where you live, and compare plans by network, co-pay, annual limit and premium.',
      features: ['Cover for your whole family', 'Compare networks and co-pay', 'Plans for every salary band'],
      paragraphTitle: 'What decides the price of a health plan?',
      paragraph:
        '<p>Premiums depend mainly on the age of each member, the emirate of the visa, the network of hospitals and clinics, the co-pay you agree to and extras such as maternity, dental and optical cover. In Dubai, employees earning up to AED 4,000 a month are covered by the Essential Benefits Plan.</p>',
    },
    ar: {
      metaTitle: 'التأمين الصحي في الإمارات – قارن الخطط لك ولعائلتك | ساحل كومبير (تجريبي)',
      description:
        'قارن التأمين الصحي في الإمارات لك ولزوجك وأبنائك ووالديك: الشبكات ونسبة المشاركة في الدفع وخيارات الأمومة والأسنان.',
      title: 'التأمين الصحي في الإمارات',
      subtitle: 'خطط للأفراد والعائلات من شركات تأمين شريكة تجريبية.',
      banner:
        'التأمين الصحي إلزامي للمقيمين في أبوظبي ودبي، وعلى أصحاب العمل في جميع أنحاء الإمارات تأمين موظفيهم. أضف الأشخاص الذين تريد التأمين عليهم، وأخبرنا أين تقيم، وقارن الخطط حسب الشبكة ونسبة المشاركة في الدفع والحد السنوي والقسط.',
      features: ['تغطية لعائلتك بالكامل', 'قارن الشبكات ونسبة المشاركة', 'خطط لكل فئة راتب'],
      paragraphTitle: 'ما الذي يحدد سعر الخطة الصحية؟',
      paragraph:
        '<p>تعتمد الأقساط أساساً على عمر كل فرد، وإمارة الإقامة، وشبكة المستشفيات والعيادات، ونسبة المشاركة في الدفع التي تختارها، والإضافات مثل الأمومة والأسنان والبصريات. وفي دبي، يُغطى الموظفون الذين يصل راتبهم إلى 4,000 درهم شهرياً بخطة المزايا الأساسية.</p>',
    },
  },
  {
    productId: PRODUCT.INVESTMENT,
    urlPath: '/investment-plans/',
    key: 'investment',
    en: {
      metaTitle: 'Investment Plans UAE – Compare savings and investment plans | Sahel Compare (demo)',
      description:
        'Compare regular savings and investment plans in the UAE for retirement, education and long-term goals.',
      title: 'Investment Plans',
      subtitle: 'Regular savings plans for retirement, education and long-term goals.',
      banner:
        'Tell us what you are saving for, how much you can put aside each month and for how long, and compare the demo plans that fit, side by side. Investments can fall as well as rise; read the charges and surrender terms before you commit.',
      features: [
        'Retirement and education goals',
        'Monthly amounts from AED 500',
        'Advice before you commit',
      ],
      paragraphTitle: 'Before you choose a plan',
      paragraph:
        '<p>Check the total yearly charges, how long you must pay before the plan has a surrender value, and whether you can pause payments. A plan you can keep up for its whole term usually serves you better than a larger one you may have to stop.</p>',
    },
    ar: {
      metaTitle: 'خطط الاستثمار في الإمارات – قارن خطط الادخار والاستثمار | ساحل كومبير (تجريبي)',
      description: 'قارن خطط الادخار المنتظم والاستثمار في الإمارات للتقاعد والتعليم والأهداف طويلة الأجل.',
      title: 'خطط الاستثمار',
      subtitle: 'خطط ادخار منتظم للتقاعد والتعليم والأهداف طويلة الأجل.',
      banner:
        'أخبرنا عمّا تدخر من أجله، وكم يمكنك أن تخصص كل شهر ولأي مدة، وقارن الخطط التجريبية المناسبة جنباً إلى جنب. قد تنخفض قيمة الاستثمارات كما قد ترتفع؛ اقرأ الرسوم وشروط الاسترداد قبل الالتزام.',
      features: ['أهداف التقاعد والتعليم', 'مبالغ شهرية تبدأ من 500 درهم', 'استشارة قبل الالتزام'],
      paragraphTitle: 'قبل أن تختار خطة',
      paragraph:
        '<p>تحقق من إجمالي الرسوم السنوية، والمدة التي يجب أن تدفع خلالها قبل أن تصبح للخطة قيمة استرداد، وما إذا كان بإمكانك إيقاف الدفعات مؤقتاً. فالخطة التي تستطيع الاستمرار فيها طوال مدتها تخدمك عادةً أفضل من خطة أكبر قد تضطر إلى إيقافها.</p>',
    },
  },
  {
    productId: PRODUCT.TERM_INSURANCE,
    urlPath: '/term-insurance/',
    key: 'term',
    en: {
      metaTitle: 'Term Life Insurance UAE – Compare cover for your family | Sahel Compare (demo)',
      description:
        'Compare term life insurance in the UAE: a lump sum for your family if you die during the term.',
      title: 'Term Life Insurance',
      subtitle: 'A lump sum for your family, at a fixed premium for the whole term.',
      banner:
        'Term insurance pays a fixed amount to the people you choose if you die during the policy term. Enter your date of birth, smoking status, income and the cover you want, and compare premiums from demo partner insurers.',
      features: ['Cover from AED 500,000', 'Terms of 10 to 30 years', 'Premiums fixed at the start'],
      paragraphTitle: 'How much cover do you need?',
      paragraph:
        '<p>A common rule of thumb is ten times your yearly income, plus any loans your family would have to repay. Choose a term that lasts until your children are independent or your home loan is paid off.</p>',
    },
    ar: {
      metaTitle: 'التأمين على الحياة لأجل في الإمارات – قارن التغطية لعائلتك | ساحل كومبير (تجريبي)',
      description:
        'قارن التأمين على الحياة لأجل في الإمارات: مبلغ مقطوع لعائلتك في حال الوفاة خلال مدة الوثيقة.',
      title: 'التأمين على الحياة لأجل',
      subtitle: 'مبلغ مقطوع لعائلتك بقسط ثابت طوال مدة الوثيقة.',
      banner:
        'يدفع التأمين لأجل مبلغاً محدداً للأشخاص الذين تختارهم في حال وفاتك خلال مدة الوثيقة. أدخل تاريخ ميلادك وما إذا كنت مدخناً ودخلك والتغطية التي تريدها، وقارن الأقساط من شركات تأمين شريكة تجريبية.',
      features: ['تغطية تبدأ من 500,000 درهم', 'مدد من 10 إلى 30 سنة', 'أقساط ثابتة من البداية'],
      paragraphTitle: 'ما مقدار التغطية التي تحتاجها؟',
      paragraph:
        '<p>من القواعد الشائعة أن تعادل التغطية عشرة أضعاف دخلك السنوي، مضافاً إليها أي قروض ستضطر عائلتك إلى سدادها. اختر مدة تستمر حتى يستقل أبناؤك أو يُسدَّد تمويل منزلك.</p>',
    },
  },
  {
    productId: PRODUCT.BIKE_INSURANCE,
    urlPath: '/bike-insurance/',
    key: 'bike',
    en: {
      metaTitle: 'Bike Insurance UAE – Compare motorbike cover | Sahel Compare (demo)',
      description:
        'Compare third-party and comprehensive motorbike insurance in the UAE for personal and delivery bikes.',
      title: 'Motorbike Insurance',
      subtitle: 'Third-party and comprehensive cover for your bike.',
      banner:
        'Every motorbike on UAE roads needs at least third-party cover to be registered. Tell us about your bike, how you use it and who rides it, and compare plans from demo partner insurers.',
      features: [
        'Personal and delivery bikes',
        'Third-party or comprehensive',
        'Rider accident cover options',
      ],
      paragraphTitle: 'Delivery riders',
      paragraph:
        '<p>Bikes used for deliveries need commercial cover; a personal policy may not pay a claim made while you were working. Choose the right use when you ask for quotes.</p>',
    },
    ar: {
      metaTitle: 'تأمين الدراجات النارية في الإمارات – قارن التغطية | ساحل كومبير (تجريبي)',
      description:
        'قارن تأمين الدراجات النارية ضد الغير والشامل في الإمارات للاستخدام الشخصي ودراجات التوصيل.',
      title: 'تأمين الدراجات النارية',
      subtitle: 'تغطية ضد الغير وشاملة لدراجتك.',
      banner:
        'تحتاج كل دراجة نارية على طرق الإمارات إلى تغطية ضد الغير على الأقل لتسجيلها. أخبرنا عن دراجتك وطريقة استخدامها ومن يقودها، وقارن الخطط من شركات تأمين شريكة تجريبية.',
      features: ['دراجات شخصية ودراجات توصيل', 'ضد الغير أو شامل', 'خيارات تغطية حوادث السائق'],
      paragraphTitle: 'سائقو التوصيل',
      paragraph:
        '<p>تحتاج الدراجات المستخدمة في التوصيل إلى تغطية تجارية؛ فقد لا تدفع الوثيقة الشخصية مطالبة حدثت أثناء العمل. اختر الاستخدام الصحيح عند طلب عروض الأسعار.</p>',
    },
  },
  {
    productId: PRODUCT.PERSONAL_LOANS,
    urlPath: '/personal-loans/',
    key: 'personal-loan',
    en: {
      metaTitle: 'Personal Loans UAE – Compare rates and monthly repayments | Sahel Compare (demo)',
      description:
        'Compare personal loans in the UAE by rate, fees and monthly repayment, for salaried and self-employed applicants.',
      title: 'Personal Loans',
      subtitle: 'Compare offers from demo partner banks in minutes.',
      banner:
        'Enter your salary, employer type and the amount you need, and see what demo partner banks could offer and what you would repay each month. Personal loans in the UAE run for up to 48 months, and total monthly repayments may not exceed half of your salary.',
      features: [
        'Terms up to 48 months',
        'Salary transfer and non-transfer',
        'Monthly repayment shown upfront',
      ],
      paragraphTitle: 'Borrow what you can repay',
      paragraph:
        '<p>Compare the annual percentage rate and processing fees, not just the flat rate. Include your current loan and credit card payments so the offers reflect what you can really afford.</p>',
    },
    ar: {
      metaTitle: 'القروض الشخصية في الإمارات – قارن الأسعار والأقساط الشهرية | ساحل كومبير (تجريبي)',
      description:
        'قارن القروض الشخصية في الإمارات حسب السعر والرسوم والقسط الشهري، للموظفين وأصحاب الأعمال الحرة.',
      title: 'القروض الشخصية',
      subtitle: 'قارن عروض البنوك الشريكة التجريبية في دقائق.',
      banner:
        'أدخل راتبك ونوع جهة عملك والمبلغ الذي تحتاجه، واطّلع على ما قد تقدمه البنوك الشريكة التجريبية وما ستسدده كل شهر. تمتد القروض الشخصية في الإمارات حتى 48 شهراً، ولا يجوز أن يتجاوز مجموع الأقساط الشهرية نصف راتبك.',
      features: ['مدد حتى 48 شهراً', 'مع تحويل الراتب أو بدونه', 'القسط الشهري واضح من البداية'],
      paragraphTitle: 'اقترض ما تستطيع سداده',
      paragraph:
        '<p>قارن معدل النسبة السنوية ورسوم المعالجة، لا السعر الثابت فقط. وأدرج أقساط قروضك وبطاقاتك الائتمانية الحالية لتعكس العروض ما تستطيع تحمله فعلاً.</p>',
    },
  },
  {
    productId: PRODUCT.HOME_LOANS,
    urlPath: '/mortgage-loan/',
    key: 'home-loan',
    en: {
      metaTitle: 'Home Loans UAE – Compare mortgage rates | Sahel Compare (demo)',
      description:
        'Compare home loans in the UAE for ready and off-plan property, for UAE nationals, residents and non-residents.',
      title: 'Home Loans in the UAE',
      subtitle: 'Fixed and variable rate mortgages from demo partner banks.',
      banner:
        'Tell us about the property and your income, and compare mortgage offers: rate, fixed period, fees and monthly repayment. Residents buying their first home under AED 5 million can usually borrow up to 80% of its value.',
      features: ['Ready and off-plan property', 'Fixed and variable rates', 'Options for non-residents'],
      paragraphTitle: 'Costs beyond the down payment',
      paragraph:
        '<p>Budget for the land department transfer fee, mortgage registration, valuation and agency fees. Together they often add 5% to 7% of the price on top of your down payment.</p>',
    },
    ar: {
      metaTitle: 'التمويل العقاري في الإمارات – قارن أسعار الرهن العقاري | ساحل كومبير (تجريبي)',
      description:
        'قارن التمويل العقاري في الإمارات للعقارات الجاهزة وعلى الخارطة، للمواطنين والمقيمين وغير المقيمين.',
      title: 'التمويل العقاري في الإمارات',
      subtitle: 'تمويل بسعر ثابت أو متغير من بنوك شريكة تجريبية.',
      banner:
        'أخبرنا عن العقار ودخلك، وقارن عروض التمويل العقاري: السعر وفترة التثبيت والرسوم والقسط الشهري. يمكن للمقيمين الذين يشترون منزلهم الأول بأقل من 5 ملايين درهم اقتراض ما يصل عادةً إلى 80% من قيمته.',
      features: ['عقارات جاهزة وعلى الخارطة', 'أسعار ثابتة ومتغيرة', 'خيارات لغير المقيمين'],
      paragraphTitle: 'تكاليف تتجاوز الدفعة المقدمة',
      paragraph:
        '<p>خصص ميزانية لرسوم نقل الملكية في دائرة الأراضي وتسجيل الرهن والتقييم وعمولة الوسيط. فهي مجتمعة تضيف غالباً من 5% إلى 7% من السعر فوق الدفعة المقدمة.</p>',
    },
  },
  {
    productId: PRODUCT.INTERNATIONAL_MORTGAGE,
    urlPath: '/mortgage-loan/international-mortgage/',
    key: 'international-mortgage',
    en: {
      metaTitle: 'International Mortgages – Finance property abroad from the UAE | Sahel Compare (demo)',
      description:
        'Compare mortgages for property in the UK, India, Spain, Portugal and other countries while you live in the UAE.',
      title: 'International Mortgages',
      subtitle: 'Finance a home abroad while you live and earn in the UAE.',
      banner:
        'Buying a home in your home country or a holiday property abroad? Tell us where the property is, its value and your income, and compare the offers of demo partner lenders that accept UAE residents.',
      features: [
        'Property in many countries',
        'Buy, buy-to-let or refinance',
        'Lenders that accept UAE income',
      ],
      paragraphTitle: 'What lenders look at',
      paragraph:
        '<p>Lenders abroad usually ask for a larger deposit from overseas buyers, check your UAE salary certificate and bank statements, and may lend in the currency of the property. Exchange-rate changes can make repayments dearer.</p>',
    },
    ar: {
      metaTitle: 'التمويل العقاري الدولي – موّل عقاراً في الخارج من الإمارات | ساحل كومبير (تجريبي)',
      description:
        'قارن التمويل العقاري لعقارات في المملكة المتحدة والهند وإسبانيا والبرتغال ودول أخرى وأنت مقيم في الإمارات.',
      title: 'التمويل العقاري الدولي',
      subtitle: 'موّل منزلاً في الخارج وأنت تعيش وتعمل في الإمارات.',
      banner:
        'هل تشتري منزلاً في بلدك أو عقاراً لقضاء العطلات في الخارج؟ أخبرنا أين يقع العقار وقيمته ودخلك، وقارن عروض جهات التمويل الشريكة التجريبية التي تقبل المقيمين في الإمارات.',
      features: ['عقارات في دول عديدة', 'شراء أو تأجير أو إعادة تمويل', 'جهات تمويل تقبل الدخل في الإمارات'],
      paragraphTitle: 'ما الذي تنظر إليه جهات التمويل',
      paragraph:
        '<p>تطلب جهات التمويل في الخارج عادةً دفعة مقدمة أكبر من المشترين غير المقيمين، وتراجع شهادة راتبك وكشوف حسابك في الإمارات، وقد تقرض بعملة بلد العقار. وقد تجعل تغيرات سعر الصرف الأقساط أعلى.</p>',
    },
  },
  {
    productId: PRODUCT.CAR_LOANS,
    urlPath: '/car-loans/',
    key: 'car-loan',
    en: {
      metaTitle: 'Car Loans UAE – Compare auto finance for new and used cars | Sahel Compare (demo)',
      description:
        'Compare car loans in the UAE for new and used cars: rate, down payment and monthly repayment.',
      title: 'Car Loans',
      subtitle: 'Finance for new and used cars from demo partner banks.',
      banner:
        'Enter the car price, your down payment and your salary, and compare car finance offers over up to five years. UAE banks usually finance up to 80% of the price, so plan for a down payment of at least 20%.',
      features: ['New and used cars', 'Terms up to 60 months', 'Conventional and Islamic finance'],
      paragraphTitle: 'Insurance comes with the loan',
      paragraph:
        '<p>A financed car must have comprehensive insurance for as long as the loan runs, usually with the bank named on the policy. Include the premium when you work out what the car will cost you each month.</p>',
    },
    ar: {
      metaTitle: 'قروض السيارات في الإمارات – قارن تمويل السيارات الجديدة والمستعملة | ساحل كومبير (تجريبي)',
      description:
        'قارن قروض السيارات في الإمارات للسيارات الجديدة والمستعملة: السعر والدفعة المقدمة والقسط الشهري.',
      title: 'قروض السيارات',
      subtitle: 'تمويل للسيارات الجديدة والمستعملة من بنوك شريكة تجريبية.',
      banner:
        'أدخل سعر السيارة والدفعة المقدمة وراتبك، وقارن عروض تمويل السيارات لمدة تصل إلى خمس سنوات. تموّل البنوك في الإمارات عادةً حتى 80% من السعر، لذا خطط لدفعة مقدمة لا تقل عن 20%.',
      features: ['سيارات جديدة ومستعملة', 'مدد حتى 60 شهراً', 'تمويل تقليدي وإسلامي'],
      paragraphTitle: 'التأمين يرافق القرض',
      paragraph:
        '<p>يجب أن تكون للسيارة المموّلة وثيقة تأمين شامل طوال مدة القرض، وغالباً ما يُذكر البنك في الوثيقة. أضف القسط عند حساب تكلفة السيارة عليك كل شهر.</p>',
    },
  },
  {
    productId: PRODUCT.BANK_ACCOUNTS,
    urlPath: '/bank-accounts/',
    key: 'bank-account',
    en: {
      metaTitle: 'Bank Accounts UAE – Compare current, savings and salary accounts | Sahel Compare (demo)',
      description:
        'Compare current, savings, salary transfer and Islamic bank accounts in the UAE: minimum balance, fees and benefits.',
      title: 'Bank Accounts',
      subtitle: 'Current, savings and salary accounts from demo partner banks.',
      banner:
        'Choose the kind of account you need and tell us about your salary, and compare accounts by minimum balance, monthly fees, profit or interest rate and extras. Many accounts waive fees when your salary is transferred.',
      features: ['Zero-balance options', 'Salary transfer benefits', 'Islamic accounts'],
      paragraphTitle: 'Watch the minimum balance',
      paragraph:
        '<p>Most accounts charge a monthly fee when the balance falls below a set amount. Pick an account whose minimum balance you will comfortably keep.</p>',
    },
    ar: {
      metaTitle:
        'الحسابات البنكية في الإمارات – قارن الحسابات الجارية والتوفير وحسابات الراتب | ساحل كومبير (تجريبي)',
      description:
        'قارن الحسابات الجارية وحسابات التوفير وتحويل الراتب والحسابات الإسلامية في الإمارات: الحد الأدنى للرصيد والرسوم والمزايا.',
      title: 'الحسابات البنكية',
      subtitle: 'حسابات جارية وتوفير وراتب من بنوك شريكة تجريبية.',
      banner:
        'اختر نوع الحساب الذي تحتاجه وأخبرنا عن راتبك، وقارن الحسابات حسب الحد الأدنى للرصيد والرسوم الشهرية ومعدل الربح أو الفائدة والمزايا الإضافية. تُعفي حسابات كثيرة من الرسوم عند تحويل راتبك.',
      features: ['خيارات بدون حد أدنى للرصيد', 'مزايا تحويل الراتب', 'حسابات إسلامية'],
      paragraphTitle: 'انتبه إلى الحد الأدنى للرصيد',
      paragraph:
        '<p>تفرض معظم الحسابات رسوماً شهرية عندما ينخفض الرصيد عن مبلغ محدد. اختر حساباً تستطيع الحفاظ على حده الأدنى بسهولة.</p>',
    },
  },
  {
    productId: PRODUCT.SME_INSURANCE,
    urlPath: '/business-insurance/',
    key: 'sme',
    en: {
      metaTitle: 'Business Insurance UAE – Compare SME cover | Sahel Compare (demo)',
      description:
        "Compare business insurance for UAE SMEs: property, public liability, workmen's compensation, group medical and fleet.",
      title: 'Business Insurance for SMEs',
      subtitle: 'Protect your premises, people and liabilities.',
      banner:
        'Tell us about your business and the cover you need, and compare business insurance plans from demo partner insurers, priced for your answers. Some cover is required by law or by your landlord.',
      features: ['Property and contents', "Workmen's compensation", 'Public liability'],
      paragraphTitle: 'Cover you may be required to hold',
      paragraph:
        "<p>UAE labour law makes employers responsible for work injuries, which workmen's compensation insures. Landlords and clients often ask for public liability cover before you can open or sign a contract.</p>",
    },
    ar: {
      metaTitle: 'تأمين الأعمال في الإمارات – قارن تغطية المنشآت الصغيرة والمتوسطة | ساحل كومبير (تجريبي)',
      description:
        'قارن تأمين الأعمال للمنشآت الصغيرة والمتوسطة في الإمارات: الممتلكات والمسؤولية العامة وتعويض العمال والتأمين الطبي الجماعي والأساطيل.',
      title: 'تأمين الأعمال للمنشآت الصغيرة والمتوسطة',
      subtitle: 'احمِ مقر عملك وموظفيك ومسؤولياتك.',
      banner:
        'أخبرنا عن نشاطك التجاري والتغطية التي تحتاجها، وقارن خطط تأمين الأعمال من شركات تأمين شريكة تجريبية، مسعّرة وفق إجاباتك. بعض التغطيات يفرضها القانون أو المالك.',
      features: ['الممتلكات والمحتويات', 'تعويض العمال', 'المسؤولية العامة'],
      paragraphTitle: 'تغطيات قد تكون ملزماً بها',
      paragraph:
        '<p>يحمّل قانون العمل الإماراتي صاحب العمل مسؤولية إصابات العمل، وهو ما يغطيه تأمين تعويض العمال. وكثيراً ما يطلب الملاك والعملاء تغطية المسؤولية العامة قبل الافتتاح أو توقيع العقود.</p>',
    },
  },
  {
    productId: PRODUCT.HOME_INSURANCE,
    urlPath: '/home-insurance/',
    key: 'home-insurance',
    en: {
      metaTitle: 'Home Insurance UAE – Compare building and contents cover | Sahel Compare (demo)',
      description:
        'Compare home insurance in the UAE for owners and tenants: building, contents and personal belongings.',
      title: 'Home Insurance',
      subtitle: 'Contents cover for tenants, building and contents for owners.',
      banner:
        'Whether you rent an apartment or own a villa, home insurance protects what matters against fire, water damage and theft. Tell us about your home and what you want to cover, and compare plans from demo partner insurers.',
      features: [
        'Cover for owners and tenants',
        'Belongings inside and outside the home',
        'Temporary accommodation options',
      ],
      paragraphTitle: 'Tenants need cover too',
      paragraph:
        "<p>Your landlord's policy covers the building, not your furniture, electronics or jewellery. Contents cover for an apartment is often less than the cost of a dinner out each month.</p>",
    },
    ar: {
      metaTitle: 'تأمين المنزل في الإمارات – قارن تغطية المبنى والمحتويات | ساحل كومبير (تجريبي)',
      description: 'قارن تأمين المنزل في الإمارات للملاك والمستأجرين: المبنى والمحتويات والمقتنيات الشخصية.',
      title: 'تأمين المنزل',
      subtitle: 'تغطية المحتويات للمستأجرين، والمبنى والمحتويات للملاك.',
      banner:
        'سواء كنت تستأجر شقة أو تملك فيلا، يحمي تأمين المنزل ما يهمك من الحريق وأضرار المياه والسرقة. أخبرنا عن منزلك وما تريد تغطيته، وقارن الخطط من شركات تأمين شريكة تجريبية.',
      features: ['تغطية للملاك والمستأجرين', 'المقتنيات داخل المنزل وخارجه', 'خيارات السكن المؤقت'],
      paragraphTitle: 'المستأجرون يحتاجون إلى تغطية أيضاً',
      paragraph:
        '<p>تغطي وثيقة المالك المبنى، لا أثاثك أو أجهزتك الإلكترونية أو مجوهراتك. وغالباً ما تكون تكلفة تغطية محتويات شقة أقل من تكلفة عشاء واحد خارج المنزل كل شهر.</p>',
    },
  },
  {
    productId: PRODUCT.GROUP_HEALTH,
    urlPath: '/group-health-insurance/',
    key: 'group-health',
    en: {
      metaTitle: 'Group Health Insurance UAE – Compare employee medical cover | Sahel Compare (demo)',
      description:
        'Compare group health insurance for your employees in the UAE, from two employees upwards.',
      title: 'Group Health Insurance',
      subtitle: 'Medical cover for your team, from two employees.',
      banner:
        'Employers in the UAE must provide health insurance for their staff. Tell us about your company and team, and compare group plans from demo partner insurers by network, benefits and premium per employee.',
      features: ['From two employees', 'Compliant with emirate rules', 'Add family members of staff'],
      paragraphTitle: 'Why a group plan?',
      paragraph:
        '<p>Group plans usually cost less per person than individual policies and accept pre-existing conditions more readily. Better cover also helps you hire and keep good people.</p>',
    },
    ar: {
      metaTitle: 'التأمين الصحي الجماعي في الإمارات – قارن التغطية الطبية للموظفين | ساحل كومبير (تجريبي)',
      description: 'قارن التأمين الصحي الجماعي لموظفيك في الإمارات، بدءاً من موظفَين اثنين.',
      title: 'التأمين الصحي الجماعي',
      subtitle: 'تغطية طبية لفريقك بدءاً من موظفَين.',
      banner:
        'يلزم أصحاب العمل في الإمارات بتوفير التأمين الصحي لموظفيهم. أخبرنا عن شركتك وفريقك، وقارن الخطط الجماعية من شركات تأمين شريكة تجريبية حسب الشبكة والمزايا والقسط لكل موظف.',
      features: ['بدءاً من موظفَين', 'متوافق مع أنظمة الإمارات', 'إضافة أفراد عائلات الموظفين'],
      paragraphTitle: 'لماذا خطة جماعية؟',
      paragraph:
        '<p>تكلف الخطط الجماعية عادةً أقل للفرد من الوثائق الفردية، وتقبل الحالات المرضية السابقة بسهولة أكبر. كما تساعدك التغطية الأفضل على استقطاب الكفاءات والاحتفاظ بها.</p>',
    },
  },
  {
    productId: PRODUCT.CREDIT_SCORE,
    urlPath: '/credit-score/',
    key: 'credit-score',
    en: {
      metaTitle: 'Check your Credit Score UAE | Sahel Compare (demo)',
      description:
        'Check your UAE credit score with your Emirates ID and see what it means for loans and credit cards.',
      title: 'Check your Credit Score',
      subtitle: 'Know where you stand before you apply for credit.',
      banner:
        'Banks in the UAE check your credit score before they approve a loan or a card. Confirm who you are with your Emirates ID and date of birth, give your consent, and we will show you your score and what it means.',
      features: ['Uses your Emirates ID', 'Your consent first', 'Tips to improve your score'],
      paragraphTitle: 'What moves your score',
      paragraph:
        '<p>Paying every bill and instalment on time matters most. Using only part of your card limits and avoiding many applications in a short time also help your score rise.</p>',
    },
    ar: {
      metaTitle: 'اعرف درجتك الائتمانية في الإمارات | ساحل كومبير (تجريبي)',
      description:
        'اعرف درجتك الائتمانية في الإمارات باستخدام هويتك الإماراتية وما تعنيه للقروض وبطاقات الائتمان.',
      title: 'اعرف درجتك الائتمانية',
      subtitle: 'اعرف موقفك قبل التقدم بطلب ائتمان.',
      banner:
        'تتحقق البنوك في الإمارات من درجتك الائتمانية قبل الموافقة على قرض أو بطاقة. أكّد هويتك برقم الهوية الإماراتية وتاريخ الميلاد، وامنح موافقتك، وسنعرض لك درجتك وما تعنيه.',
      features: ['باستخدام هويتك الإماراتية', 'موافقتك أولاً', 'نصائح لتحسين درجتك'],
      paragraphTitle: 'ما الذي يؤثر في درجتك',
      paragraph:
        '<p>أهم عامل هو سداد كل فاتورة وقسط في موعده. كما يساعد استخدام جزء فقط من حدود بطاقاتك وتجنب كثرة الطلبات في فترة قصيرة على رفع درجتك.</p>',
    },
  },
  {
    productId: PRODUCT.CRITICAL_ILLNESS,
    urlPath: '/critical-illness/',
    key: 'critical-illness',
    en: {
      metaTitle: 'Critical Illness Insurance UAE – Compare lump-sum cover | Sahel Compare (demo)',
      description:
        'Compare critical illness insurance in the UAE: a lump sum if you are diagnosed with a covered serious illness.',
      title: 'Critical Illness Insurance',
      subtitle: 'A lump sum on diagnosis, to spend as you need.',
      banner:
        'Critical illness cover pays a tax-free lump sum if you are diagnosed with a covered condition such as cancer, a heart attack or a stroke. Tell us a little about yourself and compare plans from demo partner insurers.',
      features: ['Lump sum from AED 100,000', 'Spend it as you need', 'Cover alongside your health plan'],
      paragraphTitle: 'How it differs from health insurance',
      paragraph:
        '<p>Health insurance pays the hospital; critical illness cover pays you. The money can replace lost income, cover treatment abroad or pay the rent while you recover.</p>',
    },
    ar: {
      metaTitle: 'تأمين الأمراض الخطيرة في الإمارات – قارن التغطية بمبلغ مقطوع | ساحل كومبير (تجريبي)',
      description: 'قارن تأمين الأمراض الخطيرة في الإمارات: مبلغ مقطوع عند تشخيص إصابتك بمرض خطير مشمول.',
      title: 'تأمين الأمراض الخطيرة',
      subtitle: 'مبلغ مقطوع عند التشخيص تنفقه كما تحتاج.',
      banner:
        'يدفع تأمين الأمراض الخطيرة مبلغاً مقطوعاً معفى من الضرائب عند تشخيص إصابتك بحالة مشمولة مثل السرطان أو النوبة القلبية أو السكتة الدماغية. أخبرنا قليلاً عن نفسك وقارن الخطط من شركات تأمين شريكة تجريبية.',
      features: ['مبلغ مقطوع من 100,000 درهم', 'تنفقه كما تحتاج', 'تغطية إلى جانب خطتك الصحية'],
      paragraphTitle: 'كيف يختلف عن التأمين الصحي',
      paragraph:
        '<p>يدفع التأمين الصحي للمستشفى، أما تأمين الأمراض الخطيرة فيدفع لك. ويمكن أن يعوّض المال الدخل المفقود، أو يغطي العلاج في الخارج، أو يسدد الإيجار خلال فترة التعافي.</p>',
    },
  },
];

/** The banner button's label by landing key (default: compare quotes); banks make offers, not quotes. */
const CTA_LABELS: Readonly<Record<string, Record<'en' | 'ar', string>>> = {
  creditCardApply: { en: 'Start your application', ar: 'ابدأ طلبك' },
  'personal-loan': { en: 'Compare offers', ar: 'قارن العروض' },
  'home-loan': { en: 'Compare offers', ar: 'قارن العروض' },
  'international-mortgage': { en: 'Compare offers', ar: 'قارن العروض' },
  'car-loan': { en: 'Compare offers', ar: 'قارن العروض' },
  'bank-account': { en: 'Compare accounts', ar: 'قارن الحسابات' },
  'credit-score': { en: 'Check your score', ar: 'اعرف درجتك' },
};
const DEFAULT_CTA = { en: 'Compare quotes', ar: 'قارن عروض الأسعار' } as const;

function page(l: Landing, language: 'en' | 'ar'): z.input<typeof ZStoredPage> {
  const c = l[language];
  const ctaLabel = (CTA_LABELS[l.key] ?? DEFAULT_CTA)[language];
  return {
    metaData: {
      countryProductId: l.productId,
      pageTypeId: PAGE_TYPE.LANDING,
      languageId: localeOf(language).languageId,
      metaTags: [
        { tag: 'title', attributes: {}, content: c.metaTitle },
        { tag: 'meta', attributes: { name: 'description', content: c.description } },
      ],
    },
    jsonData: [
      {
        key: `${l.key}-banner`,
        type: 'BANNER',
        title: c.title,
        content: c.banner,
        // The button goes to the page's own journey, right below the banner (docs/product/content.md).
        fieldValues: {
          variant: 'product',
          subtitle: c.subtitle,
          features: c.features,
          ctaLabel,
          ctaUrl: '#journey',
        },
      },
      // Popular plans with engine-computed starting prices (car, health and travel; decision 0014).
      ...(landingMultiQuotes[l.key] ? [landingMultiQuotes[l.key]!(language)] : []),
      // The loan EMI calculator (personal, car and home loans, international mortgages; decision 0020).
      ...(landingCalculators[l.key] ? [landingCalculators[l.key]!(language)] : []),
      {
        key: `${l.key}-intro`,
        type: 'TITLE_PARAGRAPH',
        title: c.paragraphTitle,
        contentType: 'html',
        content: c.paragraph,
      },
      // The rest of the landing (docs/product/content.md): one file for insurance, one for banking.
      ...(insuranceLandingExtras[l.key]?.(language) ?? []),
      ...(bankingLandingExtras[l.key]?.(language) ?? []),
    ],
  };
}

/** The landing pages in seed-row form (content/index.ts lists them). */
export const productLandingPages = landings.flatMap((l) =>
  (['en', 'ar'] as const).map((language) => ({
    urlPath: l.urlPath,
    language,
    productId: l.productId,
    pageTypeId: PAGE_TYPE.LANDING,
    status: 'published' as const,
    page: page(l, language),
  })),
);
