import type { TPlan, TRateTable } from '../../../shared/contracts/quotes';
import { bikePlansSeed } from './plans/bike';
import { carPlansSeed } from './plans/car';
import { criticalIllnessPlansSeed } from './plans/critical-illness';
import { groupHealthPlansSeed } from './plans/group-health';
import { healthPlansSeed } from './plans/health';
import { homePlansSeed } from './plans/home';
import { investmentPlansSeed } from './plans/investment';
import { smePlansSeed } from './plans/sme';
import { termPlansSeed } from './plans/term';
import { travelPlansSeed } from './plans/travel';
import { bikeRatesSeed } from './rates/bike';
import { carRatesSeed } from './rates/car';
import { criticalIllnessRatesSeed } from './rates/critical-illness';
import { groupHealthRatesSeed } from './rates/group-health';
import { healthRatesSeed } from './rates/health';
import { homeRatesSeed } from './rates/home';
import { investmentRatesSeed } from './rates/investment';
import { smeRatesSeed } from './rates/sme';
import { termRatesSeed } from './rates/term';
import { travelRatesSeed } from './rates/travel';

/**
 * Every product's plans and rate tables, one list per product (decision 0012): what the seed writes. A product added
 * to the engine registry adds its two lists here; the seed test checks that every priced product has both.
 */
export const PLAN_SEEDS_BY_PRODUCT: readonly (readonly TPlan[])[] = [
  carPlansSeed,
  healthPlansSeed,
  travelPlansSeed,
  termPlansSeed,
  criticalIllnessPlansSeed,
  homePlansSeed,
  bikePlansSeed,
  smePlansSeed,
  groupHealthPlansSeed,
  investmentPlansSeed,
];

export const RATE_SEEDS_BY_PRODUCT: readonly (readonly TRateTable[])[] = [
  carRatesSeed,
  healthRatesSeed,
  travelRatesSeed,
  termRatesSeed,
  criticalIllnessRatesSeed,
  homeRatesSeed,
  bikeRatesSeed,
  smeRatesSeed,
  groupHealthRatesSeed,
  investmentRatesSeed,
];

export const allPlansSeed: TPlan[] = PLAN_SEEDS_BY_PRODUCT.flat();
export const allRatesSeed: TRateTable[] = RATE_SEEDS_BY_PRODUCT.flat();
