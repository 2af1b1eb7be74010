import { z } from 'zod';

/** What every block shares (docs/product/pages.md 'Block fields'); the group files (`blocks-*.ts`) build on these. */
export const base = {
  key: z.string().min(1).max(120),
};

/** An HTML field: rendered through SafeHtml only. */
export const html = z.string().max(100_000);

export const ZLink = z.object({
  label: z.string().min(1).max(200),
  url: z.string().min(1).max(500),
});
