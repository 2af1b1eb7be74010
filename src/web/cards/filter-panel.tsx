import { useRef, type KeyboardEvent } from 'react';
import {
  CARD_INCOME,
  type TCardFilters,
  type TCardOption,
} from '../../shared/contracts/credit-cards-api-constants';
import type { FilterKind } from './listing';
import { Money, rich, useCardsUi } from './ui';

/** docs/product/cards.md: the salary filter's slider moves in steps of AED 1,000 between 5,000 and 50,000. */
export const INCOME_SLIDER_STEP = 1_000;

export type FilterCategory = 'income' | FilterKind;
export const FILTER_CATEGORIES: readonly FilterCategory[] = [
  'income',
  'bankIds',
  'featureIds',
  'rewardTypeIds',
];

const TITLE_KEYS: Readonly<Record<FilterCategory, string>> = {
  income: 'filters.income',
  bankIds: 'filters.banks',
  featureIds: 'filters.features',
  rewardTypeIds: 'filters.rewardTypes',
};

export type FilterLists = { bankIds: TCardOption[]; featureIds: TCardOption[]; rewardTypeIds: TCardOption[] };

export type FilterControls = {
  filters: TCardFilters;
  lists: FilterLists;
  /** The number box's text (it may hold what is not an income yet: '', '5k'). */
  incomeText: string;
  /** 'Invalid value' while the box holds no income; the list keeps the last valid one. */
  incomeError: string | null;
  onIncomeText: (raw: string) => void;
  onIncomeSlide: (value: number) => void;
  onToggle: (kind: FilterKind, id: number) => void;
};

/** docs/product/cards.md: range slider plus number box, 5000 to 50000 (the top shown '50,000+ AED'). */
function IncomeFilter({ c, idPrefix }: { c: FilterControls; idPrefix: string }) {
  const { t, amount } = useCardsUi();
  const boxId = `${idPrefix}-income`;
  const errorId = `${boxId}-error`;
  const slider = Math.min(CARD_INCOME.max, Math.max(CARD_INCOME.min, c.filters.income));
  const top = c.filters.income >= CARD_INCOME.max;
  return (
    <div className="ccfilter__field ccfilter__income" data-field="income">
      <label className="ccfilter__label" htmlFor={boxId}>
        {t('filters.income')}
      </label>
      <input
        type="range"
        className="ccfilter__slider"
        min={CARD_INCOME.min}
        max={CARD_INCOME.max}
        step={INCOME_SLIDER_STEP}
        value={slider}
        aria-label={t('filters.incomeSlider')}
        aria-valuetext={top ? `${amount(CARD_INCOME.max)}+` : amount(slider)}
        onChange={(e) => c.onIncomeSlide(Number(e.target.value))}
        data-testid="income-slider"
      />
      <div className="ccfilter__range" aria-hidden="true">
        <Money value={CARD_INCOME.min} />
        <span className="money">
          {rich(t('filters.incomeMax'), { amount: <bdi dir="ltr">{`${amount(CARD_INCOME.max)}+`}</bdi> })}
        </span>
      </div>
      <div className="ccfilter__box">
        <span className="ccfilter__unit" aria-hidden="true">
          {t('currency')}
        </span>
        <input
          id={boxId}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          maxLength={14}
          value={c.incomeText}
          placeholder={String(CARD_INCOME.default)}
          aria-invalid={c.incomeError ? true : undefined}
          aria-describedby={c.incomeError ? errorId : undefined}
          onChange={(e) => c.onIncomeText(e.target.value)}
          data-testid="income-box"
        />
      </div>
      {c.incomeError ? (
        <p id={errorId} className="ccfilter__error" role="alert">
          {c.incomeError}
        </p>
      ) : null}
    </div>
  );
}

