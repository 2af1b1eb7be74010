import type { THospitalListPage, THospitalPage } from '../../shared/contracts/hospital-pages';
import { localizedPath, type LangCode } from '../../shared/domain/locales';
import { tFor } from '../../shared/i18n/catalogues';
import { hospitalListPath, hospitalPagePath } from '../../shared/hospitals/paths';
import { Bidi } from '../blocks/bidi';

// The network hospital pages (decision 0093): server-rendered HTML without any island or widget, so they work
// without JavaScript and ship only what every content page ships (the header's islands).

type Dir = 'ltr' | 'rtl';

/** A `tel:` address of a written number ('+971 4 555 1000' → 'tel:+97145551000'). */
export const telOf = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** A plain link to the coordinates on OpenStreetMap (no third-party script or image on our page). */
export const mapLinkOf = (lat: number, lng: number) =>
  `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=17/${lat}/${lng}`;

function Phone({ phone, label }: { phone: string; label: string }) {
  return (
    <a className="hosp__phone" href={telOf(phone)}>
      <span className="cm-sr">{label} </span>
      <bdi dir="ltr">{phone}</bdi>
    </a>
  );
}

export function HospitalListSection({
  list,
  lang,
  dir,
}: {
  list: THospitalListPage;
  lang: LangCode;
  dir: Dir;
}) {
  const t = tFor(lang);
  const base = localizedPath(hospitalListPath(list.insurerSlug, list.citySlug), lang);
  const pageHref = (n: number) => (n <= 1 ? base : `${base}?page=${n}`);
  return (
    <section className="hosp" aria-labelledby="hosp-title">
      <h1 id="hosp-title" className="hosp__title">
        <Bidi
          text={t('hospitals:pages.listTitle', {
            count: list.total,
            insurer: list.insurerName,
            city: list.cityName,
          })}
          dir={dir}
        />
      </h1>
      <p className="hosp__note">{t('hospitals:pages.demoNote')}</p>
      {list.total === 0 ? (
        <p className="hosp__empty" role="status">
          {t('hospitals:pages.empty', { city: list.cityName })}
        </p>
      ) : (
        <ol className="hosp__list" start={(list.page - 1) * 10 + 1}>
          {list.rows.map((r) => (
            <li key={r.slug} className="hosp__item">
              <h2 className="hosp__name">
                <a href={localizedPath(hospitalPagePath(r.slug), lang)}>
                  <Bidi text={r.name} dir={dir} />
                </a>
              </h2>
              <p className="hosp__meta">
                <span className="hosp__type">{t(`hospitals:pages.type.${r.type}`)}</span>
                <span className={r.directBilling ? 'hosp__billing hosp__billing--yes' : 'hosp__billing'}>
                  {t('hospitals:pages.directBilling')}:{' '}
                  {t(r.directBilling ? 'hospitals:pages.yes' : 'hospitals:pages.no')}
                </span>
              </p>
              <p className="hosp__address">
                <Bidi text={r.address} dir={dir} />
              </p>
              <Phone phone={r.phone} label={t('hospitals:pages.phone')} />
            </li>
          ))}
        </ol>
      )}
      {list.pages > 1 ? (
        <nav className="hosp__pages" aria-label={t('hospitals:pages.pagesLabel')}>
          {list.page > 1 ? (
            <a href={pageHref(list.page - 1)} rel="prev">
              {t('hospitals:pages.previousPage')}
            </a>
          ) : null}
          <span className="hosp__page-of" aria-current="page">
            <Bidi text={t('hospitals:pages.pageOf', { page: list.page, pages: list.pages })} dir={dir} />
          </span>
          {list.page < list.pages ? (
            <a href={pageHref(list.page + 1)} rel="next">
              {t('hospitals:pages.nextPage')}
            </a>
          ) : null}
        </nav>
      ) : null}
    </section>
  );
}

export function HospitalSection({
  hospital: h,
  lang,
  dir,
}: {
  hospital: THospitalPage;
  lang: LangCode;
  dir: Dir;
}) {
  const t = tFor(lang);
  const facts: [string, React.ReactNode][] = [
    [t('hospitals:pages.typeLabel'), t(`hospitals:pages.type.${h.type}`)],
    [t('hospitals:pages.address'), <Bidi key="a" text={h.address} dir={dir} />],
    [t('hospitals:pages.area'), <Bidi key="r" text={h.area} dir={dir} />],
    [t('hospitals:pages.city'), h.cityName],
    [t('hospitals:pages.emirate'), t(`quotes:values.emirate.${h.emirate}`)],
    [t('hospitals:pages.phone'), <Phone key="p" phone={h.phone} label={t('hospitals:pages.phone')} />],
    [t('hospitals:pages.directBilling'), t(h.directBilling ? 'hospitals:pages.yes' : 'hospitals:pages.no')],
  ];
  return (
    <article className="hosp" aria-labelledby="hosp-title">
      <h1 id="hosp-title" className="hosp__title">
        <Bidi text={h.name} dir={dir} />
      </h1>
      <p className="hosp__note">{t('hospitals:pages.demoNote')}</p>
      <dl className="hosp__facts">
        {facts.map(([k, v]) => (
          <div key={k} className="hosp__fact">
            <dt>{k}</dt>
            <dd>{v}</dd>
          </div>
        ))}
      </dl>
      {h.specialities.length > 0 ? (
        <>
          <h2 className="hosp__h2">{t('hospitals:pages.specialities')}</h2>
          <ul className="hosp__tags">
            {h.specialities.map((s) => (
              <li key={s}>{t(`hospitals:pages.speciality.${s}`)}</li>
            ))}
          </ul>
        </>
      ) : null}
      <p>
        <a className="hosp__map" href={mapLinkOf(h.latitude, h.longitude)} rel="noopener noreferrer">
          {t('hospitals:pages.mapLink')}
        </a>
      </p>
      <h2 className="hosp__h2">{t('hospitals:pages.insurersHeading')}</h2>
      {h.insurers.length === 0 ? <p>{t('hospitals:pages.noInsurers')}</p> : null}
      <ul className="hosp__insurers">
        {h.insurers.map((i) => (
          <li key={i.slug} className="hosp__insurer">
            <h3 className="hosp__insurer-name">{i.name}</h3>
            <p>{t('hospitals:pages.tier', { tier: t(`quotes:values.networkTier.${i.tier}`) })}</p>
            {i.plans.length > 0 ? (
              <p>
                {t('hospitals:pages.plansLabel')}: {i.plans.map((p) => p.name).join(', ')}
              </p>
            ) : (
              <p>{t('hospitals:pages.noPlans')}</p>
            )}
            <a href={localizedPath(hospitalListPath(i.slug, h.citySlug), lang)}>
              {t('hospitals:pages.listLink', { insurer: i.name, city: h.cityName })}
            </a>
          </li>
        ))}
      </ul>
    </article>
  );
}
