import { accountKind } from './accounts';
import { bankKind } from './banks';
import { cardKind } from './cards';
import { hospitalKind } from './hospitals';
import { insurerKind } from './insurers';
import type { CatalogueKind } from './kind';
import { loanKind } from './loans';
import { planKind } from './plans';

/** Every kind of catalogue item the console edits (decision 0127), each at `/api/console/catalogue/<kind>`. */
export const CATALOGUE_KINDS: CatalogueKind[] = [
  planKind as CatalogueKind,
  cardKind as CatalogueKind,
  bankKind as CatalogueKind,
  insurerKind as CatalogueKind,
  loanKind as CatalogueKind,
  accountKind as CatalogueKind,
  hospitalKind as CatalogueKind,
];
