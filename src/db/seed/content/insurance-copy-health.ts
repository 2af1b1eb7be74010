import type { TLandingExtra } from './landing-extra-types';

/**
 * docs/product/content.md: the extra sections of the health, group health and critical illness landings, in English and
 * Arabic. Demo text for the fictional brand Sahel Compare: insurers are fictional, no price is quoted, reviews are
 * labelled demo and their rating is computed by the block from the ratings below.
 */

export const whyEn = {
  compare: [
    'Plans side by side',
    'See the annual limit, network, co-pay and premium of each demo plan in one table, in AED.',
  ] as [string, string],
  free: ['Free to compare', 'Comparing plans on Sahel Compare costs you nothing.'] as [string, string],
  code: [
    'Your number, confirmed once',
    'You confirm your mobile number with a one-time code. In this demo no insurer receives your details.',
  ] as [string, string],
};
export const whyAr = {
  compare: [
    'الخطط جنباً إلى جنب',
    'اطّلع على الحد السنوي والشبكة ونسبة المشاركة في الدفع والقسط لكل خطة تجريبية في جدول واحد بالدرهم.',
  ] as [string, string],
  free: ['المقارنة مجانية', 'لا تكلفك مقارنة الخطط على ساحل كومبير شيئاً.'] as [string, string],
  code: [
    'رقمك يُؤكَّد مرة واحدة',
    'تؤكد رقم هاتفك المتحرك برمز لمرة واحدة. وفي هذا الموقع التجريبي لا تتسلّم أي شركة تأمين بياناتك.',
  ] as [string, string],
};

export const tocEn = (product: string) => ({
  title: 'On this page',
  how: 'How it works',
  cover: `What ${product} covers`,
  compare: 'Compare the types of cover',
  reviews: 'Demo reviews',
  faq: 'Frequently asked questions',
});
export const tocAr = (product: string) => ({
  title: 'في هذه الصفحة',
  how: 'كيف تعمل المقارنة',
  cover: `ما الذي يغطيه ${product}`,
  compare: 'قارن أنواع التغطية',
  reviews: 'مراجعات تجريبية',
  faq: 'الأسئلة الشائعة',
});

export const reviewsTitleEn = 'Demo reviews & ratings';
export const reviewsTitleAr = 'مراجعات وتقييمات تجريبية';
export const faqNoteEn =
  'These answers are general information for UAE residents, not advice. The policy wording of the plan you choose always decides what is covered.';
export const faqNoteAr =
  'هذه الإجابات معلومات عامة للمقيمين في الإمارات وليست استشارة. ونص وثيقة الخطة التي تختارها هو الذي يحدد دائماً ما يُغطّى.';

