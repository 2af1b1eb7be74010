import { z } from 'zod';
import { ZFieldOption, type TFieldOption } from '../../shared/contracts/journey';
import { LANG_CODES, type LangCode } from '../../shared/domain/locales';
import { localized } from '../../shared/i18n/localized';
import { banksSeed } from './banking/banks';
import { creditCardsSeed } from './banking/cards';
import { MissingTexts, textOf } from './data/texts';
import {
  BIKE_USES,
  BUSINESS_ACTIVITIES,
  DRIVING_EXPERIENCE,
  EMPLOYEE_BANDS,
  HOME_OWNERSHIP,
  INVESTMENT_GOALS,
  PROPERTY_TYPES,
  SME_COVERS,
  TRAVEL_REGIONS,
  TRIP_TYPES,
} from '../../shared/contracts/quotes-base';

/**
 * Option lists served by GET /api/options/:listKey (decision 0008), in every language of LOCALES. Ids are stable and
 * are what an answer stores (docs/ARCHITECTURE.md#principle-3); they live here, once. Labels live per language in
 * `content/<lang>/options/<group>.json` under '<listKey>.<id>' (decision 0077): a translator works there, not here.
 * Journeys fetch the long lists through `optionsSource` and embed the short ones (radio buttons) from the same data,
 * so the ids cannot drift. Cities are stored per emirate under `cities.<emirate id>`.
 */

export const ZOptionListSeed = z.strictObject({
  listKey: z
    .string()
    .regex(/^[a-z][a-zA-Z0-9]*(\.[a-z0-9-]+)?$/)
    .max(64),
  language: z.enum(LANG_CODES),
  options: z.array(ZFieldOption).min(1).max(300),
});
export type TOptionListSeed = z.infer<typeof ZOptionListSeed>;

const EMIRATES = [
  'abu-dhabi',
  'dubai',
  'sharjah',
  'ajman',
  'umm-al-quwain',
  'ras-al-khaimah',
  'fujairah',
] as const;

const CITIES: Record<(typeof EMIRATES)[number], readonly string[]> = {
  'abu-dhabi': ['abu-dhabi-city', 'al-ain', 'al-dhafra', 'khalifa-city', 'musaffah'],
  dubai: ['dubai-city', 'jebel-ali', 'hatta'],
  sharjah: ['sharjah-city', 'khor-fakkan', 'kalba', 'dibba-al-hisn', 'al-dhaid'],
  ajman: ['ajman-city', 'al-manama', 'masfout'],
  'umm-al-quwain': ['umm-al-quwain-city', 'falaj-al-mualla'],
  'ras-al-khaimah': ['ras-al-khaimah-city', 'al-jazirah-al-hamra', 'al-rams'],
  fujairah: ['fujairah-city', 'dibba-al-fujairah', 'masafi'],
};

/** Option ids by the file their labels live in (`content/<lang>/options/<group>.json`). */
const GROUPS = {
  places: {
    /** Emirate ids are slugs: the city list url takes one (`/api/options/cities/:emirate`). */
    emirates: EMIRATES,
    mortgageCountries: ['GB', 'IN', 'PK', 'ES', 'PT', 'PH', 'TR', 'XX'],
  },
  nationalities: {
    /** ISO 3166-1 alpha-2 ids; UAE first, then the nationalities most common among UAE residents, A to Z. */
    nationalities: (
      'AE AF DZ US AU BH BD BE BR GB CA CN NL EG ER ET PH FR DE GH GR IN ID IR IQ IE IT JP JO KZ KE KW LB LY MY MX MA ' +
      'NP NZ NG OM PK PS PL PT QA RO RU SA SG SO ZA KR ES LK SD SE CH SY TH TN TR UG UA UZ VN YE XX'
    ).split(' '),
  },
  people: {
    /** docs/product/journeys.md constants: gender options Male (1), Female (2). */
    genders: ['1', '2'],
    smokers: ['no', 'yes'],
    employerCategories: ['government', 'semiGovernment', 'multinational', 'privateCompany', 'selfEmployed'],
    salaryBands: ['upTo4000', 'from4001To12000', 'from12001To25000', 'above25000'],
    residencyStatuses: ['national', 'resident', 'nonResident'],
    yesNo: ['yes', 'no'],
  },
  insurance: {
    travelRegions: [...TRAVEL_REGIONS],
    tripTypes: [...TRIP_TYPES],
    /** Decision 0008: Individual 5, Family 1, Groups 3. */
    travelCategories: ['5', '1', '3'],
    noClaimYears: ['0', '1', '2', '3', '4', '5'],
    drivingExperience: [...DRIVING_EXPERIENCE],
    /** docs/product/journeys.md constants: proof types 1 No-Claim letter, 2 Self declaration form. */
    proofTypes: ['1', '2'],
    termCoverAmounts: ['500000', '1000000', '2000000', '3000000', '5000000'],
    policyTerms: ['10', '15', '20', '25', '30'],
    investmentGoals: [...INVESTMENT_GOALS],
    investmentHorizons: ['5', '10', '15', '20'],
    criticalIllnessCover: ['100000', '250000', '500000', '1000000'],
    bikeMakes: [
      'honda',
      'yamaha',
      'kawasaki',
      'suzuki',
      'harley-davidson',
      'bmw-motorrad',
      'ducati',
      'ktm',
      'triumph',
      'royal-enfield',
      'other',
    ],
    bikeUses: [...BIKE_USES],
    homeOwnership: [...HOME_OWNERSHIP],
    propertyTypes: [...PROPERTY_TYPES],
    businessActivities: [...BUSINESS_ACTIVITIES],
    employeeBands: [...EMPLOYEE_BANDS],
    smeCoverTypes: [...SME_COVERS],
  },
  banking: {
    loanTenures: ['12', '24', '36', '48'],
    carLoanTenures: ['12', '24', '36', '48', '60'],
    carConditions: ['new', 'used'],
    /** Home loans (decision 0018): the LTV caps differ for a first and a later property. */
    propertyOrders: ['first', 'second'],
    mortgageTenures: ['60', '120', '180', '240', '300'],
    propertyStatuses: ['ready', 'offPlan'],
    /** The credit score journey (decision 0016): counts as option ids, '5' and '3' meaning 'or more'. */
    creditCardCounts: ['0', '1', '2', '3', '4', '5'],
    activeLoanCounts: ['0', '1', '2', '3'],
    missedPaymentCounts: ['0', '1', '2', '3'],
    creditHistoryYears: ['0', '1', '3', '5', '10'],
    creditApplicationCounts: ['0', '1', '2', '3'],
    accountTypes: ['current', 'savings', 'salary', 'islamic'],
    mortgagePurposes: ['buy', 'buyToLet', 'refinance'],
  },
} as const satisfies Record<string, Record<string, readonly string[]>>;

