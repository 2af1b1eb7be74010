import { z } from 'zod';
import { ZFieldOption, type TFieldOption } from '../../shared/contracts/journey';
import { banksSeed } from './banking/banks';
import { creditCardsSeed } from './banking/cards';

/**
 * Option lists served by GET /api/options/:listKey (decision 0008), in English and Arabic (hi and ml fall back to
 * en). Ids are stable and are what an answer stores (docs/ARCHITECTURE.md#principle-3); labels are per language. Journeys
 * fetch the long lists through `optionsSource` and embed the short ones (radio buttons) from the same data, so
 * the ids cannot drift. Cities are stored per emirate under `cities.<emirate id>`.
 */

/** [id, English, Arabic] */
type Row = readonly [id: string, en: string, ar: string];

export const ZOptionListSeed = z.strictObject({
  listKey: z
    .string()
    .regex(/^[a-z][a-zA-Z0-9]*(\.[a-z0-9-]+)?$/)
    .max(64),
  options: z.strictObject({
    en: z.array(ZFieldOption).min(1).max(300),
    ar: z.array(ZFieldOption).min(1).max(300),
  }),
});
export type TOptionListSeed = z.infer<typeof ZOptionListSeed>;

/** Emirate ids are slugs: the city list url takes one (`/api/options/cities/:emirate`). */
const emirates: Row[] = [
  ['abu-dhabi', 'Abu Dhabi', 'أبوظبي'],
  ['dubai', 'Dubai', 'دبي'],
  ['sharjah', 'Sharjah', 'الشارقة'],
  ['ajman', 'Ajman', 'عجمان'],
  ['umm-al-quwain', 'Umm Al Quwain', 'أم القيوين'],
  ['ras-al-khaimah', 'Ras Al Khaimah', 'رأس الخيمة'],
  ['fujairah', 'Fujairah', 'الفجيرة'],
];

const cities: Record<string, Row[]> = {
  'abu-dhabi': [
    ['abu-dhabi-city', 'Abu Dhabi City', 'مدينة أبوظبي'],
    ['al-ain', 'Al Ain', 'العين'],
    ['al-dhafra', 'Al Dhafra', 'الظفرة'],
    ['khalifa-city', 'Khalifa City', 'مدينة خليفة'],
    ['musaffah', 'Musaffah', 'مصفح'],
  ],
  dubai: [
    ['dubai-city', 'Dubai', 'دبي'],
    ['jebel-ali', 'Jebel Ali', 'جبل علي'],
    ['hatta', 'Hatta', 'حتا'],
  ],
  sharjah: [
    ['sharjah-city', 'Sharjah City', 'مدينة الشارقة'],
    ['khor-fakkan', 'Khor Fakkan', 'خورفكان'],
    ['kalba', 'Kalba', 'كلباء'],
    ['dibba-al-hisn', 'Dibba Al Hisn', 'دبا الحصن'],
    ['al-dhaid', 'Al Dhaid', 'الذيد'],
  ],
  ajman: [
    ['ajman-city', 'Ajman City', 'مدينة عجمان'],
    ['al-manama', 'Al Manama', 'المنامة'],
    ['masfout', 'Masfout', 'مصفوت'],
  ],
  'umm-al-quwain': [
    ['umm-al-quwain-city', 'Umm Al Quwain City', 'مدينة أم القيوين'],
    ['falaj-al-mualla', 'Falaj Al Mualla', 'فلج المعلا'],
  ],
  'ras-al-khaimah': [
    ['ras-al-khaimah-city', 'Ras Al Khaimah City', 'مدينة رأس الخيمة'],
    ['al-jazirah-al-hamra', 'Al Jazirah Al Hamra', 'الجزيرة الحمراء'],
    ['al-rams', 'Al Rams', 'الرمس'],
  ],
  fujairah: [
    ['fujairah-city', 'Fujairah City', 'مدينة الفجيرة'],
    ['dibba-al-fujairah', 'Dibba Al Fujairah', 'دبا الفجيرة'],
    ['masafi', 'Masafi', 'مسافي'],
  ],
};

