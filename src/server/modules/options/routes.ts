import type { FastifyContextConfig, FastifyInstance, FastifyReply } from 'fastify';
import { ZFieldOption } from '../../../shared/contracts/journey';
import { z } from 'zod';
import { HttpError } from '../../plugins/errors';
import { parseRequestLanguage } from '../../../shared/i18n/request-language';
import type { OptionsService } from './service';

/**
 * Option endpoints (decision 0008, docs/product/journeys.md: options come from their own endpoints; models of a make through a
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
const TOKEN_READ = { public: false, bucket: false } as const;

const ZOptionList = z.object({ data: z.array(ZFieldOption) });
const ZValueRange = z.object({ data: z.object({ min: z.number(), max: z.number() }) });
const ZMakeParams = z.object({ make: ZSlug });
const ZModelParams = z.object({ model: ZSlug });
const ZValueParams = z.object({ model: ZSlug, year: ZYear });
const ZFromParams = z.object({ from: ZYear });
const ZEmirateParams = z.object({ emirate: ZSlug });
const ZListParams = z.object({ listKey: ZListKey });

/** The route options of an option list: the token read above and what it takes and answers. */
function read(
  summary: string,
  params?: z.ZodType,
  response: z.ZodType = ZOptionList,
): { config: FastifyContextConfig } {
  return { config: { ...TOKEN_READ, schemas: { summary, ...(params ? { params } : {}), response } } };
}

export function registerOptionRoutes(app: FastifyInstance, options: OptionsService): void {
  app.get(OPTION_PATHS.vehicleMakes, read('Vehicle makes.'), async (req, reply) => {
    const data = await options.makes(parseRequestLanguage(req.headers['accept-language']));
    cacheable(reply);
    return { data };
  });

  app.get(OPTION_PATHS.vehicleModels, read('Models of a make.', ZMakeParams), async (req, reply) => {
    const { make } = ZMakeParams.parse(req.params);
    const data = await options.models(make);
    if (!data) throw notFound('VEHICLE_MAKE_NOT_FOUND', 'Unknown vehicle make.');
    cacheable(reply);
    return { data };
  });

  app.get(
    OPTION_PATHS.vehicleYears,
    read('Years a model was sold, newest first.', ZModelParams),
    async (req, reply) => {
      const { model } = ZModelParams.parse(req.params);
      const data = await options.vehicleYears(model);
      if (!data) throw notFound('VEHICLE_MODEL_NOT_FOUND', 'Unknown vehicle model.');
      cacheable(reply);
      return { data };
    },
  );

  app.get(OPTION_PATHS.vehicleTrims, read('Trims of a model.', ZModelParams), async (req, reply) => {
    const { model } = ZModelParams.parse(req.params);
    const data = await options.trims(model);
    if (!data) throw notFound('VEHICLE_MODEL_NOT_FOUND', 'Unknown vehicle model.');
    cacheable(reply);
    return { data };
  });

  app.get(
    OPTION_PATHS.vehicleValue,
    read('Approximate value range in AED (demo figures).', ZValueParams, ZValueRange),
    async (req, reply) => {
      const { model, year } = ZValueParams.parse(req.params);
      const data = await options.value(model, year);
      if (data === 'model') throw notFound('VEHICLE_MODEL_NOT_FOUND', 'Unknown vehicle model.');
      if (data === 'year') throw notFound('VEHICLE_YEAR_NOT_FOUND', 'This model was not sold in that year.');
      cacheable(reply);
      return { data };
    },
  );

  app.get(OPTION_PATHS.years, read('Years from a year to this one.', ZFromParams), async (req, reply) => {
    const { from } = ZFromParams.parse(req.params);
    const data = options.years(from);
    if (!data) throw notFound('OPTION_LIST_NOT_FOUND', 'Unknown option list.');
    cacheable(reply);
    return { data };
  });

  app.get(OPTION_PATHS.cities, read('Cities of an emirate.', ZEmirateParams), async (req, reply) => {
    const { emirate } = ZEmirateParams.parse(req.params);
    const data = await options.cities(emirate, parseRequestLanguage(req.headers['accept-language']));
    if (!data) throw notFound('EMIRATE_NOT_FOUND', 'Unknown emirate.');
    cacheable(reply);
    return { data };
  });

  app.get(
    OPTION_PATHS.list,
    read('An option list (emirates, nationalities, …).', ZListParams),
    async (req, reply) => {
      const { listKey } = ZListParams.parse(req.params);
      const data = await options.list(listKey, parseRequestLanguage(req.headers['accept-language']));
      if (!data) throw notFound('OPTION_LIST_NOT_FOUND', 'Unknown option list.');
      cacheable(reply);
      return { data };
    },
  );
}
