import type {
  THealthPlanSummary,
  TPlanDetails,
  TProviderDetails,
} from '../../shared/contracts/health-plan-pages';
import { localizedPath, type LangCode } from '../../shared/domain/locales';
import { planPath } from '../../shared/health-plans/paths';
import { HOSPITAL_LIST_BASE, hospitalListPath } from '../../shared/hospitals/paths';
import { tFor } from '../../shared/i18n/catalogues';
import { numberFormat } from '../../shared/i18n/number-format';
import { Bidi } from '../blocks/bidi';

// The health provider and plan pages (decision 0097): server-rendered HTML without any island or widget, so they
// ship only what every content page ships (the header's islands). Amounts keep Latin digits in every language
// and sit in <bdi> so they keep their order among Arabic words.

type Dir = 'ltr' | 'rtl';

/** '150,000' or '1,287.30': Latin digits in every language, like the quotes page. */
function formatAmount(value: number, lang: LangCode): string {
  const whole = Number.isInteger(value);
  return numberFormat(`${lang}-AE`, {
    numberingSystem: 'latn',
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  }).format(value);
}

/** A translated text with one amount in it, the amount isolated: 'Upto AED <bdi>2,500</bdi>'. */
function WithAmount({ text, amount }: { text: string; amount: string }) {
  const at = text.indexOf(amount);
  if (at < 0) return <>{text}</>;
  return (
    <>
      {text.slice(0, at)}
      <bdi dir="ltr">{amount}</bdi>
      {text.slice(at + amount.length)}
    </>
  );
}

/** The health journey: it takes no insurer preset, so Apply Now opens the journey on the health page. */
const journeyHref = (lang: LangCode) => `${localizedPath('/health-insurance/', lang)}#journey`;

function Price({ plan, lang }: { plan: THealthPlanSummary; lang: LangCode }) {
  const t = tFor(lang);
  if (plan.startingPriceFils === null) return <>{t('healthPlans:prices.noPrice')}</>;
  const amount = formatAmount(plan.startingPriceFils / 100, lang);
  return <WithAmount text={t('healthPlans:prices.perYear', { amount })} amount={amount} />;
}

/** The spec's Plan Summary card (health): plan name, cover in AED, pharmacy 'Upto AED', TPA, Apply Now. */
function PlanSummaryCard({ plan, lang }: { plan: THealthPlanSummary; lang: LangCode }) {
  const t = tFor(lang);
  const cover = formatAmount(plan.coverAed, lang);
  const pharmacy = formatAmount(plan.pharmacyLimitAed, lang);
  const rows: [string, React.ReactNode][] = [
    [t('healthPlans:summary.planName'), plan.name],
    [
      t('healthPlans:summary.cover'),
      <WithAmount key="c" text={t('quotes:api.aed', { amount: cover })} amount={cover} />,
    ],
    [
      t('healthPlans:summary.pharmacy'),
      <WithAmount
        key="p"
        text={t('healthPlans:summary.pharmacyValue', { amount: pharmacy })}
        amount={pharmacy}
      />,
    ],
    [t('healthPlans:summary.tpa'), plan.tpaName],
    [t('healthPlans:summary.startingFrom'), <Price key="s" plan={plan} lang={lang} />],
  ];
  return (
    <section className="hplan__summary" aria-labelledby="hplan-summary">
      <div className="hplan__summary-head">
        <img className="hplan__logo" src={plan.insurerLogo} alt="" width={80} height={32} />
        <h2 id="hplan-summary" className="hplan__summary-title">
          {t('healthPlans:summary.heading')}
        </h2>
      </div>
      <dl className="hplan__facts">
        {rows.map(([k, v]) => (
          <div key={k} className="hplan__fact">
            <dt>{k}</dt>
            <dd>{v}</dd>
          </div>
        ))}
      </dl>
      <a className="button hplan__apply" href={journeyHref(lang)}>
        {t('healthPlans:summary.applyNow')}
      </a>
    </section>
  );
}

