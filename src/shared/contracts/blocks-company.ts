import { z } from 'zod';
import { ZImageSrc } from './image-origins';
import { base, html } from './blocks-base';

/**
 * Block contracts of one group (docs/product/pages.md 'Page layout'). Company pages and first-fold elements:
 * ABOUTUS, CONTACTUS, LEGALADMINPOLICY, REACHUS, JOURNEY_ELEMENT and the NRI element.
 * Each entry is a `z.object` with `type: z.literal(...)`; `blocks.ts` puts every group into the one union.
 */

const text = (max: number) => z.string().trim().min(1).max(max);
/** An image path on this site or an https URL on a configured image origin (decision 0045). */
const imageUrl = ZImageSrc;
/** A day, 'YYYY-MM-DD'. */
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'a date as YYYY-MM-DD');

const ZSection = z.object({ title: text(300), content: html });

/** About us: an introduction and titled sections (HTML through SafeHtml). */
export const ZAboutUsBlock = z.object({
  ...base,
  type: z.literal('ABOUTUS'),
  title: text(300),
  content: html.optional(),
  contentType: z.literal('html').optional(),
  fieldValues: z.object({ sections: z.array(ZSection).max(20).default([]) }).default({ sections: [] }),
});

export const CONTACT_CHANNELS = ['phone', 'email', 'whatsapp', 'address', 'hours', 'web'] as const;

/**
 * Contact us: the channels the document lists, each with its own link (`tel:`, `mailto:`, the messaging app's
 * chat link, an https page). A channel shows only when the document gives it: WhatsApp appears only when configured.
 */
export const ZContactUsBlock = z.object({
  ...base,
  type: z.literal('CONTACTUS'),
  title: text(300),
  content: html.optional(),
  contentType: z.literal('html').optional(),
  fieldValues: z.object({
    channels: z
      .array(
        z
          .object({
            kind: z.enum(CONTACT_CHANNELS),
            label: text(120),
            value: text(300),
            note: z.string().trim().max(300).optional(),
          })
          .superRefine((c, ctx) => {
            const bad =
              (c.kind === 'phone' || c.kind === 'whatsapp') && !/^\+?[0-9 ]{3,20}$/.test(c.value)
                ? 'a phone number: digits, spaces and an optional +'
                : c.kind === 'email' && !/^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/.test(c.value)
                  ? 'an e-mail address'
                  : c.kind === 'web' && !/^https:\/\/[^\s\\]+$/.test(c.value)
                    ? 'an https URL'
                    : undefined;
            if (bad) ctx.addIssue({ code: 'custom', path: ['value'], message: bad });
          }),
      )
      .min(1)
      .max(12),
  }),
});

/** Legal and admin policies: policy documents grouped by category, each with its link and last update. */
export const ZLegalAdminPolicyBlock = z.object({
  ...base,
  type: z.literal('LEGALADMINPOLICY'),
  title: text(300),
  content: html.optional(),
  contentType: z.literal('html').optional(),
  fieldValues: z.object({
    policies: z
      .array(
        z.object({
          title: text(200),
          url: z.string().trim().min(1).max(500),
          description: z.string().trim().max(500).optional(),
          category: z.string().trim().max(120).optional(),
          updatedOn: day.optional(),
        }),
      )
      .min(1)
      .max(60),
  }),
});

/** 'How To Reach us' (docs/product/pages.md 'Screens'): offices with address, hours, phone and a directions link. */
export const ZReachUsBlock = z.object({
  ...base,
  type: z.literal('REACHUS'),
  title: z.string().trim().max(300).optional(),
  fieldValues: z.object({
    offices: z
      .array(
        z.object({
          name: text(200),
          address: text(500),
          hours: z.string().trim().max(200).optional(),
          phone: z
            .string()
            .regex(/^\+?[0-9 ]{3,20}$/)
            .optional(),
          mapUrl: z
            .string()
            .regex(/^https:\/\/[^\s\\]+$/)
            .max(500)
            .optional(),
        }),
      )
      .min(1)
      .max(20),
  }),
});

/**
 * A review behind a first-fold rating: its ratings by aspect (docs/product/pages.md 'Review': keys containing 'Rating'; the
 * review's average is their sum divided by 4, to one decimal).
 */
export const ZRatingReview = z.object({
  userName: text(120),
  ratings: z
    .record(z.string().regex(/Rating/, "a key containing 'Rating'"), z.number().min(0).max(5))
    .refine((r) => Object.keys(r).length === 4, "four ratings (the spec's average divides their sum by 4)"),
});
export type TRatingReview = z.infer<typeof ZRatingReview>;

/**
 * JOURNEY_ELEMENT (docs/product/pages.md 'Journey element'): the first fold of a journey page. `journeyData[0]` chooses the
 * banner (bannerType, class, cover images) and its key features (`featureInfo`, at most 3 shown; banner types 5 to 10
 * hide them; cars24-type sources hide them for the car product). The rating panel ('out of 5' and a count) is
 * computed from the demo reviews the document carries (`firstFoldRating.reviews`, docs/product/pages.md: no invented figures);
 * without reviews there is no rating panel.
 */
export const ZJourneyElementBlock = z.object({
  ...base,
  type: z.literal('JOURNEY_ELEMENT'),
  title: z.string().trim().max(300).optional(),
  content: html.optional(),
  contentType: z.literal('html').optional(),
  journeyData: z
    .array(
      z.object({
        bannerType: z.number().int().min(0).max(20).default(0),
        bannerClass: z
          .string()
          .regex(/^[a-z0-9-]{0,40}$/)
          .optional(),
        featuresType: z.number().int().min(0).max(10).optional(),
        coverImageUrl: imageUrl.optional(),
        coverImageUrlWebp: imageUrl.optional(),
        mobileCoverImage: imageUrl.optional(),
        coverImageAlt: z.string().max(200).optional(),
        featureInfo: z
          .array(z.object({ title: text(160), iconUrl: imageUrl.optional() }))
          .max(10)
          .default([]),
      }),
    )
    .min(1)
    .max(4),
  firstFoldRating: z
    .object({
      /** Labelled demo reviews; the panel says so. */
      reviews: z.array(ZRatingReview).min(1).max(500),
    })
    .optional(),
  firstFoldRatingContent: z.string().trim().max(300).optional(),
  /** The first fold's title is the page's h1 (a page without a BANNER); otherwise an h2. */
  asPageTitle: z.boolean().default(false),
});

/** NRI element (docs/product/pages.md): a features card grid (View More / View Less) and a why-buy section. */
export const ZNriBlock = z.object({
  ...base,
  type: z.literal('NRI'),
  title: z.string().trim().max(300).optional(),
  fieldValues: z.object({
    bannerClass: z
      .string()
      .regex(/^[a-z0-9-]{0,40}$/)
      .optional(),
    features: z.object({
      title: text(300),
      data: z
        .array(
          z.object({
            id: z.number().int().min(0).max(1_000_000),
            logo: imageUrl.optional(),
            heading: text(200),
            description: z.string().trim().max(1000),
          }),
        )
        .min(1)
        .max(40),
    }),
    whyBuy: z
      .object({
        title: text(300),
        items: z
          .array(
            z.object({
              heading: text(200),
              description: z.string().trim().max(1000),
              logo: imageUrl.optional(),
            }),
          )
          .min(1)
          .max(12),
      })
      .optional(),
  }),
});

export const COMPANY_BLOCKS = [
  ZAboutUsBlock,
  ZContactUsBlock,
  ZLegalAdminPolicyBlock,
  ZReachUsBlock,
  ZJourneyElementBlock,
  ZNriBlock,
] as const;
