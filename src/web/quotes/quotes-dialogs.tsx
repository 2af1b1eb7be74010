import { Dialog } from '../ui/dialog/react';
import { QuoteFilterPanel } from './filter-panel';
import { useUi } from './ui';
import type { QuoteFilters } from './use-quote-filters';

/** Phones: the filters in a bottom sheet; its own chunk with the dialog, loaded when first opened (decision 0075). */
export function FilterDialog({ filters }: { filters: QuoteFilters }) {
  const { t } = useUi();
  if (filters.fields.length === 0) return null;
  const close = () => filters.setFilterOpen(false);
  return (
    <Dialog
      open={filters.filterOpen}
      onClose={close}
      closeLabel={t('filters.close')}
      title={t('filters.title')}
      className="dialog--sheet qfilter-dialog"
      data-testid="filter-dialog"
    >
      <QuoteFilterPanel filters={filters} idPrefix="qfm" />
      <button type="button" className="button button--outline qfilter-dialog__close" onClick={close}>
        {t('filters.close')}
      </button>
    </Dialog>
  );
}
