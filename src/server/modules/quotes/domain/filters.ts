import {
  NETWORK_TIERS,
  SME_SECTIONS,
  type NetworkTier,
  type TInsurer,
  type TPlan,
  type TPremiumBreakdown,
} from '../../../../shared/contracts/quotes';
import type { TFilterField } from '../../../../shared/contracts/quotes-api';
import type { LangCode } from '../../../../shared/domain/locales';
import { PRODUCT } from '../../../../shared/domain/products';
import type { TFunction } from '../../../../shared/i18n/translator';
import type { Catalogue } from './pricing';
import { formatNumber, localized } from './labels';

/**
 * The quotes filters of each product (decision 0013; docs/product/quotes.md 'Filter field'), pure. A filter is a field the
 * response lists with its options; the request names it by id with an option id or a list of ids (docs/product/quotes.md
 * 'selected field ids mapped to ids or id arrays'). Several ids of one field match any of them, except on the
 * 'included' fields (riders, SME sections), where a plan must include each one chosen. Options are the
 * catalogue's (not only what this enquiry priced), so a filter answer stays valid from one pricing to the next.
 */

/** What a filter tests about one priced quote. */
export type FilterSubject = { plan: TPlan; insurer: TInsurer; breakdown: TPremiumBreakdown };

type Option = { id: string; name: string };

type FilterDef = {
  id: string;
  type: 'multiSelect' | 'dropdown';
  labelKey: string;
  isSearchable: boolean;
  options(c: Catalogue, t: TFunction, lang: LangCode): Option[];
  matches(s: FilterSubject, selected: readonly string[]): boolean;
};

const insurerFilter: FilterDef = {
  id: 'insurer',
  type: 'multiSelect',
  labelKey: 'quotes:filter.insurer',
  isSearchable: true,
  options: (c, _t, lang) => c.insurers.map((i) => ({ id: String(i.id), name: localized(i.name, lang) })),
  matches: (s, selected) => selected.includes(String(s.insurer.id)),
};

const yesNo = (t: TFunction, yesKey: string, noKey: string): Option[] => [
  { id: 'yes', name: t(yesKey) },
  { id: 'no', name: t(noKey) },
];

/** Comprehensive or third party (car and bike): the plan's own cover type, read by `coverOf`. */
function coverTypeFilter(coverOf: (plan: FilterSubject['plan']) => string | undefined): FilterDef {
  return {
    id: 'coverType',
    type: 'dropdown',
    labelKey: 'quotes:filter.coverType',
    isSearchable: false,
    options: (_c, t) =>
      ['comprehensive', 'thirdParty'].map((id) => ({ id, name: t(`quotes:values.coverType.${id}`) })),
    matches: (s, selected) => {
      const cover = coverOf(s.plan);
      return cover !== undefined && selected.includes(cover);
    },
  };
}

const carFilters: FilterDef[] = [
  coverTypeFilter((p) => (p.productId === PRODUCT.CAR_INSURANCE ? p.car.coverType : undefined)),
  insurerFilter,
  {
    // Whether this quote's price repairs at the dealer's agency (included, or optional and asked for).
    id: 'agencyRepair',
    type: 'dropdown',
    labelKey: 'quotes:filter.agencyRepair',
    isSearchable: false,
    options: (_c, t) => yesNo(t, 'quotes:filter.agencyRepairOnly', 'quotes:filter.garageRepairOnly'),
    matches: (s, selected) => selected.includes(s.breakdown.inputs.agencyRepair === true ? 'yes' : 'no'),
  },
];

/** The network tier and annual limit of a health or group health plan (null for other products). */
function healthCoverOf(plan: TPlan): { networkTier: NetworkTier; annualLimitAed: number } | null {
  if (plan.productId === PRODUCT.HEALTH_INSURANCE) return plan.health;
  if (plan.productId === PRODUCT.GROUP_HEALTH) return plan.groupHealth;
  return null;
}

const networkTierFilter: FilterDef = {
  id: 'networkTier',
  type: 'multiSelect',
  labelKey: 'quotes:filter.networkTier',
  isSearchable: false,
  options: (_c, t) => NETWORK_TIERS.map((id) => ({ id, name: t(`quotes:values.networkTier.${id}`) })),
  matches: (s, selected) => {
    const h = healthCoverOf(s.plan);
    return h !== null && selected.includes(h.networkTier);
  },
};

