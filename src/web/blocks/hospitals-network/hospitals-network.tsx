import { useT } from '../../i18n/use-t';
import { useWidget } from '../../widgets/collector';
import { citiesOf, HOSPITALS_LIMIT, HOSPITALS_LIMIT_MOBILE } from '../../widgets/hospitals-filter/filter';
import { Bidi } from '../bidi';
import { idOf } from '../commerce-common/common';
import type { BlockProps } from '../types';

/**
 * HOSPITALS_NETWORK: the document's own list of network hospitals (until a hospitals area exists) with 'Select
 * City' and 'Search hospitals', which filter the list in place (the `hospitals-filter` widget). The server shows
 * the first 10 (5 on mobile); without JavaScript 'View More List' stays hidden and the first ones show.
 */
export function HospitalsNetworkBlock({ block, ctx }: BlockProps<'HOSPITALS_NETWORK'>) {
  const { t } = useT('blocksCommerce');
  const widget = useWidget('hospitals-filter');
  if (block.rows.length === 0) return null;
  const id = idOf('hospitals', block.key);
  const limit = ctx.isMobile ? HOSPITALS_LIMIT_MOBILE : HOSPITALS_LIMIT;
  const cities = citiesOf(
    block.rows.map((r) => ({ name: r.providerName, city: r.city, address: r.address })),
    ctx.lang,
  );
  const title =
    block.title ||
    (block.insurerName ? t('hospitals.titleFor', { insurer: block.insurerName }) : t('hospitals.title'));
  return (
    <section className="hospitals" {...widget} aria-labelledby={`${id}-title`}>
      <h2 className="hospitals__title" id={`${id}-title`}>
        {title}
      </h2>
      <form className="hospitals__form" role="search" aria-label={title}>
        <label className="hospitals__field">
          <span>{t('hospitals.selectCity')}</span>
          <select name="city" defaultValue="">
            <option value="">{t('hospitals.allCities')}</option>
            {cities.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
        </label>
        <label className="hospitals__field">
          <span>{t('hospitals.search')}</span>
          <input name="q" type="search" autoComplete="off" maxLength={100} />
        </label>
      </form>
      <p
        className="hospitals__empty"
        role="status"
        data-hospitals-empty=""
        data-template={t('hospitals.empty', { place: '{city}' })}
        data-any-place={t('hospitals.thisLocation')}
      />
      <ul className="hospitals__list">
        {block.rows.map((h, i) => (
          <li
            key={i}
            className="hospitals__item"
            data-hospital=""
            data-name={h.providerName}
            data-city={h.city}
            data-address={h.address}
            hidden={i >= limit}
          >
            <h3 className="hospitals__name" tabIndex={-1}>
              <Bidi text={h.providerName} dir={ctx.dir} />
            </h3>
            <p className="hospitals__meta">
              {h.type ? <span className="hospitals__type">{h.type}</span> : null}
              <span className="hospitals__city">{h.city}</span>
            </p>
            {h.address ? (
              <p className="hospitals__address">
                <Bidi text={h.address} dir={ctx.dir} />
              </p>
            ) : null}
            {h.contactNumber ? (
              <a className="hospitals__phone" href={`tel:${h.contactNumber.replace(/[ -]/g, '')}`}>
                <span className="cm-sr">{t('hospitals.phone')} </span>
                <bdi dir="ltr">{h.contactNumber}</bdi>
              </a>
            ) : null}
          </li>
        ))}
      </ul>
      <button
        type="button"
        className="cm-more__toggle hospitals__more"
        data-hospitals-more=""
        hidden={block.rows.length <= limit}
      >
        {t('hospitals.viewMore')}
      </button>
    </section>
  );
}