type Group = keyof typeof GROUPS;
/** Every list but the cards: a list key of the groups. */
type GroupListKey = { [G in Group]: keyof (typeof GROUPS)[G] }[Group];
export type ListKey = GroupListKey | 'creditCards';

const GROUP_OF = new Map<string, { group: Group; ids: readonly string[] }>([
  ...(Object.entries(GROUPS) as [Group, Record<string, readonly string[]>][]).flatMap(([group, lists]) =>
    Object.entries(lists).map(([listKey, ids]) => [listKey, { group, ids }] as const),
  ),
  ...Object.entries(CITIES).map(
    ([emirate, ids]) => [`cities.${emirate}`, { group: 'places' as Group, ids }] as const,
  ),
]);

/** The file a list's labels live in, for reports and the completeness test ('options/people'). */
export const optionsFileOf = (listKey: string): string | undefined => {
  const g = GROUP_OF.get(listKey)?.group;
  return g ? `options/${g}` : undefined;
};

/**
 * The cards of the banking catalogue (docs/product/cards.md: the apply form names the chosen card), as an option
 * list: id = the card's id, label = 'Bank (demo) – Card' in the language of the catalogue's own texts (decision
 * 0078). Hidden cards are not offered.
 */
function creditCardOptions(lang: LangCode): TFieldOption[] {
  return creditCardsSeed
    .filter((card) => !card.isHidden)
    .map((card) => {
      const bank = banksSeed.find((b) => b.id === card.bankId);
      return {
        id: String(card.id),
        label: `${bank ? localized(bank.name, lang) : ''} – ${localized(card.name, lang)}`,
      };
    });
}

/** A list's options in a language, any list key (cities included); a label the language lacks is recorded and ''. */
function optionsIn(listKey: string, lang: LangCode, missing?: MissingTexts): TFieldOption[] {
  if (listKey === 'creditCards') return creditCardOptions(lang);
  const list = GROUP_OF.get(listKey);
  if (!list) throw new Error(`unknown option list ${listKey}`);
  return list.ids.map((id) => ({
    id,
    label: textOf(lang, `options/${list.group}`, `${listKey}.${id}`, missing) ?? '',
  }));
}

/** Every list key the seed writes (cities included). */
export const OPTION_LIST_KEYS: readonly string[] = ['creditCards', ...GROUP_OF.keys()];

/**
 * The rows the seed writes: every list in every language of LOCALES, parsed by ZOptionListSeed. A language lacking a
 * label is reported in `missing` (by file and key) and that list is not seeded in it (the options service then
 * answers English).
 */
export function optionListSeeds(missing: MissingTexts = new MissingTexts()): TOptionListSeed[] {
  return OPTION_LIST_KEYS.flatMap((listKey) =>
    LANG_CODES.flatMap((language) => {
      const lacking = new MissingTexts();
      const options = optionsIn(listKey, language, lacking);
      lacking.items.forEach((m) => missing.add(m));
      return lacking.items.length ? [] : [ZOptionListSeed.parse({ listKey, language, options })];
    }),
  );
}

/** A list's options in a language, for journeys that embed a short list (radio buttons); see optionsIn. */
export const optionsOf = (listKey: ListKey, language: LangCode, missing?: MissingTexts): TFieldOption[] =>
  optionsIn(listKey, language, missing);

export const EMIRATE_IDS: readonly string[] = EMIRATES;
