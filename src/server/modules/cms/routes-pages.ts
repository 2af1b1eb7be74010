import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { CMS_ERROR_CODES } from '../../../shared/contracts/cms';
import { ERROR_CODES } from '../../../shared/contracts/errors';
import { HttpError } from '../../plugins/errors';
import type { CmsService } from './service';
import { cmsRead, contentPathOf, ZAnything, ZInt, ZItem, ZPagedQuery, ZPath } from './routes-shared';

/** The page and people calls (decision 0100): authors, an author, a journey element, a page's blocks, redirections, podcast. */

const ZComponentQuery = z.strictObject({
  url: ZPath,
  type: z
    .string()
    .regex(/^[A-Z][A-Z0-9_]{1,60}$/, 'a block type')
    .optional(),
});
const ZPairParam = z.strictObject({ a: ZInt(10_000), b: ZInt(10_000) });
const ZNameParam = z.strictObject({ name: z.string().min(1).max(120) });
const ZEmpty = z.strictObject({});
const ZAuthor = z.object({
  name: z.string(),
  slug: z.string(),
  designation: z.string().optional(),
  imageUrl: z.string().optional(),
  imageAltText: z.string().optional(),
  profileUrl: z.string().optional(),
  articleCount: z.number(),
});

export function registerCmsPageRoutes(app: FastifyInstance, cms: CmsService): void {
  cmsRead(
    app,
    '/api/authors',
    'The authors named on published pages, with how many pages each wrote.',
    {
      query: ZPagedQuery,
      response: z.object({ data: z.object({ data: z.array(ZAuthor), totalCount: z.number() }) }),
    },
    async ({ query: q, lang }) => ({
      key: ['authors', q],
      produce: async () => ({ data: await cms.authors(lang, q.skip, q.limit) }),
    }),
  );

  cmsRead(
    app,
    '/api/author/:name',
    'An author (by name or its slug) and the pages naming them, newest first, paged.',
    {
      params: ZNameParam,
      query: ZPagedQuery,
      response: z.object({
        data: z.object({
          author: ZAuthor,
          articles: z.object({ data: z.array(ZItem), totalCount: z.number() }),
        }),
      }),
    },
    async ({ params: { name }, query: q, lang }) => {
      // Looked up before the cache: an unknown author answers 404, which is never cached.
      const found = await cms.author(lang, name, q.skip, q.limit);
      if (!found) throw new HttpError(404, CMS_ERROR_CODES.AUTHOR_NOT_FOUND, 'No page names this author.');
      return { key: ['author', name, q], produce: async () => ({ data: found }) };
    },
  );

  cmsRead(
    app,
    '/api/journey_element/:a/:b',
    'The JOURNEY_ELEMENT block of product {a}’s page of type {b}.',
    { params: ZPairParam, response: ZAnything },
    async ({ params: { a, b }, lang }) => {
      const found = await cms.journeyElement(lang, a, b);
      if (!found)
        throw new HttpError(
          404,
          CMS_ERROR_CODES.JOURNEY_ELEMENT_NOT_FOUND,
          'That product has no page of that type with a journey element.',
        );
      return { key: ['journey_element', a, b], produce: async () => ({ data: found }) };
    },
  );

  cmsRead(
    app,
    '/api/get_component_config',
    'A published page’s stored blocks (of one type when `type` is given).',
    { query: ZComponentQuery, response: ZAnything },
    async ({ query: q, lang }) => {
      const path = contentPathOf(q.url);
      const blocks = path ? await cms.componentConfig(lang, path, q.type) : undefined;
      if (!blocks) throw new HttpError(404, ERROR_CODES.PAGE_NOT_FOUND, 'Page not found.');
      return { key: ['component', path, q.type ?? null], produce: async () => ({ data: blocks }) };
    },
  );

  cmsRead(
    app,
    '/api/redirections/published',
    'The published redirections (from, to, status), by source path, paged.',
    {
      query: ZPagedQuery,
      response: z.object({
        data: z.object({
          data: z.array(z.object({ fromPath: z.string(), toPath: z.string(), statusCode: z.number() })),
          totalCount: z.number(),
        }),
      }),
    },
    async ({ query: q }) => ({
      key: ['redirections', q],
      tags: ['all', 'redirects'],
      produce: async () => {
        const r = await cms.redirections(q.skip, q.limit);
        return { data: { data: r.rows, totalCount: r.total } };
      },
    }),
  );

  cmsRead(
    app,
    '/api/podcast',
    'The podcast groups of the podcast pages, each with its episodes and totalCount.',
    { query: ZEmpty, response: ZAnything },
    async ({ lang }) => ({ key: ['podcast'], produce: async () => ({ data: await cms.podcasts(lang) }) }),
  );
}
