import { localizedPath } from '../../../shared/domain/locales';
import { useT } from '../../i18n/use-t';
import { MaybeWidget } from '../editorial-common/common';
import type { BlockContext } from '../types';

/**
 * The CEO blog's subscribe box (decision 0106): an e-mail field, the consent sentence and 'Subscribe Now'. A plain
 * form POST to `/subscribe/` works without JavaScript (a page answers); with it, the `subscribe-box` widget posts
 * POST /api/subscriptions with the session and says the answer in place. Either way a confirmation e-mail follows
 * (double opt-in), and the answer never says whether the address was already subscribed.
 */
export function SubscribeBox({ ctx, id }: { ctx: BlockContext; id: string }) {
  const { t } = useT('subscribe');
  const { t: tc } = useT('common');
  const brand = tc('brand');
  const titleId = `${id}-title`;
  const fieldId = `${id}-email`;
  return (
    <section className="subscribe-box" aria-labelledby={titleId}>
      <h2 className="subscribe-box__title" id={titleId}>
        {t('box.title')}
      </h2>
      <p className="subscribe-box__text">{t('box.text')}</p>
      <MaybeWidget
        name="subscribe-box"
        enabled
        tag="div"
        props={{
          'data-lang': ctx.lang,
          'data-label-sending': t('box.sending'),
          'data-label-invalid': t('box.invalid'),
          'data-label-failed': t('box.failed'),
        }}
      >
        <form className="subscribe-box__form" method="post" action={localizedPath('/subscribe/', ctx.lang)}>
          <label className="subscribe-box__label" htmlFor={fieldId}>
            {t('box.label')}
          </label>
          <input
            className="subscribe-box__input"
            id={fieldId}
            name="email"
            type="email"
            inputMode="email"
            autoComplete="email"
            required
            maxLength={254}
            dir="ltr"
          />
          <p className="subscribe-box__consent">{t('box.consent', { brand })}</p>
          <button type="submit" className="button subscribe-box__button">
            {t('box.button')}
          </button>
          <p className="subscribe-box__status" role="status" data-subscribe-status="" />
        </form>
      </MaybeWidget>
    </section>
  );
}