/** ISO 3166-1 alpha-2 ids; UAE first, then the nationalities most common among UAE residents, A to Z. */
const nationalities: Row[] = [
  ['AE', 'Emirati', 'إماراتي'],
  ['AF', 'Afghan', 'أفغاني'],
  ['DZ', 'Algerian', 'جزائري'],
  ['US', 'American', 'أمريكي'],
  ['AU', 'Australian', 'أسترالي'],
  ['BH', 'Bahraini', 'بحريني'],
  ['BD', 'Bangladeshi', 'بنغلاديشي'],
  ['BE', 'Belgian', 'بلجيكي'],
  ['BR', 'Brazilian', 'برازيلي'],
  ['GB', 'British', 'بريطاني'],
  ['CA', 'Canadian', 'كندي'],
  ['CN', 'Chinese', 'صيني'],
  ['NL', 'Dutch', 'هولندي'],
  ['EG', 'Egyptian', 'مصري'],
  ['ER', 'Eritrean', 'إريتري'],
  ['ET', 'Ethiopian', 'إثيوبي'],
  ['PH', 'Filipino', 'فلبيني'],
  ['FR', 'French', 'فرنسي'],
  ['DE', 'German', 'ألماني'],
  ['GH', 'Ghanaian', 'غاني'],
  ['GR', 'Greek', 'يوناني'],
  ['IN', 'Indian', 'هندي'],
  ['ID', 'Indonesian', 'إندونيسي'],
  ['IR', 'Iranian', 'إيراني'],
  ['IQ', 'Iraqi', 'عراقي'],
  ['IE', 'Irish', 'أيرلندي'],
  ['IT', 'Italian', 'إيطالي'],
  ['JP', 'Japanese', 'ياباني'],
  ['JO', 'Jordanian', 'أردني'],
  ['KZ', 'Kazakh', 'كازاخستاني'],
  ['KE', 'Kenyan', 'كيني'],
  ['KW', 'Kuwaiti', 'كويتي'],
  ['LB', 'Lebanese', 'لبناني'],
  ['LY', 'Libyan', 'ليبي'],
  ['MY', 'Malaysian', 'ماليزي'],
  ['MX', 'Mexican', 'مكسيكي'],
  ['MA', 'Moroccan', 'مغربي'],
  ['NP', 'Nepali', 'نيبالي'],
  ['NZ', 'New Zealander', 'نيوزيلندي'],
  ['NG', 'Nigerian', 'نيجيري'],
  ['OM', 'Omani', 'عماني'],
  ['PK', 'Pakistani', 'باكستاني'],
  ['PS', 'Palestinian', 'فلسطيني'],
  ['PL', 'Polish', 'بولندي'],
  ['PT', 'Portuguese', 'برتغالي'],
  ['QA', 'Qatari', 'قطري'],
  ['RO', 'Romanian', 'روماني'],
  ['RU', 'Russian', 'روسي'],
  ['SA', 'Saudi', 'سعودي'],
  ['SG', 'Singaporean', 'سنغافوري'],
  ['SO', 'Somali', 'صومالي'],
  ['ZA', 'South African', 'جنوب أفريقي'],
  ['KR', 'South Korean', 'كوري جنوبي'],
  ['ES', 'Spanish', 'إسباني'],
  ['LK', 'Sri Lankan', 'سريلانكي'],
  ['SD', 'Sudanese', 'سوداني'],
  ['SE', 'Swedish', 'سويدي'],
  ['CH', 'Swiss', 'سويسري'],
  ['SY', 'Syrian', 'سوري'],
  ['TH', 'Thai', 'تايلاندي'],
  ['TN', 'Tunisian', 'تونسي'],
  ['TR', 'Turkish', 'تركي'],
  ['UG', 'Ugandan', 'أوغندي'],
  ['UA', 'Ukrainian', 'أوكراني'],
  ['UZ', 'Uzbek', 'أوزبكي'],
  ['VN', 'Vietnamese', 'فيتنامي'],
  ['YE', 'Yemeni', 'يمني'],
  ['XX', 'Other nationality', 'جنسية أخرى'],
];

/**
 * The cards of the banking catalogue (docs/product/cards.md: the apply form names the chosen card), as an option list:
 * id = the card's id, label = 'Bank (demo) – Card'. Hidden cards are not offered.
 */
const creditCards: Row[] = creditCardsSeed
  .filter((card) => !card.isHidden)
  .map((card) => {
    const bank = banksSeed.find((b) => b.id === card.bankId);
    return [
      String(card.id),
      `${bank?.name.en ?? ''} – ${card.name.en}`,
      `${bank?.name.ar ?? ''} – ${card.name.ar}`,
    ] as Row;
  });

