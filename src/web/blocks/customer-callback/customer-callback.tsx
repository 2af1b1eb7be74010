import { CustomerCallbackCard, callbackIdOf } from '../../widgets/customer-callback/customer-callback';
import type { BlockProps } from '../types';

/** CUSTOMER_CALLBACK: the callback card widget, for the block's product or the page's. */
export function CustomerCallbackBlock({ block, ctx }: BlockProps<'CUSTOMER_CALLBACK'>) {
  return (
    <CustomerCallbackCard
      id={callbackIdOf(block.key)}
      lang={ctx.lang}
      productId={block.fieldValues?.countryProductId ?? ctx.productId}
      title={block.title}
      text={block.content}
    />
  );
}