/** A plan as a card of the provider page, linking to its plan page. */
function PlanCard({ plan, lang, dir }: { plan: THealthPlanSummary; lang: LangCode; dir: Dir }) {
  const t = tFor(lang);
  const cover = formatAmount(plan.coverAed, lang);
  const pharmacy = formatAmount(plan.pharmacyLimitAed, lang);
  return (
    <li className="hplan__card">
      <h3 className="hplan__card-name">
        <a href={localizedPath(planPath(plan.insurerSlug, plan.slug), lang)}>{plan.name}</a>
      </h3>
      <ul className="hplan__card-facts">
        <li>
          {t('healthPlans:summary.cover')}:{' '}
          <WithAmount text={t('quotes:api.aed', { amount: cover })} amount={cover} />
        </li>
        <li>
          {t('healthPlans:summary.pharmacy')}:{' '}
          <WithAmount text={t('healthPlans:summary.pharmacyValue', { amount: pharmacy })} amount={pharmacy} />
        </li>
        <li>
          <Bidi
            text={t('healthPlans:network.tierCount', {
              tier: t(`quotes:values.networkTier.${plan.networkTier}`),
              count: plan.hospitalCount,
            })}
            dir={dir}
          />
        </li>
        <li className="hplan__card-price">
          {t('healthPlans:summary.startingFrom')}: <Price plan={plan} lang={lang} />
        </li>
      </ul>
    </li>
  );
}

function CityLinks({
  insurerSlug,
  cities,
  lang,
  dir,
  textKey,
}: {
  insurerSlug: string;
  cities: TPlanDetails['cities'];
  lang: LangCode;
  dir: Dir;
  textKey: 'healthPlans:network.cityCount' | 'healthPlans:provider.cityCount';
}) {
  const t = tFor(lang);
  return (
    <ul className="hplan__cities">
      {cities.map((c) => (
        <li key={c.slug}>
          <a href={localizedPath(hospitalListPath(insurerSlug, c.slug), lang)}>
            <Bidi text={t(textKey, { city: c.name, count: c.count })} dir={dir} />
          </a>
        </li>
      ))}
    </ul>
  );
}

export function HealthPlanSection({
  details: d,
  lang,
  dir,
}: {
  details: TPlanDetails;
  lang: LangCode;
  dir: Dir;
}) {
  const t = tFor(lang);
  const p = d.plan;
  const tier = t(`quotes:values.networkTier.${p.networkTier}`);
  return (
    <article className="hplan" aria-labelledby="hplan-title">
      <h1 id="hplan-title" className="hplan__title">
        {t('healthPlans:plan.heading', { plan: p.name, insurer: p.insurerName })}
      </h1>
      <p className="hplan__note">{t('healthPlans:demoNote')}</p>
      <PlanSummaryCard plan={p} lang={lang} />

      <h2 className="hplan__h2">{t('healthPlans:benefits.heading')}</h2>
      <ul className="hplan__benefits">
        {d.benefits.map((b) => (
          <li
            key={b.title}
            className={`hplan__benefit hplan__benefit--${b.included ? 'yes' : b.excluded ? 'no' : 'fact'}`}
          >
            {b.included || b.excluded ? (
              <span className="cm-sr">
                {t(b.included ? 'healthPlans:benefits.included' : 'healthPlans:benefits.notIncluded')}:{' '}
              </span>
            ) : null}
            <span className="hplan__benefit-title">{b.title}</span>
            {b.value ? (
              <span className="hplan__benefit-value">
                <Bidi text={b.value} dir={dir} />
              </span>
            ) : null}
          </li>
        ))}
      </ul>

      <h2 className="hplan__h2">{t('healthPlans:copay.heading')}</h2>
      <p>
        {p.copayPercent === 0 ? (
          t('healthPlans:copay.none')
        ) : (
          <Bidi text={t('healthPlans:copay.percent', { percent: p.copayPercent })} dir={dir} />
        )}
      </p>

      <h2 className="hplan__h2">{t('healthPlans:network.heading')}</h2>
      <p className="hplan__network">
        <Bidi
          text={t('healthPlans:network.count', { count: p.hospitalCount, insurer: p.insurerName, tier })}
          dir={dir}
        />
      </p>
      {d.mainCity ? (
        <p>
          <a
            className="button button--outline hplan__list-link"
            href={localizedPath(hospitalListPath(p.insurerSlug, d.mainCity.slug), lang)}
          >
            {t('healthPlans:network.listLink', { insurer: p.insurerName, city: d.mainCity.name })}
          </a>
        </p>
      ) : (
        <p>{t('healthPlans:network.none')}</p>
      )}
      <NetworkLinks
        insurerSlug={p.insurerSlug}
        cities={d.cities}
        lang={lang}
        dir={dir}
        textKey="healthPlans:network.cityCount"
      />

      <h2 className="hplan__h2">{t('healthPlans:prices.heading', { insurer: p.insurerName })}</h2>
      <p className="hplan__note">{t('healthPlans:prices.profile', { profile: d.profile.summary })}</p>
      <ol className="hplan__prices">
        {d.insurerPlans.map((o) => (
          <li key={o.slug} className="hplan__price-row">
            {o.slug === p.slug ? (
              <span aria-current="page" className="hplan__price-name">
                {o.name} ({t('healthPlans:prices.current')})
              </span>
            ) : (
              <a className="hplan__price-name" href={localizedPath(planPath(o.insurerSlug, o.slug), lang)}>
                {o.name}
              </a>
            )}
            <span className="hplan__price">
              <Price plan={o} lang={lang} />
            </span>
          </li>
        ))}
      </ol>
      <GetQuotes lang={lang} />
    </article>
  );
}

