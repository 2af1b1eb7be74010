import { PRODUCT } from '../../../shared/domain/products';
import { useT } from '../../i18n/use-t';
import { useWidget } from '../../widgets/collector';
import { idOf } from '../commerce-common/common';
import type { BlockProps } from '../types';

/**
 * RECENT_SEARCHES (docs/product/journeys.md: only for home, on mobile, when recent searches exist): the server renders a hidden
 * shell on the home page only; the `home-recent-searches` widget fills and shows it on a mobile width when the
 * device has searches. Anywhere else, nothing.
 */
export function RecentSearchesBlock({ block, ctx }: BlockProps<'RECENT_SEARCHES'>) {
  const { t } = useT('blocksCommerce');
  const widget = useWidget('home-recent-searches');
  if (ctx.productId !== PRODUCT.HOME) return null;
  const id = idOf('home-recent', block.key);
  return (
    <section className="home-recent" {...widget} data-product-id={ctx.productId} aria-labelledby={id} hidden>
      <h2 className="home-recent__title" id={id}>
        {block.title || t('recent.title')}
      </h2>
      <ul className="home-recent__list" />
    </section>
  );
}
