import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { ConsoleRole } from '../../../shared/contracts/console';
import {
  CONSOLE_PAGE_ERROR_CODES as E,
  ZPageConflict,
  ZPageDetail,
  ZPageDiff,
  ZPageDiffQuery,
  ZPageDraft,
  ZPageHistory,
  ZPageHistoryQuery,
  ZPageList,
  type PageList,
  type PageListQuery,
  ZPageListQuery,
  ZPageLockAnswer,
  ZPageLockBody,
  ZPageLockedError,
  ZPagePathQuery,
  ZPagePreviewBody,
  ZPagePreviewLink,
  ZPagePublishBody,
  ZPagePublished,
  ZPageRestoreBody,
  ZPageSaved,
  ZPageScheduleBody,
  ZPageScheduleCancel,
  ZPageScheduled,
  ZPageUnpublishBody,
  ZPageVersion,
  ZPageVersionQuery,
} from '../../../shared/contracts/console-pages';
import type { RouteSchemas } from '../../plugins/route-schemas';
import { staffOf } from '../console/guard';
import type { pageLocks } from './locks';
import type { PagesPublisher } from './publish';
import { type Actor, PageError, type PagesService } from './service';

const EDITORS: readonly ConsoleRole[] = ['content_editor', 'admin'];

const route = (bucket: 'read' | 'write', schemas: RouteSchemas): { config: FastifyContextConfig } => ({
  config: { public: true, bucket, role: EDITORS, schemas },
});

/** A refusal with more than code and message goes out with its extra fields (conflict, lock, issues). */
async function answer<T>(reply: FastifyReply, work: () => Promise<T>) {
  try {
    return { data: await work() };
  } catch (err) {
    if (err instanceof PageError)
      return reply.code(err.statusCode).send({ code: err.code, message: err.message, ...err.extra });
    throw err;
  }
}

