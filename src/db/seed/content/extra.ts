import type { z } from 'zod';
import type { ZStoredPage } from '../../../shared/contracts/page';

/**
 * A page stored unpublished at '/draft-example/': the public site must answer 404 for it until an
 * editor publishes it. Product 17 (home) is used because the path belongs to no product segment.
 */
export const draftPageEn: z.input<typeof ZStoredPage> = {
  metaData: {
    countryProductId: 17,
    pageTypeId: 0,
    languageId: 1,
    metaTags: [
      { tag: 'title', attributes: {}, content: 'Draft example | Sahel Compare (demo)' },
      { tag: 'meta', attributes: { name: 'robots', content: 'noindex, nofollow' } },
    ],
  },
  jsonData: [
    {
      key: 'draft-text',
      type: 'TEXT',
      title: 'Draft example',
      contentType: 'html',
      content:
        '<p>This page is a draft. It is stored unpublished and must not be visible on the public site until an editor publishes it.</p>',
    },
  ],
};

export type TRedirectionSeed = { fromPath: string; toPath: string; statusCode: 301 | 302 };

/** Old or alternative paths and where they lead. Both ends are content paths ending in '/'. */
export const redirectionsSeed: TRedirectionSeed[] = [
  { fromPath: '/motor-insurance/', toPath: '/car-insurance/', statusCode: 301 },
  { fromPath: '/vehicle-insurance/', toPath: '/car-insurance/', statusCode: 301 },
  { fromPath: '/medical-insurance/', toPath: '/health-insurance/', statusCode: 301 },
  { fromPath: '/life-insurance/', toPath: '/term-insurance/', statusCode: 301 },
  { fromPath: '/old-travel/', toPath: '/travel-insurance/', statusCode: 302 },
];
