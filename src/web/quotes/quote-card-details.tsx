import { useState } from 'react';
import type { TQuote } from '../../shared/contracts/quotes-api';
import { offersShown, type shownPrice } from './card-rules';
import { loanTotals } from './loan-words';
import { BreakdownTable, rich, useUi } from './ui';

/** The quote card's lower parts (docs/product/quotes.md): offers, the folded details, validity and actions. */

/** The insurer's offers, the first few unless unfolded. */
export function QuoteCardOffers({ quote: q, id }: { quote: TQuote; id: string }) {
  const { t } = useUi();
  const [allOffers, setAllOffers] = useState(false);
  const offers = offersShown(q, allOffers);
  if (offers.offers.length === 0) return null;
  return (
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
  );
}

/**
 * The card's details: the price breakdown (its total only for the visitor's own price), limits, why this rank,
 * the validity and the certificate (a loan offer, decision 0018, is worked out on the list and has none).
 */
export function QuoteCardDetails({
  quote: q,
  price,
  id,
  certificateHref,
}: {
  quote: TQuote;
  price: ReturnType<typeof shownPrice>;
  id: string;
  certificateHref: string;
}) {
  const ui = useUi();
  const { t } = ui;
  return (
    <div className="qcard__details">
      {q.breakdown.length > 0 ? (
        <BreakdownTable
          lines={q}
          caption={t(q.loan ? 'loan.details' : 'card.details')}
          totals={
            q.loan
              ? loanTotals(t, q.loan)
              : price && !price.startingFrom
                ? [{ label: t('card.total'), amount: q.premium }]
                : []
          }
        />
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
      <p className="qcard__valid">
        {rich(t('card.validUntil'), { date: <bdi>{ui.date(q.validUntil)}</bdi> })}
      </p>
      {q.loan ? null : (
        <a className="qcard__certificate" href={certificateHref} aria-describedby={`${id}-name`}>
          {t('card.certificate')}
        </a>
      )}
    </div>
  );
}

/**
 * One row of actions: compare, the details' toggle and the plan's own button; a plan bought online (decision 0087)
 * offers the advisor (the plan's lead) and 'Buy online' instead, side by side on a row of their own on a phone.
 */
export function QuoteCardFooter(props: {
  quote: TQuote;
  id: string;
  open: boolean;
  onOpen(): void;
  compared: boolean;
  compareDisabled: boolean;
  onCompare(): void;
  onChoose(): void;
  onBuy?: (() => void) | null | undefined;
}) {
  const { t } = useUi();
  const q = props.quote;
  return (
    <footer className="qcard__actions">
      <label className="qcard__compare">
        <input
          type="checkbox"
          checked={props.compared}
          disabled={props.compareDisabled}
          onChange={props.onCompare}
          data-testid="compare-toggle"
        />{' '}
        {t('card.compare')}
      </label>
      <button
        type="button"
        className="link-button qcard__toggle"
        aria-expanded={props.open}
        aria-controls={`${props.id}-more`}
        aria-describedby={`${props.id}-name`}
        onClick={props.onOpen}
        data-testid="quote-details"
      >
        {t('card.more')}
      </button>
      {props.onBuy ? (
        <span className="qcard__paths">
          <button
            type="button"
            className="button button--outline qcard__advisor"
            onClick={props.onChoose}
            aria-describedby={`${props.id}-name`}
            data-testid="choose-plan"
          >
            {t('buyCard.advisor')}
          </button>
          <button
            type="button"
            className="button qcard__buy"
            onClick={props.onBuy}
            aria-describedby={`${props.id}-name`}
            data-testid="buy-online"
          >
            {t('buyCard.buyOnline')}
          </button>
        </span>
      ) : (
        <button
          type="button"
          className="button qcard__choose"
          onClick={props.onChoose}
          aria-describedby={`${props.id}-name`}
          data-testid="choose-plan"
        >
          {q.button.label || t('card.choose')}
        </button>
      )}
    </footer>
  );
}
