import { Bidi } from '../bidi';
import { imageSrc } from '../commerce-common/common';
import type { BlockProps } from '../types';

/** ICONS_NEW: a grid of icons with a title (and a line) each; nothing without items. */
export function IconsNewBlock({ block, ctx }: BlockProps<'ICONS_NEW'>) {
  if (block.rows.length === 0) return null;
  return (
    <section className="icons-new">
      {block.title ? <h2 className="icons-new__title">{block.title}</h2> : null}
      <ul className="icons-new__list">
        {block.rows.map((row, i) => {
          const src = imageSrc(row.icon);
          return (
            <li key={i} className="icons-new__item">
              {src ? (
                <img
                  className="icons-new__icon"
                  src={src}
                  alt={row.iconAlt}
                  width={48}
                  height={48}
                  loading="lazy"
                />
              ) : null}
              <h3 className="icons-new__name">
                <Bidi text={row.title} dir={ctx.dir} />
              </h3>
              {row.description ? (
                <p className="icons-new__text">
                  <Bidi text={row.description} dir={ctx.dir} />
                </p>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
