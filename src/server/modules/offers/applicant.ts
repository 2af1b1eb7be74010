import type { CalendarDate } from '../../../shared/rules/dates';
import { parseDate } from '../../../shared/rules/dates';
import type { LoanApplicant } from '../../../shared/banking/loans';
import { PRODUCT } from '../../../shared/domain/products';
import { LOAN_OFFER_PRODUCT_IDS } from '../../../shared/contracts/quotes-api-constants';

/** Loan products priced as offers (decision 0018). */
export const LOAN_OFFER_PRODUCTS: ReadonlySet<number> = new Set(LOAN_OFFER_PRODUCT_IDS);

const AED = 100;
const MAX_AED = 100_000_000;

/** A whole number of AED (number inputs store integers; option ids are digit strings). */
function whole(v: unknown, min = 0, max = MAX_AED): number | undefined {
  const n = typeof v === 'number' ? v : typeof v === 'string' && /^\d{1,12}$/.test(v) ? Number(v) : NaN;
  return Number.isSafeInteger(n) && n >= min && n <= max ? n : undefined;
}

export type ApplicantOutcome =
  { ok: true; applicant: LoanApplicant; countryCode?: string } | { ok: false; missing: string };

/**
 * The applicant the loan engine reads, from an enquiry's stored answers (the journeys of decision 0018). A
 * missing or unreadable answer names the first field it needs (the quotes answer says the journey is incomplete).
 */
export function applicantOf(
  productId: number,
  answers: Readonly<Record<string, unknown>>,
  today: CalendarDate,
): ApplicantOutcome {
  const need = <T>(id: string, v: T | undefined): T => {
    if (v === undefined) throw new Missing(id);
    return v;
  };
  try {
    const salary = need('monthlySalary', whole(answers.monthlySalary, 1));
    const existing = whole(answers.existingRepayments) ?? 0;
    const dobText = answers.dateOfBirth;
    const dateOfBirth = need(
      'dateOfBirth',
      typeof dobText === 'string' ? (parseDate(dobText) ?? undefined) : undefined,
    );
    const base = {
      monthlySalaryFils: salary * AED,
      existingMonthlyRepaymentsFils: existing * AED,
      dateOfBirth,
      today,
    };
    switch (productId) {
      case PRODUCT.PERSONAL_LOANS:
        return {
          ok: true,
          applicant: {
            ...base,
            amountFils: need('loanAmount', whole(answers.loanAmount, 1)) * AED,
            months: need('loanTenure', whole(answers.loanTenure, 1, 600)),
            uaeNational: answers.nationality === 'AE',
          },
        };
      case PRODUCT.CAR_LOANS: {
        const price = need('carPrice', whole(answers.carPrice, 1));
        const down = whole(answers.downPayment) ?? 0;
        if (down >= price) throw new Missing('downPayment');
        return {
          ok: true,
          applicant: {
            ...base,
            amountFils: Math.max(0, price - down) * AED,
            months: need('loanTenure', whole(answers.loanTenure, 1, 600)),
            uaeNational: answers.nationality === 'AE',
            carValueFils: price * AED,
            carCondition: answers.carCondition === 'used' ? 'used' : 'new',
          },
        };
      }
      case PRODUCT.HOME_LOANS:
        return {
          ok: true,
          applicant: {
            ...base,
            amountFils: need('loanAmount', whole(answers.loanAmount, 1)) * AED,
            months: need('mortgageTenure', whole(answers.mortgageTenure, 1, 600)),
            uaeNational: answers.residencyStatus === 'national',
            propertyValueFils: need('propertyValue', whole(answers.propertyValue, 1)) * AED,
            propertyOrder: answers.propertyOrder === 'second' ? 'second' : 'first',
            offPlan: answers.propertyStatus === 'offPlan',
          },
        };
      case PRODUCT.INTERNATIONAL_MORTGAGE: {
        const country = answers.propertyCountry;
        return {
          ok: true,
          ...(typeof country === 'string' ? { countryCode: country } : {}),
          applicant: {
            ...base,
            amountFils: need('loanAmount', whole(answers.loanAmount, 1)) * AED,
            months: need('mortgageTenure', whole(answers.mortgageTenure, 1, 600)),
            uaeNational: answers.nationality === 'AE',
            propertyValueFils: need('propertyValue', whole(answers.propertyValue, 1)) * AED,
            propertyOrder: 'first',
          },
        };
      }
      default:
        return { ok: false, missing: 'product' };
    }
  } catch (err) {
    if (err instanceof Missing) return { ok: false, missing: err.fieldId };
    throw err;
  }
}

class Missing extends Error {
  constructor(readonly fieldId: string) {
    super(`missing ${fieldId}`);
  }
}
