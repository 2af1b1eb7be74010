import { z } from 'zod';
import { MissingTexts, readStructure } from '../data/texts';
import { loadChrome, loadPages } from './load';
import { sitemapPages } from './sitemap';
import type { TSeedPage } from './seed-page';

/**
 * The demo content the seed writes, read from content/ (decision 0073): the pages in every language whose texts are
 * complete, the sitemap page built from them, the chrome per language and the redirections.
 */

export type { TSeedPage } from './seed-page';

/** Texts a language lacks, by file and key (the seed logs them; a unit test fails on any). */
export const seedMissingTexts = new MissingTexts();

const loaded = loadPages(seedMissingTexts);

/** Demo pages written by the seed. urlPath is the content path (no language prefix). */
export const seedPages: TSeedPage[] = [...loaded, ...sitemapPages(loaded, seedMissingTexts)];

/** Site chrome per language; a language without it is served the English chrome. */
export const seedChrome = loadChrome(seedMissingTexts);

const ZRedirections = z.array(
  z.strictObject({
    fromPath: z.string().regex(/^\/([a-z0-9-]+\/)+$/),
    toPath: z.string().regex(/^\/([a-z0-9-]+\/)*$/),
    statusCode: z.union([z.literal(301), z.literal(302)]),
  }),
);

/** Old or alternative paths and where they lead (`content/structure/redirections.json`). */
export const redirectionsSeed = ZRedirections.parse(readStructure('redirections'));
