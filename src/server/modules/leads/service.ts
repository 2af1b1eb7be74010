import type { LeadDeps } from './core';
import { create } from './create';

type InputOf<F> = F extends (deps: never, input: infer I) => unknown ? I : never;

/**
 * Leads (docs/product/leads.md 'Lead creation'; decisions 0013 and 0030): a visitor agreed to be contacted, about a
 * plan they chose or from a capture point (`source`). The module's public face: the use case is `create(deps,
 * input)` in create.ts, which checks consent (consent.ts) and hands the lead to its kind (plan-lead.ts,
 * offer-lead.ts, capture-lead.ts); every kind is stored exactly once with its outbox row by core.ts's `storeLead`.
 * Delivery to the CRM is outbox.ts.
 */
export function leadsService(deps: LeadDeps) {
  return {
    create: (input: InputOf<typeof create>) => create(deps, input),
  };
}

export type LeadsService = ReturnType<typeof leadsService>;
