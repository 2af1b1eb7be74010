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

export { creditScoreOf, type CreditProfile, type CreditScoreResult } from './model';
export { DEMO_BUREAU } from './bureau';
export { CREDIT_SCORE_ANSWER_IDS, declaredFromAnswers } from './answers';
