import type { ShellModel } from '../../../shared/contracts/render';
import { PRODUCT } from '../../../shared/domain/products';
import { TalkToExpert } from './talk-to-expert';

/**
 * Where talk-to-expert sits (decision 0035): on product landing pages (not the home page, product 17), right
 * after the journey on pages that have one, else after the page's blocks, above the footer.
 */
export function TalkToExpertSlot({ m }: { m: ShellModel }) {
  if (m.productId === PRODUCT.HOME) return null;
  return <TalkToExpert lang={m.lang} productId={m.productId} marketing={m.marketing} />;
}
