import type { TCardItem, TLogo } from '../../../shared/contracts/blocks-nav';
import { Bidi } from '../bidi';

/** An id prefix for a block's elements, from its key (unique within a page document). */
export function blockDomId(prefix: string, key: string): string {
  return `${prefix}-${key.toLowerCase().replace(/[^a-z0-9-]+/g, '-')}`;
}

/**
 * The partner-brand variant (decision 0036): pages served under the bank partners' path segments /adcb/ and
 * /mbank/ (docs/product/pages.md, source ids 4 and 10). `ctx.path` is the public path, partner segment kept.
 */
export type PartnerBrand = 'adcb' | 'mbank';
export function partnerBrandOfPath(path: string): PartnerBrand | undefined {
  const segments = path.split(/[/?#]/).filter(Boolean);
  return segments.includes('adcb') ? 'adcb' : segments.includes('mbank') ? 'mbank' : undefined;
}

/** A card of a slider or a multi-tab panel; `level` keeps headings in order under the block's own. */
export function Card({ item, dir, level }: { item: TCardItem; dir: 'ltr' | 'rtl'; level: 3 | 4 }) {
  const H = `h${level}` as const;
  return (
    <article className="nav-card">
      {item.image ? (
        <img
          className="nav-card__image"
          src={item.image.src}
          alt={item.image.alt}
          width={item.image.width}
          height={item.image.height}
          loading="lazy"
        />
      ) : null}
      <H className="nav-card__title">
        <Bidi text={item.title} dir={dir} />
      </H>
      {item.description ? (
        <p className="nav-card__text">
          <Bidi text={item.description} dir={dir} />
        </p>
      ) : null}
      {item.link ? (
        <a className="nav-card__link" href={item.link.url}>
          {item.link.label}
        </a>
      ) : null}
    </article>
  );
}

/** A company logo, linked only when the document gives a url. */
export function Logo({ logo }: { logo: TLogo }) {
  const img = (
    <img
      className="nav-logo__image"
      src={logo.image.src}
      alt={logo.name}
      width={logo.image.width}
      height={logo.image.height}
      loading="lazy"
    />
  );
  return logo.url ? (
    <a className="nav-logo" href={logo.url}>
      {img}
    </a>
  ) : (
    <span className="nav-logo">{img}</span>
  );
}