/** The insurer's cities with their counts, then the search page's link. */
function NetworkLinks(props: Parameters<typeof CityLinks>[0]) {
  const t = tFor(props.lang);
  return (
    <>
      <CityLinks {...props} />
      <p>
        <a href={localizedPath(HOSPITAL_LIST_BASE, props.lang)}>{t('healthPlans:network.searchLink')}</a>
      </p>
    </>
  );
}

function GetQuotes({ lang }: { lang: LangCode }) {
  return (
    <p>
      <a className="button" href={journeyHref(lang)}>
        {tFor(lang)('healthPlans:prices.getQuotes')}
      </a>
    </p>
  );
}

export function HealthProviderSection({
  provider: d,
  lang,
  dir,
}: {
  provider: TProviderDetails;
  lang: LangCode;
  dir: Dir;
}) {
  const t = tFor(lang);
  return (
    <article className="hplan" aria-labelledby="hplan-title">
      <div className="hplan__summary-head">
        <img className="hplan__logo" src={d.insurerLogo} alt="" width={80} height={32} />
        <h1 id="hplan-title" className="hplan__title">
          {t('healthPlans:provider.title', { insurer: d.insurerName })}
        </h1>
      </div>
      <p className="hplan__note">{t('healthPlans:demoNote')}</p>
      <p>
        <Bidi text={t('healthPlans:provider.claimRatio', { ratio: d.claimSettlementRatio })} dir={dir} />
      </p>

      <h2 className="hplan__h2">{t('healthPlans:provider.plansHeading')}</h2>
      <p className="hplan__note">{t('healthPlans:prices.profile', { profile: d.profile.summary })}</p>
      <ul className="hplan__cards">
        {d.plans.map((p) => (
          <PlanCard key={p.slug} plan={p} lang={lang} dir={dir} />
        ))}
      </ul>

      <h2 className="hplan__h2">{t('healthPlans:provider.networkHeading')}</h2>
      <p>
        <Bidi text={t('healthPlans:provider.networkTotal', { count: d.hospitalCount })} dir={dir} />
      </p>
      <NetworkLinks
        insurerSlug={d.insurerSlug}
        cities={d.cities}
        lang={lang}
        dir={dir}
        textKey="healthPlans:provider.cityCount"
      />
      <GetQuotes lang={lang} />
    </article>
  );
}
