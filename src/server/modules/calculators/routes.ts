import type { FastifyContextConfig, FastifyInstance } from 'fastify';
import type { z } from 'zod';
import {
  CALCULATOR_ERROR_CODES,
  CALCULATOR_PATHS,
  ZCarEstimateQuery,
  ZEstimateResponse,
  ZHealthEstimateQuery,
} from '../../../shared/calculators/estimate-contract';
import { parseRequestLanguage } from '../../../shared/i18n/request-language';
import { HttpError } from '../../plugins/errors';
import type { CalculatorsService } from './service';

/**
 * The calculators' estimates (docs/product/calculators.md 'Insurance estimates', decision 0102): public reads like
 * GET /api/page (no device token), charged to the read budget per address. Nothing the visitor sends is stored.
 */
function read(summary: string, query: z.ZodType): { config: FastifyContextConfig } {
  return {
    config: { public: true, bucket: 'read', schemas: { summary, query, response: ZEstimateResponse } },
  };
}

export function registerCalculatorRoutes(app: FastifyInstance, service: CalculatorsService): void {
  app.get(
    CALCULATOR_PATHS.car,
    read(
      'Car insurance estimate: the cheapest plan of each insurer for a make, model, year and value.',
      ZCarEstimateQuery,
    ),
    async (req) => {
      const q = ZCarEstimateQuery.parse(req.query);
      const data = await service.car(q, parseRequestLanguage(req.headers['accept-language']));
      if (data === 'model') {
        throw new HttpError(404, CALCULATOR_ERROR_CODES.VEHICLE_MODEL_NOT_FOUND, 'Unknown vehicle model.');
      }
      if (data === 'year') {
        throw new HttpError(
          400,
          CALCULATOR_ERROR_CODES.VEHICLE_YEAR_OUT_OF_RANGE,
          'The model year must be from 60 years ago to next year.',
        );
      }
      return { data };
    },
  );

  app.get(
    CALCULATOR_PATHS.health,
    read(
      'Health insurance estimate: the cheapest plan of each insurer for one person.',
      ZHealthEstimateQuery,
    ),
    async (req) => {
      const q = ZHealthEstimateQuery.parse(req.query);
      return { data: await service.health(q, parseRequestLanguage(req.headers['accept-language'])) };
    },
  );
}
