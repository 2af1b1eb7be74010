import type { THospitalSearchPage } from '../../shared/contracts/hospital-search';
import { localizedPath, type LangCode } from '../../shared/domain/locales';
import { catalogues } from '../../shared/i18n/catalogues';
import { tFor } from '../../shared/i18n/catalogues';
import { Bidi } from '../blocks/bidi';
import { JsonScript } from '../safe/safe-html';

type Dir = 'ltr' | 'rtl';

const LIST_BASE = '/health-insurance/network-hospitals/';
const PAGE_BASE = '/health-insurance/hospitals/';
const TYPES = ['hospital', 'clinic', 'pharmacy', 'diagnostic'] as const;

const listHref = (insurerSlug: string, citySlug: string, lang: LangCode) =>
  localizedPath(
    `${LIST_BASE}${insurerSlug.endsWith('-insurance') ? insurerSlug : `${insurerSlug}-insurance`}-hospital-list-${citySlug}/`,
    lang,
  );

/**
 * The network hospitals search page (decision 0094): the form the `hospital-search` widget brings to life (plain
 * DOM, loaded only on this page) above a server-rendered list of every insurer's cities, each a link to its list
 * page, so the page is useful and crawlable without JavaScript. The insurer options are written by the server; the
 * cities of an insurer are fetched when it is chosen.
 */
export function HospitalSearchSection({
  data,
  lang,
  dir,
  widget,
}: {
  data: THospitalSearchPage;
  lang: LangCode;
  dir: Dir;
  widget: { 'data-widget': string };
}) {
  const t = tFor(lang);
  const s = (k: string, v?: Record<string, string | number>) => t(`hospitals:search.${k}`, v);
  return (
    <section
      className="hsearch"
      {...widget}
      data-lang={lang}
      data-list-base={localizedPath(LIST_BASE, lang)}
      data-page-base={localizedPath(PAGE_BASE, lang)}
      aria-labelledby="hsearch-title"
    >
      <h1 id="hsearch-title" className="hsearch__title">
        {s('title')}
      </h1>
      <p className="hsearch__intro">{s('intro')}</p>
      <form className="hsearch__form" role="search" aria-label={s('title')} noValidate data-hs-form="">
        <div className="hsearch__bar">
          <label className="hsearch__field hsearch__name">
            <span>{s('name')}</span>
            <input type="search" name="providerName" placeholder={s('namePlaceholder')} autoComplete="off" />
          </label>
          <button
            type="button"
            className="button button--outline hsearch__filters-btn"
            data-hs-open-filters=""
            hidden
          >
            {s('filters')}
          </button>
        </div>
        <div className="hsearch__panel-home" data-hs-panel-home="">
          <div className="hsearch__panel" data-hs-panel="">
            <label className="hsearch__field">
              <span>
                {s('insurer')} <span aria-hidden="true">*</span>
              </span>
              <select name="insurerId" defaultValue="" aria-describedby="hsearch-insurer-error" required>
                <option value="">{s('chooseInsurer')}</option>
                {data.insurers.map((i) => (
                  <option key={i.insurerId} value={String(i.insurerId)} data-slug={i.slug}>
                    {i.name}
                  </option>
                ))}
              </select>
              <span className="hsearch__error" id="hsearch-insurer-error" data-hs-error="insurerId" />
            </label>
            <label className="hsearch__field">
              <span>{s('city')}</span>
              <select name="city" defaultValue="" aria-describedby="hsearch-city-error">
                <option value="">{s('allCities')}</option>
              </select>
              <span className="hsearch__error" id="hsearch-city-error" data-hs-error="city" />
            </label>
            <label className="hsearch__field">
              <span>{s('type')}</span>
              <select name="type" defaultValue="">
                <option value="">{s('allTypes')}</option>
                {TYPES.map((ty) => (
                  <option key={ty} value={ty}>
                    {s(`types.${ty}`)}
                  </option>
                ))}
              </select>
            </label>
          </div>
        </div>
        <div className="hsearch__actions">
          <button type="submit" className="button hsearch__search">
            {s('search')}
          </button>
          <button type="button" className="button button--outline hsearch__near" data-hs-near="">
            {s('nearMe')}
          </button>
        </div>
      </form>
      <dialog className="dialog hsearch__dialog" aria-labelledby="hsearch-dialog-title" data-hs-dialog="">
        <button type="button" className="dialog__close" data-dialog-close="" aria-label={s('close')}>
          ×
        </button>
        <h2 id="hsearch-dialog-title" className="hsearch__dialog-title">
          {s('filterTitle')}
        </h2>
        <div data-hs-dialog-body="" />
        <div className="hsearch__dialog-actions">
          <button type="button" className="button button--outline hsearch__clear" data-hs-clear="">
            {s('clear')}
          </button>
          <button type="button" className="button hsearch__search" data-hs-dialog-search="">
            {s('search')}
          </button>
        </div>
      </dialog>
      <div className="hsearch__results">
        <p className="hsearch__status" role="status" aria-live="polite" data-hs-status="">
          {s('pick')}
        </p>
        <p className="hsearch__failed" role="alert" data-hs-failed="" hidden>
          <span>{s('failed')}</span>{' '}
          <button type="button" className="button button--outline" data-hs-retry="">
            {s('retry')}
          </button>
        </p>
        <ol className="card-list hsearch__list" data-hs-list="" />
        <button type="button" className="button button--outline hsearch__more" data-hs-more="" hidden>
          {s('more')}
        </button>
      </div>
      <section className="hsearch__browse" aria-labelledby="hsearch-browse">
        <h2 id="hsearch-browse">{s('browseTitle')}</h2>
        {data.insurers.map((i) => (
          <details key={i.insurerId} className="hsearch__insurer">
            <summary>
              {i.name} (<Bidi text={s('places', { count: i.hospitalCount })} dir={dir} />)
            </summary>
            <ul>
              {i.cities.map((c) => (
                <li key={c.id}>
                  <a href={listHref(i.slug, c.slug, lang)}>{c.name}</a>
                </li>
              ))}
            </ul>
          </details>
        ))}
      </section>
      <JsonScript name="hospital-search-strings" value={catalogues[lang].hospitals.search} />
    </section>
  );
}