/** The page editor's calls (decision 0122); the console guard has checked the session and the role. */
export function registerConsolePagesRoutes(
  app: FastifyInstance,
  deps: {
    list: (q: PageListQuery) => Promise<PageList>;
    pages: PagesService;
    publisher: PagesPublisher;
    locks: ReturnType<typeof pageLocks>;
    fromHash: (ip: string) => string;
  },
): void {
  const { pages, publisher, locks } = deps;
  const actor = (req: FastifyRequest): Actor => ({
    staffId: staffOf(req).id,
    fromHash: deps.fromHash(req.ip),
  });

  app.get(
    '/api/console/pages',
    route('read', {
      summary: 'Pages by product, page type, language or text, with each language’s state.',
      query: ZPageListQuery,
      response: ZPageList,
    }),
    async (req) => ({ data: await deps.list(ZPageListQuery.parse(req.query)) }),
  );

  app.get(
    '/api/console/pages/detail',
    route('read', {
      summary: 'One page in every language: latest version, texts, missing texts, versions, lock, schedules.',
      query: ZPagePathQuery,
      response: ZPageDetail,
    }),
    async (req) => ({ data: await pages.detail(ZPagePathQuery.parse(req.query).path, staffOf(req).id) }),
  );

  app.post(
    '/api/console/pages/draft',
    route('write', {
      summary:
        'Save a draft version of one language (409 when baseVersion is not the latest; 422 for a block failing its contract).',
      body: ZPageDraft,
      response: { 200: ZPageSaved, 409: ZPageConflict },
    }),
    async (req, reply) => answer(reply, () => pages.saveDraft(ZPageDraft.parse(req.body), actor(req))),
  );

  app.post(
    '/api/console/pages/restore',
    route('write', {
      summary: 'A new draft with an old version’s content.',
      body: ZPageRestoreBody,
      response: { 200: ZPageSaved, 409: ZPageConflict },
    }),
    async (req, reply) => answer(reply, () => pages.restore(ZPageRestoreBody.parse(req.body), actor(req))),
  );

  app.post(
    '/api/console/pages/lock',
    route('write', {
      summary: 'Take the page’s edit lock, or keep it (heartbeat); 409 with the holder when taken.',
      body: ZPageLockBody,
      response: { 200: ZPageLockAnswer, 409: ZPageLockedError },
    }),
    async (req, reply) => {
      const { path } = ZPageLockBody.parse(req.body);
      const r = await locks.take(path, staffOf(req).id);
      if (!r.ok)
        return reply.code(409).send({
          code: E.PAGE_LOCKED,
          message: `${r.lock?.by?.name ?? 'Someone'} is editing this page.`,
          lock: r.lock,
        });
      return { data: { lock: r.lock } };
    },
  );

  app.post(
    '/api/console/pages/lock/release',
    route('write', {
      summary: 'Release the page’s edit lock (only its holder can).',
      body: ZPageLockBody,
      response: ZPageLockAnswer,
    }),
    async (req) => {
      const { path } = ZPageLockBody.parse(req.body);
      const me = staffOf(req).id;
      await locks.release(path, me);
      return { data: { lock: await locks.holder(path, me) } };
    },
  );

  app.post(
    '/api/console/pages/preview',
    route('write', {
      summary: 'A signed preview link for one version, valid 15 minutes.',
      body: ZPagePreviewBody,
      response: ZPagePreviewLink,
    }),
    async (req) => {
      const b = ZPagePreviewBody.parse(req.body);
      return { data: await publisher.previewLink(b.path, b.language, b.version) };
    },
  );

  app.post(
    '/api/console/pages/publish',
    route('write', {
      summary: 'Publish the latest draft of one language (422 PAGE_TEXTS_MISSING with the list).',
      body: ZPagePublishBody,
      response: ZPagePublished,
    }),
    async (req, reply) => {
      const b = ZPagePublishBody.parse(req.body);
      return answer(reply, () => publisher.publish(b.path, b.language, b.version, actor(req)));
    },
  );

  app.post(
    '/api/console/pages/unpublish',
    route('write', {
      summary: 'Take one language of a page off the site.',
      body: ZPageUnpublishBody,
      response: ZPagePublished,
    }),
    async (req) => {
      const b = ZPageUnpublishBody.parse(req.body);
      return { data: await publisher.unpublish(b.path, b.language, actor(req)) };
    },
  );

  app.post(
    '/api/console/pages/schedule',
    route('write', {
      summary: 'Publish a draft or unpublish a language at a time (fired once).',
      body: ZPageScheduleBody,
      response: ZPageScheduled,
    }),
    async (req) => ({ data: await publisher.schedule(ZPageScheduleBody.parse(req.body), actor(req)) }),
  );

  app.post(
    '/api/console/pages/schedule/cancel',
    route('write', {
      summary: 'Cancel a schedule that has not fired.',
      body: ZPageScheduleCancel,
      response: z.object({ data: z.object({ id: z.number() }) }),
    }),
    async (req) => ({ data: await publisher.cancel(ZPageScheduleCancel.parse(req.body).id, actor(req)) }),
  );

  app.get(
    '/api/console/pages/history',
    route('read', {
      summary: 'The versions of one language of a page, newest first.',
      query: ZPageHistoryQuery,
      response: ZPageHistory,
    }),
    async (req) => {
      const q = ZPageHistoryQuery.parse(req.query);
      return { data: await pages.history(q.path, q.language) };
    },
  );

  app.get(
    '/api/console/pages/version',
    route('read', {
      summary: 'One stored version in full.',
      query: ZPageVersionQuery,
      response: ZPageVersion,
    }),
    async (req) => {
      const q = ZPageVersionQuery.parse(req.query);
      return { data: await pages.version(q.path, q.language, q.version) };
    },
  );

  app.get(
    '/api/console/pages/diff',
    route('read', {
      summary: 'Two versions compared by block key and text path.',
      query: ZPageDiffQuery,
      response: ZPageDiff,
    }),
    async (req) => {
      const q = ZPageDiffQuery.parse(req.query);
      return { data: await pages.diff(q.path, q.language, q.from, q.to) };
    },
  );
}
