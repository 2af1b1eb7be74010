import { localeOf, type LangCode } from '../../../shared/domain/locales';
import { productPath } from '../../../shared/domain/products';

/** Public paths of a journey (docs/product/journeys.md 'Product path segments'; productPath places product 18). */
export { productPath };

function prefixed(path: string, lang: LangCode): string {
  const { prefix } = localeOf(lang);
  return prefix ? `/${prefix}${path}` : path;
}

/** Where a finished journey goes: the product's quotes page for the enquiry. */
export function quotesUrl(productId: number, publicId: string, lang: LangCode): string {
  return prefixed(`${productPath(productId)}/quotes/?enquiryId=${encodeURIComponent(publicId)}`, lang);
}

/** Where an unfinished journey resumes: the product landing page, which reads the enquiryId (docs/product/journeys.md). */
export function landingUrl(productId: number, publicId: string, lang: LangCode): string {
  return prefixed(`${productPath(productId)}/?enquiryId=${encodeURIComponent(publicId)}`, lang);
}

/**
 * Decision 0028: the results link sent by SMS: the quotes page naming the enquiry by its readable reference (never a
 * credential: the page asks for the number and its code on a device without access).
 */
export function resultsLinkPath(productId: number, reference: string, lang: LangCode): string {
  return prefixed(`${productPath(productId)}/quotes/?ref=${encodeURIComponent(reference)}`, lang);
}
