import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { HttpError } from '../../plugins/errors';
import { parseRequestLanguage } from '../../../shared/i18n/request-language';
import type { OptionsService } from './service';

/**
 * Option endpoints (issue 4 §2, spec 000 §7: options come from their own endpoints; models of a make through a
 * ':param' url). Form definitions name these paths in `optionsSource` / `suggestion`; the seed test checks
 * every such url against this list.
 *
 * `:make` is a make slug ('land-rover'). `:model` is a model's option id, the make slug and the model slug
 * joined by '-' ('land-rover-range-rover-sport'), unique across makes, so the year, trim and value urls need
 * only the model answer. Years are newest first; values are `{min, max}` in AED.
 */
export const OPTION_PATHS = {
  vehicleMakes: '/api/options/vehicle-makes',
  vehicleModels: '/api/options/vehicle-models/:make',
  vehicleYears: '/api/options/vehicle-years/:model',
  vehicleTrims: '/api/options/vehicle-trims/:model',
  vehicleValue: '/api/options/vehicle-value/:model/:year',
  cities: '/api/options/cities/:emirate',
  years: '/api/options/years/:from',
  list: '/api/options/:listKey',
} as const;

export const OPTIONS_ERROR_CODES = {
  OPTION_LIST_NOT_FOUND: 'OPTION_LIST_NOT_FOUND',
  EMIRATE_NOT_FOUND: 'EMIRATE_NOT_FOUND',
  VEHICLE_MAKE_NOT_FOUND: 'VEHICLE_MAKE_NOT_FOUND',
  VEHICLE_MODEL_NOT_FOUND: 'VEHICLE_MODEL_NOT_FOUND',
  VEHICLE_YEAR_NOT_FOUND: 'VEHICLE_YEAR_NOT_FOUND',
} as const;

const ZSlug = z.string().regex(/^[a-z0-9-]{1,64}$/, 'must be a slug');
/** List keys are camelCase names ('employerCategories'). */
const ZListKey = z.string().regex(/^[a-z][a-zA-Z0-9]{0,63}$/, 'must be a list key');
const ZYear = z
  .string()
  .regex(/^\d{4}$/, 'must be a year')
  .transform(Number);

/** Lists change only with a re-seed; a visitor's browser may keep them for five minutes. */
function cacheable(reply: FastifyReply): void {
  reply.header('Cache-Control', 'private, max-age=300').header('Vary', 'accept-language');
}

const notFound = (code: keyof typeof OPTIONS_ERROR_CODES, message: string) =>
  new HttpError(404, code, message);

/** Option lists need the device token like every journey call (decision 0042); reads spend no budget. */
const TOKEN_READ = { config: { public: false, bucket: false } } as const;

export function registerOptionRoutes(app: FastifyInstance, options: OptionsService): void {
  app.get(OPTION_PATHS.vehicleMakes, TOKEN_READ, async (req, reply) => {
    const data = await options.makes(parseRequestLanguage(req.headers['accept-language']));
    cacheable(reply);
    return { data };
  });

  app.get(OPTION_PATHS.vehicleModels, TOKEN_READ, async (req, reply) => {
    const { make } = z.object({ make: ZSlug }).parse(req.params);
    const data = await options.models(make);
    if (!data) throw notFound('VEHICLE_MAKE_NOT_FOUND', 'Unknown vehicle make.');
    cacheable(reply);
    return { data };
  });

  app.get(OPTION_PATHS.vehicleYears, TOKEN_READ, async (req, reply) => {
    const { model } = z.object({ model: ZSlug }).parse(req.params);
    const data = await options.vehicleYears(model);
    if (!data) throw notFound('VEHICLE_MODEL_NOT_FOUND', 'Unknown vehicle model.');
    cacheable(reply);
    return { data };
  });

  app.get(OPTION_PATHS.vehicleTrims, TOKEN_READ, async (req, reply) => {
    const { model } = z.object({ model: ZSlug }).parse(req.params);
    const data = await options.trims(model);
    if (!data) throw notFound('VEHICLE_MODEL_NOT_FOUND', 'Unknown vehicle model.');
    cacheable(reply);
    return { data };
  });

  app.get(OPTION_PATHS.vehicleValue, TOKEN_READ, async (req, reply) => {
    const { model, year } = z.object({ model: ZSlug, year: ZYear }).parse(req.params);
    const data = await options.value(model, year);
    if (data === 'model') throw notFound('VEHICLE_MODEL_NOT_FOUND', 'Unknown vehicle model.');
    if (data === 'year') throw notFound('VEHICLE_YEAR_NOT_FOUND', 'This model was not sold in that year.');
    cacheable(reply);
    return { data };
  });

  app.get(OPTION_PATHS.years, TOKEN_READ, async (req, reply) => {
    const { from } = z.object({ from: ZYear }).parse(req.params);
    const data = options.years(from);
    if (!data) throw notFound('OPTION_LIST_NOT_FOUND', 'Unknown option list.');
    cacheable(reply);
    return { data };
  });

  app.get(OPTION_PATHS.cities, TOKEN_READ, async (req, reply) => {
    const { emirate } = z.object({ emirate: ZSlug }).parse(req.params);
    const data = await options.cities(emirate, parseRequestLanguage(req.headers['accept-language']));
    if (!data) throw notFound('EMIRATE_NOT_FOUND', 'Unknown emirate.');
    cacheable(reply);
    return { data };
  });

  app.get(OPTION_PATHS.list, TOKEN_READ, async (req, reply) => {
    const { listKey } = z.object({ listKey: ZListKey }).parse(req.params);
    const data = await options.list(listKey, parseRequestLanguage(req.headers['accept-language']));
    if (!data) throw notFound('OPTION_LIST_NOT_FOUND', 'Unknown option list.');
    cacheable(reply);
    return { data };
  });
}
