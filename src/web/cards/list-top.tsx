import { useId, useState, type FormEvent } from 'react';
import { CARD_SORTS, type CardSort } from '../../shared/contracts/credit-cards-api-constants';
import { salaryFilterIncome, sanitizeSalaryInput } from '../../shared/rules/inputs';
import { Money, rich, useCardsUi } from './ui';

const SORT_LABEL: Record<CardSort, string> = {
  recommended: 'top.sortRecommended',
  annualFee: 'top.sortAnnualFee',
  minSalary: 'top.sortMinSalary',
};

/**
 * The salary the list is for, at the top of the list and changeable there (decision 0070): the spec's default
 * stays the first list's salary, but it is said, not hidden in Filter. 'Change' opens a number box; while the
 * visitor types, the cards the typed salary is below are marked (`onDraft`); 'Show cards' applies it through the
 * filter's own salary rules (`onApply`: 'Invalid value', empty falls back to 5000).
 */
export function SalaryBar(props: {
  income: number;
  incomeError: string | null;
  onDraft: (income: number | null) => void;
  onApply: (text: string) => boolean;
}) {
  const { t } = useCardsUi();
  const [draft, setDraft] = useState<string | null>(null);
  const boxId = useId();
  const close = () => {
    setDraft(null);
    props.onDraft(null);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (draft !== null && props.onApply(draft)) close();
  };
  if (draft === null)
    return (
      <p className="cc-top__salary" data-testid="salary-bar">
        <span>{rich(t('top.salary'), { income: <Money value={props.income} /> })}</span>
        <button
          type="button"
          className="cc-top__change"
          aria-label={t('top.changeLabel')}
          onClick={() => setDraft(String(props.income))}
          data-testid="salary-change"
        >
          {t('top.change')}
        </button>
      </p>
    );
  return (
    <form className="cc-top__form" onSubmit={submit} data-testid="salary-form">
      <label htmlFor={boxId} className="cc-top__label">
        {t('top.salaryBox')}
      </label>
      <div className="cc-top__row">
        <input
          id={boxId}
          className="cc-top__box"
          type="text"
          inputMode="numeric"
          dir="ltr"
          autoComplete="off"
          // The box opens on a tap of 'Change': focus follows the visitor's own action.
          autoFocus
          value={draft}
          aria-invalid={props.incomeError ? true : undefined}
          onChange={(e) => {
            const text = sanitizeSalaryInput(e.target.value);
            setDraft(text);
            props.onDraft(text === '' ? null : salaryFilterIncome(text));
          }}
          data-testid="salary-box"
        />
        <button type="submit" className="button cc-top__show" data-testid="salary-apply">
          {t('top.show')}
        </button>
        <button type="button" className="button button--outline cc-top__cancel" onClick={close}>
          {t('top.cancel')}
        </button>
      </div>
      {props.incomeError ? (
        <p className="ccfilter__error" role="alert">
          {props.incomeError}
        </p>
      ) : null}
    </form>
  );
}

/** The list's order (decision 0070): the spec's listing order, or by annual fee or minimum salary. */
export function SortSelect(props: { sort: CardSort; onSort: (sort: CardSort) => void }) {
  const { t } = useCardsUi();
  const id = useId();
  return (
    <div className="cc-top__sort">
      <label htmlFor={id}>{t('top.sort')}</label>
      <select
        id={id}
        value={props.sort}
        onChange={(e) => props.onSort(e.target.value as CardSort)}
        data-testid="cards-sort"
      >
        {CARD_SORTS.map((s) => (
          <option key={s} value={s}>
            {t(SORT_LABEL[s])}
          </option>
        ))}
      </select>
    </div>
  );
}
