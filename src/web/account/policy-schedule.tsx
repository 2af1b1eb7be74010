import { ACCOUNT_PATH, type TPolicySchedule } from '../../shared/contracts/account-constants';
import { localizedPath, type LangCode } from '../../shared/domain/locales';
import { tFor } from '../../shared/i18n/catalogues';
import { formatDayMonthYear } from '../../shared/i18n/date-format';
import { aedOf } from './money';

/** A value that reads left to right inside any text (numbers, amounts, addresses). */
const Ltr = ({ children }: { children: string }) => <bdi dir="ltr">{children}</bdi>;

/**
 * The printable policy schedule (decision 0088): server-rendered HTML, in the page's language, readable and printable
 * without JavaScript (print stylesheet in account.css: only the schedule is printed, without the site's header,
 * footer and notices, so the schedule carries its own brand line and demo note). `widget`: the Print button's props
 * (the one script here; without it the button stays hidden and the browser's own Print works).
 */
export function PolicySchedule({
  schedule: s,
  lang,
  widget,
}: {
  schedule: TPolicySchedule;
  lang: LangCode;
  widget: { 'data-widget': string };
}) {
  const t = tFor(lang);
  const day = (iso: string) => formatDayMonthYear(iso, lang) ?? iso;
  const facts: [string, React.ReactNode][] = [
    [t('account:schedule.policyNumber'), <Ltr key="n">{s.policyNumber}</Ltr>],
    [t('account:schedule.holder'), <Ltr key="h">{s.holder}</Ltr>],
    [t('account:schedule.insurer'), s.insurer.name],
    [t('account:schedule.product'), t(`products.${s.productId}`)],
    [t('account:schedule.plan'), s.planName],
    [
      t('account:schedule.period'),
      <>
        <bdi>{day(s.startDate)}</bdi> – <bdi>{day(s.endDate)}</bdi>
      </>,
    ],
    [t('account:schedule.status'), t(`account:policy.status.${s.status}`)],
  ];
  if (s.quoteId)
    facts.push([
      t('account:schedule.certificate'),
      s.certificate ? (
        <a key="q" href={localizedPath(s.certificate, lang)}>
          <Ltr>{s.quoteId}</Ltr>
        </a>
      ) : (
        <Ltr key="q">{s.quoteId}</Ltr>
      ),
    ]);
  return (
    <article className="schedule" data-testid="policy-schedule" data-status={s.status}>
      <header className="schedule__head">
        <p className="schedule__brand">{t('account:schedule.brandLine', { insurer: s.insurer.name })}</p>
        <h1 className="schedule__title">{t('account:schedule.title')}</h1>
      </header>
      <dl className="schedule__facts">
        {facts.map(([label, value]) => (
          <div key={label} className="schedule__fact">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <section className="schedule__section" aria-labelledby="schedule-premium">
        <h2 id="schedule-premium">{t('account:schedule.premiumTitle')}</h2>
        <table className="schedule__table">
          <tbody>
            <tr>
              <th scope="row">{t('account:schedule.premium')}</th>
              <td>
                <Ltr>{aedOf(s.price.premiumFils)}</Ltr>
              </td>
            </tr>
            <tr>
              <th scope="row">{t('account:schedule.vat')}</th>
              <td>
                <Ltr>{aedOf(s.price.vatFils)}</Ltr>
              </td>
            </tr>
            <tr className="schedule__total">
              <th scope="row">{t('account:schedule.total')}</th>
              <td>
                <Ltr>{aedOf(s.price.totalFils)}</Ltr>
              </td>
            </tr>
          </tbody>
        </table>
      </section>
      {s.cover.length > 0 ? (
        <section className="schedule__section" aria-labelledby="schedule-cover">
          <h2 id="schedule-cover">{t('account:schedule.coverTitle')}</h2>
          <table className="schedule__table">
            <tbody>
              {s.cover.map((c) => (
                <tr key={c.label}>
                  <th scope="row">{c.label}</th>
                  <td>
                    <bdi>{c.value}</bdi>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ) : null}
      <section className="schedule__section" aria-labelledby="schedule-claim">
        <h2 id="schedule-claim">{t('account:page.howToClaim')}</h2>
        <p className="schedule__contact">
          <a href={`tel:${s.insurer.claimsPhone.replace(/\s/g, '')}`}>
            <Ltr>{s.insurer.claimsPhone}</Ltr>
          </a>
          {' · '}
          <a href={`mailto:${s.insurer.claimsEmail}`}>
            <Ltr>{s.insurer.claimsEmail}</Ltr>
          </a>
        </p>
        <ol>
          {s.howToClaim.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </section>
      <p className="schedule__note">{t('account:schedule.demoNote')}</p>
      <p className="schedule__actions">
        <button type="button" className="button" hidden {...widget}>
          {t('account:schedule.print')}
        </button>
        <a className="button button--outline" href={localizedPath(ACCOUNT_PATH, lang)}>
          {t('account:schedule.back')}
        </a>
      </p>
    </article>
  );
}
