import { lazy, Suspense, useState, type ComponentType, type LazyExoticComponent } from 'react';
import type { LangCode } from '../../../shared/domain/locales';
import type { TFunction } from '../../../shared/i18n/translator';
import type { PanelProps, Place } from './state';

/**
 * Keep my doctor's trigger (decision 0099): the only part in a journey's or the quotes page's first load (their
 * 100 KB budget): a title, what is chosen, and a button that loads the picker (search box, results, chips and its
 * catalogue) on the first press. `t` reads the `hospitalPicker:card` texts the page's props carry.
 */

type Panel = LazyExoticComponent<ComponentType<PanelProps>>;
const panels = new Map<string, Panel>();

function panelFor(lang: LangCode, failed: ComponentType<PanelProps>): Panel {
  let panel = panels.get(lang);
  if (!panel) {
    panel = lazy(() =>
      import('./panel').then(
        (m) => m.loadPanel(lang),
        () => {
          panels.delete(lang); // Retry asks the network again
          return { default: failed };
        },
      ),
    );
    panels.set(lang, panel);
  }
  return panel;
}

export function KeepDoctor(props: {
  lang: LangCode;
  idPrefix: string;
  t: TFunction;
  chosen: readonly Place[];
  onChange(next: Place[]): void;
  /**
   * The quotes page's row of collapsed controls (decision 0065: the first price stays on a phone's first screen):
   * one button naming the feature and the count; the explanation inside once opened. Else (the journey) a titled
   * block with the explanation and the button.
   */
  compact?: boolean;
}) {
  const { t, idPrefix, chosen, compact } = props;
  const [open, setOpen] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const failed = () => (
    <p className="kmd__failed" role="alert">
      {t('loadFailed')}{' '}
      <button
        type="button"
        className="button button--outline kmd__retry"
        onClick={() => setAttempt((n) => n + 1)}
      >
        {t('retry')}
      </button>
    </p>
  );
  const Panel = open ? panelFor(props.lang, failed) : null;
  const summary = (
    <p className="kmd__hint" data-testid="keep-doctor-summary">
      {chosen.length
        ? `${t('chosen', { count: chosen.length })}: ${chosen.map((p) => p.providerName).join(', ')}`
        : t('hint')}
    </p>
  );
  const className = compact ? `kmd kmd--compact${open ? ' kmd--open' : ''}` : 'kmd';
  return (
    <section
      className={className}
      aria-labelledby={compact ? `${idPrefix}-open` : `${idPrefix}-title`}
      data-testid="keep-doctor"
    >
      {compact ? null : (
        <>
          <h3 id={`${idPrefix}-title`} className="kmd__title">
            {t('title')}
          </h3>
          {summary}
        </>
      )}
      <button
        id={`${idPrefix}-open`}
        type="button"
        className={compact ? 'kmd__toggle' : 'button button--outline kmd__open'}
        aria-expanded={open}
        aria-controls={`${idPrefix}-panel`}
        onClick={() => setOpen((o) => !o)}
        data-testid="keep-doctor-open"
      >
        {compact
          ? chosen.length
            ? `${t('title')} · ${t('chosen', { count: chosen.length })}`
            : t('title')
          : open
            ? t('done')
            : chosen.length
              ? t('edit')
              : t('open')}
      </button>
      <div id={`${idPrefix}-panel`} className="kmd__panel" hidden={!open}>
        {compact ? summary : null}
        {Panel ? (
          <Suspense
            fallback={
              <p className="kmd__loading" role="status">
                {t('loading')}
              </p>
            }
          >
            <Panel key={attempt} idPrefix={idPrefix} chosen={chosen} onChange={props.onChange} />
          </Suspense>
        ) : null}
      </div>
    </section>
  );
}
