import { localizedPath } from '../../../shared/domain/locales';
import { hospitalListPath, hospitalPagePath } from '../../../shared/hospitals/paths';
import { useT } from '../../i18n/use-t';
import { useWidget } from '../../widgets/collector';
import { citiesOf, HOSPITALS_LIMIT, HOSPITALS_LIMIT_MOBILE } from '../../widgets/hospitals-filter/filter';
import { Bidi } from '../bidi';
import { idOf } from '../commerce-common/common';
import type { BlockProps } from '../types';

/**
 * HOSPITALS_NETWORK (decision 0093): a block naming an insurer shows its places from the hospitals table (the page
 * route's resolver step, `ctx.data.hospitals`), each linking to its hospital page, and the insurer's list page of
 * each city; otherwise (or when that data could not be loaded) the document's own rows. 'Select City' and 'Search
 * hospitals' filter the rows in place (the `hospitals-filter` widget). The server shows the first 10 (5 on
 * mobile); without JavaScript 'View More List' stays hidden and the first ones show, and the city links lead on.
 */
export function HospitalsNetworkBlock({ block, ctx }: BlockProps<'HOSPITALS_NETWORK'>) {
  const { t } = useT('blocksCommerce');
  const widget = useWidget('hospitals-filter');
  const data = block.insurer ? ctx.data?.hospitals?.[block.key] : undefined;
  const rows: {
    slug?: string;
    providerName: string;
    type: string;
    address: string;
    city: string;
    contactNumber?: string | undefined;
  }[] = data ? data.rows : block.rows;
  if (rows.length === 0) return null;
  const id = idOf('hospitals', block.key);
  const limit = ctx.isMobile ? HOSPITALS_LIMIT_MOBILE : HOSPITALS_LIMIT;
  const cities = citiesOf(
    rows.map((r) => ({ name: r.providerName, city: r.city, address: r.address })),
    ctx.lang,
  );
  const title =
    block.title ||
    (data
      ? t('hospitals.titleFor', { insurer: data.insurerName })
      : block.insurerName
        ? t('hospitals.titleFor', { insurer: block.insurerName })
        : t('hospitals.title'));
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
        {rows.map((h, i) => (
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
              {h.slug ? (
                <a href={localizedPath(hospitalPagePath(h.slug), ctx.lang)}>
                  <Bidi text={h.providerName} dir={ctx.dir} />
                </a>
              ) : (
                <Bidi text={h.providerName} dir={ctx.dir} />
              )}
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
        hidden={rows.length <= limit}
      >
        {t('hospitals.viewMore')}
      </button>
      {data && data.cities.length > 0 ? (
        <nav className="hospitals__lists" aria-labelledby={`${id}-lists`}>
          <h3 id={`${id}-lists`} className="hospitals__lists-title">
            {t('hospitals.lists')}
          </h3>
          <p className="hospitals__total">
            <Bidi text={t('hospitals.total', { count: data.total })} dir={ctx.dir} />
          </p>
          <ul className="hospitals__cities">
            {data.cities.map((c) => (
              <li key={c.slug}>
                <a href={localizedPath(hospitalListPath(data.insurerSlug, c.slug), ctx.lang)}>
                  <Bidi text={t('hospitals.cityList', { city: c.name, count: c.count })} dir={ctx.dir} />
                </a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </section>
  );
}
