import { Bidi } from '../bidi';
import { imageSrc } from '../commerce-common/common';
import type { BlockProps } from '../types';

/** WHYBUY (docs/product/pages.md 'Why-buy block (title; items with heading, description, logo)'); nothing without items. */
export function WhyBuyBlock({ block, ctx }: BlockProps<'WHYBUY'>) {
  if (block.items.length === 0) return null;
  return (
    <section className="why-buy">
      <h2 className="why-buy__title">{block.title}</h2>
      <ul className="why-buy__list">
        {block.items.map((item, i) => {
          const src = imageSrc(item.logo);
          return (
            <li key={i} className="why-buy__item">
              {src ? (
                <img className="why-buy__logo" src={src} alt="" width={56} height={56} loading="lazy" />
              ) : null}
              <div>
                <h3 className="why-buy__heading">
                  <Bidi text={item.heading} dir={ctx.dir} />
                </h3>
                {item.description ? (
                  <p className="why-buy__text">
                    <Bidi text={item.description} dir={ctx.dir} />
                  </p>
                ) : null}
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
