import { Dialog } from '../ui/dialog/react';
import { FilterPanel } from './filter-panel';
import { useUi } from './ui';
import type { QuoteFilters } from './use-quote-filters';

/** The filter form: beside the list on wide screens (`qfd`), in a dialog on phones (`qfm`). */
export function QuoteFilterPanel({ filters, idPrefix }: { filters: QuoteFilters; idPrefix: string }) {
  return (
    <FilterPanel
      fields={filters.fields}
      values={filters.values}
      idPrefix={idPrefix}
      changed={filters.formChanged}
      onChange={filters.onChange}
      onSearch={() => filters.search()}
      onClear={filters.clear}
    />
  );
}

/** Phones: the filters in a bottom sheet. */
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
