import { createHash } from 'node:crypto';
import { PRODUCT } from '../../../shared/domain/products';
import type { TFieldValue } from '../../../shared/contracts/journey';
import { creditScoreFor, declaredFromAnswers } from '../../../shared/banking/credit-score';

/**
 * Outcomes of the async-enquiry products (spec 000 §4 'Async enquiry products'). Health is priced by the quotes
 * engines in the job (`quotes`: how many quotes, from how many insurers; the list is POST /api/quotes). The credit
 * score is computed by the score model of decision 0016. Credit cards and international mortgages are still demo
 * outcomes (issue 10 replaces them with the listing and loan offers), the same for the same enquiry. Each result carries a `kind` and plain
 * numbers/ids; the page that shows it translates the labels.
 */
export type EnquiryResult =
  | {
      kind: 'creditScore';
      score: number;
      band: 'poor' | 'fair' | 'good' | 'veryGood' | 'excellent';
      /** Decision 0016: the fictional demo bureau's record, or the model over what the visitor declared. */
      source: 'bureau' | 'declared';
      /** The three factors that moved it most (ids of CREDIT_FACTOR_IDS, points of the move). */
      factors: { id: string; direction: 'up' | 'down'; points: number }[];
    }
  | { kind: 'quotes'; quotes: number; pricedCount: number; insurerCount: number }
  | {
      kind: 'cardApplication';
      cardName: { en: string; ar: string };
      bankName: { en: string; ar: string };
      /** AED a month: the card's minimum and what the applicant declared. */
      minimumIncome: number;
      monthlyIncome: number;
      /** The declared income meets the card's minimum (the bank decides; this demo sends it nowhere). */
      eligible: boolean;
    }
  | { kind: 'mortgageRate'; indicativeRatePercent: number; tenureYears: number };

function seedOf(publicId: string): number {
  return createHash('sha256').update(publicId).digest().readUInt32BE(0);
}

/** The first answer, among likely field ids, that reads as a whole number. */
function numberAnswer(answers: Record<string, TFieldValue>, ids: readonly string[]): number | undefined {
  for (const id of ids) {
    const v = Object.hasOwn(answers, id) ? answers[id] : undefined;
    const num = typeof v === 'number' ? v : typeof v === 'string' && /^\d{1,12}$/.test(v) ? Number(v) : NaN;
    if (Number.isFinite(num)) return num;
  }
  return undefined;
}

export function demoResult(
  productId: number,
  publicId: string,
  answers: Record<string, TFieldValue>,
): EnquiryResult | null {
  const seed = seedOf(publicId);
  switch (productId) {
    case PRODUCT.CREDIT_SCORE: {
      // Decision 0016: computed, never drawn: the demo bureau's record for the Emirates ID, else the model.
      const { emiratesId, declared } = declaredFromAnswers(answers);
      const r = creditScoreFor({ emiratesId, declared });
      return {
        kind: 'creditScore',
        score: r.score,
        band: r.band,
        source: r.source,
        factors: r.factors.map((f) => ({ id: f.id, direction: f.direction, points: f.points })),
      };
    }
    case PRODUCT.INTERNATIONAL_MORTGAGE: {
      const tenureYears = numberAnswer(answers, ['tenure', 'tenureYears', 'loanTenure']) ?? 25;
      // 4.49 % to 6.99 % in steps of 0.05 (indicative only).
      const indicativeRatePercent = Math.round((4.49 + (seed % 51) * 0.05) * 100) / 100;
      return { kind: 'mortgageRate', indicativeRatePercent, tenureYears };
    }
    default:
      return null;
  }
}

/** Issue 10 §3: the application names a card of the catalogue; the result says whether the income meets it. */
export function cardApplicationResult(
  card: { name: { en: string; ar: string }; bankName: { en: string; ar: string }; minIncomeFils: number },
  answers: Record<string, TFieldValue>,
): EnquiryResult {
  const monthlyIncome = numberAnswer(answers, ['monthlySalary']) ?? 0;
  const minimumIncome = Math.round(card.minIncomeFils / 100);
  return {
    kind: 'cardApplication',
    cardName: card.name,
    bankName: card.bankName,
    minimumIncome,
    monthlyIncome,
    eligible: monthlyIncome >= minimumIncome,
  };
}