const annualLimitFilter: FilterDef = {
  // A minimum annual limit: the catalogue's limits, each 'AED n or more'.
  id: 'annualLimit',
  type: 'dropdown',
  labelKey: 'quotes:filter.annualLimit',
  isSearchable: false,
  options: (c, t) =>
    [...new Set(c.plans.flatMap((p) => healthCoverOf(p)?.annualLimitAed ?? []))]
      .sort((a, b) => a - b)
      .map((n) => ({
        id: String(n),
        name: t('quotes:filter.annualLimitAtLeast', { amount: formatNumber(n) }),
      })),
  matches: (s, selected) => {
    const h = healthCoverOf(s.plan);
    return h !== null && selected.some((min) => h.annualLimitAed >= Number(min));
  },
};

const healthFilters: FilterDef[] = [
  insurerFilter,
  networkTierFilter,
  {
    // The scheme a visa's emirate requires (Dubai's Essential Benefits Plan, Abu Dhabi's basic plan).
    id: 'mandatoryCover',
    type: 'dropdown',
    labelKey: 'quotes:filter.mandatoryCover',
    isSearchable: false,
    options: (_c, t) => ['DHA_EBP', 'DOH_BASIC'].map((id) => ({ id, name: t(`quotes:values.scheme.${id}`) })),
    matches: (s, selected) =>
      s.plan.productId === PRODUCT.HEALTH_INSURANCE &&
      s.plan.health.mandatoryCover !== null &&
      selected.includes(s.plan.health.mandatoryCover),
  },
  annualLimitFilter,
];

const travelFilters: FilterDef[] = [
  insurerFilter,
  {
    id: 'schengen',
    type: 'dropdown',
    labelKey: 'quotes:filter.schengen',
    isSearchable: false,
    options: (_c, t) => yesNo(t, 'quotes:filter.schengenOnly', 'quotes:filter.schengenNot'),
    matches: (s, selected) =>
      s.plan.productId === PRODUCT.TRAVEL_INSURANCE &&
      selected.includes(s.plan.travel.schengenCompliant ? 'yes' : 'no'),
  },
];

/**
 * A 'what the plan includes' field (riders, sections): unlike the other fields, a plan must include every chosen
 * option, since a visitor who ticks two riders wants both.
 */
function includesAll(
  id: string,
  labelKey: string,
  optionIds: readonly string[],
  optionKey: (id: string) => string,
  included: (plan: TPlan) => readonly string[],
): FilterDef {
  return {
    id,
    type: 'multiSelect',
    labelKey,
    isSearchable: false,
    options: (_c, t) => optionIds.map((o) => ({ id: o, name: t(optionKey(o)) })),
    matches: (s, selected) => {
      const has = included(s.plan);
      return selected.every((o) => has.includes(o));
    },
  };
}

/** Term riders priced as loadings (terminal illness comes with every term plan, so it is no filter). */
const TERM_RIDERS = ['accidentalDeath', 'waiverOfPremium'] as const;
const riderKey = (id: string) => `quotes:filter.rider.${id}`;

const termFilters: FilterDef[] = [
  insurerFilter,
  includesAll('riders', 'quotes:filter.riders', TERM_RIDERS, riderKey, (p) =>
    p.productId === PRODUCT.TERM_INSURANCE ? TERM_RIDERS.filter((r) => p.term[r]) : [],
  ),
];

const criticalIllnessFilters: FilterDef[] = [
  insurerFilter,
  includesAll('riders', 'quotes:filter.riders', ['earlyStage'], riderKey, (p) =>
    p.productId === PRODUCT.CRITICAL_ILLNESS && p.criticalIllness.earlyStage ? ['earlyStage'] : [],
  ),
];

const homeFilters: FilterDef[] = [
  insurerFilter,
  {
    id: 'accidentalDamage',
    type: 'dropdown',
    labelKey: 'quotes:filter.accidentalDamage',
    isSearchable: false,
    options: (_c, t) =>
      yesNo(t, 'quotes:filter.accidentalDamageIncluded', 'quotes:filter.accidentalDamageNot'),
    matches: (s, selected) =>
      s.plan.productId === PRODUCT.HOME_INSURANCE &&
      selected.includes(s.plan.home.accidentalDamage ? 'yes' : 'no'),
  },
];

