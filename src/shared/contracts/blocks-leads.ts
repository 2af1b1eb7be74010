import { z } from 'zod';
import { base } from './blocks-base';

/**
 * The callback card as a block (docs/product/leads.md 'Callback lead'; docs/product/leads.md lists CUSTOMER_CALLBACK):
 * an optional heading and line of plain text (the card's own defaults otherwise) and the product the lead is for
 * (the page's product when absent). Name, phone, consent and submit are the card's own (decision 0035).
 */
export const ZCustomerCallbackBlock = z.object({
  ...base,
  type: z.literal('CUSTOMER_CALLBACK'),
  title: z.string().min(1).max(300).optional(),
  content: z.string().min(1).max(500).optional(),
  fieldValues: z
    .object({
      countryProductId: z.number().int().positive().optional(),
    })
    .optional(),
});

/**
 * Block contracts of one group (docs/product/pages.md; docs/product/leads.md 'Page layout'). Blocks that capture a lead: CUSTOMER_CALLBACK.
 * Each entry is a `z.object` with `type: z.literal(...)`; `blocks.ts` puts every group into the one union.
 */
export const LEAD_BLOCKS = [ZCustomerCallbackBlock] as const;
