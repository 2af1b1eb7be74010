import type { z } from 'zod';
import type { Db } from '../../../../db/client';
import type { TCatalogueItemKind } from '../../../../shared/contracts/console-catalogue-items';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** One stored item as a kind reads it: its document and what the list shows. */
export type ItemRow = {
  id: number;
  slug: string;
  /** The document the contract checks (for hospitals, built from the row's columns and its networks). */
  document: unknown;
  name: { en: string; ar: string };
  productId: number | null;
  owner: { en: string; ar: string } | null;
  flags: string[];
  editedAt: Date | string | null;
};

/**
 * One kind of catalogue item (decision 0127). The generic store and routes do the rest: drafts in
 * `console_catalogue_drafts` (kind `draftKind`), publications in the audit log (`catalogue.<draftKind>.published`
 * and `.restored`, target `<draftKind>:<id>`, details with the documents before and after), 409 when stale.
 */
export type CatalogueKind<T = unknown> = {
  kind: TCatalogueItemKind;
  /** The drafts table's kind and the audit target's prefix: 'plan', 'card', 'loan', 'account', 'bank', 'insurer', 'hospital'. */
  draftKind: string;
  /** The contract the engine reads the document with: drafts and publications are checked by it (422 with the paths). */
  contract: z.ZodType<T>;
  /** Every item (id undefined) or one, in the kind's listing order. */
  rows(db: Db | Tx, id?: number): Promise<ItemRow[]>;
  /** What a draft may not change (ids, owner, product, slug…): the refusal's message, or null when kept. */
  identity(current: ItemRow, next: T): string | null;
  /** Writes the document and every column derived from it, and sets `edited_at` to `at` (the seed then skips it). */
  write(tx: Tx, id: number, doc: T, at: Date): Promise<void>;
};
