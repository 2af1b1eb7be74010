import { useT } from '../../i18n/use-t';
import { numberFormat } from '../../../shared/i18n/number-format';
import { SafeHtml } from '../../safe/safe-html';
import { useWidget } from '../../widgets/collector';
import { Bidi } from '../bidi';
import { MAX_BANNER_FEATURES } from '../banner/banner';
import type { BlockProps } from '../types';
import { overallRating, starFills } from './rating';

/** docs/product/journeys.md: banner types 5 to 10 hide the key feature list. */
export function journeyHidesFeatures(bannerType: number): boolean {
  return bannerType >= 5 && bannerType <= 10;
}

function Stars({ rating, label }: { rating: number; label: string }) {
  return (
    <span className="stars" role="img" aria-label={label}>
      {starFills(rating).map((fill, i) => (
        <span
          key={i}
          className="stars__star"
          style={{ ['--fill' as string]: `${fill}%` }}
          aria-hidden="true"
        />
      ))}
    </span>
  );
}

/** The features list; it carries the widget that hides it for cars24-type sources on the car product. */
function Features({ items, productId, label }: { items: string[]; productId: number; label: string }) {
  const widget = useWidget('journey-element');
  return (
    <ul className="journey-element__features" aria-label={label} data-product={productId} {...widget}>
      {items.map((f, i) => (
        <li key={i}>{f}</li>
      ))}
    </ul>
  );
}

/**
 * JOURNEY_ELEMENT (docs/product/journeys.md 'Key-feature panel and first-fold rating panel', docs/product/journeys.md 'Journey element'): the first
 * fold of a journey page: cover image, title, text, at most 3 key features (none for banner types 5 to 10; hidden in
 * the browser for cars24-type sources on the car product, as utm_source never reaches the cached page), and a rating
 * out of 5 computed from the demo reviews the document carries.
 */
export function JourneyElementBlock({ block, ctx }: BlockProps<'JOURNEY_ELEMENT'>) {
  const { t } = useT('blocksCompany');
  const data = block.journeyData[0]!;
  const features = journeyHidesFeatures(data.bannerType)
    ? []
    : data.featureInfo.map((f) => f.title).slice(0, MAX_BANNER_FEATURES);
  const rating = block.firstFoldRating ? overallRating(block.firstFoldRating.reviews) : undefined;
  const Heading = block.asPageTitle ? 'h1' : 'h2';
  const fmt = numberFormat(`${ctx.lang}-AE`, { numberingSystem: 'latn', maximumFractionDigits: 1 });
  const cover = data.coverImageUrl ?? data.mobileCoverImage;
  const cls = ['journey-element', data.bannerClass ? `journey-element--${data.bannerClass}` : '']
    .filter(Boolean)
    .join(' ');
  return (
    <section className={cls} data-banner-type={data.bannerType}>
      <div className="journey-element__text">
        {block.title ? <Heading className="journey-element__title">{block.title}</Heading> : null}
        {block.content ? <SafeHtml html={block.content} className="prose journey-element__content" /> : null}
        {features.length > 0 ? (
          <Features items={features} productId={ctx.productId} label={t('journey.featuresLabel')} />
        ) : null}
        {rating ? (
          <div className="journey-element__rating">
            <span className="journey-element__score">
              <bdi>{fmt.format(rating.rating)}</bdi>
            </span>
            <Stars
              rating={rating.rating}
              label={t('journey.outOf5', { rating: fmt.format(rating.rating) })}
            />
            <span className="journey-element__count">
              <Bidi text={t('journey.reviewCount', { count: rating.count })} dir={ctx.dir} />
            </span>
            {block.firstFoldRatingContent ? (
              <span className="journey-element__rating-note">{block.firstFoldRatingContent}</span>
            ) : null}
          </div>
        ) : null}
      </div>
      {cover ? (
        <picture className="journey-element__cover">
          {data.mobileCoverImage && data.coverImageUrl ? (
            <source media="(max-width: 767px)" srcSet={data.mobileCoverImage} />
          ) : null}
          {data.coverImageUrlWebp ? (
            <source media="(min-width: 768px)" srcSet={data.coverImageUrlWebp} type="image/webp" />
          ) : null}
          <img src={cover} alt={data.coverImageAlt ?? ''} width={560} height={360} decoding="async" />
        </picture>
      ) : null}
    </section>
  );
}
