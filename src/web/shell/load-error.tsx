import type { TFunction } from '../../shared/i18n/translator';

/**
 * The in-place message for a part of the page whose script failed to load (decision 0048), in the page's language.
 * The entry is plain TypeScript without catalogues, so the server puts the message here, inert, and
 * `load-errors.ts` clones it beside the island or widget that failed.
 */
export function LoadErrorTemplate({ t }: { t: TFunction }) {
  return (
    <template data-load-error="">
      <div className="load-error" role="alert" data-testid="load-error">
        <p className="load-error__text">{t('loadError.message')}</p>
        <button type="button" className="load-error__retry" data-load-retry="">
          {t('loadError.retry')}
        </button>
      </div>
    </template>
  );
}
