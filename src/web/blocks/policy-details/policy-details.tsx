import { useT } from '../../i18n/use-t';
import { Bidi } from '../bidi';
import { formatNumber } from '../commerce-common/common';
import { contentHref } from '../links/links';
import type { BlockProps } from '../types';

/** POLICY_DETAILS (docs/product/pages.md 'Plan Summary card (health): plan name, cover in AED, pharmacy limit …, TPA, Apply Now'). */
export function PolicyDetailsBlock({ block, ctx }: BlockProps<'POLICY_DETAILS'>) {
  const { t } = useT('blocksCommerce');
  const f = block.fieldValues;
  const href = f.applyUrl ? contentHref(f.applyUrl, ctx.lang) : undefined;
  return (
    <section className="policy-details">
      <h2 className="policy-details__title">{t('policy.title')}</h2>
      <p className="policy-details__plan">
        <Bidi text={f.planName} dir={ctx.dir} />
      </p>
      <dl className="policy-details__list">
        <div>
          <dt>{t('policy.cover')}</dt>
          <dd>
            {t('policy.aed')} <bdi>{formatNumber(ctx.lang, f.cover)}</bdi>
          </dd>
        </div>
        {f.pharmacyLimit !== undefined ? (
          <div>
            <dt>{t('policy.pharmacy')}</dt>
            <dd>
              {t('policy.upto')} <bdi>{formatNumber(ctx.lang, f.pharmacyLimit)}</bdi>
            </dd>
          </div>
        ) : null}
        {f.tpaName ? (
          <div>
            <dt>{t('policy.tpa')}</dt>
            <dd>
              <Bidi text={f.tpaName} dir={ctx.dir} />
            </dd>
          </div>
        ) : null}
      </dl>
      {href ? (
        <a className="policy-details__cta" href={href}>
          {t('policy.apply')}
        </a>
      ) : null}
    </section>
  );
}
