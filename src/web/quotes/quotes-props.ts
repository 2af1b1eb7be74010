import type { QuoteSort } from '../../shared/contracts/quotes-api';
import type { LangCode } from '../../shared/domain/locales';
import type { Catalogue } from '../../shared/i18n/translator';
import type { NumberForm } from './number-api';
import type { QuotesStrings } from './ui';

/** The quotes page island's props, as the server's mount (mount.tsx) hands them over. */
export type QuotesProps = {
  lang: LangCode;
  productId: number;
  /** The `quotesUi` catalogue of the page language. */
  strings: QuotesStrings;
  /** The product's landing page in this language, for 'Start a new search'. */
  productPath: string;
  /** The quote certificate page in this language. */
  certificatePath: string;
  /** The car comparison page in this language; null: other products compare in a dialog. */
  comparePath: string | null;
  /** Health defaults to COVER_DESC, the rest to the recommended order (docs/product/quotes.md). */
  defaultSort: QuoteSort;
  /** The `rules` catalogue of the page language: the rule engine's messages for the hidden forms. */
  rules: Catalogue;
  /** 'Edit your cover' (decision 0014): the product's hidden options form; null: none. */
  editCover?: { formKey: string } | null;
  /** Decision 0017: the product's hidden number form, asked when the enquiry's number is not proved yet. */
  numberForm?: NumberForm | null;
  /**
   * On the quotes page of a non-credit-card product (page type BU) the next page loads by itself when the 'Show
   * More' button comes within 400 px of the viewport; the button stays for keyboards (docs/product/quotes.md).
   */
  infiniteScroll?: boolean;
};
