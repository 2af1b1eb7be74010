import type { z } from 'zod';
import type { ZStoredPage } from '../../../shared/contracts/page';
import { carMultiQuotes } from './multi-quotes';
import { landingExtraBlocks } from './landing-extras-insurance';
import { carExtraCopy } from './insurance-copy-car';

/** docs/product/content.md: table of contents, why buy, how it works, cover tabs, demo reviews and the FAQ anchor. */
const extrasEn = landingExtraBlocks('car', carExtraCopy, 'en');
const extrasAr = landingExtraBlocks('car', carExtraCopy, 'ar');

/**
 * Car insurance landing page (product 1, page type 0) in English and Arabic.
 * The banner `content` is deliberately plain text (no HTML) and longer than 300 characters, so the
 * banner's read-more truncation (300 characters on desktop, 80 on mobile) is exercised.
 * All insurers behind the quotes are fictional demo partners; no price is shown as a real offer.
 */

export const carEn: z.input<typeof ZStoredPage> = {
  metaData: {
    countryProductId: 1,
    pageTypeId: 0,
    languageId: 1,
    metaTags: [
      {
        tag: 'title',
        attributes: {},
        content: 'Car Insurance UAE – Compare comprehensive and third-party cover | Sahel Compare (demo)',
      },
      {
        tag: 'meta',
        attributes: {
          name: 'description',
          content:
            'Compare comprehensive and third-party car insurance in the UAE from demo partner insurers: agency repair, roadside assistance, Oman cover and no-claims discounts, with premiums in AED.',
        },
      },
    ],
  },
  jsonData: [
    {
      key: 'car-banner',
      type: 'BANNER',
      title: 'Car Insurance in the UAE',
      content:
        "Car insurance is compulsory for every vehicle registered in the UAE: the RTA in Dubai and the licensing authorities in Abu Dhabi and other emirates will not issue or renew a Mulkiya without a valid policy. The legal minimum is third-party liability, but many drivers choose comprehensive cover to protect their own car too. With Sahel Compare you enter your car, Emirates ID and driving licence details once, then compare quotes from our demo partner insurers side by side: cover, agency or garage repair, roadside assistance, excess and premium in AED. When you choose a plan, you confirm your mobile number with a one-time code and the insurer's adviser calls you to arrange the policy; in this demo, no insurer receives your request.",
      fieldValues: {
        variant: 'product',
        subtitle: 'Third-party and comprehensive cover from demo partner insurers, compared in one place.',
        features: [
          'Third-party and comprehensive plans',
          'Agency and garage repair options',
          'Compare 2 plans side by side on a phone, 3 on a larger screen',
          'Optional cover for driving in Oman',
        ],
        ctaLabel: 'Compare quotes',
        // The page's own journey, right below the banner, in the page's language (docs/product/content.md).
        ctaUrl: '#journey',
      },
    },
    carMultiQuotes('en'),
    ...extrasEn.head,
    ...extrasEn.body,
    {
      key: 'car-comprehensive-vs-third-party',
      type: 'TITLE_PARAGRAPH',
      title: 'Comprehensive vs third-party car insurance',
      contentType: 'html',
      content: [
        '<p>Every vehicle on UAE roads must have at least <strong>third-party liability</strong> cover. It pays for damage or injury you cause to other people and their property, but it does not pay to repair your own car.</p>',
        '<p><strong>Comprehensive</strong> cover includes third-party liability and also protects your own vehicle. Depending on the plan, it typically covers:</p>',
        '<ul>',
        '<li>accidental damage to your car, including when the accident is your fault;</li>',
        '<li>fire and theft;</li>',
        '<li>natural perils such as storms and flooding;</li>',
        '<li>windscreen damage, often without affecting your no-claims discount.</li>',
        '</ul>',
        '<p><strong>Which one is right for you?</strong> Third-party cover on its own usually suits older, lower-value cars, where a repair could cost more than the car is worth. For newer or financed cars, comprehensive cover is the safer choice, and lenders usually require it for as long as the car loan is running.</p>',
      ].join(''),
    },
    {
      key: 'car-premium-factors',
      type: 'TEXT',
      title: 'What affects your car insurance premium?',
      contentType: 'html',
      content: [
        '<p>Insurers in the UAE price each policy individually. These are the main factors that move your premium up or down:</p>',
        '<ul>',
        '<li><strong>Car value, make and model</strong>: higher-value cars, sports cars and models with expensive parts cost more to insure.</li>',
        '<li><strong>Age of the car</strong>: newer cars qualify for agency repair, which raises the premium; older cars may only be offered garage repair or third-party cover.</li>',
        '<li><strong>Driver age and experience</strong>: drivers under 25, or who have held a UAE driving licence for less than a year, usually pay more.</li>',
        '<li><strong>Claims history</strong>: a no-claims certificate from your previous insurer can reduce your premium noticeably.</li>',
        '<li><strong>Excess (deductible)</strong>: agreeing to pay a higher amount towards each claim lowers your premium.</li>',
        '<li><strong>Add-ons</strong>: roadside assistance, a replacement car, an Oman extension and personal accident cover each add to the price.</li>',
        '<li><strong>Emirate and use</strong>: where the car is registered, and whether it is used privately or for business.</li>',
        '</ul>',
        '<p>Quotes are shown in AED and include 5% VAT. The cheapest quote is not always the best value: compare the excess, the exclusions and the type of repair before you buy.</p>',
      ].join(''),
    },
    {
      key: 'car-cover-table',
      type: 'TABLE',
      title: 'Typical cover: third-party vs comprehensive',
      tableHeaders: ['Cover', 'Third-party liability', 'Comprehensive'],
      tableData: [
        ['Damage to your own car', 'Not included', 'Included'],
        ["Damage to other people's vehicles and property", 'Included', 'Included'],
        ['Injury to other people', 'Included', 'Included'],
        ['Fire and theft of your car', 'Not included', 'Included'],
        ['Agency repair', 'Not included', 'Optional'],
        ['Roadside assistance', 'Optional', 'Included'],
        ['Personal accident cover for driver and passengers', 'Optional', 'Optional'],
        ['Cover when driving in Oman', 'Optional', 'Optional'],
      ],
    },
    extrasEn.reviews,
    ...extrasEn.faq,
    {
      key: 'car-faq',
      type: 'ACCORDION',
      title: 'Car insurance FAQs',
      accordionType: 1,
      rows: [
        {
          title: 'Do I need valid insurance to register or renew my car with the RTA?',
          content:
            '<p>Yes. In Dubai, the RTA will not register a vehicle or renew its registration (Mulkiya) unless it has valid motor insurance, and the licensing authorities in Abu Dhabi and the other emirates apply the same rule. Third-party liability is the legal minimum. Your insurer sends the policy details to the authority electronically, so buy or renew your policy before you book the vehicle test or renew online, and make sure it runs for the whole registration period.</p>',
        },
        {
          title: 'What is a no-claims discount and how do I prove it?',
          content:
            '<p>A no-claims discount rewards you for every year in which you did not make an at-fault claim: the longer your claim-free record, the bigger the discount an insurer can offer. To prove it, ask your current or previous insurer for a <strong>no-claims certificate</strong> (sometimes called a claims experience letter) and have it ready when you choose a plan: the insurer will ask for it. Some insurers also accept a no-claims letter from your home country, usually if it is recent and written in English or Arabic.</p>',
        },
        {
          title: 'What does agency repair mean, and do I need it?',
          content:
            "<p>With agency repair, your car is repaired at the brand's authorised dealer workshop using original parts. It is usually offered only for newer cars, typically in their first few years on the road, and it raises the premium. With non-agency (garage) repair, the insurer uses its own network of approved workshops instead. If your car is new, still under warranty or financed, agency repair is often worth the extra cost.</p>",
        },
        {
          title: 'Can I drive to Oman with my UAE car insurance?',
          content:
            '<p>Only if your policy covers it. Some comprehensive plans include cover in Oman, others offer it as an add-on, and third-party plans often exclude it. Check your policy schedule before you travel, and carry your insurance documents, vehicle registration and driving licence. If your UAE policy does not extend to Oman, you will need to buy separate Oman insurance, for example at the border, and your own-damage cover will not apply there. If the car is financed or rented, you may also need a no-objection letter from the bank or the rental company.</p>',
        },
        {
          title: 'Which documents do I need to buy car insurance?',
          content: [
            '<p>Have these ready before you compare:</p>',
            '<ul>',
            '<li>your <strong>Emirates ID</strong> (front and back);</li>',
            '<li>your <strong>UAE driving licence</strong>, or another licence that is valid for driving in the UAE;</li>',
            "<li>your vehicle registration card (Mulkiya) or, for a new or newly bought car, the dealer's certificate or the transfer papers;</li>",
            '<li>a no-claims certificate, if you want a no-claims discount.</li>',
            '</ul>',
            '<p>If your car is financed, the insurer will also need the name of the bank so it can be recorded on the policy.</p>',
          ].join(''),
        },
        {
          title: 'How does renewal work?',
          content:
            "<p>Car insurance in the UAE is usually sold as an annual policy. Before your policy expires, compare your current insurer's renewal quote with other plans here; claims made during the year may change both your premium and your no-claims discount. Renew before the expiry date: driving without valid insurance is a traffic offence that can lead to a fine, black points and the vehicle being impounded, and you will not be able to renew the registration.</p>",
        },
      ],
    },
    {
      key: 'car-related-guides',
      type: 'LINKS',
      title: 'See also',
      isArticlePageLink: false,
      links: [
        {
          label: 'How to renew your car registration in Dubai',
          url: '/car-insurance/renew-car-registration-dubai/',
        },
        { label: 'Compare car loans', url: '/car-loans/' },
        { label: 'Compare motorbike insurance', url: '/bike-insurance/' },
      ],
    },
  ],
};

