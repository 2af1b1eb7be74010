import type { TCreditCardQuote } from '../../shared/contracts/credit-cards-api-constants';
import type { useCompare } from './use-compare';
import { useCardsUi } from './ui';

/** The chosen cards' count and 'Compare', fixed at the bottom once two are chosen; the sheet when open. */
export function CompareBar(props: {
  compare: ReturnType<typeof useCompare>;
  quotes: readonly TCreditCardQuote[];
  applyPath: string;
}) {
  const { t } = useCardsUi();
  const { compare } = props;
  const chosen = compare.ids.flatMap((id) => props.quotes.filter((q) => q.planId === id));
  const { Sheet } = compare;
  return (
    <>
      {chosen.length >= 2 ? (
        <div className="cc-compare-bar" data-testid="compare-bar">
          <span>{t('compare.hint', { count: compare.limit })}</span>
          <button
            type="button"
            className="button"
            onClick={() => void compare.openSheet()}
            data-testid="compare-open"
          >
            {t('compare.open', { count: chosen.length })}
          </button>
        </div>
      ) : null}
      {compare.open && Sheet ? (
        <Sheet quotes={chosen} applyPath={props.applyPath} onClose={compare.close} />
      ) : null}
    </>
  );
}