const lists = {
  creditCards,
  emirates,
  nationalities,
  /** docs/product/journeys.md constants: gender options Male (1), Female (2). */
  genders: [
    ['1', 'Male', 'ذكر'],
    ['2', 'Female', 'أنثى'],
  ],
  smokers: [
    ['no', 'Non-smoker', 'غير مدخن'],
    ['yes', 'Smoker', 'مدخن'],
  ],
  employerCategories: [
    ['government', 'Government', 'جهة حكومية'],
    ['semiGovernment', 'Semi-government', 'جهة شبه حكومية'],
    ['multinational', 'Multinational or listed company', 'شركة متعددة الجنسيات أو مدرجة'],
    ['privateCompany', 'Private company', 'شركة خاصة'],
    ['selfEmployed', 'Self-employed or business owner', 'عمل حر أو صاحب عمل'],
  ],
  salaryBands: [
    ['upTo4000', 'Up to AED 4,000 a month', 'حتى 4,000 درهم شهرياً'],
    ['from4001To12000', 'AED 4,001 to 12,000 a month', 'من 4,001 إلى 12,000 درهم شهرياً'],
    ['from12001To25000', 'AED 12,001 to 25,000 a month', 'من 12,001 إلى 25,000 درهم شهرياً'],
    ['above25000', 'More than AED 25,000 a month', 'أكثر من 25,000 درهم شهرياً'],
  ],
  travelRegions: [
    ['worldwide', 'Worldwide', 'جميع أنحاء العالم'],
    [
      'worldwideExUsCa',
      'Worldwide excluding USA and Canada',
      'جميع أنحاء العالم باستثناء الولايات المتحدة وكندا',
    ],
    ['schengen', 'Schengen countries (Europe)', 'دول شنغن (أوروبا)'],
    ['asia', 'Asia', 'آسيا'],
    ['gcc', 'GCC countries', 'دول مجلس التعاون الخليجي'],
    ['africa', 'Africa', 'أفريقيا'],
  ],
  tripTypes: [
    ['single', 'Single trip', 'رحلة واحدة'],
    ['annual', 'Annual multi-trip', 'رحلات متعددة سنوية'],
  ],
  /** Decision 0008: Individual 5, Family 1, Groups 3. */
  travelCategories: [
    ['5', 'Individual', 'فردي'],
    ['1', 'Family', 'عائلة'],
    ['3', 'Group', 'مجموعة'],
  ],
  noClaimYears: [
    [
      '0',
      'None (I claimed last year or this is my first policy)',
      'لا يوجد (قدمت مطالبة العام الماضي أو هذه أول وثيقة لي)',
    ],
    ['1', '1 year', 'سنة واحدة'],
    ['2', '2 years', 'سنتان'],
    ['3', '3 years', '3 سنوات'],
    ['4', '4 years', '4 سنوات'],
    ['5', '5 years or more', '5 سنوات أو أكثر'],
  ],
  drivingExperience: [
    ['under6Months', 'Less than 6 months', 'أقل من 6 أشهر'],
    ['6To12Months', '6 to 12 months', 'من 6 إلى 12 شهراً'],
    ['1To2Years', '1 to 2 years', 'من سنة إلى سنتين'],
    ['over2Years', 'More than 2 years', 'أكثر من سنتين'],
  ],
  /** docs/product/journeys.md constants: proof types 1 No-Claim letter, 2 Self declaration form. */
  proofTypes: [
    ['1', 'No-Claim letter', 'رسالة عدم وجود مطالبات'],
    ['2', 'Self declaration form', 'نموذج إقرار ذاتي'],
  ],
  termCoverAmounts: [
    ['500000', 'AED 500,000', '500,000 درهم'],
    ['1000000', 'AED 1,000,000', '1,000,000 درهم'],
    ['2000000', 'AED 2,000,000', '2,000,000 درهم'],
    ['3000000', 'AED 3,000,000', '3,000,000 درهم'],
    ['5000000', 'AED 5,000,000', '5,000,000 درهم'],
  ],
  policyTerms: [
    ['10', '10 years', '10 سنوات'],
    ['15', '15 years', '15 سنة'],
    ['20', '20 years', '20 سنة'],
    ['25', '25 years', '25 سنة'],
    ['30', '30 years', '30 سنة'],
  ],
  loanTenures: [
    ['12', '12 months', '12 شهراً'],
    ['24', '24 months', '24 شهراً'],
    ['36', '36 months', '36 شهراً'],
    ['48', '48 months', '48 شهراً'],
  ],
  carLoanTenures: [
    ['12', '12 months', '12 شهراً'],
    ['24', '24 months', '24 شهراً'],
    ['36', '36 months', '36 شهراً'],
    ['48', '48 months', '48 شهراً'],
    ['60', '60 months', '60 شهراً'],
  ],
  investmentGoals: [
    ['retirement', 'Retirement', 'التقاعد'],
    ['education', "Children's education", 'تعليم الأبناء'],
    ['wealth', 'Growing my wealth', 'تنمية ثروتي'],
    ['savings', 'Regular savings', 'ادخار منتظم'],
  ],
  investmentHorizons: [
    ['5', '5 years', '5 سنوات'],
    ['10', '10 years', '10 سنوات'],
    ['15', '15 years', '15 سنة'],
    ['20', '20 years or more', '20 سنة أو أكثر'],
  ],
  criticalIllnessCover: [
    ['100000', 'AED 100,000', '100,000 درهم'],
    ['250000', 'AED 250,000', '250,000 درهم'],
    ['500000', 'AED 500,000', '500,000 درهم'],
    ['1000000', 'AED 1,000,000', '1,000,000 درهم'],
  ],
  bikeMakes: [
    ['honda', 'Honda', 'هوندا'],
    ['yamaha', 'Yamaha', 'ياماها'],
    ['kawasaki', 'Kawasaki', 'كاواساكي'],
    ['suzuki', 'Suzuki', 'سوزوكي'],
    ['harley-davidson', 'Harley-Davidson', 'هارلي ديفيدسون'],
    ['bmw-motorrad', 'BMW Motorrad', 'بي إم دبليو موتوراد'],
    ['ducati', 'Ducati', 'دوكاتي'],
    ['ktm', 'KTM', 'كي تي إم'],
    ['triumph', 'Triumph', 'ترايمف'],
    ['royal-enfield', 'Royal Enfield', 'رويال إنفيلد'],
    ['other', 'Other make', 'شركة أخرى'],
  ],
  bikeUses: [
    ['personal', 'Personal use', 'استخدام شخصي'],
    ['delivery', 'Delivery or commercial use', 'توصيل أو استخدام تجاري'],
  ],
  homeOwnership: [
    ['owner', 'I own the home', 'أملك المنزل'],
    ['tenant', 'I rent the home', 'أستأجر المنزل'],
  ],
  propertyTypes: [
    ['apartment', 'Apartment', 'شقة'],
    ['villa', 'Villa', 'فيلا'],
    ['townhouse', 'Townhouse', 'تاون هاوس'],
  ],
  businessActivities: [
    ['trading', 'General trading', 'تجارة عامة'],
    ['retail', 'Retail shop', 'متجر تجزئة'],
    ['restaurant', 'Restaurant or café', 'مطعم أو مقهى'],
    ['consultancy', 'Consultancy or professional services', 'استشارات أو خدمات مهنية'],
    ['technology', 'IT and technology', 'تقنية المعلومات والتكنولوجيا'],
    ['construction', 'Construction and contracting', 'البناء والمقاولات'],
    ['logistics', 'Logistics and transport', 'الخدمات اللوجستية والنقل'],
    ['healthcare', 'Clinic or healthcare', 'عيادة أو رعاية صحية'],
    ['manufacturing', 'Manufacturing', 'التصنيع'],
    ['other', 'Other activity', 'نشاط آخر'],
  ],
  employeeBands: [
    ['1To10', '1 to 10 employees', 'من 1 إلى 10 موظفين'],
    ['11To50', '11 to 50 employees', 'من 11 إلى 50 موظفاً'],
    ['51To200', '51 to 200 employees', 'من 51 إلى 200 موظف'],
    ['over200', 'More than 200 employees', 'أكثر من 200 موظف'],
  ],
  smeCoverTypes: [
    ['property', 'Property and contents', 'الممتلكات والمحتويات'],
    ['liability', 'Public liability', 'المسؤولية العامة'],
    ['workmen', "Workmen's compensation", 'تعويض العمال'],
    ['medical', 'Group medical', 'التأمين الطبي الجماعي'],
    ['fleet', 'Motor fleet', 'أسطول المركبات'],
    ['marine', 'Marine cargo', 'الشحن البحري'],
  ],
  carConditions: [
    ['new', 'New car', 'سيارة جديدة'],
    ['used', 'Used car', 'سيارة مستعملة'],
  ],
  /** Home loans (decision 0018): the LTV caps differ for a first and a later property. */
  propertyOrders: [
    ['first', 'My first property in the UAE', 'عقاري الأول في الإمارات'],
    ['second', 'A second or later property', 'عقار ثانٍ أو أكثر'],
  ],
  mortgageTenures: [
    ['60', '5 years', '5 سنوات'],
    ['120', '10 years', '10 سنوات'],
    ['180', '15 years', '15 سنة'],
    ['240', '20 years', '20 سنة'],
    ['300', '25 years', '25 سنة'],
  ],
  propertyStatuses: [
    ['ready', 'Ready property', 'عقار جاهز'],
    ['offPlan', 'Off-plan property', 'عقار على الخارطة'],
  ],
  /** The credit score journey (decision 0016): counts as option ids, '5' and '3' meaning 'or more'. */
  creditCardCounts: [
    ['0', 'None', 'لا توجد'],
    ['1', '1', '1'],
    ['2', '2', '2'],
    ['3', '3', '3'],
    ['4', '4', '4'],
    ['5', '5 or more', '5 أو أكثر'],
  ],
  activeLoanCounts: [
    ['0', 'None', 'لا توجد'],
    ['1', '1', '1'],
    ['2', '2', '2'],
    ['3', '3 or more', '3 أو أكثر'],
  ],
  missedPaymentCounts: [
    ['0', 'None', 'لا توجد'],
    ['1', 'Once', 'مرة واحدة'],
    ['2', 'Twice', 'مرتان'],
    ['3', '3 times or more', '3 مرات أو أكثر'],
  ],
  creditHistoryYears: [
    ['0', 'Less than a year', 'أقل من سنة'],
    ['1', '1 to 2 years', 'من سنة إلى سنتين'],
    ['3', '3 to 4 years', 'من 3 إلى 4 سنوات'],
    ['5', '5 to 9 years', 'من 5 إلى 9 سنوات'],
    ['10', '10 years or more', '10 سنوات أو أكثر'],
  ],
  creditApplicationCounts: [
    ['0', 'None', 'لا توجد'],
    ['1', '1', '1'],
    ['2', '2', '2'],
    ['3', '3 or more', '3 أو أكثر'],
  ],
  residencyStatuses: [
    ['national', 'UAE national', 'مواطن إماراتي'],
    ['resident', 'UAE resident', 'مقيم في الإمارات'],
    ['nonResident', 'Non-resident', 'غير مقيم'],
  ],
  accountTypes: [
    ['current', 'Current account', 'حساب جاري'],
    ['savings', 'Savings account', 'حساب توفير'],
    ['salary', 'Salary transfer account', 'حساب تحويل الراتب'],
    ['islamic', 'Islamic account', 'حساب إسلامي'],
  ],
  mortgageCountries: [
    ['GB', 'United Kingdom', 'المملكة المتحدة'],
    ['IN', 'India', 'الهند'],
    ['PK', 'Pakistan', 'باكستان'],
    ['ES', 'Spain', 'إسبانيا'],
    ['PT', 'Portugal', 'البرتغال'],
    ['PH', 'Philippines', 'الفلبين'],
    ['TR', 'Turkey', 'تركيا'],
    ['XX', 'Another country', 'دولة أخرى'],
  ],
  mortgagePurposes: [
    ['buy', 'Buy a home', 'شراء منزل'],
    ['buyToLet', 'Buy to let', 'شراء بغرض التأجير'],
    ['refinance', 'Refinance', 'إعادة التمويل'],
  ],
  yesNo: [
    ['yes', 'Yes', 'نعم'],
    ['no', 'No', 'لا'],
  ],
} satisfies Record<string, Row[]>;

function localized(rows: readonly Row[]): { en: TFieldOption[]; ar: TFieldOption[] } {
  return {
    en: rows.map(([id, en]) => ({ id, label: en })),
    ar: rows.map(([id, , ar]) => ({ id, label: ar })),
  };
}

export type ListKey = keyof typeof lists;

/** Every list the seed writes (cities included). */
export const optionListsSeed: TOptionListSeed[] = [
  ...Object.entries(lists).map(([listKey, rows]) => ({ listKey, options: localized(rows) })),
  ...Object.entries(cities).map(([emirate, rows]) => ({
    listKey: `cities.${emirate}`,
    options: localized(rows),
  })),
];

/** A list's options in a language, for journeys that embed a short list (radio buttons). */
export function optionsOf(listKey: ListKey, language: 'en' | 'ar'): TFieldOption[] {
  return localized(lists[listKey])[language];
}

export const EMIRATE_IDS: readonly string[] = emirates.map(([id]) => id);
