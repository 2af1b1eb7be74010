import type { LangCode } from '../../../shared/domain/locales';
import { formatDayMonthYear } from '../../../shared/i18n/date-format';
import { useT } from '../../i18n/use-t';
import { Carousel } from '../../widgets/carousel/carousel';
import { Bidi } from '../bidi';
import type { BlockProps } from '../types';

/** DD MMM YYYY (docs/product/pages.md's article card date), in the page's language, read as a calendar date. */
export function formatDay(isoDate: string, lang: LangCode): string {
  return formatDayMonthYear(isoDate, lang) ?? isoDate;
}

/** Testimonials carousel: name, city, date and words exactly as the document holds them (no invented rating). */
export function TestimonialsBlock({ block, ctx }: BlockProps<'TESTIMONIALS'>) {
  const { t } = useT('blocksNav');
  const title = block.title ?? t('testimonials.title');
  return (
    <div className="testimonials">
      <h2 className="testimonials__title">{title}</h2>
      <Carousel
        label={title}
        perView={{ mobile: 1, tablet: 2, desktop: 3 }}
        items={block.items.map((item, i) => (
          <figure key={i} className="testimonials__item">
            <blockquote className="testimonials__quote">
              <p>
                <Bidi text={item.text} dir={ctx.dir} />
              </p>
            </blockquote>
            <figcaption className="testimonials__by">
              <span className="testimonials__name">{item.name}</span>
              {item.city ? <span className="testimonials__city">{item.city}</span> : null}
              {item.date ? (
                <time className="testimonials__date" dateTime={item.date}>
                  <bdi>{formatDay(item.date, ctx.lang)}</bdi>
                </time>
              ) : null}
            </figcaption>
          </figure>
        ))}
      />
    </div>
  );
}
