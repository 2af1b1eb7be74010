import type { TQuote } from '../../shared/contracts/quotes-api';
import { Dialog } from '../ui/dialog/react';
import { CompareTable, tableFromQuotes } from './compare-table';
import { useUi } from './ui';
import type { Compare } from './use-compare';

/**
 * Products without a comparison page compare the chosen plans in a dialog, each plan with its choose button. Its
 * own chunk, loaded when Compare Now first opens it (decision 0065: compare is not on the first screen).
 */
export default function CompareDialog({
  compare,
  loaded,
  onChoose,
}: {
  compare: Compare;
  loaded: readonly TQuote[];
  /** A plan chosen in the table: the lead popup of its card. */
  onChoose(q: TQuote): void;
}) {
  const { t } = useUi();
  if (!compare.dialogOpen) return null;
  const close = () => compare.setDialogOpen(false);
  const quotes = compare.quotesOf(loaded);
  const table = tableFromQuotes(quotes, { cover: t('comparison.cover'), features: t('comparison.features') });
  const columns = table.columns.map((c, i) => ({
    ...c,
    action: (
      <button
        type="button"
        className="button"
        data-testid="compare-choose"
        onClick={() => {
          const q = quotes[i];
          close();
          if (q) onChoose(q);
        }}
      >
        {quotes[i]?.button.label || t('card.choose')}
      </button>
    ),
  }));
  return (
    <Dialog
      open
      onClose={close}
      closeLabel={t('compare.close')}
      title={t('compare.dialogTitle')}
      className="compare-dialog"
      data-testid="compare-dialog"
    >
      <CompareTable caption={t('compare.dialogTitle')} columns={columns} sections={table.sections} />
      <button type="button" className="button" onClick={close}>
        {t('compare.close')}
      </button>
    </Dialog>
  );
}
