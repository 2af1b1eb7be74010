import { bureauRecordFor } from './bureau';
import { creditScoreOf, type CreditProfile, type CreditScoreResult } from './model';

/**
 * Credit score (product 31; decision 0016): a deterministic model on the 300–900 scale over a visitor's declared
 * answers, or over the fictional demo bureau's record when the Emirates ID is one of its demo people. Not an AECB
 * score: the page must say so. Pure and dependency-free.
 */

export type CreditScoreSource = 'bureau' | 'declared';

export interface CreditScoreOutcome extends CreditScoreResult {
  readonly source: CreditScoreSource;
}

export interface CreditScoreRequest {
  readonly emiratesId?: string | null;
  readonly declared: CreditProfile;
}

/** The demo bureau's record when it knows the Emirates ID (the declared answers are then ignored), else the model over the declared answers. */
export function creditScoreFor({ emiratesId, declared }: CreditScoreRequest): CreditScoreOutcome {
  const person = emiratesId ? bureauRecordFor(emiratesId) : null;
  if (person) return { ...person.result, source: 'bureau' };
  return { ...creditScoreOf(declared), source: 'declared' };
}

export {
  BP_ONE,
  CREDIT_FACTOR_IDS,
  CREDIT_SCORE_BANDS,
  CREDIT_SCORE_BAND_IDS,
  CREDIT_SCORE_MAX,
  CREDIT_SCORE_MIN,
  CREDIT_SCORE_MODEL,
  RATIO_CAP_BP,
  bandOf,
  clampScore,
  creditScoreOf,
  measuresOf,
  pointsFor,
  ratioBp,
  topFactors,
  wholeOrNull,
  type CreditFactorId,
  type CreditProfile,
  type CreditScoreBand,
  type CreditScoreFactor,
  type CreditScoreResult,
  type FactorContribution,
  type FactorMeasure,
  type FactorMeasureOf,
  type FactorTable,
  type MeasureStatus,
  type PointsBand,
} from './model';
export {
  DEMO_BUREAU,
  bureauRecordFor,
  normaliseEmiratesId,
  type BureauRecord,
  type DemoBureauPerson,
} from './bureau';
export { CREDIT_SCORE_ANSWER_IDS, declaredFromAnswers, type DeclaredAnswers } from './answers';
