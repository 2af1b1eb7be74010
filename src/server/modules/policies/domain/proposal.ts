import type { THandoffProposal } from '../../../../shared/contracts/policies';
import { PRODUCT } from '../../../../shared/domain/products';
import { CAR_ANSWER_IDS } from '../../../../shared/quotes/car/answers';
import { HEALTH_ANSWER_IDS } from '../../../../shared/quotes/health/answers';
import { HOME_ANSWER_IDS } from '../../../../shared/quotes/home/answers';
import { TRAVEL_ANSWER_IDS } from '../../../../shared/quotes/travel/answers';

/**
 * What an insurer needs to issue, per product (decision 0084): the answer ids of the seeded journeys that the price
 * was made from and that a policy schedule names, nothing else (no nationality, salary, Emirates ID or photo).
 * The holder's name, proved number and e-mail travel beside them.
 */
export const PROPOSAL_ANSWER_IDS: Readonly<Record<number, readonly string[]>> = {
  [PRODUCT.CAR_INSURANCE]: [
    'carMake',
    'carModel',
    CAR_ANSWER_IDS.carYear,
    'carTrim',
    CAR_ANSWER_IDS.carValue,
    CAR_ANSWER_IDS.firstRegistrationDate,
    CAR_ANSWER_IDS.registrationEmirate,
    CAR_ANSWER_IDS.driverDob,
    CAR_ANSWER_IDS.uaeDrivingExperience,
    CAR_ANSWER_IDS.noClaimYears,
    CAR_ANSWER_IDS.coverType,
    CAR_ANSWER_IDS.agencyRepair,
    CAR_ANSWER_IDS.excess,
    CAR_ANSWER_IDS.addOns,
  ],
  [PRODUCT.TRAVEL_INSURANCE]: [
    TRAVEL_ANSWER_IDS.tripType,
    TRAVEL_ANSWER_IDS.travelRegion,
    TRAVEL_ANSWER_IDS.travelDates,
    TRAVEL_ANSWER_IDS.travelCategory,
    TRAVEL_ANSWER_IDS.travellerDob,
    TRAVEL_ANSWER_IDS.familyTravellers,
    TRAVEL_ANSWER_IDS.groupTravellers,
  ],
  [PRODUCT.HEALTH_INSURANCE]: [HEALTH_ANSWER_IDS.insuredMembers, HEALTH_ANSWER_IDS.emirate, 'city'],
  [PRODUCT.HOME_INSURANCE]: [
    HOME_ANSWER_IDS.homeOwnership,
    HOME_ANSWER_IDS.propertyType,
    HOME_ANSWER_IDS.emirate,
    HOME_ANSWER_IDS.contentsValue,
    HOME_ANSWER_IDS.buildingValue,
  ],
};

/** Of a member row (health members, travellers), only its kind, date of birth and gender are sent. */
const ROW_KEYS = ['id', 'dateOfBirth', 'gender'] as const;

type Scalar = string | number | boolean;
const isScalar = (v: unknown): v is Scalar =>
  (typeof v === 'string' && v.length <= 200) ||
  (typeof v === 'number' && Number.isFinite(v)) ||
  typeof v === 'boolean';

/**
 * The product's answers as the insurer receives them: values as stored, arrays flattened by position
 * (`travelDates.0`, `insuredMembers.1.dateOfBirth`), so every value is a plain string, number or boolean.
 */
export function proposalAnswers(
  productId: number,
  answers: Readonly<Record<string, unknown>>,
): Record<string, Scalar> {
  const out: Record<string, Scalar> = {};
  for (const id of PROPOSAL_ANSWER_IDS[productId] ?? []) {
    const v = answers[id];
    if (isScalar(v)) out[id] = v;
    else if (Array.isArray(v))
      v.slice(0, 12).forEach((item: unknown, i) => {
        if (isScalar(item)) out[`${id}.${i}`] = item;
        else if (item && typeof item === 'object')
          for (const k of ROW_KEYS) {
            const sub =
              (item as Record<string, unknown>)[k] ??
              (k === 'id' ? (item as Record<string, unknown>).memberId : undefined);
            if (isScalar(sub)) out[`${id}.${i}.${k}`] = sub;
          }
      });
  }
  return out;
}

export type ProposalInput = {
  reference: string;
  quoteId: string;
  insurerCode: string;
  productId: number;
  planId: number;
  planName: string;
  premiumFils: number;
  vatFils: number;
  pricedAt: Date;
  validUntil: Date;
  holder: { name: string | null; mobile: string; email: string | null };
  answers: Readonly<Record<string, unknown>>;
  returnUrl: string;
  language: string;
};

/** The proposal the insurer fetches (ZHandoffProposal); the mobile is the enquiry's nine digits. */
export function buildProposal(p: ProposalInput): THandoffProposal {
  return {
    reference: p.reference,
    quoteId: p.quoteId,
    insurerCode: p.insurerCode,
    productId: p.productId,
    planId: p.planId,
    planName: p.planName.slice(0, 200),
    price: {
      premiumFils: p.premiumFils,
      vatFils: p.vatFils,
      totalFils: p.premiumFils + p.vatFils,
      currency: 'AED',
    },
    pricedAt: p.pricedAt.toISOString(),
    validUntil: p.validUntil.toISOString(),
    holder: {
      name: p.holder.name?.trim().slice(0, 100) || null,
      mobile: `+971${p.holder.mobile}`,
      email: p.holder.email?.trim().slice(0, 254) || null,
    },
    answers: proposalAnswers(p.productId, p.answers),
    returnUrl: p.returnUrl,
    language: p.language,
  };
}
