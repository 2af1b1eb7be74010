import type { THomePlan } from '../../../../shared/contracts/quotes';
import { PRODUCT } from '../../../../shared/domain/products';
import { insurer } from '../insurers';
import { HOME_PROFILES } from '../rates/home';
import { INCLUDED, NOT_COVERED, T, aed, feature, planBase, productPlanIdOf } from './common';

/**
 * Home plans (decision 0012): 'Home Contents' for tenants (contents only), 'Home Complete' (building and contents) from
 * every home insurer, 'Home Premier' (accidental damage, higher liability) from some. Prices come from
 * rates/home.ts.
 */

type Kind = 'contents' | 'complete' | 'premier';

const SPEC: Record<Kind, { name: ReturnType<typeof T>; home: THomePlan['home'] }> = {
  contents: {
    name: T('home.home-contents'),
    home: {
      sections: ['contents'],
      tier: 'essential',
      accidentalDamage: false,
      personalLiabilityAed: 500_000,
    },
  },
  complete: {
    name: T('home.home-complete'),
    home: {
      sections: ['building', 'contents'],
      tier: 'plus',
      accidentalDamage: false,
      personalLiabilityAed: 1_000_000,
    },
  },
  premier: {
    name: T('home.home-premier'),
    home: {
      sections: ['building', 'contents'],
      tier: 'premium',
      accidentalDamage: true,
      personalLiabilityAed: 5_000_000,
    },
  },
};

const N: Record<Kind, number> = { contents: 1, complete: 2, premier: 3 };

function plan(slug: string, kind: Kind): THomePlan {
  const ins = insurer(slug);
  const { name, home } = SPEC[kind];
  const building = home.sections.includes('building');
  return {
    ...planBase({
      planId: productPlanIdOf(ins.id, PRODUCT.HOME_INSURANCE, N[kind]),
      providerId: ins.id,
      slug: `${slug}-home-${kind}`,
      planName: name,
      rateTableId: `home-${slug}`,
      features: [
        feature(1, 'building', T('home.building'), building ? INCLUDED : NOT_COVERED, building),
        feature(2, 'contents', T('home.contents'), INCLUDED),
        feature(
          3,
          'accidentalDamage',
          T('home.accidental-damage'),
          home.accidentalDamage ? INCLUDED : NOT_COVERED,
          home.accidentalDamage,
        ),
        feature(4, 'personalLiability', T('home.personal-liability'), aed(home.personalLiabilityAed)),
      ],
      limits: [{ name: T('home.personal-liability'), value: aed(home.personalLiabilityAed) }],
      coverInfo: [
        { row1: T('home.building'), row2: building ? INCLUDED : NOT_COVERED },
        { row1: T('home.contents'), row2: INCLUDED },
        {
          row1: T('home.accidental-damage'),
          row2: home.accidentalDamage ? INCLUDED : NOT_COVERED,
        },
        { row1: T('home.personal-liability'), row2: aed(home.personalLiabilityAed) },
      ],
    }),
    productId: PRODUCT.HOME_INSURANCE,
    home: { ...home, sections: [...home.sections] },
  };
}

export const homePlansSeed: THomePlan[] = HOME_PROFILES.flatMap((p) => [
  plan(p.slug, 'contents'),
  plan(p.slug, 'complete'),
  ...(p.premier ? [plan(p.slug, 'premier')] : []),
]);
