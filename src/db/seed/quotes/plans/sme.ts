import type { SmeSection, TLocalizedText, TSmePlan } from '../../../../shared/contracts/quotes';
import { PRODUCT } from '../../../../shared/domain/products';
import { insurer } from '../insurers';
import { SME_PROFILES } from '../rates/sme';
import { INCLUDED, NOT_COVERED, T, aed, feature, planBase, productPlanIdOf } from './common';

/**
 * SME packages (decision 0012): 'Business Shield' (property and liability) and 'Business Shield Plus' (adds workmen's
 * compensation and marine cargo) from every SME insurer; 'Business Premier' from some, quoted by an adviser
 * ('Check premium'). Group medical and motor fleet are separate products. Prices come from rates/sme.ts.
 */

type Kind = 'shield' | 'shieldPlus' | 'premier';

const SPEC: Record<Kind, { name: TLocalizedText; sme: TSmePlan['sme'] }> = {
  shield: {
    name: T('sme.business-shield'),
    sme: { sections: ['property', 'liability'], tier: 'essential', liabilityLimitAed: 1_000_000 },
  },
  shieldPlus: {
    name: T('sme.business-shield-plus'),
    sme: {
      sections: ['property', 'liability', 'workmen', 'marine'],
      tier: 'plus',
      liabilityLimitAed: 2_000_000,
    },
  },
  premier: {
    name: T('sme.business-premier'),
    sme: {
      sections: ['property', 'liability', 'workmen', 'marine'],
      tier: 'premium',
      liabilityLimitAed: 5_000_000,
    },
  },
};

const SECTION_NAMES: Record<SmeSection, TLocalizedText> = {
  property: T('sme.property-and-contents'),
  liability: T('sme.public-liability'),
  workmen: T('sme.workmen-s-compensation'),
  marine: T('sme.marine-cargo'),
};

const N: Record<Kind, number> = { shield: 1, shieldPlus: 2, premier: 3 };

function plan(slug: string, kind: Kind): TSmePlan {
  const ins = insurer(slug);
  const { name, sme } = SPEC[kind];
  const has = (s: SmeSection) => sme.sections.includes(s);
  return {
    ...planBase({
      planId: productPlanIdOf(ins.id, PRODUCT.SME_INSURANCE, N[kind]),
      providerId: ins.id,
      slug: `${slug}-sme-${kind === 'shieldPlus' ? 'shield-plus' : kind}`,
      planName: name,
      rateTableId: `sme-${slug}`,
      features: [
        ...(['property', 'liability', 'workmen', 'marine'] as const).map((s, i) =>
          feature(i + 1, s, SECTION_NAMES[s], has(s) ? INCLUDED : NOT_COVERED, has(s)),
        ),
        feature(5, 'liabilityLimit', T('sme.liability-limit'), aed(sme.liabilityLimitAed)),
      ],
      limits: [{ name: T('sme.liability-limit'), value: aed(sme.liabilityLimitAed) }],
      coverInfo: (['property', 'liability', 'workmen', 'marine'] as const).map((s) => ({
        row1: SECTION_NAMES[s],
        row2: has(s) ? INCLUDED : NOT_COVERED,
      })),
    }),
    ...(kind === 'premier' ? { showPriceOnRequest: 1 as const } : {}),
    productId: PRODUCT.SME_INSURANCE,
    sme: { ...sme, sections: [...sme.sections] },
  };
}

export const smePlansSeed: TSmePlan[] = SME_PROFILES.flatMap((p) => [
  plan(p.slug, 'shield'),
  plan(p.slug, 'shieldPlus'),
  ...(p.premier ? [plan(p.slug, 'premier')] : []),
]);
