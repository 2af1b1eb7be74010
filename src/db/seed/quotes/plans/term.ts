import type { TTermPlan } from '../../../../shared/contracts/quotes';
import { PRODUCT } from '../../../../shared/domain/products';
import { insurer } from '../insurers';
import { TERM_PROFILES, type TermProfile } from '../rates/term';
import { INCLUDED, NOT_COVERED, T, asWritten, feature, planBase, productPlanIdOf } from './common';

/**
 * Term life plans (decision 0012): every term insurer sells 'Term Protect' (the cover, paid early on terminal
 * illness); those whose profile says so also sell 'Term Protect Plus' with accidental death and waiver of premium
 * riders. Prices come from rates/term.ts.
 */

type Kind = 'protect' | 'protectPlus';

const NAMES = {
  protect: T('term.term-protect'),
  protectPlus: T('term.term-protect-plus'),
};

function plan(p: TermProfile, kind: Kind): TTermPlan {
  const ins = insurer(p.slug);
  const plus = kind === 'protectPlus';
  const term = { terminalIllness: true, accidentalDeath: plus, waiverOfPremium: plus };
  return {
    ...planBase({
      planId: productPlanIdOf(ins.id, PRODUCT.TERM_INSURANCE, plus ? 2 : 1),
      providerId: ins.id,
      slug: `${p.slug}-term-${plus ? 'protect-plus' : 'protect'}`,
      planName: NAMES[kind],
      rateTableId: `term-${p.slug}`,
      features: [
        feature(1, 'lumpSum', T('term.paid-on-death'), T('term.the-full-cover-as-a-lump-sum')),
        feature(2, 'terminalIllness', T('term.terminal-illness'), INCLUDED),
        feature(
          3,
          'accidentalDeath',
          T('term.accidental-death'),
          plus ? T('term.cover-paid-twice') : NOT_COVERED,
          plus,
        ),
        feature(
          4,
          'waiverOfPremium',
          T('term.waiver-of-premium-on-disability'),
          plus ? INCLUDED : NOT_COVERED,
          plus,
        ),
        feature(5, 'coverUntil', T('term.cover-up-to-age'), asWritten(String(p.expiryMaxAge))),
      ],
      limits: [
        {
          name: T('term.entry-age'),
          value: T('term.ages-from-18-to', { max: p.entryMaxAge }),
        },
        { name: T('term.longest-term'), value: T('term.n-years', { n: p.termMax }) },
      ],
      coverInfo: [
        { row1: T('term.terminal-illness'), row2: INCLUDED },
        { row1: T('term.accidental-death'), row2: plus ? INCLUDED : NOT_COVERED },
        { row1: T('term.waiver-of-premium'), row2: plus ? INCLUDED : NOT_COVERED },
        { row1: T('term.premium'), row2: T('term.fixed-for-the-whole-term') },
      ],
    }),
    productId: PRODUCT.TERM_INSURANCE,
    term,
  };
}

export const termPlansSeed: TTermPlan[] = TERM_PROFILES.flatMap((p) => [
  plan(p, 'protect'),
  ...(p.plus ? [plan(p, 'protectPlus')] : []),
]);
