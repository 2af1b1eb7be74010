import { useT } from '../../i18n/use-t';
import { Carousel } from '../../widgets/carousel/carousel';
import { Card } from '../nav-common/common';
import type { BlockProps } from '../types';

/** Slider (docs/product/pages.md 'Sliders': 1 item on mobile, 3 on desktop by default): a carousel of cards. */
export function SliderBlock({ block, ctx }: BlockProps<'SLIDER'>) {
  const { t } = useT('blocksNav');
  return (
    <div className="slider-block">
      {block.title ? <h2 className="slider-block__title">{block.title}</h2> : null}
      <Carousel
        label={block.title ?? t('slider.label')}
        perView={block.perView}
        items={block.items.map((item, i) => (
          <Card key={i} item={item} dir={ctx.dir} level={3} />
        ))}
      />
    </div>
  );
}
