import type { TCarPlan, TCarRateTable, TInsurer } from '../../../shared/contracts/quotes';
import {
  QUOTES_ERROR_CODES,
  type TCarComparison,
  type TCarComparisonRequest,
} from '../../../shared/contracts/quotes-api';
import { ERROR_CODES } from '../../../shared/contracts/errors';
import type { LangCode } from '../../../shared/domain/locales';
import { PRODUCT } from '../../../shared/domain/products';
import { tFor } from '../../../shared/i18n/catalogues';
import { refuse, type Outcome } from '../../lib/outcome';
import { trimId } from '../options/vehicle-value';
import { enquiryNotFound, readableEnquiry, type QuotesCore } from './core';
import { carComparison, type ComparedPlan } from './domain/comparison';
import { brandName } from '../../../shared/i18n/localized';
import { localized } from './domain/labels';
import { runFor } from './runs';

/** With the visitor's own (owned) car enquiry, each plan shows the visitor's price. */
async function visitorPrices(
  core: QuotesCore,
  deviceUuid: string,
  enquiryId: string,
  lang: LangCode,
): Promise<Outcome<{ totals: Map<number, number>; valueAed: number | null }>> {
  const e = await readableEnquiry(core, deviceUuid, enquiryId);
  if (!e || e.countryProductId !== PRODUCT.CAR_INSURANCE) return enquiryNotFound(lang);
  const outcome = await runFor(core, e, PRODUCT.CAR_INSURANCE, lang, {});
  if (!outcome.ok) return outcome;
  const run = outcome.value;
  const totals = run
    ? new Map((await core.repo.runQuotes(core.repo.db, run.id)).map((q) => [q.planId, q.totalFils]))
    : new Map<number, number>();
  const v = e.answers.carValue;
  const valueAed =
    typeof v === 'number' ? v : typeof v === 'string' && /^\d{1,9}$/.test(v) ? Number(v) : null;
  return { ok: true, value: { totals, valueAed } };
}

/** POST /api/car/comparison: two or three car plans side by side (docs/product/quotes.md). */
export async function comparison(
  core: QuotesCore,
  input: { deviceUuid: string; body: TCarComparisonRequest; language: LangCode },
): Promise<Outcome<TCarComparison>> {
  const { body, language: lang } = input;
  const t = tFor(lang);
  const ids = body.planIds;
  if (ids.length < 2 || ids.length > 3 || new Set(ids).size !== ids.length)
    return refuse(lang, 400, ERROR_CODES.VALIDATION_FAILED, 'quotes:errors.comparePlans');
  const vehicle = await core.repo.vehicle(body.make, body.model);
  if (!vehicle) return refuse(lang, 400, ERROR_CODES.VALIDATION_FAILED, 'quotes:errors.unknownCar');
  const c = await core.catalogue(PRODUCT.CAR_INSURANCE);
  const chosen = ids.map((id) => c.planById.get(id));
  if (chosen.some((p) => p === undefined || p.productId !== PRODUCT.CAR_INSURANCE))
    return refuse(lang, 404, QUOTES_ERROR_CODES.PLAN_NOT_FOUND, 'quotes:errors.planNotFound');

  let prices: { totals: Map<number, number>; valueAed: number | null } = {
    totals: new Map(),
    valueAed: null,
  };
  if (body.enquiryId !== undefined) {
    const own = await visitorPrices(core, input.deviceUuid, body.enquiryId, lang);
    if (!own.ok) return own;
    prices = own.value;
  }
  const plans: ComparedPlan[] = (chosen as TCarPlan[]).map((plan) => ({
    plan,
    insurer: c.insurerById.get(plan.providerId) as TInsurer,
    table: c.tableById.get(plan.rateTableId) as TCarRateTable | undefined,
    totalFils: prices.totals.get(plan.planId) ?? null,
  }));
  return {
    ok: true,
    value: carComparison(
      plans,
      {
        make: localized(brandName(vehicle.make, { ar: vehicle.makeAr }), lang),
        model: vehicle.model,
        // The journey answers a trim's option id ('se'); the table shows the trim's name ('SE').
        variant: vehicle.trims.find((x) => trimId(x) === body.variant) ?? body.variant ?? '',
        modelYear: body.modelYear,
        valueAed: prices.valueAed,
      },
      t,
      lang,
    ),
  };
}
