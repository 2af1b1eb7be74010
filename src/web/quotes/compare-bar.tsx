import { canCompare, type CompareItem } from './compare';
import { Ltr, rich, useUi } from './ui';

export type CompareBarProps = {
  items: readonly CompareItem[];
  limit: number;
  expanded: boolean;
  onExpand: (expanded: boolean) => void;
  onRemove: (key: string) => void;
  onCompareNow: () => void;
};

/**
 * docs/product/quotes.md 'Car comparison bar': 'Compare Plans' n/limit 'Selected' with per-plan remove, 'Compare Now'
 * (disabled below 2 plans) and Close; docs/product/quotes.md 'The comparison bar toggles expanded/collapsed'.
 */
export function CompareBar({ items, limit, expanded, onExpand, onRemove, onCompareNow }: CompareBarProps) {
  const { t } = useUi();
  if (items.length === 0) return null;
  const count = rich(t('compare.selected'), {
    count: <Ltr>{items.length}</Ltr>,
    limit: <Ltr>{limit}</Ltr>,
  });
  if (!expanded) {
    return (
      <aside
        className="compare-bar compare-bar--collapsed"
        aria-label={t('compare.title')}
        data-testid="compare-bar"
      >
        <button type="button" className="button" onClick={() => onExpand(true)} aria-expanded={false}>
          {t('compare.open', { count: items.length })}
        </button>
      </aside>
    );
  }
  const ready = canCompare(items);
  return (
    <aside
      className="compare-bar"
      aria-labelledby="compare-bar-title"
      data-testid="compare-bar"
      data-count={items.length}
    >
      <div className="compare-bar__head">
        <h2 id="compare-bar-title" className="compare-bar__title">
          {t('compare.title')}
        </h2>
        <p className="compare-bar__count" aria-live="polite" data-testid="compare-count">
          {count}
        </p>
      </div>
      <ul className="compare-bar__items">
        {items.map((c) => (
          <li key={c.key} className="compare-bar__item">
            {c.logo ? <img src={c.logo} alt="" width={48} height={24} /> : null}
            <span className="compare-bar__name">{c.planName}</span>
            <button
              type="button"
              className="icon-button compare-bar__remove"
              aria-label={t('compare.remove', { plan: c.planName })}
              onClick={() => onRemove(c.key)}
            >
              <span aria-hidden="true">×</span>
            </button>
          </li>
        ))}
      </ul>
      <p className="compare-bar__hint">
        {ready ? t('compare.limit', { count: limit }) : t('compare.needTwo')}
      </p>
      <div className="compare-bar__actions">
        <button
          type="button"
          className="button"
          disabled={!ready}
          onClick={onCompareNow}
          data-testid="compare-now"
        >
          {t('compare.now')}
        </button>
        <button
          type="button"
          className="button button--outline"
          onClick={() => onExpand(false)}
          aria-expanded={true}
        >
          {t('compare.close')}
        </button>
      </div>
    </aside>
  );
}
