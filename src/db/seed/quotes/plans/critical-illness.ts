import type { TCriticalIllnessPlan } from '../../../../shared/contracts/quotes';
import { PRODUCT } from '../../../../shared/domain/products';
import { insurer } from '../insurers';
import { CRITICAL_ILLNESS_PROFILES } from '../rates/critical-illness';
import { INCLUDED, NOT_COVERED, T, asWritten, feature, planBase, productPlanIdOf } from './common';

/**
 * Critical illness plans (decision 0012): 'Critical Care Core' (the major conditions) from every critical illness
 * insurer; 'Critical Care Complete' (more conditions and an early-stage benefit) from some. Prices come from
 * rates/critical-illness.ts.
 */

type Kind = 'core' | 'complete';

const SPEC: Record<
  Kind,
  { name: ReturnType<typeof T>; conditions: number; earlyStage: boolean; survival: number }
> = {
  core: {
    name: T('critical-illness.critical-care-core'),
    conditions: 25,
    earlyStage: false,
    survival: 30,
  },
  complete: {
    name: T('critical-illness.critical-care-complete'),
    conditions: 45,
    earlyStage: true,
    survival: 14,
  },
};

function plan(slug: string, kind: Kind): TCriticalIllnessPlan {
  const ins = insurer(slug);
  const s = SPEC[kind];
  return {
    ...planBase({
      planId: productPlanIdOf(ins.id, PRODUCT.CRITICAL_ILLNESS, kind === 'core' ? 1 : 2),
      providerId: ins.id,
      slug: `${slug}-critical-illness-${kind}`,
      planName: s.name,
      rateTableId: `critical-illness-${slug}`,
      features: [
        feature(
          1,
          'conditionsCovered',
          T('critical-illness.conditions-covered'),
          T('critical-illness.n-conditions', { n: s.conditions }),
        ),
        feature(
          2,
          'earlyStage',
          T('critical-illness.early-stage-payment'),
          s.earlyStage ? T('critical-illness.25-of-the-cover') : NOT_COVERED,
          s.earlyStage,
        ),
        feature(
          3,
          'survivalPeriod',
          T('critical-illness.survival-period'),
          T('critical-illness.n-days', { n: s.survival }),
        ),
        feature(4, 'lumpSum', T('critical-illness.paid-as'), T('critical-illness.one-lump-sum')),
      ],
      coverInfo: [
        {
          row1: T('critical-illness.conditions-covered'),
          row2: asWritten(String(s.conditions)),
        },
        {
          row1: T('critical-illness.early-stage-payment'),
          row2: s.earlyStage ? INCLUDED : NOT_COVERED,
        },
        {
          row1: T('critical-illness.survival-period'),
          row2: T('critical-illness.n-days', { n: s.survival }),
        },
      ],
    }),
    productId: PRODUCT.CRITICAL_ILLNESS,
    criticalIllness: {
      conditionsCovered: s.conditions,
      earlyStage: s.earlyStage,
      survivalPeriodDays: s.survival,
    },
  };
}

export const criticalIllnessPlansSeed: TCriticalIllnessPlan[] = CRITICAL_ILLNESS_PROFILES.flatMap((p) => [
  plan(p.slug, 'core'),
  ...(p.complete ? [plan(p.slug, 'complete')] : []),
]);
