import { useT } from '../../i18n/use-t';
import { Carousel } from '../../widgets/carousel/carousel';
import { Tabs } from '../../widgets/tabs/tabs';
import { Bidi } from '../bidi';
import { Card, blockDomId } from '../nav-common/common';
import type { BlockProps } from '../types';

/** Coverage tab carousel (docs/product/pages.md): one carousel of cards per tab; the first tab is selected (docs/product/pages.md). */
export function MultiTabCarouselBlock({ block, ctx }: BlockProps<'MULTI_TAB_CAROUSEL'>) {
  const { t } = useT('blocksNav');
  const id = blockDomId('multi-tab-carousel', block.key);
  return (
    <div className="multi-tab-carousel">
      {block.title ? <h2 className="multi-tab-carousel__title">{block.title}</h2> : null}
      <Tabs
        label={block.title ?? t('multiTab.label')}
        tabs={block.tabs.map((tab, i) => ({
          id: `${id}-${i}`,
          title: <Bidi text={tab.title} dir={ctx.dir} />,
          content: (
            <Carousel
              label={tab.title}
              items={tab.items.map((item, j) => (
                <Card key={j} item={item} dir={ctx.dir} level={4} />
              ))}
            />
          ),
        }))}
      />
    </div>
  );
}
