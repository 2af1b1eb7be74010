import { PRODUCT } from '../../../shared/domain/products';
import type { TFieldValue } from '../../../shared/contracts/journey';
import { creditScoreFor, declaredFromAnswers } from '../../../shared/banking/credit-score';

/**
 * Outcomes of the async-enquiry products (docs/product/journeys.md 'Async enquiry products'). Health is priced by the quotes
 * engines in the job (`quotes`: how many quotes, from how many insurers; the list is POST /api/quotes). The credit
 * score is computed by the score model of decision 0016; a card application is compared with the card's minimum
 * income. International mortgages have no result of their own: their quotes page lists the banks' offers
 * (decision 0018). Nothing is drawn from a hash or a random number. Each result carries a `kind` and plain
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
    };

/** The first answer, among likely field ids, that reads as a whole number. */
function numberAnswer(answers: Record<string, TFieldValue>, ids: readonly string[]): number | undefined {
  for (const id of ids) {
    const v = Object.hasOwn(answers, id) ? answers[id] : undefined;
    const num = typeof v === 'number' ? v : typeof v === 'string' && /^\d{1,12}$/.test(v) ? Number(v) : NaN;
    if (Number.isFinite(num)) return num;
  }
  return undefined;
}

export function jobResult(
  productId: number,
  answers: Record<string, TFieldValue>,
  // Decision 0024: the fictional bureau is demo data; without demo data every score comes from the declared answers.
  opts: { demoBureau: boolean } = { demoBureau: true },
): EnquiryResult | null {
  switch (productId) {
    case PRODUCT.CREDIT_SCORE: {
      // Decision 0016: computed, never drawn: the demo bureau's record for the Emirates ID, else the model.
      const { emiratesId, declared } = declaredFromAnswers(answers);
      const r = creditScoreFor({ emiratesId: opts.demoBureau ? emiratesId : null, declared });
      return {
        kind: 'creditScore',
        score: r.score,
        band: r.band,
        source: r.source,
        factors: r.factors.map((f) => ({ id: f.id, direction: f.direction, points: f.points })),
      };
    }
    default:
      return null;
  }
}

/** docs/product/cards.md: the application names a card of the catalogue; the result says whether the income meets it. */
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
