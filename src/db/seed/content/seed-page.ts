import type { z } from 'zod';
import type { ZStoredPage } from '../../../shared/contracts/page';
import type { LangCode } from '../../../shared/domain/locales';

/** A stored page document as the seed writes it (docs/product/content.md). */
export type StoredPage = z.input<typeof ZStoredPage>;

/** One seeded page row: its path, language, product and page type, and the stored document. */
export type TSeedPage = {
  urlPath: string;
  language: LangCode;
  productId: number;
  pageTypeId: number;
  status: 'published' | 'draft';
  page: StoredPage;
};
