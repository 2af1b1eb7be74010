import type { TQuote, TQuotesResponse } from '../../shared/contracts/quotes-api';
import { planSummaryOf } from './card-rules';
import { Money, rich, useUi } from './ui';

/**
 * 'Why this order' (decision 0013 and 'Ranking'): the scoring function's terms and weights, its note, and how a
 * paid placement is shown. Native <details>: it works before the island hydrates.
 */
export function WhyThisOrder({ ranking }: { ranking: TQuotesResponse['ranking'] }) {
  const { t } = useUi();
  if (ranking.terms.length === 0 && !ranking.note) return null;
  return (
    <details className="qchip why-order" data-testid="why-order">
      <summary>{t('why.title')}</summary>
      <p>{t('why.intro')}</p>
      <ul className="why-order__terms">
        {ranking.terms.map((term) => (
          <li key={term.term} data-term={term.term}>
            <span className="why-order__label">{term.label}</span>{' '}
            <span className="why-order__weight">
              <bdi>{t('why.weight', { weight: term.weight })}</bdi>
            </span>
          </li>
        ))}
      </ul>
      {ranking.note ? <p className="why-order__note">{ranking.note}</p> : null}
      <p className="why-order__sponsored">{t('why.sponsored')}</p>
    </details>
  );
}

/**
 * docs/product/quotes.md 'Plan Summary card (health): plan name, cover in AED, pharmacy limit "Upto AED", TPA, Apply
 * Now', folded like the page's other extras so the plans come first (decision 0065).
 */
export function PlanSummary({ quote, onApply }: { quote: TQuote; onApply: () => void }) {
  const { t } = useUi();
  const s = planSummaryOf(quote);
  return (
    <details className="qchip plan-summary" data-testid="plan-summary">
      <summary id="plan-summary-title" className="plan-summary__title">
        {t('summary.title')}
      </summary>
      <dl className="plan-summary__facts">
        <div>
          <dt>{t('summary.plan')}</dt>
          <dd>{s.planName}</dd>
        </div>
        {s.cover !== null ? (
          <div>
            <dt>{t('summary.cover')}</dt>
            <dd>
              <Money value={s.cover} />
            </dd>
          </div>
        ) : null}
        {s.pharmacyLimit !== null || s.pharmacyText ? (
          <div>
            <dt>{t('summary.pharmacy')}</dt>
            <dd>
              {s.pharmacyLimit !== null
                ? rich(t('summary.upto'), { amount: <Money value={s.pharmacyLimit} /> })
                : s.pharmacyText}
            </dd>
          </div>
        ) : null}
        {s.tpaName ? (
          <div>
            <dt>{t('summary.tpa')}</dt>
            <dd>{s.tpaName}</dd>
          </div>
        ) : null}
      </dl>
      <button type="button" className="button" onClick={onApply}>
        {t('summary.apply')}
      </button>
    </details>
  );
}
