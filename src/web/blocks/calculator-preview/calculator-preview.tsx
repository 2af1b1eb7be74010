import { Bidi } from '../bidi';
import { imageSrc } from '../commerce-common/common';
import { contentHref } from '../links/links';
import type { BlockProps } from '../types';

/**
 * CALCULATOR_PREVIEW (docs/product/loans.md 'Calculators hub: heading, subtitle, tiles (image, hover image, title,
 * description, link)'). The hover image swaps in with CSS only; tiles whose link is refused are left out.
 */
export function CalculatorPreviewBlock({ block, ctx }: BlockProps<'CALCULATOR_PREVIEW'>) {
  const f = block.fieldValues;
  const tiles = f.tiles.flatMap((tile) => {
    const href = contentHref(tile.link, ctx.lang);
    return href ? [{ tile, href }] : [];
  });
  if (tiles.length === 0) return null;
  return (
    <section className="calc-preview">
      <h2 className="calc-preview__heading">{f.heading}</h2>
      {f.subtitle ? <p className="calc-preview__subtitle">{f.subtitle}</p> : null}
      <ul className="calc-preview__list">
        {tiles.map(({ tile, href }, i) => {
          const img = imageSrc(tile.image);
          const hover = imageSrc(tile.hoverImage);
          return (
            <li key={i} className="calc-preview__tile">
              <a href={href} className="calc-preview__link">
                {img ? (
                  <span className="calc-preview__media">
                    <img
                      className="calc-preview__img"
                      src={img}
                      alt={tile.imageAlt}
                      width={64}
                      height={64}
                      loading="lazy"
                    />
                    {hover ? (
                      <img
                        className="calc-preview__img calc-preview__img--hover"
                        src={hover}
                        alt=""
                        width={64}
                        height={64}
                        loading="lazy"
                      />
                    ) : null}
                  </span>
                ) : null}
                <span className="calc-preview__title">
                  <Bidi text={tile.title} dir={ctx.dir} />
                </span>
                {tile.description ? (
                  <span className="calc-preview__text">
                    <Bidi text={tile.description} dir={ctx.dir} />
                  </span>
                ) : null}
              </a>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
