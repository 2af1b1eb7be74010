import { useState, type Dispatch, type RefObject } from 'react';
import { CARD_INCOME, type TCardFilters } from '../../shared/contracts/credit-cards-api-constants';
import { salaryFilterIncome, sanitizeSalaryInput } from '../../shared/rules/inputs';
import { MSG } from '../../shared/rules/messages';
import type { FilterControls, FilterLists } from './filter-panel';
import type { FilterKind, ListingAction, ListingState } from './listing';

const EMPTY_LISTS: FilterLists = { bankIds: [], featureIds: [], rewardTypeIds: [] };

/**
 * The filters' controls (docs/product/cards.md): the salary box and slider, the bank, feature and reward
 * checkboxes, and reset to the page's defaults; every change goes through `changed` (the debounced reload).
 */
export function useCardFilters(
  listing: { state: ListingState; stateRef: RefObject<ListingState>; dispatch: Dispatch<ListingAction> },
  changed: () => void,
  opts: { defaults: TCardFilters; initialIncome: number; ruleMessages: Record<string, string> },
): { controls: FilterControls; reset: () => void } {
  const { state, stateRef, dispatch } = listing;
  const [incomeText, setIncomeText] = useState(String(opts.initialIncome));
  const [incomeError, setIncomeError] = useState<string | null>(null);
  const setIncome = (income: number) => {
    dispatch({ type: 'setIncome', income });
    changed();
  };
  const controls: FilterControls = {
    filters: state.filters,
    lists: state.meta
      ? {
          bankIds: state.meta.filters.banks,
          featureIds: state.meta.filters.features,
          rewardTypeIds: state.meta.filters.rewardTypes,
        }
      : EMPTY_LISTS,
    incomeText,
    incomeError,
    onIncomeText: (raw) => {
      const text = sanitizeSalaryInput(raw);
      setIncomeText(text);
      // Empty falls back to 5000; digits only and greater than 0, else 'Invalid value'.
      const income = salaryFilterIncome(text, CARD_INCOME.default);
      if (income === null) {
        setIncomeError(opts.ruleMessages[MSG.invalidValue] ?? 'Invalid value');
        return;
      }
      setIncomeError(null);
      if (income !== stateRef.current.filters.income) setIncome(income);
    },
    onIncomeSlide: (value) => {
      setIncomeText(String(value));
      setIncomeError(null);
      setIncome(value);
    },
    onToggle: (kind: FilterKind, id: number) => {
      dispatch({ type: 'toggle', kind, id });
      changed();
    },
  };
  const reset = () => {
    setIncomeText(String(opts.defaults.income));
    setIncomeError(null);
    dispatch({ type: 'reset' });
    changed();
  };
  return { controls, reset };
}
