import type { ReactNode } from 'react';
import { Dialog } from '../ui/dialog/react';
import { MobileFilters, type FilterCategory, type FilterControls } from './filter-panel';
import { useCardsUi } from './ui';

/**
 * The full-screen filter dialog of the mobile layout: Search applies at once and closes it. Its own chunk with the
 * dialog controller, loaded when first opened (decision 0075).
 */
export function FilterDialog(props: {
  open: boolean;
  onClose: () => void;
  controls: FilterControls;
  category: FilterCategory;
  onCategory: (c: FilterCategory) => void;
  onSearch: () => void;
  onClear: () => void;
}): ReactNode {
  const { t } = useCardsUi();
  return (
    <Dialog
      open={props.open}
      onClose={props.onClose}
      closeLabel={t('close')}
      labelledBy="cc-dialog-title"
      className="dialog--full ccfilter-dialog"
      data-testid="filter-dialog"
    >
      <h2 id="cc-dialog-title" className="dialog__title">
        {t('filters.title')}
      </h2>
      <MobileFilters
        c={props.controls}
        active={props.category}
        onActive={props.onCategory}
        onSearch={props.onSearch}
        onClear={props.onClear}
      />
    </Dialog>
  );
}
