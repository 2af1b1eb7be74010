import type { FastifyRequest } from 'fastify';
import type { TPolicySchedule } from '../../../shared/contracts/account-constants';
import type { LangCode } from '../../../shared/domain/locales';

/**
 * The printable schedule's reader (decision 0088): the signed-in number's issued policy, or null for anyone else
 * (signed out, another number, unknown, pending), which the page answers with its 404.
 */
export type PolicySchedulePage = (
  req: FastifyRequest,
  policyId: string,
  lang: LangCode,
) => Promise<TPolicySchedule | null>;
