import type { TBikePlan } from '../../../../shared/contracts/quotes';
import { PRODUCT } from '../../../../shared/domain/products';
import { insurer } from '../insurers';
import { BIKE_PROFILES } from '../rates/bike';
import { INCLUDED, NOT_COVERED, T, aed, feature, planBase, productPlanIdOf } from './common';

/**
 * Motorbike plans (decision 0012): every bike insurer sells a comprehensive plan (own damage, theft, roadside
 * assistance, rider accident cover) and a third-party plan. Prices come from rates/bike.ts.
 */

type Kind = 'comprehensive' | 'thirdParty';

function plan(slug: string, kind: Kind): TBikePlan {
  const ins = insurer(slug);
  const comprehensive = kind === 'comprehensive';
  const bike: TBikePlan['bike'] = comprehensive
    ? { coverType: 'comprehensive', roadsideAssistance: true, riderAccidentCoverAed: 50_000 }
    : { coverType: 'thirdParty', roadsideAssistance: false, riderAccidentCoverAed: 0 };
  return {
    ...planBase({
      planId: productPlanIdOf(ins.id, PRODUCT.BIKE_INSURANCE, comprehensive ? 1 : 2),
      providerId: ins.id,
      slug: `${slug}-bike-${comprehensive ? 'comprehensive' : 'third-party'}`,
      planName: comprehensive
        ? T('Bike Comprehensive', 'تأمين شامل للدراجة')
        : T('Bike Third Party', 'تأمين الدراجة ضد الغير'),
      rateTableId: `bike-${slug}`,
      features: [
        feature(
          1,
          'coverType',
          T('Cover', 'نوع التغطية'),
          comprehensive ? T('Comprehensive', 'شامل') : T('Third party only', 'ضد الغير فقط'),
        ),
        feature(
          2,
          'ownDamage',
          T('Damage to your bike and theft', 'الأضرار التي تلحق بدراجتك والسرقة'),
          comprehensive ? INCLUDED : NOT_COVERED,
          comprehensive,
        ),
        feature(
          3,
          'roadsideAssistance',
          T('Roadside assistance', 'المساعدة على الطريق'),
          bike.roadsideAssistance ? INCLUDED : NOT_COVERED,
          bike.roadsideAssistance,
        ),
        feature(
          4,
          'riderAccident',
          T('Personal accident cover for the rider', 'تغطية الحوادث الشخصية للسائق'),
          bike.riderAccidentCoverAed > 0 ? aed(bike.riderAccidentCoverAed) : NOT_COVERED,
          bike.riderAccidentCoverAed > 0,
        ),
      ],
      coverInfo: [
        { row1: T('Third-party liability', 'المسؤولية تجاه الغير'), row2: INCLUDED },
        { row1: T('Own damage', 'الأضرار الذاتية'), row2: comprehensive ? INCLUDED : NOT_COVERED },
        {
          row1: T('Roadside assistance', 'المساعدة على الطريق'),
          row2: bike.roadsideAssistance ? INCLUDED : NOT_COVERED,
        },
      ],
    }),
    productId: PRODUCT.BIKE_INSURANCE,
    bike,
  };
}

export const bikePlansSeed: TBikePlan[] = BIKE_PROFILES.flatMap((p) => [
  plan(p.slug, 'comprehensive'),
  plan(p.slug, 'thirdParty'),
]);
