import { lazy, Suspense, type ComponentProps } from 'react';
import type { VerifyNumber as VerifyNumberView } from './verify-number';
import { useUi } from './ui';

const VerifyNumberPanel = lazy(() => import('./verify-number').then((m) => ({ default: m.VerifyNumber })));

/**
 * The number step (decision 0017) as its own chunk: it carries the rule engine, which a visitor whose number is
 * already proved (the default journey) never loads.
 */
export function VerifyNumber(props: ComponentProps<typeof VerifyNumberView>) {
  const { t } = useUi();
  return (
    <Suspense
      fallback={
        <div className="verify-number">
          <h2 id="verify-number-title" className="dialog__title">
            {t('number.title')}
          </h2>
          <p className="verify-number__hint" role="status">
            {t('number.loading')}
          </p>
        </div>
      }
    >
      <VerifyNumberPanel {...props} />
    </Suspense>
  );
}
