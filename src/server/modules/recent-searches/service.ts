import type { FastifyBaseLogger } from 'fastify';
import { brandName, localized } from '../../../shared/i18n/localized';
import type { TRecentSearch } from '../../../shared/contracts/journey';
import type { LangCode } from '../../../shared/domain/locales';
import { PRODUCT } from '../../../shared/domain/products';
import { tFor } from '../../../shared/i18n/catalogues';
import { landingUrl, quotesUrl } from '../enquiries/urls';
import type { RecentEnquiry, RecentSearchesRepo, VehicleName } from './repo';
import { loggableError } from '../../plugins/errors';

/** docs/product/journeys.md shows 2 (4 on mobile) with 'See All'; the list itself is capped. */
const MAX_ITEMS = 10;

export type RecentSearchQuery = {
  type: 'EXTERNAL_CUSTOMER' | 'DEVICE_UUID';
  /** The verified token's subject (the request's own `value` is never used to pick a device). */
  deviceUuid: string;
  countryProductId: number;
  language: LangCode;
};

/** The answer whose field id ends with `suffix` ('carMake', 'bikeModel', 'carYear'), as text. */
function answerEndingWith(answers: Record<string, unknown>, suffix: RegExp): string | undefined {
  for (const [key, value] of Object.entries(answers)) {
    if (!suffix.test(key)) continue;
    if (typeof value === 'string' && value.trim() !== '') return value.trim();
    if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  }
  return undefined;
}

function vehicleOf(answers: Record<string, unknown>) {
  const make = answerEndingWith(answers, /make$/i);
  const answer = answerEndingWith(answers, /model$/i);
  // The journeys' model option id is '<make>-<model>' (options/vehicle-value modelKey); the catalogue keys by both.
  const model = answer && make && answer.startsWith(`${make}-`) ? answer.slice(make.length + 1) : answer;
  return make && model ? { make, model, year: answerEndingWith(answers, /year$/i) ?? '' } : undefined;
}

export function recentSearchesService(repo: RecentSearchesRepo, log: FastifyBaseLogger) {
  return {
    /** docs/product/journeys.md 'Recent searches'; docs/product/journeys.md. Never throws: a failure is an empty list. */
    async list(q: RecentSearchQuery): Promise<TRecentSearch[]> {
      // No accounts yet: an external customer has no stored searches.
      if (q.type !== 'DEVICE_UUID') return [];
      try {
        const productId = q.countryProductId === PRODUCT.HOME ? null : q.countryProductId;
        const rows = await repo.byDevice(q.deviceUuid, productId, MAX_ITEMS);
        const vehicles = rows.map((r) => vehicleOf(r.answers));
        const names = await repo.vehicleNames(vehicles.filter((v) => v !== undefined));
        const nameOf = (make: string, model: string): VehicleName | undefined =>
          names.find((n) => n.makeSlug === make && n.modelSlug === model);
        const t = tFor(q.language);
        return rows.map((r: RecentEnquiry, i) => {
          const draft = r.status === 'draft';
          const productName = t(`common:products.${r.countryProductId}`, { defaultValue: '' }).slice(0, 100);
          const v = vehicles[i];
          const vehicle = v ? nameOf(v.make, v.model) : undefined;
          // Car-like journeys read 'make model year' from the catalogue; others name the product searched.
          const text =
            v && vehicle
              ? t('enquiry:recent.car', {
                  make: localized(brandName(vehicle.make, { ar: vehicle.makeAr }), q.language),
                  model: vehicle.model,
                  year: v.year,
                }).trim()
              : t('enquiry:recent.search', { product: productName });
          return {
            createdAt: r.createdOn,
            url: draft
              ? landingUrl(r.countryProductId, r.publicId, q.language)
              : quotesUrl(r.countryProductId, r.publicId, q.language),
            productName,
            text: text.slice(0, 200),
            // docs/product/journeys.md: the browser picks its button from subText containing 'Visited' or 'Lead '.
            subText: t(draft ? 'enquiry:recent.visited' : 'enquiry:recent.leadSubmitted'),
            countryProductId: r.countryProductId,
          };
        });
      } catch (err) {
        log.error({ err: loggableError(err) }, 'recent searches failed');
        return [];
      }
    },
  };
}

export type RecentSearchesService = ReturnType<typeof recentSearchesService>;
