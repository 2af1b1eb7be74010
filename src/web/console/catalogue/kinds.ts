import type { z } from 'zod';
import { ZBank, ZBankAccount, ZCreditCard, ZLoan } from '../../../shared/contracts/banking';
import {
  CATALOGUE_ITEM_KINDS,
  type TCatalogueItemKind,
} from '../../../shared/contracts/console-catalogue-items';
import { ZInsurer, ZPlan } from '../../../shared/contracts/quotes';
import { specOf, type Spec } from '../pages/block-schema';

/**
 * The catalogue's item kinds in the console (decision 0127): the contract the engine reads each with (the form is
 * generated from it and checks the document as it is edited; the server checks it again) and the fields a draft
 * may not change (shown, not edited; the server answers 422 CATALOGUE_IDENTITY otherwise). Hospitals have no
 * client contract yet: their document is edited as JSON and checked by the server.
 */
type KindInfo = { contract: z.ZodType | null; identity: readonly string[] };

export const KINDS: Readonly<Record<TCatalogueItemKind, KindInfo>> = {
  plans: { contract: ZPlan, identity: ['planId', 'productId', 'providerId', 'slug', 'rateTableId'] },
  cards: { contract: ZCreditCard, identity: ['id', 'productId', 'bankId', 'slug', 'banking'] },
  loans: { contract: ZLoan, identity: ['id', 'productId', 'bankId', 'slug', 'banking'] },
  accounts: { contract: ZBankAccount, identity: ['id', 'productId', 'bankId', 'slug', 'banking'] },
  banks: { contract: ZBank, identity: ['id', 'slug', 'banking'] },
  insurers: { contract: ZInsurer, identity: ['id', 'slug'] },
  hospitals: { contract: null, identity: ['id', 'slug'] },
};

export const isItemKind = (s: string | null): s is TCatalogueItemKind =>
  (CATALOGUE_ITEM_KINDS as readonly (string | null)[]).includes(s);

const specs = new Map<TCatalogueItemKind, Spec | null>();
/** The form description of a kind's contract (cached); null: JSON only. */
export function kindSpec(kind: TCatalogueItemKind): Spec | null {
  if (!specs.has(kind)) {
    const c = KINDS[kind].contract;
    specs.set(kind, c ? specOf(c, kind) : null);
  }
  return specs.get(kind) ?? null;
}

export type Issue = { path: string; message: string };

/** Every contract issue of a document by its dotted path ('' for the whole document). */
export function issuesOf(kind: TCatalogueItemKind, doc: unknown): Issue[] {
  const c = KINDS[kind].contract;
  if (!c) return [];
  const r = c.safeParse(doc);
  return r.success ? [] : r.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
}