function MultiSelect({ c, kind, idPrefix }: { c: FilterControls; kind: FilterKind; idPrefix: string }) {
  const { t } = useCardsUi();
  const chosen = c.filters[kind];
  return (
    <fieldset className="ccfilter__field" data-field={kind}>
      <legend className="ccfilter__label">{t(TITLE_KEYS[kind])}</legend>
      <div className="ccfilter__options">
        {c.lists[kind].map((o) => (
          <label key={o.id} className="ccfilter__option">
            <input
              type="checkbox"
              name={`${idPrefix}-${kind}`}
              value={o.id}
              checked={chosen.includes(o.id)}
              onChange={() => c.onToggle(kind, o.id)}
            />{' '}
            {o.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** The fields of one category. */
export function CategoryFields({
  c,
  category,
  idPrefix,
}: {
  c: FilterControls;
  category: FilterCategory;
  idPrefix: string;
}) {
  return category === 'income' ? (
    <IncomeFilter c={c} idPrefix={idPrefix} />
  ) : (
    <MultiSelect c={c} kind={category} idPrefix={idPrefix} />
  );
}

/** The desktop side panel (docs/product/cards.md): every category at once; a change reloads the list after 500 ms. */
export function SidePanel({ c, onReset }: { c: FilterControls; onReset: () => void }) {
  const { t } = useCardsUi();
  return (
    // Not a form: every change applies itself, so there is nothing to submit (a form needs a submit, decision 0047).
    <div className="ccfilter" data-testid="filter-panel">
      {FILTER_CATEGORIES.map((category) => (
        <CategoryFields key={category} c={c} category={category} idPrefix="ccd" />
      ))}
      <div className="ccfilter__actions">
        <button type="button" className="button button--outline" onClick={onReset} data-testid="filter-reset">
          {t('filters.reset')}
        </button>
      </div>
    </div>
  );
}

/** How many choices a category holds (shown beside its name in the mobile dialog). */
const chosenCount = (c: FilterControls, category: FilterCategory): number =>
  category === 'income' ? 0 : c.filters[category].length;

/**
 * The mobile dialog's content (docs/product/cards.md: 'The mobile filter dialog has an active category; Search closes it;
 * Clear Filter restores defaults'): the categories as vertical tabs beside the active one's fields.
 */
export function MobileFilters({
  c,
  active,
  onActive,
  onSearch,
  onClear,
}: {
  c: FilterControls;
  active: FilterCategory;
  onActive: (category: FilterCategory) => void;
  onSearch: () => void;
  onClear: () => void;
}) {
  const { t } = useCardsUi();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const move = (e: KeyboardEvent<HTMLDivElement>) => {
    const i = FILTER_CATEGORIES.indexOf(active);
    const last = FILTER_CATEGORIES.length - 1;
    const next =
      e.key === 'ArrowDown'
        ? (i + 1) % FILTER_CATEGORIES.length
        : e.key === 'ArrowUp'
          ? (i + last) % FILTER_CATEGORIES.length
          : e.key === 'Home'
            ? 0
            : e.key === 'End'
              ? last
              : -1;
    if (next < 0) return;
    e.preventDefault();
    onActive(FILTER_CATEGORIES[next] as FilterCategory);
    tabs.current[next]?.focus();
  };
  return (
    <div className="ccfilter-dialog__body">
      <div
        className="ccfilter-dialog__tabs"
        role="tablist"
        aria-orientation="vertical"
        aria-label={t('filters.categories')}
        onKeyDown={move}
      >
        {FILTER_CATEGORIES.map((category, i) => {
          const selected = category === active;
          const count = chosenCount(c, category);
          return (
            <button
              key={category}
              ref={(el) => {
                tabs.current[i] = el;
              }}
              type="button"
              role="tab"
              id={`ccm-tab-${category}`}
              aria-selected={selected}
              aria-controls="ccm-panel"
              tabIndex={selected ? 0 : -1}
              className="ccfilter-dialog__tab"
              onClick={() => onActive(category)}
              data-testid={`filter-tab-${category}`}
              {...(selected ? { 'data-autofocus': true } : {})}
            >
              <span>{t(TITLE_KEYS[category])}</span>
              {count > 0 ? (
                <span className="ccfilter-dialog__count">{t('filters.selected', { count })}</span>
              ) : null}
            </button>
          );
        })}
      </div>
      <div
        id="ccm-panel"
        className="ccfilter-dialog__panel"
        role="tabpanel"
        aria-labelledby={`ccm-tab-${active}`}
        data-testid="filter-active-panel"
        data-category={active}
      >
        <CategoryFields c={c} category={active} idPrefix="ccm" />
      </div>
      <div className="ccfilter-dialog__actions">
        <button type="button" className="button button--outline" onClick={onClear} data-testid="filter-clear">
          {t('filters.clear')}
        </button>
        <button type="button" className="button" onClick={onSearch} data-testid="filter-search">
          {t('filters.search')}
        </button>
      </div>
    </div>
  );
}
