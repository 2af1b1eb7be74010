import type { THealthFilterPlan } from '../../../shared/contracts/block-data';
import { localizedPath } from '../../../shared/domain/locales';
import { PRODUCT } from '../../../shared/domain/products';
import { sumInsuredOf } from '../../../shared/health-seo/filters';
import { useT } from '../../i18n/use-t';
import { rich } from '../../ui/rich';
import { Bidi } from '../bidi';
import { formatAed, journeyHref } from '../multi-quotes/multi-quotes';
import type { BlockContext, BlockProps } from '../types';

const idOf = (key: string) => `hfp-${key.replace(/[^A-Za-z0-9_-]/g, '-')}`;

function Money({ fils, ctx }: { fils: number; ctx: BlockContext }) {
  const { t } = useT('quotesUi');
  return (
    <span className="money">
      {rich(t('money'), {
        currency: <span className="money__currency">{t('currency')}</span>,
        amount: (
          <bdi dir="ltr" className="money__amount">
            {formatAed(fils, ctx.lang)}
          </bdi>
        ),
      })}
    </span>
  );
}

function Plan({ plan, ctx }: { plan: THealthFilterPlan; ctx: BlockContext }) {
  const { t } = useT('healthFilters');
  const href = localizedPath(plan.planPath, ctx.lang);
  return (
    <li className="mq-plan" data-testid="filter-plan" data-plan-id={plan.planId}>
      <div className="mq-plan__head">
        <img className="mq-plan__logo" src={plan.insurerLogo} alt="" width={96} height={48} loading="lazy" />
        <div className="mq-plan__names">
          <h3 className="mq-plan__name">
            <a href={href}>{plan.planName}</a>
          </h3>
          <p className="mq-plan__insurer">{plan.insurerName}</p>
        </div>
      </div>
      <dl className="hfp-plan__facts">
        <div>
          <dt>{t('plans.annualLimit')}</dt>
          <dd>
            <Money fils={plan.annualLimitAed * 100} ctx={ctx} />
          </dd>
        </div>
        <div>
          <dt>{t('plans.network')}</dt>
          <dd>{t(`plans.tier.${plan.networkTier}`)}</dd>
        </div>
        <div>
          <dt>{t('plans.copay')}</dt>
          <dd>
            {plan.copayPercent === 0 ? (
              t('plans.noCopay')
            ) : (
              <Bidi text={t('quotes:offers.percent', { value: plan.copayPercent })} dir={ctx.dir} />
            )}
          </dd>
        </div>
      </dl>
      <p className="mq-plan__price" data-testid="filter-plan-price">
        <span className="mq-plan__per">{t('plans.from')}</span> <Money fils={plan.totalFils} ctx={ctx} />{' '}
        <span className="mq-plan__per">{t('plans.perYear')}</span>
      </p>
      <a
        className="button button--outline mq-plan__cta"
        href={href}
        aria-label={t('plans.viewPlanOf', { plan: plan.planName, insurer: plan.insurerName })}
      >
        {t('plans.viewPlan')}
      </a>
    </li>
  );
}

/**
 * HEALTH_FILTER_PLANS (decision 0098): on a health filter page, every plan whose annual limit is the page's amount,
 * with its starting price for the stated profile, computed by the health engine on the server (`ctx.data`, never
 * the document); each plan links to its plan page, and 'Get quotes' to the health journey. Plain HTML, no script.
 */
export function HealthFilterPlansBlock({ block, ctx }: BlockProps<'HEALTH_FILTER_PLANS'>) {
  const { t } = useT('healthFilters');
  const amount = sumInsuredOf(block.sumInsured);
  if (!amount) return null;
  const id = idOf(block.key);
  const data = ctx.data?.healthFilterPlans?.[block.key] ?? null;
  const amountLabel = t(`amount.${amount.slug}`);
  const cta = (
    <a className="button hfp__cta" href={journeyHref(PRODUCT.HEALTH_INSURANCE, ctx)}>
      {t('plans.getQuotes')}
    </a>
  );
  return (
    <section className="hfp" aria-labelledby={`${id}-title`} data-testid="filter-plans">
      <h2 className="hfp__title" id={`${id}-title`}>
        <Bidi text={block.title || t('plans.title', { amount: amountLabel })} dir={ctx.dir} />
      </h2>
      {!data ? (
        <p className="hfp__empty">{t('plans.unavailable')}</p>
      ) : data.plans.length === 0 ? (
        <p className="hfp__empty">
          <Bidi text={t('plans.none', { amount: amountLabel })} dir={ctx.dir} />
        </p>
      ) : (
        <>
          <p className="hfp__intro">
            <Bidi
              text={`${t('plans.intro', { amount: amountLabel, profile: data.profileSummary })} ${t('plans.count', { count: data.plans.length })}.`}
              dir={ctx.dir}
            />
          </p>
          <ul className="mq__plans">
            {data.plans.map((p) => (
              <Plan key={p.planId} plan={p} ctx={ctx} />
            ))}
          </ul>
          <p className="hfp__note">{t('plans.note')}</p>
        </>
      )}
      {cta}
    </section>
  );
}
