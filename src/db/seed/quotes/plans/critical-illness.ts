import type { TCriticalIllnessPlan } from '../../../../shared/contracts/quotes';
import { PRODUCT } from '../../../../shared/domain/products';
import { insurer } from '../insurers';
import { CRITICAL_ILLNESS_PROFILES } from '../rates/critical-illness';
import { INCLUDED, NOT_COVERED, T, feature, planBase, productPlanIdOf } from './common';

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
    name: T('Critical Care Core', 'الرعاية الحرجة الأساسية'),
    conditions: 25,
    earlyStage: false,
    survival: 30,
  },
  complete: {
    name: T('Critical Care Complete', 'الرعاية الحرجة الشاملة'),
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
          T('Conditions covered', 'الحالات المشمولة'),
          T(`${s.conditions} conditions`, `${s.conditions} حالة`),
        ),
        feature(
          2,
          'earlyStage',
          T('Early-stage payment', 'دفعة المرحلة المبكرة'),
          s.earlyStage ? T('25% of the cover', '25٪ من مبلغ التغطية') : NOT_COVERED,
          s.earlyStage,
        ),
        feature(
          3,
          'survivalPeriod',
          T('Survival period', 'فترة البقاء'),
          T(`${s.survival} days`, `${s.survival} يوماً`),
        ),
        feature(4, 'lumpSum', T('Paid as', 'طريقة الدفع'), T('One lump sum', 'مبلغ مقطوع دفعة واحدة')),
      ],
      coverInfo: [
        {
          row1: T('Conditions covered', 'الحالات المشمولة'),
          row2: T(String(s.conditions), String(s.conditions)),
        },
        {
          row1: T('Early-stage payment', 'دفعة المرحلة المبكرة'),
          row2: s.earlyStage ? INCLUDED : NOT_COVERED,
        },
        { row1: T('Survival period', 'فترة البقاء'), row2: T(`${s.survival} days`, `${s.survival} يوماً`) },
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
