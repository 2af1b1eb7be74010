import type { TCreditCardQuote } from '../../shared/contracts/credit-cards-api-constants';
import { Dialog } from '../ui/dialog/react';
import { applyHref } from './card-tile';
import { Money, useCardsUi } from './ui';

export type CompareSheetProps = {
  quotes: TCreditCardQuote[];
  applyPath: string;
  onClose: () => void;
};

/**
 * Cards side by side (decision 0070): one column per card, 2 on a phone and 3 on desktop, each row a figure the
 * tiles show; 'Apply Now' per column leads where the tile's does. Its own chunk, loaded when first opened.
 */
export function CompareSheet(props: CompareSheetProps) {
  const { t, number } = useCardsUi();
  const rows: { label: string; cell: (q: TCreditCardQuote) => React.ReactNode }[] = [
    {
      label: t('card.annualFee'),
      cell: (q) => (q.limits[1].id === 0 ? t('card.free') : <Money value={q.limits[1].id} />),
    },
    { label: t('card.minimumIncome'), cell: (q) => <Money value={q.limits[0].id} /> },
    { label: t('card.reward'), cell: (q) => q.rewardType.label },
    {
      label: t('compare.rate'),
      cell: (q) => <bdi dir="ltr">{t('card.rate', { rate: number(q.monthlyRate.percent) })}</bdi>,
    },
    { label: t('compare.banking'), cell: (q) => q.bankingLabel },
  ];
  return (
    <Dialog
      open
      onClose={props.onClose}
      closeLabel={t('close')}
      title={t('compare.title')}
      className="dialog--sheet cc-compare"
      data-testid="compare-sheet"
    >
      <div className={`cc-compare__grid cc-compare__grid--${props.quotes.length}`} role="table">
        <div className="cc-compare__row" role="row">
          {props.quotes.map((q) => (
            <div key={q.planId} className="cc-compare__head" role="columnheader" data-testid="compare-column">
              <img src={q.providerLogo} alt="" width={96} height={38} />
              <strong>{q.planName}</strong>
            </div>
          ))}
        </div>
        {rows.map((r) => (
          <div key={r.label} className="cc-compare__row" role="row">
            {props.quotes.map((q) => (
              <div key={q.planId} className="cc-compare__cell" role="cell">
                <span className="cc-compare__label">{r.label}</span>
                <span>{r.cell(q)}</span>
              </div>
            ))}
          </div>
        ))}
        <div className="cc-compare__row" role="row">
          {props.quotes.map((q) => (
            <div key={q.planId} className="cc-compare__cell" role="cell">
              <a className="button" href={applyHref(props.applyPath, q.planId)}>
                {t('card.apply')}
              </a>
            </div>
          ))}
        </div>
      </div>
    </Dialog>
  );
}
