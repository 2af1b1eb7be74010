import type { TTermPlan } from '../../../../shared/contracts/quotes';
import { PRODUCT } from '../../../../shared/domain/products';
import { insurer } from '../insurers';
import { TERM_PROFILES, type TermProfile } from '../rates/term';
import { INCLUDED, NOT_COVERED, T, feature, planBase, productPlanIdOf } from './common';

/**
 * Term life plans (decision 0012): every term insurer sells 'Term Protect' (the cover, paid early on terminal
 * illness); those whose profile says so also sell 'Term Protect Plus' with accidental death and waiver of premium
 * riders. Prices come from rates/term.ts.
 */

type Kind = 'protect' | 'protectPlus';

const NAMES = {
  protect: T('Term Protect', 'حماية لأجل'),
  protectPlus: T('Term Protect Plus', 'حماية لأجل بلس'),
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
        feature(
          1,
          'lumpSum',
          T('Paid on death', 'يُدفع عند الوفاة'),
          T('The full cover, as a lump sum', 'كامل مبلغ التغطية دفعة واحدة'),
        ),
        feature(2, 'terminalIllness', T('Terminal illness', 'المرض العضال'), INCLUDED),
        feature(
          3,
          'accidentalDeath',
          T('Accidental death', 'الوفاة بحادث'),
          plus ? T('Cover paid twice', 'يُدفع مبلغ التغطية مرتين') : NOT_COVERED,
          plus,
        ),
        feature(
          4,
          'waiverOfPremium',
          T('Waiver of premium on disability', 'الإعفاء من الأقساط عند العجز'),
          plus ? INCLUDED : NOT_COVERED,
          plus,
        ),
        feature(
          5,
          'coverUntil',
          T('Cover up to age', 'التغطية حتى سن'),
          T(String(p.expiryMaxAge), String(p.expiryMaxAge)),
        ),
      ],
      limits: [
        {
          name: T('Entry age', 'سن الاشتراك'),
          value: T(`18 to ${p.entryMaxAge}`, `من 18 إلى ${p.entryMaxAge}`),
        },
        { name: T('Longest term', 'أطول مدة'), value: T(`${p.termMax} years`, `${p.termMax} سنة`) },
      ],
      coverInfo: [
        { row1: T('Terminal illness', 'المرض العضال'), row2: INCLUDED },
        { row1: T('Accidental death', 'الوفاة بحادث'), row2: plus ? INCLUDED : NOT_COVERED },
        { row1: T('Waiver of premium', 'الإعفاء من الأقساط'), row2: plus ? INCLUDED : NOT_COVERED },
        { row1: T('Premium', 'القسط'), row2: T('Fixed for the whole term', 'ثابت طوال المدة') },
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