export const carAr: z.input<typeof ZStoredPage> = {
  metaData: {
    countryProductId: 1,
    pageTypeId: 0,
    languageId: 2,
    metaTags: [
      {
        tag: 'title',
        attributes: {},
        content: 'تأمين السيارات في الإمارات – قارن التأمين الشامل والتأمين ضد الغير | ساحل كومبير (تجريبي)',
      },
      {
        tag: 'meta',
        attributes: {
          name: 'description',
          content:
            'قارن التأمين الشامل والتأمين ضد الغير على السيارات في الإمارات من شركات تأمين شريكة تجريبية: الإصلاح لدى الوكالة، والمساعدة على الطريق، والتغطية في عُمان، وخصم عدم المطالبات، مع عرض الأقساط بالدرهم الإماراتي.',
        },
      },
    ],
  },
  jsonData: [
    {
      key: 'car-banner',
      type: 'BANNER',
      title: 'تأمين السيارات في الإمارات',
      content:
        'تأمين السيارة إلزامي لكل مركبة مسجّلة في الإمارات، إذ لا تُصدر هيئة الطرق والمواصلات في دبي ولا جهات الترخيص في أبوظبي والإمارات الأخرى ملكية المركبة أو تجدّدها من دون وثيقة تأمين سارية. الحد الأدنى الذي يفرضه القانون هو التأمين ضد الغير، لكن كثيرًا من السائقين يختارون التأمين الشامل لحماية سياراتهم أيضًا. مع ساحل كومبير تُدخل بيانات سيارتك وبطاقة هويتك الإماراتية ورخصة قيادتك مرة واحدة، ثم تقارن عروض شركات التأمين الشريكة التجريبية: التغطية، والإصلاح لدى الوكالة أو في الورشة، والمساعدة على الطريق، ومبلغ التحمّل، والقسط بالدرهم الإماراتي. وعندما تختار خطة، تؤكد رقم هاتفك المتحرك برمز لمرة واحدة ويتصل بك مستشار شركة التأمين لإصدار الوثيقة، أما في هذا الموقع التجريبي فلا تتسلّم أي شركة تأمين طلبك.',
      fieldValues: {
        variant: 'product',
        subtitle: 'تأمين ضد الغير وتأمين شامل من شركات تأمين شريكة تجريبية، تقارن بينها في مكان واحد.',
        features: [
          'خطط التأمين ضد الغير والتأمين الشامل',
          'خيارات الإصلاح لدى الوكالة أو في الورش',
          'قارن خطتين جنبًا إلى جنب على الهاتف، و3 خطط على شاشة أكبر',
          'تغطية اختيارية للقيادة في عُمان',
        ],
        ctaLabel: 'قارن العروض',
        // The page's own journey, right below the banner, in the page's language (docs/product/content.md).
        ctaUrl: '#journey',
      },
    },
    carMultiQuotes('ar'),
    ...extrasAr.head,
    ...extrasAr.body,
    {
      key: 'car-comprehensive-vs-third-party',
      type: 'TITLE_PARAGRAPH',
      title: 'التأمين الشامل مقابل التأمين ضد الغير',
      contentType: 'html',
      content: [
        '<p>يجب أن تكون كل مركبة تسير على طرق الإمارات مؤمَّنة على الأقل بـ<strong>تأمين المسؤولية تجاه الغير</strong>. يغطي هذا التأمين الأضرار أو الإصابات التي تتسبب بها للآخرين ولممتلكاتهم، لكنه لا يغطي تكلفة إصلاح سيارتك أنت.</p>',
        '<p>أما <strong>التأمين الشامل</strong> فيتضمن تأمين المسؤولية تجاه الغير ويحمي سيارتك أيضًا. وبحسب الخطة، يغطي عادةً ما يلي:</p>',
        '<ul>',
        '<li>الأضرار العرضية التي تلحق بسيارتك، حتى عندما تكون أنت المتسبب في الحادث؛</li>',
        '<li>الحريق والسرقة؛</li>',
        '<li>الكوارث الطبيعية مثل العواصف والفيضانات؛</li>',
        '<li>أضرار الزجاج الأمامي، وغالبًا من دون أن يتأثر خصم عدم المطالبات.</li>',
        '</ul>',
        '<p><strong>أيّهما يناسبك؟</strong> يناسب التأمين ضد الغير وحده عادةً السيارات الأقدم والأقل قيمة، حين قد تتجاوز تكلفة الإصلاح قيمة السيارة نفسها. أما السيارات الحديثة أو المموّلة فالتأمين الشامل هو الخيار الأكثر أمانًا لها، وعادةً ما تشترطه جهات التمويل طوال مدة قرض السيارة.</p>',
      ].join(''),
    },
    {
      key: 'car-premium-factors',
      type: 'TEXT',
      title: 'ما الذي يؤثر في قسط تأمين سيارتك؟',
      contentType: 'html',
      content: [
        '<p>تحدّد شركات التأمين في الإمارات سعر كل وثيقة على حدة. وهذه أبرز العوامل التي ترفع القسط أو تخفّضه:</p>',
        '<ul>',
        '<li><strong>قيمة السيارة وعلامتها التجارية وطرازها</strong>: تأمين السيارات مرتفعة القيمة والسيارات الرياضية والطرازات ذات قطع الغيار الباهظة أعلى تكلفة.</li>',
        '<li><strong>عمر السيارة</strong>: تتأهل السيارات الحديثة للإصلاح لدى الوكالة، ما يرفع القسط، في حين قد لا يُعرض على السيارات الأقدم سوى الإصلاح في الورش أو التأمين ضد الغير.</li>',
        '<li><strong>عمر السائق وخبرته</strong>: يدفع عادةً السائقون الذين تقل أعمارهم عن 25 عامًا، أو الذين مضى على حصولهم على رخصة القيادة الإماراتية أقل من عام، أقساطًا أعلى.</li>',
        '<li><strong>سجلّ المطالبات</strong>: يمكن لشهادة عدم المطالبات الصادرة عن شركة التأمين السابقة أن تخفّض قسطك بشكل ملحوظ.</li>',
        '<li><strong>مبلغ التحمّل</strong>: موافقتك على دفع مبلغ أكبر من كل مطالبة تخفّض القسط.</li>',
        '<li><strong>الإضافات</strong>: المساعدة على الطريق، والسيارة البديلة، وتمديد التغطية إلى عُمان، والتأمين ضد الحوادث الشخصية، كلٌّ منها يزيد السعر.</li>',
        '<li><strong>الإمارة وطبيعة الاستخدام</strong>: مكان تسجيل السيارة، وما إذا كانت تُستخدم لأغراض شخصية أو تجارية.</li>',
        '</ul>',
        '<p>تُعرض الأقساط بالدرهم الإماراتي شاملةً ضريبة القيمة المضافة بنسبة 5%. والعرض الأرخص ليس دائمًا الأفضل قيمة: قارن مبلغ التحمّل والاستثناءات ونوع الإصلاح قبل الشراء.</p>',
      ].join(''),
    },
    {
      key: 'car-cover-table',
      type: 'TABLE',
      title: 'التغطية المعتادة: التأمين ضد الغير مقابل التأمين الشامل',
      tableHeaders: ['التغطية', 'التأمين ضد الغير', 'التأمين الشامل'],
      tableData: [
        ['الأضرار التي تلحق بسيارتك', 'غير مشمول', 'مشمول'],
        ['الأضرار التي تلحق بمركبات الآخرين وممتلكاتهم', 'مشمول', 'مشمول'],
        ['إصابة الآخرين', 'مشمول', 'مشمول'],
        ['حريق سيارتك أو سرقتها', 'غير مشمول', 'مشمول'],
        ['الإصلاح لدى الوكالة', 'غير مشمول', 'اختياري'],
        ['المساعدة على الطريق', 'اختياري', 'مشمول'],
        ['التأمين ضد الحوادث الشخصية للسائق والركاب', 'اختياري', 'اختياري'],
        ['التغطية أثناء القيادة في عُمان', 'اختياري', 'اختياري'],
      ],
    },
    extrasAr.reviews,
    ...extrasAr.faq,
    {
      key: 'car-faq',
      type: 'ACCORDION',
      title: 'الأسئلة الشائعة عن تأمين السيارات',
      accordionType: 1,
      rows: [
        {
          title: 'هل أحتاج إلى تأمين ساري المفعول لتسجيل سيارتي أو تجديد تسجيلها لدى هيئة الطرق والمواصلات؟',
          content:
            '<p>نعم. في دبي، لا تسجّل هيئة الطرق والمواصلات أي مركبة ولا تجدّد ملكيتها إلا إذا كان لديها تأمين ساري المفعول، وتطبّق جهات الترخيص في أبوظبي والإمارات الأخرى القاعدة نفسها. والحد الأدنى الذي يفرضه القانون هو تأمين المسؤولية تجاه الغير. ترسل شركة التأمين بيانات الوثيقة إلى الجهة المختصة إلكترونيًا، لذا اشترِ وثيقتك أو جدّدها قبل حجز موعد فحص المركبة أو التجديد عبر الإنترنت، وتأكد من أنها تغطي مدة التسجيل كاملة.</p>',
        },
        {
          title: 'ما خصم عدم المطالبات، وكيف أُثبته؟',
          content:
            '<p>خصم عدم المطالبات مكافأة تحصل عليها عن كل عام لم تقدّم فيه مطالبة كنت أنت المتسبب فيها، وكلما طال سجلّك الخالي من المطالبات زاد الخصم الذي يمكن أن تقدّمه لك شركة التأمين. ولإثباته، اطلب من شركة التأمين الحالية أو السابقة <strong>شهادة عدم مطالبات</strong> (تُسمّى أحيانًا خطاب سجلّ المطالبات) وجهّزها عند اختيار الخطة، فستطلبها شركة التأمين. وتقبل بعض شركات التأمين أيضًا خطاب عدم مطالبات من بلدك الأم، عادةً إذا كان حديثًا ومكتوبًا بالعربية أو الإنجليزية.</p>',
        },
        {
          title: 'ما المقصود بالإصلاح لدى الوكالة، وهل أحتاج إليه؟',
          content:
            '<p>مع الإصلاح لدى الوكالة، تُصلَح سيارتك في ورشة الوكيل المعتمد للعلامة التجارية باستخدام قطع غيار أصلية. ولا يُعرض هذا الخيار عادةً إلا للسيارات الحديثة، غالبًا في سنواتها الأولى على الطريق، وهو يرفع القسط. أما مع الإصلاح خارج الوكالة (في الورش)، فتعتمد شركة التأمين على شبكة ورشها المعتمدة. وإذا كانت سيارتك جديدة أو ما زالت تحت الضمان أو مموّلة، فغالبًا ما يستحق الإصلاح لدى الوكالة تكلفته الإضافية.</p>',
        },
        {
          title: 'هل يمكنني القيادة إلى عُمان بتأمين سيارتي الإماراتي؟',
          content:
            '<p>فقط إذا كانت وثيقتك تغطي ذلك. تتضمن بعض خطط التأمين الشامل التغطية في عُمان، وتقدّمها خطط أخرى كإضافة اختيارية، بينما تستثنيها خطط التأمين ضد الغير في الغالب. راجع جدول وثيقتك قبل السفر، واحمل معك مستندات التأمين وملكية المركبة ورخصة القيادة. وإذا لم تمتد وثيقتك الإماراتية إلى عُمان، فستحتاج إلى شراء تأمين عُماني منفصل، عند المنفذ الحدودي مثلًا، ولن تنطبق هناك تغطية الأضرار التي تلحق بسيارتك. وإذا كانت السيارة مموّلة أو مستأجرة، فقد تحتاج أيضًا إلى خطاب عدم ممانعة من البنك أو من شركة التأجير.</p>',
        },
        {
          title: 'ما المستندات التي أحتاج إليها لشراء تأمين السيارة؟',
          content: [
            '<p>جهّز ما يلي قبل أن تبدأ المقارنة:</p>',
            '<ul>',
            '<li><strong>بطاقة الهوية الإماراتية</strong> (الوجهان الأمامي والخلفي)؛</li>',
            '<li><strong>رخصة القيادة الإماراتية</strong>، أو رخصة أخرى صالحة للقيادة في الدولة؛</li>',
            '<li>بطاقة ملكية المركبة، أو شهادة الوكيل أو مستندات نقل الملكية إذا كانت السيارة جديدة أو اشتريتها حديثًا؛</li>',
            '<li>شهادة عدم المطالبات، إذا أردت الاستفادة من خصم عدم المطالبات.</li>',
            '</ul>',
            '<p>وإذا كانت سيارتك مموّلة، فستحتاج شركة التأمين أيضًا إلى اسم البنك لتسجيله في الوثيقة.</p>',
          ].join(''),
        },
        {
          title: 'كيف يتم تجديد الوثيقة؟',
          content:
            '<p>يُباع تأمين السيارات في الإمارات عادةً كوثيقة سنوية. قبل انتهاء وثيقتك، قارن هنا عرض التجديد المقدَّم من شركة التأمين الحالية بالخطط الأخرى، مع مراعاة أن المطالبات المقدَّمة خلال العام قد تغيّر قسطك وخصم عدم المطالبات معًا. جدّد وثيقتك قبل تاريخ انتهائها، فالقيادة من دون تأمين ساري المفعول مخالفة مرورية قد تؤدي إلى غرامة ونقاط سوداء وحجز المركبة، كما لن تتمكن من تجديد تسجيلها.</p>',
        },
      ],
    },
    {
      key: 'car-related-guides',
      type: 'LINKS',
      title: 'انظر أيضًا',
      isArticlePageLink: false,
      links: [
        { label: 'كيف تجدّد تسجيل سيارتك في دبي', url: '/car-insurance/renew-car-registration-dubai/' },
        { label: 'قارن قروض السيارات', url: '/car-loans/' },
        { label: 'قارن تأمين الدراجات النارية', url: '/bike-insurance/' },
      ],
    },
  ],
};