const bikeFilters: FilterDef[] = [
  coverTypeFilter((p) => (p.productId === PRODUCT.BIKE_INSURANCE ? p.bike.coverType : undefined)),
  insurerFilter,
];

const smeFilters: FilterDef[] = [
  insurerFilter,
  includesAll(
    'sections',
    'quotes:filter.sections',
    SME_SECTIONS,
    (id) => `quotes:filter.section.${id}`,
    (p) => (p.productId === PRODUCT.SME_INSURANCE ? p.sme.sections : []),
  ),
];

const groupHealthFilters: FilterDef[] = [insurerFilter, networkTierFilter, annualLimitFilter];

/** Each priced product's list filters (decision 0013 'Filters per product'); others filter by insurer. */
export function filterDefsFor(productId: number): readonly FilterDef[] {
  switch (productId) {
    case PRODUCT.CAR_INSURANCE:
      return carFilters;
    case PRODUCT.HEALTH_INSURANCE:
      return healthFilters;
    case PRODUCT.TRAVEL_INSURANCE:
      return travelFilters;
    case PRODUCT.TERM_INSURANCE:
      return termFilters;
    case PRODUCT.CRITICAL_ILLNESS:
      return criticalIllnessFilters;
    case PRODUCT.HOME_INSURANCE:
      return homeFilters;
    case PRODUCT.BIKE_INSURANCE:
      return bikeFilters;
    case PRODUCT.SME_INSURANCE:
      return smeFilters;
    case PRODUCT.GROUP_HEALTH:
      return groupHealthFilters;
    default:
      // Investment: the insurer is the choice; the funds differ by their stated growth, not by a filter.
      return [insurerFilter];
  }
}

/** A filter answer as a list of option ids; empty values mean 'no filter' (docs/product/quotes.md). */
export function selectedIds(value: unknown): string[] {
  const list = Array.isArray(value) ? value : [value];
  return list
    .map((v) => (typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim() : ''))
    .filter((v) => v !== '');
}

export type FilterProblem = { kind: 'unknownFilter' | 'unknownOption'; id: string };

export type ResolvedFilters = {
  /** Applied filters by id (option id lists). */
  applied: Record<string, string[]>;
  fields: TFilterField[];
  test(s: FilterSubject): boolean;
};

/** Checks the request's filter answers against the product's fields and builds the response's `fields`. */
export function resolveFilters(
  productId: number,
  catalogue: Catalogue,
  requested: Readonly<Record<string, unknown>>,
  t: TFunction,
  lang: LangCode,
): ResolvedFilters | FilterProblem {
  const defs = filterDefsFor(productId);
  const byId = new Map(defs.map((d) => [d.id, d]));
  const applied: Record<string, string[]> = {};
  const optionsById = new Map(defs.map((d) => [d.id, d.options(catalogue, t, lang)]));
  for (const [id, value] of Object.entries(requested)) {
    const def = byId.get(id);
    if (!def) return { kind: 'unknownFilter', id };
    const ids = selectedIds(value);
    if (ids.length === 0) continue;
    const known = new Set((optionsById.get(id) ?? []).map((o) => o.id));
    if (ids.some((x) => !known.has(x))) return { kind: 'unknownOption', id };
    applied[id] = ids;
  }
  const fields: TFilterField[] = defs.map((d) => {
    const value = applied[d.id];
    return {
      id: d.id,
      type: d.type,
      label: t(d.labelKey),
      required: false,
      value: value === undefined ? null : d.type === 'multiSelect' ? value : (value[0] ?? null),
      options: optionsById.get(d.id) ?? [],
      fetchOptions: null,
      journeyId: null,
      isSearchable: d.isSearchable,
      errorMessage: '',
      searchedText: '',
      isHidden: false,
    };
  });
  const active = Object.entries(applied).flatMap(([id, ids]) => {
    const def = byId.get(id);
    return def ? [{ def, ids }] : [];
  });
  return { applied, fields, test: (s) => active.every(({ def, ids }) => def.matches(s, ids)) };
}
