import type { TQuote } from '../../shared/contracts/quotes-api';
import { coverInfoLines, featuresShown, type shownPrice } from './card-rules';
import { LoanFixedPeriod } from './loan-fixed';
import { Ltr, Money, rich, useUi } from './ui';

/** The quote card's parts (docs/product/quotes.md): who, the price, the cover, the features and the figures. */

export function QuoteCardHead({
  quote: q,
  id,
  headingLevel,
}: {
  quote: TQuote;
  id: string;
  headingLevel: 3 | 4;
}) {
  const { t } = useUi();
  const Heading = headingLevel === 4 ? 'h4' : 'h3';
  const logo = q.providerLogo || q.imgUrl;
  const insurer = q.insurerName || q.providerName;
  return (
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
  );
}

/** The premium ('Starting from' when not the visitor's own), or 'Check premium'; a loan's fixed period below. */
export function QuoteCardPrice({ quote: q, price }: { quote: TQuote; price: ReturnType<typeof shownPrice> }) {
  const { t } = useUi();
  return (
    <>
      <div className="qcard__price" data-testid="quote-price">
        {price ? (
          <>
            {price.startingFrom || q.loan ? (
              <span className="qcard__from">{t(q.loan ? 'loan.instalment' : 'card.startingFrom')}</span>
            ) : null}
            <Money value={price.amount} className="qcard__premium" />
            {q.paymentFrequency.unit ? <span className="qcard__freq">{q.paymentFrequency.unit}</span> : null}
          </>
        ) : (
          <span className="qcard__por">{t('card.checkPremium')}</span>
        )}
      </div>
      {q.loan ? <LoanFixedPeriod loan={q.loan} /> : null}
    </>
  );
}

/** The product's first cover lines, side by side. */
export function QuoteCardCover({ quote: q, productId }: { quote: TQuote; productId: number }) {
  const cover = q.coverInfo.slice(0, coverInfoLines(productId));
  if (cover.length === 0) return null;
  return (
    <dl className="qcard__cover">
      {cover.map((c, i) => (
        <div key={i} className="qcard__cover-row">
          <dt>{c.row1}</dt>
          <dd>{c.row2}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The plan's features (ticked, optional or struck out), in the card's details. */
export function QuoteCardFeatures({ quote: q, productId }: { quote: TQuote; productId: number }) {
  const { t } = useUi();
  const features = featuresShown(q, productId);
  return (
    <>
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
    </>
  );
}

/** The claim settlement ratio and, for savings plans, the maturity value. */
export function QuoteCardFigures({ quote: q }: { quote: TQuote }) {
  const ui = useUi();
  const { t } = ui;
  return (
    <>
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
    </>
  );
}
