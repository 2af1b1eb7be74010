import { numberFormat } from '../../../shared/i18n/number-format';
import { useT } from '../../i18n/use-t';
import { rich } from '../../ui/rich';
import { Tabs } from '../../widgets/tabs/tabs';
import { Bidi } from '../bidi';
import { blockDomId, partnerBrandOfPath } from '../nav-common/common';
import type { BlockProps } from '../types';
import { activeRewards, rewardTabs } from './rules';

/**
 * Rewards section (docs/product/pages.md): 'It's Rewarding to Buy from {brand}' (the partner's brand on /adcb/ and
 * /mbank/ pages when the document names it), one tab per category (up to 4 a row, two rows), each offer with
 * 'Save Upto AED {amount}' and a 'View Details' / 'Hide Details' toggle (native <details>), and 'View More Offers'
 * when the document gives its url. Offers past their end date are left out; with none left the block is not shown.
 */
export function RewardsBlock({ block, ctx, now = new Date() }: BlockProps<'REWARDS'> & { now?: Date }) {
  const { t } = useT('blocksNav');
  const { t: common } = useT('common');
  const tabs = rewardTabs(activeRewards(block.rows, now));
  if (tabs.length === 0) return null;
  const fv = block.fieldValues;
  const partner = partnerBrandOfPath(ctx.path);
  const brand = (partner && fv.partnerBrands?.[partner]) || fv.brand || common('brand');
  const id = blockDomId('rewards', block.key);
  const fmt = numberFormat('en-AE');
  return (
    <section className="rewards-block" aria-labelledby={`${id}-title`}>
      <h2 className="rewards-block__title" id={`${id}-title`}>
        {t('rewards.title', { brand })}
      </h2>
      <Tabs
        className="rewards-block__tabs"
        label={t('rewards.tabsLabel')}
        tabs={tabs.map((tab, i) => ({
          id: `${id}-${i}`,
          title: <Bidi text={tab.category} dir={ctx.dir} />,
          content: (
            <ul className="rewards-block__list">
              {tab.items.map((item, j) => (
                <li key={j} className="rewards-block__item">
                  {item.logo ? (
                    <img
                      className="rewards-block__logo"
                      src={item.logo.src}
                      alt={item.logo.alt}
                      width={item.logo.width}
                      height={item.logo.height}
                      loading="lazy"
                    />
                  ) : null}
                  <h4 className="rewards-block__text">
                    <Bidi text={item.text} dir={ctx.dir} />
                  </h4>
                  {item.type ? <p className="rewards-block__type">{item.type}</p> : null}
                  {item.saving ? (
                    <p className="rewards-block__saving">
                      {rich(t('rewards.save'), {
                        amount: <bdi dir="ltr">{fmt.format(item.saving)}</bdi>,
                      })}
                    </p>
                  ) : null}
                  {item.description ? (
                    <p className="rewards-block__description">
                      <Bidi text={item.description} dir={ctx.dir} />
                    </p>
                  ) : null}
                  {item.details.length > 0 ? (
                    <details className="rewards-block__details">
                      <summary className="rewards-block__toggle">
                        <span className="rewards-block__label-view">{t('rewards.viewDetails')}</span>
                        <span className="rewards-block__label-hide">{t('rewards.hideDetails')}</span>
                      </summary>
                      {item.details.map((d, k) => (
                        <div key={k} className="rewards-block__detail">
                          <p className="rewards-block__detail-title">
                            <Bidi text={d.title} dir={ctx.dir} />
                          </p>
                          {d.content.length > 0 ? (
                            <ul>
                              {d.content.map((c, m) => (
                                <li key={m}>
                                  <Bidi text={c} dir={ctx.dir} />
                                </li>
                              ))}
                            </ul>
                          ) : null}
                        </div>
                      ))}
                    </details>
                  ) : null}
                </li>
              ))}
            </ul>
          ),
        }))}
      />
      {fv.moreOffersUrl ? (
        <a className="rewards-block__more" href={fv.moreOffersUrl}>
          {t('rewards.moreOffers')}
        </a>
      ) : null}
    </section>
  );
}
