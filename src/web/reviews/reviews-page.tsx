import type { TReviewsPage } from '../../shared/contracts/reviews';
import { RATING_KEYS } from '../../shared/contracts/reviews';
import type { ShellModel } from '../../shared/contracts/render';
import { localizedPath } from '../../shared/domain/locales';
import { formatDayMonthYear } from '../../shared/i18n/date-format';
import { tFor } from '../../shared/i18n/catalogues';
import { Bidi } from '../blocks/bidi';
import { formatNumber, Stars } from '../blocks/commerce-common/common';
import { JsonScript } from '../safe/safe-html';

/** The address of a reviews page with its filters and page (page 1 and empty filters are left out). */
export function reviewsHref(
  base: string,
  q: { page?: number; rating?: number | undefined; providerId?: number | undefined },
): string {
  const p = new URLSearchParams();
  if (q.rating !== undefined) p.set('rating', String(q.rating));
  if (q.providerId !== undefined) p.set('provider', String(q.providerId));
  if (q.page !== undefined && q.page > 1) p.set('page', String(q.page));
  const s = p.toString();
  return s ? `${base}?${s}` : base;
}

const STAR_ROWS = [5, 4, 3, 2, 1] as const;

/** A provider choice: every provider of the product's reviews, or nothing when there are none. */
function ProviderSelect(props: {
  providers: readonly { providerId: number; name: string }[];
  label: string;
  name: string;
  empty: string;
  value: string;
  required?: boolean;
}) {
  if (props.providers.length === 0) return null;
  return (
    <label className="rv__field">
      <span>{props.label}</span>
      <select name={props.name} required={props.required} defaultValue={props.value}>
        <option value="">{props.empty}</option>
        {props.providers.map((p) => (
          <option key={p.providerId} value={String(p.providerId)}>
            {p.name}
          </option>
        ))}
      </select>
    </label>
  );
}

/**
 * A reviews page (decision 0101), server-rendered: the rating panel (overall out of 5 with fractional stars, the
 * count, per-key averages, the spread by star), the star and bank filters as a plain GET form, one page of reviews
 * with `?page=` links, and the review form the `review-form` widget brings to life (hidden without JavaScript: a
 * review needs the sign-in code). Texts are printed as text (React escapes them), never as HTML.
 */
