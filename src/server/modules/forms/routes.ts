import type { FastifyContextConfig, FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  JOURNEY_ERROR_CODES,
  ZEnquiryId,
  ZUserFormQuery,
  ZUserFormResponse,
  type TUserForm,
} from '../../../shared/contracts/journey';
import { parseRequestLanguage } from '../../../shared/i18n/request-language';
import { HttpError } from '../../plugins/errors';
import type { FormsService } from './types';

const ZFormKey = z
  .string()
  .max(64)
  .regex(/^[a-z][a-zA-Z0-9]*(\.[a-z][a-zA-Z0-9]*)*$/, 'not a form key');

const ZNextFormQuery = z.object({
  countryProductId: z.coerce.number().int().positive().optional(),
  enquiryId: ZEnquiryId.optional(),
});

const ZFormParams = z.object({ formKey: ZFormKey });

const FIRST_FORM: { config: FastifyContextConfig } = {
  config: {
    public: false,
    bucket: false,
    schemas: {
      summary: "A journey's first form (the product may also come in the countryproductid header).",
      query: ZUserFormQuery,
      response: ZUserFormResponse,
    },
  },
};
const NEXT_FORM: { config: FastifyContextConfig } = {
  config: {
    public: false,
    bucket: false,
    schemas: {
      summary: 'A later form of a journey (the url a STEP next step names).',
      params: ZFormParams,
      query: ZNextFormQuery,
      response: ZUserFormResponse,
    },
  },
};

const notFound = () =>
  new HttpError(404, JOURNEY_ERROR_CODES.FORM_NOT_FOUND, 'No form is defined for this product and page.');

function header(req: FastifyRequest, name: string): string | undefined {
  const v = req.headers[name];
  return typeof v === 'string' && v !== '' ? v : undefined;
}

/**
 * GET /api/user_form (docs/product/journeys.md 'User form definition') and GET /api/user_form/:formKey (docs/product/journeys.md
 * 'Next step': the url a STEP descriptor names). Both answer `{jsonData:{userForm}}`.
 */
export function registerFormRoutes(app: FastifyInstance, forms: FormsService): void {
  app.get('/api/user_form', FIRST_FORM, async (req) => {
    const query = req.query as Record<string, unknown>;
    // The product may come in the query or, as the spec's call sends it, in the countryProductId header.
    const q = ZUserFormQuery.parse({
      ...query,
      countryProductId: query['countryProductId'] ?? header(req, 'countryproductid'),
    });
    const userForm = await forms.getUserForm({
      productId: q.countryProductId,
      journeyType: q.journeyType,
      pageTypeId: q.pageTypeId,
      language: parseRequestLanguage(req.headers['accept-language']),
    });
    if (!userForm) throw notFound();
    return { jsonData: { userForm } };
  });

  app.get('/api/user_form/:formKey', NEXT_FORM, async (req) => {
    const { formKey } = ZFormParams.parse(req.params);
    const q = ZNextFormQuery.parse(req.query);
    const stored = await forms.getForm(formKey, parseRequestLanguage(req.headers['accept-language']));
    // A product id that does not own the form is a wrong link, not a different form.
    if (!stored || (q.countryProductId !== undefined && q.countryProductId !== stored.productId))
      throw notFound();
    const userForm: TUserForm = {
      productId: stored.productId,
      journeyType: stored.journeyType,
      pageTypeId: stored.pageTypeId,
      language: stored.language,
      forms: [stored.form],
    };
    return { jsonData: { userForm } };
  });
}
