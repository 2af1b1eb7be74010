import { useT } from '../i18n/use-t';
import { localizedPath } from '../../shared/domain/locales';
import type { ShellModel } from './model';

/** docs/product/pages.md: 'Oops! Something went wrong.' with 'try again', which reloads the page (a link: no JS needed). */
export function ErrorScreen({ path, unavailable = false }: { path: string; unavailable?: boolean }) {
  const { t } = useT('common');
  return (
    <section className="status-screen" data-testid="error-screen">
      <h1>{t('errors.oops')}</h1>
      {/* A 503 while the database is away (decision 0045): it is brief, so say when to come back. */}
      {unavailable ? <p>{t('errors.unavailableText')}</p> : null}
      <p>
        <a className="button" href={path}>
          {t('errors.tryAgain')}
        </a>
      </p>
    </section>
  );
}

export function NotFoundScreen({ m }: { m: ShellModel }) {
  const { t } = useT('common');
  return (
    <section className="status-screen" data-testid="not-found">
      <h1>{t('errors.notFoundTitle')}</h1>
      <p>{t('errors.notFoundText')}</p>
      <p>
        <a className="button" href={localizedPath('/', m.lang)}>
          {t('errors.goHome')}
        </a>
      </p>
    </section>
  );
}
