import type { z } from 'zod';
import { ZBank, ZBankAccount, ZCreditCard, ZLoan } from '../../../shared/contracts/banking';
import {
  CATALOGUE_ITEM_KINDS,
  type TCatalogueItemKind,
} from '../../../shared/contracts/console-catalogue-items';
import { ZHospitalDocument } from '../../../shared/contracts/console-hospitals';
import { ZInsurer, ZPlan } from '../../../shared/contracts/quotes';
import { specOf, type Spec } from '../pages/block-schema';

/**
 * The catalogue's item kinds in the console (decision 0127): the contract the engine reads each with (the form is
 * generated from it and checks the document as it is edited; the server checks it again) and the fields a draft
 * may not change (shown, not edited; the server answers 422 CATALOGUE_IDENTITY otherwise). A hospital's document
 * has neither id nor slug (decision 0128); the server also checks its city and insurers against the database.
 */
type KindInfo = { contract: z.ZodType; identity: readonly string[] };

export const KINDS: Readonly<Record<TCatalogueItemKind, KindInfo>> = {
  plans: { contract: ZPlan, identity: ['planId', 'productId', 'providerId', 'slug', 'rateTableId'] },
  cards: { contract: ZCreditCard, identity: ['id', 'productId', 'bankId', 'slug', 'banking'] },
  loans: { contract: ZLoan, identity: ['id', 'productId', 'bankId', 'slug', 'banking'] },
  accounts: { contract: ZBankAccount, identity: ['id', 'productId', 'bankId', 'slug', 'banking'] },
  banks: { contract: ZBank, identity: ['id', 'slug', 'banking'] },
  insurers: { contract: ZInsurer, identity: ['id', 'slug'] },
  hospitals: { contract: ZHospitalDocument, identity: [] },
};

export const isItemKind = (s: string | null): s is TCatalogueItemKind =>
  (CATALOGUE_ITEM_KINDS as readonly (string | null)[]).includes(s);

const specs = new Map<TCatalogueItemKind, Spec>();
/** The form description of a kind's contract (cached). */
export function kindSpec(kind: TCatalogueItemKind): Spec {
  let spec = specs.get(kind);
  if (!spec) {
    spec = specOf(KINDS[kind].contract, kind);
    specs.set(kind, spec);
  }
  return spec;
}

export type Issue = { path: string; message: string };

/** Every contract issue of a document by its dotted path ('' for the whole document). */
export function issuesOf(kind: TCatalogueItemKind, doc: unknown): Issue[] {
  const r = KINDS[kind].contract.safeParse(doc);
  return r.success ? [] : r.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
}
