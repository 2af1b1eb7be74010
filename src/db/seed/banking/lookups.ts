/**
 * DEMO DATA (see banks.ts). The fixed lists the banking products refer to, with stable numeric ids (the credit
 * card listing's filters send them: docs/product/cards.md featureIds, rewardTypeIds) and their titles (per
 * language, in the catalogue texts). An id is never reused for another key.
 */
import type {
  AccountFeatureKey,
  CardFeatureKey,
  RewardTypeKey,
  TAccountFeature,
  TCardFeature,
  TRewardType,
} from '../../../shared/contracts/banking';
import { textsOf } from '../quotes/catalogue-texts';

/** The titles live per language: content/<lang>/catalogue/cards.json and accounts.json (decision 0078). */
const CARDS = textsOf('cards');
const ACCOUNTS = textsOf('accounts');

export const cardFeaturesSeed: TCardFeature[] = (
  [
    [1, 'loungeAccess'],
    [2, 'golf'],
    [3, 'cinemaOffers'],
    [4, 'valetParking'],
    [5, 'travelInsurance'],
    [6, 'purchaseProtection'],
    [7, 'noForeignFee'],
    [8, 'dining'],
    [9, 'airportTransfer'],
    [10, 'concierge'],
    [11, 'fuelSavings'],
    [12, 'supermarketOffers'],
    [13, 'balanceTransfer'],
    [14, 'easyInstalments'],
    [15, 'extendedWarranty'],
    [16, 'roadsideAssistance'],
    [17, 'supplementaryCards'],
  ] as const satisfies readonly (readonly [number, CardFeatureKey])[]
).map(([id, key]) => ({ kind: 'cardFeature', id, key, title: CARDS(`card-feature.${key}.title`) }));

export const rewardTypesSeed: TRewardType[] = (
  [
    [1, 'cashback'],
    [2, 'airMiles'],
    [3, 'points'],
    [4, 'travel'],
  ] as const satisfies readonly (readonly [number, RewardTypeKey])[]
).map(([id, key]) => ({ kind: 'rewardType', id, key, title: CARDS(`reward-type.${key}.title`) }));

export const accountFeaturesSeed: TAccountFeature[] = (
  [
    [1, 'debitCard'],
    [2, 'chequeBook'],
    [3, 'mobileBanking'],
    [4, 'freeLocalTransfers'],
    [5, 'internationalTransfers'],
    [6, 'multiCurrency'],
    [7, 'monthlyPayout'],
    [8, 'salaryAdvance'],
    [9, 'noMinimumBalance'],
    [10, 'freeAtm'],
    [11, 'relationshipManager'],
    [12, 'instantOpening'],
  ] as const satisfies readonly (readonly [number, AccountFeatureKey])[]
).map(([id, key]) => ({ kind: 'accountFeature', id, key, title: ACCOUNTS(`account-feature.${key}.title`) }));
