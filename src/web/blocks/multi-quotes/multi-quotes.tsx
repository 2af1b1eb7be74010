import { localizedPath, type LangCode } from '../../../shared/domain/locales';
import { numberFormat } from '../../../shared/i18n/number-format';
import { productPath } from '../../../shared/domain/products';
import type { TStartingPricePlan } from '../../../shared/contracts/block-data';
import { useT } from '../../i18n/use-t';
import { Island } from '../../islands/island';
import { MultiQuoteTabs, type MultiQuoteTabProps } from '../../quotes/multi-quote-tabs';
import type { BlockContext, BlockProps } from '../types';

const FILS_PER_AED = 100;

/** '1,287.30', or '1,288' for whole dirhams: Latin digits in every language, like the quotes page. */
export function formatAed(totalFils: number, lang: LangCode): string {
  const whole = totalFils % FILS_PER_AED === 0;
  // One shared formatter per language and precision (decision 0026: constructing one per price cost ~10 % of a render).
  return numberFormat(`${lang}-AE`, {
    numberingSystem: 'latn',
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  }).format(totalFils / FILS_PER_AED);
}

/**
 * Where a tab's 'Get quotes' goes: the journey on this page when the tab is the page's product, else the journey
 * on the tab product's landing page.
 */
export function journeyHref(productId: number, ctx: BlockContext): string {
  if (productId === ctx.productId) return '#journey';
  return `${localizedPath(`${productPath(productId)}/`, ctx.lang)}#journey`;
}

const idOf = (key: string) => `mq-${key.replace(/[^A-Za-z0-9_-]/g, '-')}`;

/**
 * MULTIPLE_QUOTES (docs/product/quotes.md 'Multi-quote tabs'; decision 0014): tabs of popular plans with 'Starting from' prices
 * the server computed with the rating engines for a typical profile (decision 0014; `ctx.data`, never the
 * document). The tabs are a small island; the heading and the note are static.
 */
export function MultiQuotesBlock({ block, ctx }: BlockProps<'MULTIPLE_QUOTES'>) {
  const { t } = useT('blocks');
  const { t: tq } = useT('quotesUi');
  const id = idOf(block.key);
  const headingId = `${id}-title`;
  const data = ctx.data?.multiQuotes[block.key];
  const plan = (p: TStartingPricePlan) => ({
    planId: p.planId,
    logo: p.insurerLogo,
    insurerName: p.insurerName,
    planName: p.planName,
    amount: formatAed(p.totalFils, ctx.lang),
    features: p.features,
    ctaLabel: t('multiQuotes.getQuotesFor', { plan: p.planName, insurer: p.insurerName }),
  });
  const tabs: MultiQuoteTabProps[] = block.tabs.map((tab, i) => {
    const d = data?.tabs[i] ?? null;
    const plans = d ? d.plans.map(plan) : [];
    return {
      title: tab.title,
      profile: d ? t('multiQuotes.profile', { profile: d.profileSummary }) : null,
      unavailable: plans.length === 0 ? t('multiQuotes.unavailable') : null,
      per: d?.period === 'trip' ? t('multiQuotes.perTrip') : t('multiQuotes.perYear'),
      plans,
      ctaHref: journeyHref(tab.productId, ctx),
    };
  });
  return (
    <section className="mq" aria-labelledby={headingId}>
      <h2 id={headingId} className="mq__title">
        {block.title || t('multiQuotes.defaultTitle')}
      </h2>
      <Island
        name="MultiQuoteTabs"
        component={MultiQuoteTabs}
        className="mq__island"
        props={{
          id,
          labelledBy: headingId,
          rtl: ctx.dir === 'rtl',
          tabs,
          labels: {
            startingFrom: t('multiQuotes.startingFrom'),
            money: tq('money'),
            currency: tq('currency'),
            getQuotes: t('multiQuotes.getQuotes'),
            features: t('multiQuotes.features'),
          },
        }}
      />
      <p className="mq__note">{t('multiQuotes.note')}</p>
    </section>
  );
}
