import { z } from 'zod';

/** schema.org Article as decision 0047 asks for it: no brand in the headline, the document's dates, an image. */
export const ZArticleLd = z
  .object({
    '@context': z.literal('https://schema.org'),
    '@type': z.literal('Article'),
    headline: z
      .string()
      .min(1)
      .max(110)
      .refine((h) => !/\|\s*(Sahel Compare|ساحل كومبير)/.test(h), 'headline carries the brand suffix'),
    description: z.string().optional(),
    inLanguage: z.string(),
    mainEntityOfPage: z.string().url(),
    datePublished: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
    dateModified: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
    image: z.array(z.string().regex(/^https?:\/\/[^/]+\//, 'an absolute URL')).min(1),
    author: z.object({ '@type': z.enum(['Person', 'Organization']), name: z.string().min(1) }).passthrough(),
    publisher: z.object({
      '@type': z.literal('Organization'),
      name: z.string().min(1),
      logo: z.object({ '@type': z.literal('ImageObject'), url: z.string().url() }),
    }),
  })
  .strict()
  .refine((a) => a.dateModified >= a.datePublished, 'modified before published');
