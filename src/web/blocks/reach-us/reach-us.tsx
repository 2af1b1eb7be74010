import { useT } from '../../i18n/use-t';
import { Bidi } from '../bidi';
import type { BlockProps } from '../types';

/** REACHUS, 'How To Reach us' (docs/product/pages.md 'Screens'): each office's address, hours, phone and a directions link. */
export function ReachUsBlock({ block, ctx }: BlockProps<'REACHUS'>) {
  const { t } = useT('blocksCompany');
  return (
    <section className="reach-block">
      <h2 className="reach-block__title">{block.title || t('reach.title')}</h2>
      <ul className="reach-block__list" role="list">
        {block.fieldValues.offices.map((o, i) => (
          <li key={i} className="reach-block__office">
            <h3>{o.name}</h3>
            <address className="reach-block__address">
              <Bidi text={o.address} dir={ctx.dir} />
            </address>
            {o.hours ? (
              <p>
                <span className="reach-block__label">{t('reach.hours')}</span>{' '}
                <Bidi text={o.hours} dir={ctx.dir} />
              </p>
            ) : null}
            {o.phone ? (
              <p>
                <span className="reach-block__label">{t('reach.phone')}</span>{' '}
                <a href={`tel:${o.phone.replace(/[^0-9+]/g, '')}`}>
                  <bdi>{o.phone}</bdi>
                </a>
              </p>
            ) : null}
            {o.mapUrl ? (
              <a className="reach-block__map" href={o.mapUrl} target="_blank" rel="noopener noreferrer">
                {t('reach.directions')}
                <span className="visually-hidden"> {t('opensInNewTab')}</span>
              </a>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
