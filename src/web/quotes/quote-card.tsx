import { useState } from 'react';
import type { TQuote } from '../../shared/contracts/quotes-api';
import { breakdownLines, coverInfoLines, featuresShown, offersShown, shownPrice } from './card-rules';
import { quoteKey } from './list';
import { LoanFixedPeriod } from './loan-fixed';
import { Ltr, Money, rich, useUi } from './ui';

export type QuoteCardProps = {
  quote: TQuote;
  productId: number;
  certificateHref: string;
  compared: boolean;
  /** The compare box cannot be ticked (limit reached and this plan not chosen). */
  compareDisabled: boolean;
  onCompare: () => void;
  onChoose: () => void;
  headingLevel?: 3 | 4;
};

/** Spec 001 §3 'Quote' as a card (§4 offers, cover info and feature limits; issue 9 §5 sponsored, validity). */
export function QuoteCard({
  quote: q,
  productId,
  certificateHref,
  compared,
  compareDisabled,
  onCompare,
  onChoose,
  headingLevel = 3,
}: QuoteCardProps) {
  const ui = useUi();
  const { t } = ui;
  const [allOffers, setAllOffers] = useState(false);
  // Ids from the plan itself: island components never call useId (decision 0001).
  const id = `quote-${quoteKey(q).replace(':', '-')}`;
  const price = shownPrice(q);
  const offers = offersShown(q, allOffers);
  const cover = q.coverInfo.slice(0, coverInfoLines(productId));
  const features = featuresShown(q, productId);
  const Heading = headingLevel === 4 ? 'h4' : 'h3';
  const logo = q.providerLogo || q.imgUrl;
  const insurer = q.insurerName || q.providerName;

  return (
    <article
      className={q.sponsored ? 'qcard qcard--sponsored' : 'qcard'}
      aria-labelledby={`${id}-name`}
      data-testid="quote-card"
      data-plan-id={q.planId}
      data-provider-id={q.providerId}
    >
      <header className="qcard__head">
        {logo ? (
          <img
            className="qcard__logo"
            src={logo}
            alt={t('card.logoAlt', { insurer })}
            width={96}
            height={48}
            loading="lazy"
            decoding="async"
          />
        ) : null}
        <div className="qcard__names">
          {q.sponsored ? (
            <span className="qcard__sponsored" data-testid="sponsored">
              {t('card.sponsored')}
            </span>
          ) : null}
          <Heading id={`${id}-name`} className="qcard__plan">
            {q.planName}
          </Heading>
          <p className="qcard__insurer">{insurer}</p>
        </div>
      </header>

      <div className="qcard__price" data-testid="quote-price">
        {price ? (
          <>
            {price.startingFrom ? <span className="qcard__from">{t('card.startingFrom')}</span> : null}
            <Money value={price.amount} className="qcard__premium" />
            {q.paymentFrequency.unit ? <span className="qcard__freq">{q.paymentFrequency.unit}</span> : null}
          </>
        ) : (
          <span className="qcard__por">{t('card.checkPremium')}</span>
        )}
      </div>
      {q.loan ? <LoanFixedPeriod loan={q.loan} /> : null}

      {cover.length > 0 ? (
        <dl className="qcard__cover">
          {cover.map((c, i) => (
            <div key={i} className="qcard__cover-row">
              <dt>{c.row1}</dt>
              <dd>{c.row2}</dd>
            </div>
          ))}
        </dl>
      ) : null}

      {features.length > 0 ? (
        <ul className="qcard__features">
          {features.map((f) => (
            <li
              key={`${f.id}-${f.key}`}
              className={
                f.strike
                  ? 'qcard__feature qcard__feature--strike'
                  : f.checked
                    ? 'qcard__feature'
                    : 'qcard__feature qcard__feature--optional'
              }
            >
              <span className="qcard__tick" aria-hidden="true">
                {f.strike ? '✕' : f.checked ? '✓' : '+'}
              </span>
              {f.strike || f.checked ? (
                <span className="visually-hidden">
                  {f.strike ? t('card.notIncluded') : t('card.included')}
                </span>
              ) : null}
              {f.strike ? <s>{f.title}</s> : <span className="qcard__feature-title">{f.title}</span>}
              {f.value ? <span className="qcard__feature-value">{f.value}</span> : null}
            </li>
          ))}
        </ul>
      ) : null}

      {q.planClaimSettlementRatio !== null ? (
        <p className="qcard__claims">
          {rich(t('card.claimRatio'), { ratio: <Ltr>{ui.number(q.planClaimSettlementRatio)}</Ltr> })}
        </p>
      ) : null}

      {q.maturityValue ? (
        <p className="qcard__maturity">
          {rich(t('card.maturity'), {
            amount: <Money value={q.maturityValue.value} />,
            rate: <Ltr>{ui.number(q.maturityValue.last10yearGrowthRate)}</Ltr>,
          })}
        </p>
      ) : null}

      {offers.offers.length > 0 ? (
        <div className="qcard__offers">
          <ul id={`${id}-offers`}>
            {offers.offers.map((o, i) => (
              <li key={i}>{o.description}</li>
            ))}
          </ul>
          {offers.more ? (
            <button
              type="button"
              className="link-button"
              aria-expanded={allOffers}
              aria-controls={`${id}-offers`}
              onClick={() => setAllOffers((v) => !v)}
            >
              {allOffers ? t('card.hideOffers') : t('card.viewOffers')}
            </button>
          ) : null}
        </div>
      ) : null}

      <details className="qcard__details">
        <summary>{t('card.details')}</summary>
        {q.breakdown.length > 0 ? (
          <table className="breakdown">
            <tbody>
              {breakdownLines(q).map((l) => (
                <tr key={l.code}>
                  <th scope="row">{l.label}</th>
                  <td>
                    <Money value={l.amount} />
                  </td>
                </tr>
              ))}
            </tbody>
            {price && !price.startingFrom ? (
              <tfoot>
                <tr>
                  <th scope="row">{t('card.total')}</th>
                  <td>
                    <Money value={q.premium} />
                  </td>
                </tr>
              </tfoot>
            ) : null}
          </table>
        ) : null}
        {q.limits.length > 0 ? (
          <>
            <p className="qcard__sub">{t('card.limits')}</p>
            <dl className="qcard__limits">
              {q.limits.map((l, i) => (
                <div key={i} className="qcard__cover-row">
                  <dt>{l.name}</dt>
                  <dd>{l.value}</dd>
                </div>
              ))}
            </dl>
          </>
        ) : null}
        {q.rankTerms.length > 0 ? (
          <>
            <p className="qcard__sub">{t('why.cardTitle')}</p>
            <ul className="qcard__rank" data-testid="rank-terms">
              {q.rankTerms.map((r) => (
                <li key={r.term}>
                  <span>{r.label}</span>{' '}
                  <span>{t('why.cardTerm', { points: r.points, weight: r.weight })}</span>
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </details>

      <p className="qcard__valid">
        {rich(t('card.validUntil'), { date: <bdi>{ui.date(q.validUntil)}</bdi> })}
      </p>

      <footer className="qcard__actions">
        <label className="qcard__compare">
          <input
            type="checkbox"
            checked={compared}
            disabled={compareDisabled}
            onChange={onCompare}
            data-testid="compare-toggle"
          />{' '}
          {t('card.compare')}
        </label>
        {/* A loan offer (decision 0018) is worked out on the list; it has no stored certificate. */}
        {q.loan ? null : (
          <a className="qcard__certificate" href={certificateHref}>
            {t('card.certificate')}
          </a>
        )}
        <button
          type="button"
          className="button qcard__choose"
          onClick={onChoose}
          aria-describedby={`${id}-name`}
          data-testid="choose-plan"
        >
          {q.button.label || t('card.choose')}
        </button>
      </footer>
    </article>
  );
}

/** Spec 001 §4 'Quote card shows a skeleton until data arrives'; §9 4 skeletons while loading. */
export function QuoteSkeletons({ count }: { count: number }) {
  return (
    <div className="qskeletons" aria-hidden="true" data-testid="quote-skeletons">
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="qcard qcard--skeleton">
          <div className="skeleton skeleton--logo" />
          <div className="skeleton skeleton--line" />
          <div className="skeleton skeleton--line skeleton--short" />
          <div className="skeleton skeleton--price" />
        </div>
      ))}
    </div>
  );
}
