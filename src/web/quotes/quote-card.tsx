import { useState } from 'react';
import type { TQuote } from '../../shared/contracts/quotes-api';
import { MatchLine } from '../widgets/hospital-picker/match-line';
import { shownPrice } from './card-rules';
import { quoteKey } from './list';
import { QuoteCardDetails, QuoteCardFooter, QuoteCardOffers } from './quote-card-details';
import { useUi } from './ui';
import {
  QuoteCardCover,
  QuoteCardFeatures,
  QuoteCardFigures,
  QuoteCardHead,
  QuoteCardPrice,
} from './quote-card-parts';

export type QuoteCardProps = {
  quote: TQuote;
  productId: number;
  certificateHref: string;
  compared: boolean;
  /** The compare box cannot be ticked (limit reached and this plan not chosen). */
  compareDisabled: boolean;
  onCompare: () => void;
  onChoose: () => void;
  /** 'Buy online' (decision 0087); absent or null: the card offers the advisor path only. */
  onBuy?: (() => void) | null;
  headingLevel?: 3 | 4;
};

/**
 * A quote as a compact card (docs/product/quotes.md: offers, cover info and feature limits, sponsored, validity;
 * decision 0065): who, the price, the cover lines and the actions first; features, offers, the breakdown, why
 * this rank, the validity and the certificate in the card's own details, rendered and opened on demand.
 */
export function QuoteCard({ quote: q, productId, headingLevel = 3, ...actions }: QuoteCardProps) {
  // Ids from the plan itself: island components never call useId (decision 0001).
  const id = `quote-${quoteKey(q).replace(':', '-')}`;
  const price = shownPrice(q);
  const [open, setOpen] = useState(false);
  const { t } = useUi();
  return (
    <article
      className={q.sponsored ? 'qcard qcard--sponsored' : 'qcard'}
      aria-labelledby={`${id}-name`}
      data-testid="quote-card"
      data-plan-id={q.planId}
      data-provider-id={q.providerId}
    >
      <QuoteCardHead quote={q} id={id} headingLevel={headingLevel} />
      <QuoteCardPrice quote={q} price={price} />
      <QuoteCardCover quote={q} productId={productId} />
      {q.networkMatch ? (
        <MatchLine match={q.networkMatch} t={(key, params) => t(`keepDoctor.${key}`, params)} />
      ) : null}
      <QuoteCardFooter quote={q} id={id} open={open} onOpen={() => setOpen((o) => !o)} {...actions} />
      <div id={`${id}-more`} className="qcard__more" hidden={!open} data-testid="quote-more">
        <QuoteCardFeatures quote={q} productId={productId} />
        <QuoteCardFigures quote={q} />
        <QuoteCardOffers quote={q} id={id} />
        <QuoteCardDetails quote={q} price={price} id={id} certificateHref={actions.certificateHref} />
      </div>
    </article>
  );
}

/** A skeleton card until the data arrives (4 while loading, docs/product/quotes.md). */
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
