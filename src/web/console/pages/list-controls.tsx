/**
 * Move up, move down, duplicate and remove for an item of a list (a block of a page, an item of a block's list):
 * plain buttons, so the keyboard reaches them; each names what it acts on for a screen reader.
 */
export function ListControls(props: {
  t: (key: string, vars?: Record<string, string | number>) => string;
  index: number;
  count: number;
  /** What the buttons act on, e.g. 'Rows 2' or 'BANNER car-banner'. */
  what: string;
  onMove: (to: number) => void;
  onRemove: () => void;
  onDuplicate?: () => void;
}) {
  const { t, index, count, what, onMove, onRemove, onDuplicate } = props;
  return (
    <div className="cp-row cp-item-actions">
      <button
        type="button"
        className="cs-secondary cp-small"
        disabled={index === 0}
        aria-label={t('consolePages:form.moveUp', { what })}
        title={t('consolePages:form.moveUp', { what })}
        onClick={() => onMove(index - 1)}
      >
        ↑
      </button>
      <button
        type="button"
        className="cs-secondary cp-small"
        disabled={index === count - 1}
        aria-label={t('consolePages:form.moveDown', { what })}
        title={t('consolePages:form.moveDown', { what })}
        onClick={() => onMove(index + 1)}
      >
        ↓
      </button>
      {onDuplicate ? (
        <button type="button" className="cs-secondary cp-small" onClick={onDuplicate}>
          {t('consolePages:form.duplicate')}
        </button>
      ) : null}
      <button
        type="button"
        className="cs-secondary cp-small"
        aria-label={t('consolePages:form.remove', { what })}
        onClick={onRemove}
      >
        {t('consolePages:form.removeShort')}
      </button>
    </div>
  );
}
