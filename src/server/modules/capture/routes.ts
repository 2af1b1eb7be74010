import type { FastifyContextConfig, FastifyInstance } from 'fastify';
import { parseRequestLanguage } from '../../../shared/i18n/request-language';
import { tFor } from '../../../shared/i18n/catalogues';
import {
  exitIntentContent,
  splashContent,
  ZExitIntentData,
  ZExitIntentQuery,
  ZSplashData,
  ZSplashQuery,
} from './content';

const EXIT_INTENT: { config: FastifyContextConfig } = {
  config: {
    public: false,
    bucket: false,
    schemas: {
      summary: "The product's exit-intent popup content (404 when it has none).",
      query: ZExitIntentQuery,
      response: ZExitIntentData,
    },
  },
};
const SPLASH: { config: FastifyContextConfig } = {
  config: {
    public: false,
    bucket: false,
    schemas: {
      summary: 'The splash a campaign asked for (404 when none).',
      query: ZSplashQuery,
      response: ZSplashData,
    },
  },
};

export const CAPTURE_ERROR_CODES = {
  EXIT_INTENT_NOT_FOUND: 'EXIT_INTENT_NOT_FOUND',
  SPLASH_NOT_FOUND: 'SPLASH_NOT_FOUND',
} as const;

/**
 * GET /api/exit_intent?countryProductId= (docs/product/leads.md 'Exit intent data | GET exit_intent'): the product's
 * exit-intent content in the request's language; 404 EXIT_INTENT_NOT_FOUND when the product has none (the
 * popup then never opens). A bad query is 400 VALIDATION_FAILED from the error handler.
 */
export function registerCaptureRoutes(app: FastifyInstance): void {
  app.get('/api/exit_intent', EXIT_INTENT, async (req, reply) => {
    const q = ZExitIntentQuery.parse(req.query);
    const lang = parseRequestLanguage(req.headers['accept-language']);
    const data = exitIntentContent(q.countryProductId, lang);
    // Same for every visitor of a language: the browser may keep it for an hour.
    reply.header('Cache-Control', 'private, max-age=3600').header('Vary', 'accept-language');
    if (data) return reply.send(data);
    return reply.code(404).send({
      code: CAPTURE_ERROR_CODES.EXIT_INTENT_NOT_FOUND,
      message: tFor(lang)('leadsUi:exit.notFound'),
    });
  });

  // GET /api/splash?countryProductId=&utm_*= (docs/product/leads.md 'splash (tracking params as query)'; decision 0034): the
  // splash a campaign asked for, or 404 SPLASH_NOT_FOUND (then nothing opens).
  app.get('/api/splash', SPLASH, async (req, reply) => {
    const q = ZSplashQuery.parse(req.query);
    const lang = parseRequestLanguage(req.headers['accept-language']);
    const data = splashContent(q.countryProductId, q.utm_campaign, lang);
    reply.header('Cache-Control', 'private, max-age=3600').header('Vary', 'accept-language');
    if (data) return reply.send(data);
    return reply.code(404).send({
      code: CAPTURE_ERROR_CODES.SPLASH_NOT_FOUND,
      message: tFor(lang)('leadsUi:splash.notFound'),
    });
  });
}
