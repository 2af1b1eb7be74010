import type { FastifyContextConfig, FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { ConsoleRouteRole } from '../../../shared/contracts/console';
import {
  CONTENT_ROLES,
  IMAGE_MAX_BYTES,
  ZImage,
  ZImageParams,
  ZImageUpload,
  ZModerated,
  ZModeration,
  ZQueuedReview,
  ZRedirection,
  ZRedirectionBody,
  ZRedirectionChange,
  ZRedirectionParams,
  ZReviewParams,
  ZReviewQueueQuery,
} from '../../../shared/contracts/console-content';
import type { RouteSchemas } from '../../plugins/route-schemas';
import { staffOf } from '../console/guard';
import type { ImagesAdmin } from './images';
import type { Actor, RedirectionsAdmin } from './redirections';
import type { ReviewModeration } from './reviews';

/** A console route's options (decision 0110): the staff cookie, a role, a budget, its schemas. */
function route(role: ConsoleRouteRole, bucket: 'read' | 'write', schemas: RouteSchemas) {
  return { config: { public: true, bucket, role, schemas } satisfies FastifyContextConfig };
}

/** The upload's JSON: the base64 of at most IMAGE_MAX_BYTES, the alt texts, room for the rest. */
const UPLOAD_BODY_LIMIT = Math.ceil(IMAGE_MAX_BYTES / 3) * 4 + 16 * 1024;
const ZImageList = z.strictObject({ limit: z.coerce.number().int().min(1).max(500).default(100) });
const ZOk = z.object({ data: z.object({ ok: z.literal(true) }) });

export type ConsoleContentDeps = {
  reviews: ReviewModeration;
  redirections: RedirectionsAdmin;
  images: ImagesAdmin;
  fromHash: (req: FastifyRequest) => string;
};

/**
 * The console's content routes (decision 0124), each for content editors and admins: review moderation,
 * redirections and images. The images themselves are served by registerMediaRoute.
 */
export function registerConsoleContentRoutes(app: FastifyInstance, d: ConsoleContentDeps): void {
  const actor = (req: FastifyRequest): Actor => ({ staffId: staffOf(req).id, fromHash: d.fromHash(req) });

  app.get(
    '/api/console/reviews',
    route(CONTENT_ROLES, 'read', {
      summary: 'Reviews by state for moderation (pending by default), oldest first (content editor, admin).',
      query: ZReviewQueueQuery,
      response: z.object({ data: z.array(ZQueuedReview) }),
    }),
    async (req) => {
      const q = ZReviewQueueQuery.parse(req.query);
      return { data: await d.reviews.queue(q.status, q.limit, q.lang) };
    },
  );

  app.post(
    '/api/console/reviews/:id/moderation',
    route(CONTENT_ROLES, 'write', {
      summary:
        'Approve a pending review (published at once: averages and JSON-LD follow) or reject it with a reason; 409 when moderated already (content editor, admin).',
      params: ZReviewParams,
      body: ZModeration,
      response: z.object({ data: ZModerated }),
    }),
    async (req) => {
      const { id } = ZReviewParams.parse(req.params);
      return { data: await d.reviews.moderate(id, ZModeration.parse(req.body), actor(req)) };
    },
  );

  app.get(
    '/api/console/redirections',
    route(CONTENT_ROLES, 'read', {
      summary: 'The redirections in force, by from path (content editor, admin).',
      response: z.object({ data: z.array(ZRedirection) }),
    }),
    async () => ({ data: await d.redirections.list() }),
  );

  app.post(
    '/api/console/redirections',
    route(CONTENT_ROLES, 'write', {
      summary:
        'Add a redirection from → to (301 or 302); loops (REDIRECT_LOOP) and chains (REDIRECT_CHAIN) are refused (content editor, admin).',
      body: ZRedirectionBody,
      response: { 201: z.object({ data: ZRedirection }) },
    }),
    async (req, reply) => {
      const data = await d.redirections.create(ZRedirectionBody.parse(req.body), actor(req));
      reply.code(201);
      return { data };
    },
  );

  app.put(
    '/api/console/redirections/:id',
    route(CONTENT_ROLES, 'write', {
      summary: "Change a redirection's to and status; loops and chains are refused (content editor, admin).",
      params: ZRedirectionParams,
      body: ZRedirectionChange,
      response: z.object({ data: ZRedirection }),
    }),
    async (req) => {
      const { id } = ZRedirectionParams.parse(req.params);
      return { data: await d.redirections.update(id, ZRedirectionChange.parse(req.body), actor(req)) };
    },
  );

  app.delete(
    '/api/console/redirections/:id',
    route(CONTENT_ROLES, 'write', {
      summary:
        'Remove a redirection (unpublished, so the seed does not bring it back; content editor, admin).',
      params: ZRedirectionParams,
      body: null,
      response: z.object({ data: ZRedirection }),
    }),
    async (req) => {
      const { id } = ZRedirectionParams.parse(req.params);
      return { data: await d.redirections.remove(id, actor(req)) };
    },
  );

  app.get(
    '/api/console/images',
    route(CONTENT_ROLES, 'read', {
      summary:
        'The uploaded images, newest first, with their addresses and alt texts (content editor, admin).',
      query: ZImageList,
      response: z.object({ data: z.array(ZImage) }),
    }),
    async (req) => ({ data: await d.images.list(ZImageList.parse(req.query).limit) }),
  );

  app.post(
    '/api/console/images',
    {
      bodyLimit: UPLOAD_BODY_LIMIT,
      ...route(CONTENT_ROLES, 'write', {
        summary:
          'Upload an image (base64 JSON, at most 2 MB; PNG, JPEG or WebP by its bytes, never SVG) with alt text, English required (content editor, admin).',
        body: ZImageUpload,
        response: { 201: z.object({ data: ZImage }) },
      }),
    },
    async (req, reply) => {
      const b = ZImageUpload.parse(req.body);
      const data = await d.images.upload(b.data, b.alt, actor(req));
      reply.code(201);
      return { data };
    },
  );

  app.delete(
    '/api/console/images/:id',
    route(CONTENT_ROLES, 'write', {
      summary: 'Delete an uploaded image (content editor, admin).',
      params: ZImageParams,
      body: null,
      response: ZOk,
    }),
    async (req) => {
      const { id } = ZImageParams.parse(req.params);
      await d.images.remove(id, actor(req));
      return { data: { ok: true as const } };
    },
  );
}
