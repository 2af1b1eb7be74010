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
      planName: comprehensive ? T('bike.bike-comprehensive') : T('bike.bike-third-party'),
      rateTableId: `bike-${slug}`,
      features: [
        feature(
          1,
          'coverType',
          T('bike.cover'),
          comprehensive ? T('bike.comprehensive') : T('bike.third-party-only'),
        ),
        feature(
          2,
          'ownDamage',
          T('bike.damage-to-your-bike-and-theft'),
          comprehensive ? INCLUDED : NOT_COVERED,
          comprehensive,
        ),
        feature(
          3,
          'roadsideAssistance',
          T('bike.roadside-assistance'),
          bike.roadsideAssistance ? INCLUDED : NOT_COVERED,
          bike.roadsideAssistance,
        ),
        feature(
          4,
          'riderAccident',
          T('bike.personal-accident-cover-for-the-rider'),
          bike.riderAccidentCoverAed > 0 ? aed(bike.riderAccidentCoverAed) : NOT_COVERED,
          bike.riderAccidentCoverAed > 0,
        ),
      ],
      coverInfo: [
        { row1: T('bike.third-party-liability'), row2: INCLUDED },
        { row1: T('bike.own-damage'), row2: comprehensive ? INCLUDED : NOT_COVERED },
        {
          row1: T('bike.roadside-assistance'),
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