export function ReviewsSection({
  data,
  m,
  widget,
}: {
  data: TReviewsPage;
  m: ShellModel;
  widget: { 'data-widget': string };
}) {
  const { lang, dir } = m;
  const t = tFor(lang);
  const s = (k: string, v?: Record<string, string | number>) => t(`reviews:${k}`, v);
  const product = t(`products.${data.productId}`);
  const base = localizedPath(m.path.split('?')[0] ?? m.path, lang).replace(/^\/(ar|hi|ml)-ae(\/\1-ae)/, '$2');
  const own = m.path.split('?')[0] ?? m.path;
  const href = (q: Parameters<typeof reviewsHref>[1]) => reviewsHref(own, q);
  const sum = data.summary;
  const overall = sum.overallRating;
  const overallText = overall === null ? '' : formatNumber(lang, overall, 1);
  const filtered = data.filter.rating !== undefined || data.filter.providerId !== undefined;
  const strings = {
    sendCode: s('form.sendCode'),
    submit: s('form.submit'),
    sending: s('form.sending'),
    codeSent: s('form.codeSent'),
    chooseStars: s('form.chooseStars'),
    required: s('form.required'),
    mobileRequired: t('common:mobileRequired', { defaultValue: s('form.mobileRequired') }),
    mobileInvalid: s('form.mobileInvalid'),
    otpRequired: s('form.otpRequired'),
    failed: s('form.failed'),
    textShort: s('form.textShort'),
    loading: s('filters.loading'),
    loadFailed: s('filters.failed'),
  };
  void base;
  return (
    <section className="rv" aria-labelledby="rv-title" data-lang={lang}>
      <h1 id="rv-title" className="rv__title">
        {s('page.title', { product })}
      </h1>
      <p className="rv__intro">{s('page.intro', { product })}</p>

      <section className="rv__panel" aria-labelledby="rv-panel-title" data-testid="rating-panel">
        <h2 id="rv-panel-title" className="rv__h2">
          {s('panel.title')}
        </h2>
        {overall === null ? (
          <p className="rv__empty">{s('panel.none')}</p>
        ) : (
          <div className="rv__panel-grid">
            <div className="rv__overall">
              <p className="rv__score">
                <bdi data-testid="overall-rating">{overallText}</bdi>
                <span className="rv__outof">{s('panel.outOf')}</span>
              </p>
              <Stars rating={overall} label={s('panel.starsLabel', { rating: overallText })} />
              <p className="rv__count" data-testid="review-count">
                {s('panel.count', { count: sum.totalReviews, n: formatNumber(lang, sum.totalReviews) })}
              </p>
            </div>
            <dl className="rv__keys">
              {RATING_KEYS.map((k) => {
                const v = sum.keys[k];
                return (
                  <div key={k} className="rv__key">
                    <dt>{s(`keys.${k}`)}</dt>
                    <dd>
                      <span className="rv__bar" aria-hidden="true">
                        <span style={{ inlineSize: `${((v ?? 0) / 5) * 100}%` }} />
                      </span>
                      <bdi>{v === null ? '–' : formatNumber(lang, v, 1)}</bdi>
                    </dd>
                  </div>
                );
              })}
            </dl>
            <ul className="rv__spread" aria-label={s('panel.spreadLabel')}>
              {STAR_ROWS.map((n) => {
                const c = sum.stars[String(n) as '1'];
                const label = s('panel.starRow', { stars: n, count: c, n: formatNumber(lang, c) });
                return (
                  <li key={n}>
                    <a href={href({ rating: n, providerId: data.filter.providerId })} aria-label={label}>
                      <span className="rv__spread-n" aria-hidden="true">
                        <bdi>{formatNumber(lang, n)}</bdi> ★
                      </span>
                      <span className="rv__bar" aria-hidden="true">
                        <span
                          style={{ inlineSize: `${sum.totalReviews ? (c / sum.totalReviews) * 100 : 0}%` }}
                        />
                      </span>
                      <bdi className="rv__spread-c" aria-hidden="true">
                        {formatNumber(lang, c)}
                      </bdi>
                    </a>
                  </li>
                );
              })}
            </ul>
          </div>
        )}
        <p className="rv__note">{s('panel.note')}</p>
      </section>

      <div {...widget} className="rv__body" data-testid="reviews-body">
        <form
          className="rv__filters"
          method="get"
          action={own}
          data-rv-filters=""
          aria-label={s('filters.label')}
        >
          <label className="rv__field">
            <span>{s('filters.rating')}</span>
            <select
              name="rating"
              defaultValue={data.filter.rating === undefined ? '' : String(data.filter.rating)}
            >
              <option value="">{s('filters.allRatings')}</option>
              {STAR_ROWS.map((n) => (
                <option key={n} value={String(n)}>
                  {s('filters.stars', { count: n })}
                </option>
              ))}
            </select>
          </label>
          <ProviderSelect
            providers={data.providers}
            label={s('filters.provider')}
            name="provider"
            empty={s('filters.allProviders')}
            value={data.filter.providerId === undefined ? '' : String(data.filter.providerId)}
          />
          <button type="submit" className="button button--outline rv__apply" data-rv-apply="">
            {s('filters.apply')}
          </button>
          {filtered ? (
            <a className="rv__clear" href={own}>
              {s('filters.clear')}
            </a>
          ) : null}
        </form>

        <div className="rv__results" data-rv-results="" aria-live="polite">
          <p className="rv__found" data-testid="reviews-found">
            {filtered
              ? s('list.foundFiltered', { count: data.total, n: formatNumber(lang, data.total) })
              : s('list.found', { count: data.total, n: formatNumber(lang, data.total) })}
          </p>
          {data.items.length === 0 ? (
            <p className="rv__empty">{s('list.empty')}</p>
          ) : (
            <ol className="card-list" data-testid="reviews-list">
              {data.items.map((r) => {
                const avg = formatNumber(lang, r.average, 1);
                return (
                  <li key={r.id} className="card-list__item" lang={r.lang === lang ? undefined : r.lang}>
                    <div className="rv__item-head">
                      <p className="rv__who">
                        <span className="rv__name">{r.userName}</span>
                        {r.city ? <span className="rv__city">{r.city}</span> : null}
                      </p>
                      <time className="rv__date" dateTime={r.publishAt}>
                        <bdi>{formatDayMonthYear(r.publishAt, lang) ?? r.publishAt}</bdi>
                      </time>
                    </div>
                    <p className="rv__stars">
                      <Stars rating={r.average} label={s('panel.starsLabel', { rating: avg })} />
                      <bdi className="rv__avg">{avg}</bdi>
                      {r.providerName ? <span className="rv__bank">{r.providerName}</span> : null}
                    </p>
                    <h3 className="rv__item-title">
                      <Bidi text={r.reviewTitle} dir={dir} />
                    </h3>
                    <p className="rv__text">
                      <Bidi text={r.reviewContent} dir={dir} />
                    </p>
                  </li>
                );
              })}
            </ol>
          )}
          {data.pages > 1 ? (
            <nav className="rv__paging" aria-label={s('list.paging')}>
              {data.page > 1 ? (
                <a rel="prev" href={href({ ...data.filter, page: data.page - 1 })}>
                  {s('list.previous')}
                </a>
              ) : null}
              <span>{s('list.pageOf', { page: data.page, pages: data.pages })}</span>
              {data.page < data.pages ? (
                <a rel="next" href={href({ ...data.filter, page: data.page + 1 })} data-testid="reviews-next">
                  {s('list.next')}
                </a>
              ) : null}
            </nav>
          ) : null}
        </div>

        <section className="rv__write" aria-labelledby="rv-write-title">
          <h2 id="rv-write-title" className="rv__h2">
            {s('form.title', { product })}
          </h2>
          <p className="rv__note" data-rv-nojs="">
            {s('form.needsScript')}
          </p>
          <form className="rv__form" data-rv-form="" data-product-id={data.productId} noValidate hidden>
            <p className="rv__note">{s('form.intro')}</p>
            <ProviderSelect
              providers={data.providers}
              label={s('form.provider')}
              name="providerId"
              empty={s('form.chooseProvider')}
              value=""
              required
            />
            {RATING_KEYS.map((k) => (
              <fieldset key={k} className="rv__rate" data-rv-rate={k}>
                <legend>{s(`keys.${k}`)}</legend>
                <div className="rv__rate-options">
                  {[1, 2, 3, 4, 5].map((n) => (
                    <label key={n} className="rv__rate-option">
                      <input type="radio" name={k} value={String(n)} required />
                      <span>
                        <bdi>{formatNumber(lang, n)}</bdi> ★
                      </span>
                      <span className="visually-hidden">{s('filters.stars', { count: n })}</span>
                    </label>
                  ))}
                </div>
              </fieldset>
            ))}
            <label className="rv__field">
              <span>{s('form.name')}</span>
              <input name="userName" required minLength={2} maxLength={40} autoComplete="given-name" />
            </label>
            <label className="rv__field">
              <span>{s('form.city')}</span>
              <input name="city" maxLength={40} autoComplete="address-level2" />
            </label>
            <label className="rv__field">
              <span>{s('form.reviewTitle')}</span>
              <input name="title" required minLength={3} maxLength={100} />
            </label>
            <label className="rv__field">
              <span>{s('form.text')}</span>
              <textarea name="text" required minLength={20} maxLength={2000} rows={5} />
            </label>
            <label className="rv__field">
              <span>{s('form.mobile')}</span>
              <span className="lead-form__mobile">
                <bdi className="lead-form__prefix">+971</bdi>
                <input
                  name="mobileNumber"
                  inputMode="numeric"
                  autoComplete="tel-national"
                  maxLength={9}
                  dir="ltr"
                  required
                />
              </span>
            </label>
            <label className="rv__field" data-rv-otp="" hidden>
              <span>{s('form.otp')}</span>
              <input name="otp" inputMode="numeric" autoComplete="one-time-code" maxLength={8} dir="ltr" />
            </label>
            <p className="rv__error" role="alert" data-rv-error="" />
            <button type="submit" className="button rv__submit" data-rv-submit="">
              {s('form.sendCode')}
            </button>
          </form>
          <p className="rv__pending" role="status" data-rv-done="" data-testid="review-pending" hidden />
          <JsonScript name="review-form-strings" value={strings} />
        </section>
      </div>
    </section>
  );
}