export const healthFamilyCopy: Record<string, TLandingExtra> = {
  health: {
    reviewMeta: [
      { publishAt: '2026-10-12', ratings: [5, 4, 4, 5] },
      { publishAt: '2026-09-03', ratings: [4, 4, 3, 4] },
      { publishAt: '2026-08-21', ratings: [5, 3, 4, 4] },
    ],
    en: {
      toc: tocEn('health insurance'),
      why: {
        title: 'Why compare health insurance with Sahel Compare',
        items: [
          whyEn.compare,
          [
            'Your whole family in one search',
            'Add yourself, your spouse, children and parents once and see plans that cover everyone.',
          ],
          whyEn.free,
          whyEn.code,
        ],
      },
      how: {
        title: 'How it works',
        lead: 'Four steps, from the people you want to insure to the plan you choose.',
        steps: [
          [
            'Tell us who to insure',
            'Add each member with their date of birth, and the emirate of your visa.',
          ],
          ['Compare demo plans', 'Plans are shown with their network, co-pay, annual limit and premium.'],
          ['Confirm your number', 'A one-time code confirms your mobile number before you choose.'],
          ['Choose a plan', 'In this demo no policy is issued and no insurer receives your request.'],
        ],
      },
      cover: {
        title: 'What health insurance covers',
        lead: 'Plans differ in their limits and networks, but most are built from the same parts.',
        tabs: [
          [
            'Inpatient',
            '<p>Treatment that needs a hospital stay: the room, surgery, specialist fees, medicines and tests during the stay. Planned admissions usually need the insurer’s approval in advance.</p>',
          ],
          [
            'Outpatient',
            '<p>Doctor visits, tests, scans and prescribed medicines without a hospital stay. This is where the <strong>co-pay</strong> applies most: the share of each bill you pay yourself.</p>',
          ],
          [
            'Maternity',
            '<p>Antenatal visits and delivery. Many plans apply a waiting period before maternity cover starts, so add it before you plan a pregnancy, not after.</p>',
          ],
          [
            'Dental and optical',
            '<p>Check-ups, fillings, glasses and lenses are usually extras with their own yearly limit, and are often not included in basic plans.</p>',
          ],
        ],
      },
      tiles: {
        title: 'Health insurance in Dubai by sum insured',
        rows: [
          ['AED 150,000', 'Dubai', '/health-insurance/dubai/sum-insured-150-thousand/'],
          ['AED 250,000', 'Dubai', '/health-insurance/dubai/sum-insured-250-thousand/'],
          ['AED 500,000', 'Dubai', '/health-insurance/dubai/sum-insured-500-thousand/'],
          ['AED 1 million', 'Dubai', '/health-insurance/dubai/sum-insured-1-million/'],
          ['AED 3 million', 'Dubai', '/health-insurance/dubai/sum-insured-3-million/'],
          ['AED 5 million', 'Dubai', '/health-insurance/dubai/sum-insured-5-million/'],
          ['AED 7.5 million', 'Dubai', '/health-insurance/dubai/sum-insured-7-5-million/'],
          ['AED 10 million', 'Dubai', '/health-insurance/dubai/sum-insured-10-million/'],
          ['AED 15 million', 'Dubai', '/health-insurance/dubai/sum-insured-15-million/'],
        ],
      },
      compare: {
        title: 'Compare the types of health plan',
        lead: 'A general guide to the plan types sold in the UAE; the figures of each plan are in its details.',
        headers: ['Feature', 'Basic plan', 'Enhanced plan', 'Comprehensive plan'],
        rows: [
          [
            'Network',
            'Limited, mostly clinics',
            'Wider, with more hospitals',
            'Widest, often with cover abroad',
          ],
          ['Co-pay', 'Usually applies', 'Lower or capped', 'Low or none'],
          ['Maternity', 'Basic cover, if any', 'Often included', 'Usually included'],
          ['Dental and optical', 'Rarely', 'Sometimes, as an extra', 'Often included'],
          ['Premium', 'Lowest', 'Middle', 'Highest'],
        ],
      },
      reviews: {
        title: reviewsTitleEn,
        items: [
          [
            'Layla H. (demo)',
            'Dubai',
            'Easy to add my parents',
            'I could add my parents to the same search and see which plans accept their ages.',
          ],
          [
            'Arjun P. (demo)',
            'Abu Dhabi',
            'Co-pay was clear',
            'The co-pay of each plan was shown beside the premium, which made the choice simpler.',
          ],
          [
            'Maria S. (demo)',
            'Sharjah',
            'Good overview',
            'Useful to see the networks side by side before I spoke to my employer about cover.',
          ],
        ],
      },
      faq: {
        note: faqNoteEn,
        title: 'Health insurance FAQs',
        rows: [
          [
            'Is health insurance mandatory in the UAE?',
            '<p>Yes for most residents. Abu Dhabi and Dubai require every resident to hold health insurance, and employers must provide cover for their employees. In Dubai the sponsor of a family is responsible for insuring the dependants. Without valid cover a residence visa cannot be issued or renewed in these emirates. Our guide on <a href="/health-insurance/mandatory-health-insurance-uae/">mandatory health insurance in the UAE</a> explains the rules in more detail.</p>',
          ],
          [
            'What is a co-pay?',
            '<p>A co-pay (co-insurance) is the share of a bill you pay yourself, for example 20% of each outpatient visit up to a set amount. A plan with a higher co-pay usually has a lower premium.</p>',
          ],
          [
            'Are pre-existing conditions covered?',
            '<p>Insurers ask about your medical history when you apply. Conditions you already have may be covered after a waiting period, covered with limits, or excluded; always declare them, because an undeclared condition can lead to a claim being refused.</p>',
          ],
          [
            'What does the network mean?',
            '<p>The network is the list of hospitals, clinics and pharmacies where the insurer settles the bill directly with the provider. Outside the network you may have to pay first and claim back, or the treatment may not be covered at all.</p>',
          ],
          [
            'How do I make a claim?',
            '<p>Inside the network you show your insurance card and pay only your co-pay. For planned treatment the provider asks the insurer for approval first. If you paid yourself, send the insurer the claim form, itemised invoices, receipts and the medical report within the time your policy sets.</p>',
          ],
          [
            'Can I insure my parents?',
            '<p>Yes, if you sponsor them. Premiums for older members are higher, and some plans set a maximum age for new members, so compare plans that accept their ages.</p>',
          ],
        ],
      },
      related: {
        title: 'Related pages',
        groups: [
          {
            heading: 'Guides',
            links: [
              ['Mandatory health insurance in the UAE', '/health-insurance/mandatory-health-insurance-uae/'],
            ],
          },
          {
            heading: 'More cover',
            links: [
              ['Group health insurance', '/group-health-insurance/'],
              ['Critical illness insurance', '/critical-illness/'],
              ['Term life insurance', '/term-insurance/'],
              ['Travel insurance', '/travel-insurance/'],
            ],
          },
        ],
      },
    },
    ar: {
      toc: tocAr('التأمين الصحي'),
      why: {
        title: 'لماذا تقارن التأمين الصحي مع ساحل كومبير',
        items: [
          whyAr.compare,
          [
            'عائلتك كلها في بحث واحد',
            'أضف نفسك وزوجك وأبناءك ووالديك مرة واحدة، وشاهد الخطط التي تغطي الجميع.',
          ],
          whyAr.free,
          whyAr.code,
        ],
      },
      how: {
        title: 'كيف تعمل المقارنة',
        lead: 'أربع خطوات، من الأشخاص الذين تريد التأمين عليهم إلى الخطة التي تختارها.',
        steps: [
          ['أخبرنا من تريد التأمين عليه', 'أضف كل فرد مع تاريخ ميلاده، وإمارة إقامتك.'],
          ['قارن الخطط التجريبية', 'تُعرض الخطط مع شبكتها ونسبة المشاركة في الدفع والحد السنوي والقسط.'],
          ['أكّد رقمك', 'يؤكد رمز لمرة واحدة رقم هاتفك المتحرك قبل أن تختار.'],
          ['اختر خطة', 'في هذا الموقع التجريبي لا تُصدر أي وثيقة ولا تتسلّم أي شركة تأمين طلبك.'],
        ],
      },
      cover: {
        title: 'ما الذي يغطيه التأمين الصحي',
        lead: 'تختلف الخطط في حدودها وشبكاتها، لكن معظمها مبني من الأجزاء نفسها.',
        tabs: [
          [
            'العلاج الداخلي',
            '<p>العلاج الذي يتطلب الإقامة في المستشفى: الغرفة والجراحة وأتعاب الأخصائيين والأدوية والفحوص خلال الإقامة. ويحتاج الدخول المخطط له عادةً إلى موافقة مسبقة من شركة التأمين.</p>',
          ],
          [
            'العلاج الخارجي',
            '<p>زيارات الطبيب والفحوص والأشعة والأدوية الموصوفة من دون إقامة في المستشفى. وهنا تنطبق غالباً <strong>نسبة المشاركة في الدفع</strong>: الجزء الذي تدفعه بنفسك من كل فاتورة.</p>',
          ],
          [
            'الأمومة',
            '<p>زيارات متابعة الحمل والولادة. وتطبق خطط كثيرة فترة انتظار قبل أن تبدأ تغطية الأمومة، لذا أضفها قبل التخطيط للحمل لا بعده.</p>',
          ],
          [
            'الأسنان والبصريات',
            '<p>الفحوص الدورية وحشوات الأسنان والنظارات والعدسات إضافات عادةً لها حدها السنوي الخاص، وكثيراً ما لا تشملها الخطط الأساسية.</p>',
          ],
        ],
      },
      tiles: {
        title: 'التأمين الصحي في دبي حسب مبلغ التغطية',
        rows: [
          ['150,000 درهم', 'دبي', '/health-insurance/dubai/sum-insured-150-thousand/'],
          ['250,000 درهم', 'دبي', '/health-insurance/dubai/sum-insured-250-thousand/'],
          ['500,000 درهم', 'دبي', '/health-insurance/dubai/sum-insured-500-thousand/'],
          ['مليون درهم', 'دبي', '/health-insurance/dubai/sum-insured-1-million/'],
          ['3 ملايين درهم', 'دبي', '/health-insurance/dubai/sum-insured-3-million/'],
          ['5 ملايين درهم', 'دبي', '/health-insurance/dubai/sum-insured-5-million/'],
          ['7.5 مليون درهم', 'دبي', '/health-insurance/dubai/sum-insured-7-5-million/'],
          ['10 ملايين درهم', 'دبي', '/health-insurance/dubai/sum-insured-10-million/'],
          ['15 مليون درهم', 'دبي', '/health-insurance/dubai/sum-insured-15-million/'],
        ],
      },
      compare: {
        title: 'قارن أنواع الخطط الصحية',
        lead: 'دليل عام لأنواع الخطط المتاحة في الإمارات؛ وأرقام كل خطة في تفاصيلها.',
        headers: ['الميزة', 'خطة أساسية', 'خطة معززة', 'خطة شاملة'],
        rows: [
          ['الشبكة', 'محدودة، وأغلبها عيادات', 'أوسع، مع مستشفيات أكثر', 'الأوسع، وغالباً مع تغطية في الخارج'],
          ['المشاركة في الدفع', 'تنطبق عادةً', 'أقل أو بسقف محدد', 'قليلة أو معدومة'],
          ['الأمومة', 'تغطية أساسية إن وُجدت', 'مشمولة غالباً', 'مشمولة عادةً'],
          ['الأسنان والبصريات', 'نادراً', 'أحياناً كإضافة', 'مشمولة غالباً'],
          ['القسط', 'الأقل', 'متوسط', 'الأعلى'],
        ],
      },
      reviews: {
        title: reviewsTitleAr,
        items: [
          [
            'ليلى ح. (تجريبي)',
            'دبي',
            'إضافة والديّ كانت سهلة',
            'استطعت إضافة والديّ إلى البحث نفسه ومعرفة الخطط التي تقبل أعمارهم.',
          ],
          [
            'أرجون ب. (تجريبي)',
            'أبوظبي',
            'نسبة المشاركة واضحة',
            'ظهرت نسبة المشاركة في الدفع لكل خطة بجانب القسط، فسهل الاختيار.',
          ],
          [
            'ماريا س. (تجريبي)',
            'الشارقة',
            'نظرة عامة مفيدة',
            'كان مفيداً أن أرى الشبكات جنباً إلى جنب قبل أن أتحدث مع جهة عملي عن التغطية.',
          ],
        ],
      },
      faq: {
        note: faqNoteAr,
        title: 'الأسئلة الشائعة عن التأمين الصحي',
        rows: [
          [
            'هل التأمين الصحي إلزامي في الإمارات؟',
            '<p>نعم لمعظم المقيمين. تشترط أبوظبي ودبي أن يحمل كل مقيم تأميناً صحياً، وعلى أصحاب العمل توفير التغطية لموظفيهم. وفي دبي يتحمل كفيل الأسرة مسؤولية التأمين على من يعولهم. ومن دون تغطية سارية لا تُصدر الإقامة ولا تُجدد في هاتين الإمارتين. ويشرح دليلنا عن <a href="/health-insurance/mandatory-health-insurance-uae/">التأمين الصحي الإلزامي في الإمارات</a> القواعد بتفصيل أكبر.</p>',
          ],
          [
            'ما المقصود بنسبة المشاركة في الدفع؟',
            '<p>نسبة المشاركة في الدفع هي الجزء الذي تدفعه بنفسك من الفاتورة، مثل 20% من كل زيارة علاج خارجي حتى مبلغ محدد. والخطة ذات نسبة المشاركة الأعلى يكون قسطها عادةً أقل.</p>',
          ],
          [
            'هل تُغطّى الحالات المرضية السابقة؟',
            '<p>تسألك شركات التأمين عن تاريخك الطبي عند التقديم. وقد تُغطّى الحالات الموجودة لديك بعد فترة انتظار، أو تُغطّى بحدود، أو تُستثنى؛ فصرّح بها دائماً، لأن إخفاء حالة قد يؤدي إلى رفض المطالبة.</p>',
          ],
          [
            'ماذا تعني الشبكة؟',
            '<p>الشبكة هي قائمة المستشفيات والعيادات والصيدليات التي تسدد فيها شركة التأمين الفاتورة مباشرة لمقدم الخدمة. وخارج الشبكة قد تضطر إلى الدفع أولاً ثم المطالبة بالمبلغ، أو قد لا يكون العلاج مغطى أصلاً.</p>',
          ],
          [
            'كيف أقدّم مطالبة؟',
            '<p>داخل الشبكة تُبرز بطاقة التأمين ولا تدفع إلا نسبة مشاركتك. وللعلاج المخطط له يطلب مقدم الخدمة موافقة شركة التأمين أولاً. وإذا دفعت بنفسك، فأرسل إلى شركة التأمين نموذج المطالبة والفواتير المفصلة والإيصالات والتقرير الطبي خلال المدة التي تحددها وثيقتك.</p>',
          ],
          [
            'هل يمكنني التأمين على والديّ؟',
            '<p>نعم، إذا كنت كفيلهما. وأقساط الأفراد الأكبر سناً أعلى، وتحدد بعض الخطط حداً أقصى لعمر الأعضاء الجدد، فقارن الخطط التي تقبل أعمارهما.</p>',
          ],
        ],
      },
      related: {
        title: 'صفحات ذات صلة',
        groups: [
          {
            heading: 'أدلة',
            links: [
              ['التأمين الصحي الإلزامي في الإمارات', '/health-insurance/mandatory-health-insurance-uae/'],
            ],
          },
          {
            heading: 'تغطيات أخرى',
            links: [
              ['التأمين الصحي الجماعي', '/group-health-insurance/'],
              ['تأمين الأمراض الخطيرة', '/critical-illness/'],
              ['التأمين على الحياة لأجل', '/term-insurance/'],
              ['تأمين السفر', '/travel-insurance/'],
            ],
          },
        ],
      },
    },
  },

  'group-health': {
    reviewMeta: [
      { publishAt: '2026-10-05', ratings: [4, 4, 4, 5] },
      { publishAt: '2026-09-18', ratings: [5, 4, 4, 4] },
      { publishAt: '2026-07-30', ratings: [4, 3, 4, 4] },
    ],
    en: {
      toc: tocEn('group health insurance'),
      why: {
        title: 'Why compare group health insurance with Sahel Compare',
        items: [
          whyEn.compare,
          [
            'Built for small teams',
            'Describe your team once, by age band and emirate, and compare plans for small and growing companies.',
          ],
          whyEn.free,
          whyEn.code,
        ],
      },
      how: {
        title: 'How it works',
        lead: 'From your company details to a plan for your team, in four steps.',
        steps: [
          ['Describe your company', 'The emirate, the number of employees and their age bands.'],
          ['Compare demo plans', 'See networks, co-pay, annual limits and the premium per member.'],
          [
            'Confirm your number',
            'A one-time code confirms the mobile number of the person we should contact.',
          ],
          ['Choose a plan', 'In this demo no policy is issued and no insurer receives your request.'],
        ],
      },
      cover: {
        title: 'What group health insurance covers',
        lead: 'A group plan covers your employees, and optionally their families, under one policy.',
        tabs: [
          [
            'Employees',
            '<p>Inpatient and outpatient treatment for every employee on the policy, within the network and limits of the plan. New joiners are added during the year and leavers removed.</p>',
          ],
          [
            'Family members',
            '<p>Many employers add the spouse and children of their staff, paid by the company or by the employee. Rules on who must pay differ by emirate and by salary band.</p>',
          ],
          [
            'Extras',
            '<p>Maternity, dental, optical and wellness benefits can be added to the whole group or to some grades of staff only.</p>',
          ],
        ],
      },
      compare: {
        title: 'Compare the types of group plan',
        lead: 'A general guide; the limits of each plan are in its details.',
        headers: ['Feature', 'Basic group plan', 'Enhanced group plan'],
        rows: [
          ['Who it suits', 'Entry-level cover for all staff', 'Senior staff or a benefits package'],
          ['Network', 'Limited', 'Wider, sometimes with cover abroad'],
          ['Co-pay', 'Usually applies', 'Lower or none'],
          ['Family members', 'Optional', 'Often included'],
          ['Premium per member', 'Lower', 'Higher'],
        ],
      },
      reviews: {
        title: reviewsTitleEn,
        items: [
          [
            'Hassan R. (demo)',
            'Dubai',
            'Simple for a small team',
            'We have eight staff; the age bands made it quick to describe the team.',
          ],
          [
            'Nadia K. (demo)',
            'Ajman',
            'Clear differences',
            'The table made the difference between basic and enhanced plans easy to explain to our partners.',
          ],
          [
            'Tom W. (demo)',
            'Abu Dhabi',
            'Helpful overview',
            'Good overview of the options before we renewed our company plan.',
          ],
        ],
      },
      faq: {
        note: faqNoteEn,
        title: 'Group health insurance FAQs',
        rows: [
          [
            'Must an employer provide health insurance?',
            '<p>Yes. In Abu Dhabi and Dubai employers must provide health insurance for their employees, and cover is now required for private-sector employees across the UAE. Check the rules of the emirate where your employees’ visas are issued.</p>',
          ],
          [
            'How many employees do I need for a group plan?',
            '<p>It depends on the insurer: some start from two employees, others ask for a larger group. Small groups are often asked more about the health of each member.</p>',
          ],
          [
            'What decides the premium of a group plan?',
            '<p>The number of members and their ages, the emirate, the network and co-pay chosen, the extras added and, at renewal, how much the group claimed during the year.</p>',
          ],
          [
            'Can employees add their families?',
            '<p>Usually yes. The employer decides whether family members are included in the company plan or added at the employee’s cost.</p>',
          ],
          [
            'What happens when an employee leaves?',
            '<p>The employer asks the insurer to remove them from the policy, usually when their visa is cancelled. The employee then needs their own cover, for example through a new employer.</p>',
          ],
        ],
      },
      related: {
        title: 'Related pages',
        groups: [
          {
            heading: 'For your business',
            links: [
              ['Business insurance', '/business-insurance/'],
              ['Health insurance for individuals and families', '/health-insurance/'],
            ],
          },
          {
            heading: 'Guides',
            links: [
              ['Mandatory health insurance in the UAE', '/health-insurance/mandatory-health-insurance-uae/'],
            ],
          },
        ],
      },
    },
    ar: {
      toc: tocAr('التأمين الصحي الجماعي'),
      why: {
        title: 'لماذا تقارن التأمين الصحي الجماعي مع ساحل كومبير',
        items: [
          whyAr.compare,
          [
            'مصمم للفرق الصغيرة',
            'صِف فريقك مرة واحدة حسب الفئات العمرية والإمارة، وقارن الخطط للشركات الصغيرة والنامية.',
          ],
          whyAr.free,
          whyAr.code,
        ],
      },
      how: {
        title: 'كيف تعمل المقارنة',
        lead: 'من بيانات شركتك إلى خطة لفريقك في أربع خطوات.',
        steps: [
          ['صِف شركتك', 'الإمارة وعدد الموظفين وفئاتهم العمرية.'],
          ['قارن الخطط التجريبية', 'اطّلع على الشبكات ونسبة المشاركة والحدود السنوية والقسط لكل عضو.'],
          ['أكّد رقمك', 'يؤكد رمز لمرة واحدة رقم الهاتف المتحرك للشخص الذي نتواصل معه.'],
          ['اختر خطة', 'في هذا الموقع التجريبي لا تُصدر أي وثيقة ولا تتسلّم أي شركة تأمين طلبك.'],
        ],
      },
      cover: {
        title: 'ما الذي يغطيه التأمين الصحي الجماعي',
        lead: 'تغطي الخطة الجماعية موظفيك، وعائلاتهم إن شئت، في وثيقة واحدة.',
        tabs: [
          [
            'الموظفون',
            '<p>العلاج الداخلي والخارجي لكل موظف مشمول بالوثيقة، ضمن شبكة الخطة وحدودها. ويُضاف الموظفون الجدد خلال السنة ويُحذف من يغادر.</p>',
          ],
          [
            'أفراد العائلة',
            '<p>يضيف كثير من أصحاب العمل أزواج موظفيهم وأبناءهم، على نفقة الشركة أو الموظف. وتختلف قواعد من يتحمل التكلفة حسب الإمارة وفئة الراتب.</p>',
          ],
          [
            'الإضافات',
            '<p>يمكن إضافة مزايا الأمومة والأسنان والبصريات والعافية إلى المجموعة كلها أو إلى بعض الدرجات الوظيفية فقط.</p>',
          ],
        ],
      },
      compare: {
        title: 'قارن أنواع الخطط الجماعية',
        lead: 'دليل عام؛ وحدود كل خطة في تفاصيلها.',
        headers: ['الميزة', 'خطة جماعية أساسية', 'خطة جماعية معززة'],
        rows: [
          ['لمن تناسب', 'تغطية أساسية لجميع الموظفين', 'كبار الموظفين أو حزمة مزايا'],
          ['الشبكة', 'محدودة', 'أوسع، وأحياناً مع تغطية في الخارج'],
          ['المشاركة في الدفع', 'تنطبق عادةً', 'أقل أو معدومة'],
          ['أفراد العائلة', 'اختياري', 'مشمولون غالباً'],
          ['القسط لكل عضو', 'أقل', 'أعلى'],
        ],
      },
      reviews: {
        title: reviewsTitleAr,
        items: [
          [
            'حسن ر. (تجريبي)',
            'دبي',
            'سهل لفريق صغير',
            'لدينا ثمانية موظفين، وسهّلت الفئات العمرية وصف الفريق بسرعة.',
          ],
          [
            'نادية ك. (تجريبي)',
            'عجمان',
            'فروق واضحة',
            'جعل الجدول الفرق بين الخطط الأساسية والمعززة سهل الشرح لشركائنا.',
          ],
          [
            'توم و. (تجريبي)',
            'أبوظبي',
            'نظرة عامة مفيدة',
            'نظرة عامة جيدة على الخيارات قبل تجديد خطة شركتنا.',
          ],
        ],
      },
      faq: {
        note: faqNoteAr,
        title: 'الأسئلة الشائعة عن التأمين الصحي الجماعي',
        rows: [
          [
            'هل يجب على صاحب العمل توفير التأمين الصحي؟',
            '<p>نعم. في أبوظبي ودبي يجب على أصحاب العمل توفير التأمين الصحي لموظفيهم، وأصبحت التغطية مطلوبة لموظفي القطاع الخاص في جميع أنحاء الإمارات. تحقق من قواعد الإمارة التي تصدر فيها إقامات موظفيك.</p>',
          ],
          [
            'كم موظفاً أحتاج للحصول على خطة جماعية؟',
            '<p>يعتمد ذلك على شركة التأمين: بعضها يبدأ من موظفَين، وبعضها يطلب مجموعة أكبر. وكثيراً ما تُسأل المجموعات الصغيرة أكثر عن صحة كل عضو.</p>',
          ],
          [
            'ما الذي يحدد قسط الخطة الجماعية؟',
            '<p>عدد الأعضاء وأعمارهم، والإمارة، والشبكة ونسبة المشاركة المختارة، والإضافات، وعند التجديد حجم مطالبات المجموعة خلال السنة.</p>',
          ],
          [
            'هل يمكن للموظفين إضافة عائلاتهم؟',
            '<p>عادةً نعم. ويقرر صاحب العمل ما إذا كان أفراد العائلة مشمولين في خطة الشركة أو يُضافون على نفقة الموظف.</p>',
          ],
          [
            'ماذا يحدث عندما يغادر موظف؟',
            '<p>يطلب صاحب العمل من شركة التأمين حذفه من الوثيقة، عادةً عند إلغاء إقامته. ويحتاج الموظف بعدها إلى تغطيته الخاصة، مثلاً عبر صاحب عمل جديد.</p>',
          ],
        ],
      },
      related: {
        title: 'صفحات ذات صلة',
        groups: [
          {
            heading: 'لأعمالك',
            links: [
              ['تأمين الأعمال', '/business-insurance/'],
              ['التأمين الصحي للأفراد والعائلات', '/health-insurance/'],
            ],
          },
          {
            heading: 'أدلة',
            links: [
              ['التأمين الصحي الإلزامي في الإمارات', '/health-insurance/mandatory-health-insurance-uae/'],
            ],
          },
        ],
      },
    },
  },

  'critical-illness': {
    reviewMeta: [
      { publishAt: '2026-10-20', ratings: [5, 4, 4, 4] },
      { publishAt: '2026-08-11', ratings: [4, 4, 3, 5] },
      { publishAt: '2026-06-27', ratings: [4, 3, 4, 4] },
    ],
    en: {
      toc: tocEn('critical illness insurance'),
      why: {
        title: 'Why compare critical illness cover with Sahel Compare',
        items: [
          [
            'Plans side by side',
            'See the lump sum, the illnesses listed, the waiting period and the premium of each demo plan together.',
          ],
          [
            'Plain-language definitions',
            'Each plan lists the illnesses it pays for; we show them in words, not codes.',
          ],
          whyEn.free,
          whyEn.code,
        ],
      },
      how: {
        title: 'How it works',
        lead: 'From the cover you want to the plan you choose, in four steps.',
        steps: [
          ['Tell us about you', 'Your date of birth, whether you smoke and the lump sum you want.'],
          ['Compare demo plans', 'See the illnesses covered, the waiting period and the premium.'],
          ['Confirm your number', 'A one-time code confirms your mobile number before you choose.'],
          ['Choose a plan', 'In this demo no policy is issued and no insurer receives your request.'],
        ],
      },
      cover: {
        title: 'What critical illness insurance covers',
        lead: 'It pays one lump sum when you are diagnosed with an illness the policy lists.',
        tabs: [
          [
            'Listed illnesses',
            '<p>Most plans list conditions such as certain cancers, heart attack, stroke, kidney failure and major organ transplants. Each illness has a definition in the policy, and the diagnosis must meet it.</p>',
          ],
          [
            'The lump sum',
            '<p>The money is yours to use as you need: treatment not covered by your health plan, your rent or loan payments, or time off work while you recover.</p>',
          ],
          [
            'Waiting and survival periods',
            '<p>Plans usually do not pay for an illness diagnosed in the first months of the policy (the waiting period), and many pay only if you survive a set number of days after the diagnosis.</p>',
          ],
        ],
      },
      compare: {
        title: 'Critical illness cover next to health and life cover',
        lead: 'These covers work together: each pays for something different.',
        headers: ['Feature', 'Health insurance', 'Critical illness cover', 'Term life insurance'],
        rows: [
          ['What it pays', 'Medical bills', 'A lump sum on diagnosis', 'A lump sum on death'],
          ['Paid to', 'The hospital or you', 'You', 'The people you choose'],
          ['How you use it', 'Treatment only', 'As you need', 'As your family needs'],
          ['Mandatory in the UAE', 'For most residents', 'No', 'No'],
        ],
      },
      reviews: {
        title: reviewsTitleEn,
        items: [
          [
            'Fatima A. (demo)',
            'Dubai',
            'Understood the waiting period',
            'The explanation of waiting and survival periods helped me compare plans properly.',
          ],
          [
            'David L. (demo)',
            'Ras Al Khaimah',
            'Useful comparison',
            'Seeing which illnesses each plan lists, side by side, was what I needed.',
          ],
          [
            'Sana M. (demo)',
            'Sharjah',
            'Clear and calm',
            'A difficult subject explained simply, without pressure.',
          ],
        ],
      },
      faq: {
        note: faqNoteEn,
        title: 'Critical illness insurance FAQs',
        rows: [
          [
            'Do I need critical illness cover if I have health insurance?',
            '<p>Health insurance pays medical bills; critical illness cover pays you a lump sum. Many people use it for costs a health plan does not meet, such as income lost while they recover.</p>',
          ],
          [
            'Which illnesses are covered?',
            '<p>Only those listed in the policy, each with its own definition. Compare the lists: two plans with the same number of illnesses can define them differently.</p>',
          ],
          [
            'What is the survival period?',
            '<p>Many plans pay only if you are alive a set number of days after the diagnosis, often between 14 and 30 days. Check it in the policy wording.</p>',
          ],
          [
            'What affects the premium?',
            '<p>Your age, whether you smoke, your medical history, the lump sum and the number of illnesses covered.</p>',
          ],
          [
            'How do I claim?',
            '<p>Send the insurer the claim form with the specialist’s diagnosis and the medical reports it asks for. The insurer checks that the diagnosis meets the policy definition before it pays.</p>',
          ],
        ],
      },
      related: {
        title: 'Related pages',
        groups: [
          {
            heading: 'More cover',
            links: [
              ['Health insurance', '/health-insurance/'],
              ['Term life insurance', '/term-insurance/'],
              ['Group health insurance', '/group-health-insurance/'],
            ],
          },
        ],
      },
    },
    ar: {
      toc: tocAr('تأمين الأمراض الخطيرة'),
      why: {
        title: 'لماذا تقارن تغطية الأمراض الخطيرة مع ساحل كومبير',
        items: [
          [
            'الخطط جنباً إلى جنب',
            'اطّلع على المبلغ المقطوع والأمراض المدرجة وفترة الانتظار والقسط لكل خطة تجريبية معاً.',
          ],
          ['تعريفات بلغة بسيطة', 'تدرج كل خطة الأمراض التي تدفع عنها؛ ونعرضها بكلمات واضحة لا برموز.'],
          whyAr.free,
          whyAr.code,
        ],
      },
      how: {
        title: 'كيف تعمل المقارنة',
        lead: 'من التغطية التي تريدها إلى الخطة التي تختارها في أربع خطوات.',
        steps: [
          ['أخبرنا عنك', 'تاريخ ميلادك، وما إذا كنت مدخناً، والمبلغ المقطوع الذي تريده.'],
          ['قارن الخطط التجريبية', 'اطّلع على الأمراض المغطاة وفترة الانتظار والقسط.'],
          ['أكّد رقمك', 'يؤكد رمز لمرة واحدة رقم هاتفك المتحرك قبل أن تختار.'],
          ['اختر خطة', 'في هذا الموقع التجريبي لا تُصدر أي وثيقة ولا تتسلّم أي شركة تأمين طلبك.'],
        ],
      },
      cover: {
        title: 'ما الذي يغطيه تأمين الأمراض الخطيرة',
        lead: 'يدفع مبلغاً مقطوعاً واحداً عند تشخيص إصابتك بمرض تدرجه الوثيقة.',
        tabs: [
          [
            'الأمراض المدرجة',
            '<p>تدرج معظم الخطط حالات مثل أنواع معينة من السرطان والنوبة القلبية والسكتة الدماغية والفشل الكلوي وزراعة الأعضاء الرئيسية. ولكل مرض تعريف في الوثيقة، ويجب أن يطابقه التشخيص.</p>',
          ],
          [
            'المبلغ المقطوع',
            '<p>المال لك تستخدمه كما تحتاج: علاج لا تغطيه خطتك الصحية، أو إيجارك أو أقساط قرضك، أو فترة الانقطاع عن العمل أثناء التعافي.</p>',
          ],
          [
            'فترتا الانتظار والبقاء',
            '<p>لا تدفع الخطط عادةً عن مرض شُخّص في الأشهر الأولى من الوثيقة (فترة الانتظار)، ويدفع كثير منها فقط إذا بقيت على قيد الحياة عدداً محدداً من الأيام بعد التشخيص.</p>',
          ],
        ],
      },
      compare: {
        title: 'تغطية الأمراض الخطيرة إلى جانب التغطية الصحية وتغطية الحياة',
        lead: 'تعمل هذه التغطيات معاً: كل منها يدفع مقابل شيء مختلف.',
        headers: ['الميزة', 'التأمين الصحي', 'تغطية الأمراض الخطيرة', 'التأمين على الحياة لأجل'],
        rows: [
          ['ما يدفعه', 'الفواتير الطبية', 'مبلغ مقطوع عند التشخيص', 'مبلغ مقطوع عند الوفاة'],
          ['يُدفع إلى', 'المستشفى أو إليك', 'إليك', 'الأشخاص الذين تختارهم'],
          ['كيف تستخدمه', 'للعلاج فقط', 'كما تحتاج', 'كما تحتاج عائلتك'],
          ['إلزامي في الإمارات', 'لمعظم المقيمين', 'لا', 'لا'],
        ],
      },
      reviews: {
        title: reviewsTitleAr,
        items: [
          [
            'فاطمة أ. (تجريبي)',
            'دبي',
            'فهمت فترة الانتظار',
            'ساعدني شرح فترتي الانتظار والبقاء على مقارنة الخطط كما ينبغي.',
          ],
          [
            'ديفيد ل. (تجريبي)',
            'رأس الخيمة',
            'مقارنة مفيدة',
            'كان ما أحتاجه هو رؤية الأمراض التي تدرجها كل خطة جنباً إلى جنب.',
          ],
          ['سناء م. (تجريبي)', 'الشارقة', 'واضح وهادئ', 'موضوع صعب شُرح ببساطة ومن دون ضغط.'],
        ],
      },
      faq: {
        note: faqNoteAr,
        title: 'الأسئلة الشائعة عن تأمين الأمراض الخطيرة',
        rows: [
          [
            'هل أحتاج إلى تغطية الأمراض الخطيرة إذا كان لدي تأمين صحي؟',
            '<p>يدفع التأمين الصحي الفواتير الطبية، أما تغطية الأمراض الخطيرة فتدفع لك مبلغاً مقطوعاً. ويستخدمها كثيرون لتكاليف لا تغطيها الخطة الصحية، مثل الدخل الذي يفقدونه أثناء التعافي.</p>',
          ],
          [
            'ما الأمراض المغطاة؟',
            '<p>الأمراض المدرجة في الوثيقة فقط، ولكل منها تعريفه. قارن القوائم: فقد تعرّف خطتان تغطيان العدد نفسه من الأمراض هذه الأمراض بطرق مختلفة.</p>',
          ],
          [
            'ما فترة البقاء؟',
            '<p>تدفع خطط كثيرة فقط إذا كنت على قيد الحياة بعد عدد محدد من الأيام من التشخيص، وغالباً ما يتراوح بين 14 و30 يوماً. تحقق منها في نص الوثيقة.</p>',
          ],
          [
            'ما الذي يؤثر في القسط؟',
            '<p>عمرك، وما إذا كنت مدخناً، وتاريخك الطبي، والمبلغ المقطوع، وعدد الأمراض المغطاة.</p>',
          ],
          [
            'كيف أقدّم مطالبة؟',
            '<p>أرسل إلى شركة التأمين نموذج المطالبة مع تشخيص الطبيب الأخصائي والتقارير الطبية التي تطلبها. وتتحقق شركة التأمين من مطابقة التشخيص لتعريف الوثيقة قبل أن تدفع.</p>',
          ],
        ],
      },
      related: {
        title: 'صفحات ذات صلة',
        groups: [
          {
            heading: 'تغطيات أخرى',
            links: [
              ['التأمين الصحي', '/health-insurance/'],
              ['التأمين على الحياة لأجل', '/term-insurance/'],
              ['التأمين الصحي الجماعي', '/group-health-insurance/'],
            ],
          },
        ],
      },
    },
  },
};
