import { useT } from '../../i18n/use-t';
import { Bidi } from '../bidi';
import type { BlockProps } from '../types';

/** Features shown before 'View More' (the spec gives no number: two rows of three on desktop). */
export const NRI_FEATURES_SHOWN = 6;

type Item = { heading: string; description: string; logo?: string | undefined };

function Card({ item, dir }: { item: Item; dir: 'ltr' | 'rtl' }) {
  return (
    <li className="nri-block__card">
      {item.logo ? <img src={item.logo} alt="" width={48} height={48} loading="lazy" /> : null}
      <h4>{item.heading}</h4>
      {item.description ? (
        <p>
          <Bidi text={item.description} dir={dir} />
        </p>
      ) : null}
    </li>
  );
}

/**
 * NRI element (docs/product/pages.md 'NRI page: features card grid (View More / View Less) and a why-buy section'). The rest of
 * the cards sit in a native <details> whose summary reads 'View More' or 'View Less': no script.
 */
export function NriBlock({ block, ctx }: BlockProps<'NRI'>) {
  const { t } = useT('blocksCompany');
  const { features, whyBuy, bannerClass } = block.fieldValues;
  const first = features.data.slice(0, NRI_FEATURES_SHOWN);
  const rest = features.data.slice(NRI_FEATURES_SHOWN);
  return (
    <section className={`nri-block${bannerClass ? ` nri-block--${bannerClass}` : ''}`}>
      {block.title ? <h2 className="nri-block__title">{block.title}</h2> : null}
      <h3 className="nri-block__subtitle">{features.title}</h3>
      <ul className="nri-block__grid" role="list">
        {first.map((f) => (
          <Card key={f.id} item={f} dir={ctx.dir} />
        ))}
      </ul>
      {rest.length > 0 ? (
        <details className="nri-block__more">
          <summary>
            <span className="nri-block__more-label">{t('nri.viewMore')}</span>
            <span className="nri-block__less-label">{t('nri.viewLess')}</span>
          </summary>
          <ul className="nri-block__grid" role="list">
            {rest.map((f) => (
              <Card key={f.id} item={f} dir={ctx.dir} />
            ))}
          </ul>
        </details>
      ) : null}
      {whyBuy ? (
        <div className="nri-block__why">
          <h3>{whyBuy.title}</h3>
          <ul className="nri-block__grid" role="list">
            {whyBuy.items.map((w, i) => (
              <Card key={i} item={w} dir={ctx.dir} />
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
