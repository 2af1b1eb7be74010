/**
 * DEMO DATA (see banks.ts). The fixed lists the banking products refer to, with stable numeric ids (the credit
 * card listing's filters send them: docs/product/cards.md featureIds, rewardTypeIds) and their titles in English and
 * Arabic. An id is never reused for another key.
 */
import type {
  AccountFeatureKey,
  CardFeatureKey,
  RewardTypeKey,
  TAccountFeature,
  TCardFeature,
  TRewardType,
} from '../../../shared/contracts/banking';
import { T } from '../quotes/plans/common';

export const cardFeaturesSeed: TCardFeature[] = (
  [
    [1, 'loungeAccess', 'Airport lounge access', 'دخول صالات المطارات'],
    [2, 'golf', 'Golf privileges', 'امتيازات الغولف'],
    [3, 'cinemaOffers', 'Cinema offers', 'عروض السينما'],
    [4, 'valetParking', 'Complimentary valet parking', 'خدمة صف السيارات المجانية'],
    [5, 'travelInsurance', 'Travel insurance', 'تأمين السفر'],
    [6, 'purchaseProtection', 'Purchase protection', 'حماية المشتريات'],
    [7, 'noForeignFee', 'No foreign transaction fee', 'بدون رسوم على المعاملات الأجنبية'],
    [8, 'dining', 'Dining discounts', 'خصومات المطاعم'],
    [9, 'airportTransfer', 'Airport transfers', 'التوصيل من وإلى المطار'],
    [10, 'concierge', 'Concierge service', 'خدمة الكونسيرج'],
    [11, 'fuelSavings', 'Fuel savings', 'توفير على الوقود'],
    [12, 'supermarketOffers', 'Supermarket offers', 'عروض السوبرماركت'],
    [13, 'balanceTransfer', 'Balance transfer', 'تحويل الرصيد'],
    [14, 'easyInstalments', 'Easy payment plans', 'خطط السداد الميسّرة'],
    [15, 'extendedWarranty', 'Extended warranty', 'ضمان ممتد'],
    [16, 'roadsideAssistance', 'Roadside assistance', 'المساعدة على الطريق'],
    [17, 'supplementaryCards', 'Free supplementary cards', 'بطاقات إضافية مجانية'],
  ] as const satisfies readonly (readonly [number, CardFeatureKey, string, string])[]
).map(([id, key, en, ar]) => ({ kind: 'cardFeature', id, key, title: T(en, ar) }));

export const rewardTypesSeed: TRewardType[] = (
  [
    [1, 'cashback', 'Cashback', 'استرداد نقدي'],
    [2, 'airMiles', 'Air miles', 'أميال السفر'],
    [3, 'points', 'Reward points', 'نقاط المكافآت'],
    [4, 'travel', 'Travel rewards', 'مكافآت السفر'],
  ] as const satisfies readonly (readonly [number, RewardTypeKey, string, string])[]
).map(([id, key, en, ar]) => ({ kind: 'rewardType', id, key, title: T(en, ar) }));

export const accountFeaturesSeed: TAccountFeature[] = (
  [
    [1, 'debitCard', 'Free debit card', 'بطاقة خصم مباشر مجانية'],
    [2, 'chequeBook', 'Cheque book', 'دفتر شيكات'],
    [3, 'mobileBanking', 'Mobile and online banking', 'الخدمات المصرفية عبر الهاتف والإنترنت'],
    [4, 'freeLocalTransfers', 'Free local transfers', 'تحويلات محلية مجانية'],
    [5, 'internationalTransfers', 'Low-cost international transfers', 'تحويلات دولية منخفضة التكلفة'],
    [6, 'multiCurrency', 'Hold several currencies', 'الاحتفاظ بعدة عملات'],
    [7, 'monthlyPayout', 'Returns paid monthly', 'العوائد تُصرف شهرياً'],
    [8, 'salaryAdvance', 'Salary advance', 'سلفة على الراتب'],
    [9, 'noMinimumBalance', 'No minimum balance', 'بدون حد أدنى للرصيد'],
    [10, 'freeAtm', 'Free withdrawals at any UAE ATM', 'سحب مجاني من أي جهاز صراف في الإمارات'],
    [11, 'relationshipManager', 'Dedicated relationship manager', 'مدير علاقات مخصص'],
    [12, 'instantOpening', 'Open online in minutes', 'افتح الحساب عبر الإنترنت في دقائق'],
  ] as const satisfies readonly (readonly [number, AccountFeatureKey, string, string])[]
).map(([id, key, en, ar]) => ({ kind: 'accountFeature', id, key, title: T(en, ar) }));
