import { isPartnerSource } from '../../../shared/domain/sources';
import { localizedPath } from '../../../shared/domain/locales';
import { PRODUCT, productPath, segmentOfProduct } from '../../../shared/domain/products';
import { CALL_HOURS, FOOTER_TOGGLES, exitIntentAllowedOn, followUpOfFooter } from '../rules';
import type { ShellModel } from '../../../shared/contracts/render';
import { useT } from '../../i18n/use-t';
import { useWidget } from '../../widgets/collector';
import { PopupImage } from './popup-image';

/**
 * The capture popups of a product page (decision 0034; docs/product/leads.md): closed native
 * `<dialog>`s rendered on the server in the page language, the same for every visitor (the page stays cacheable);
 * `enhance.ts` decides in the browser whether one opens, and the popup code loads only then.
 */
export function showCapturePopups(m: ShellModel): boolean {
  // docs/product/leads.md: network/peko (and the other partner sources) hide the exit intent and the footer popup.
  if (m.partner !== null || isPartnerSource(m.sourceId)) return false;
  return m.productId !== PRODUCT.HOME && segmentOfProduct(m.productId) !== undefined;
}

/** The strings enhance/popup need in the browser (error texts), rendered once into the host. */
const STRING_KEYS = [
  'retry',
  'failed',
  'sending',
  'maskedHint',
  'channelCall',
  'channelWhatsapp',
  'channelEmail',
] as const;

function LeadForm({ id, productName }: { id: string; productName: string }) {
  const { t } = useT('leadsUi');
  const f = (k: string) => t(`form.${k}`);
  return (
    <form className="lead-form" data-lead-form={id} noValidate>
      <label className="lead-form__label" htmlFor={`${id}-mobile`}>
        {f('mobileLabel')}
      </label>
      <div className="lead-form__mobile" dir="ltr">
        <span className="lead-form__prefix">+971</span>
        <input
          id={`${id}-mobile`}
          name="mobileNumber"
          type="tel"
          inputMode="numeric"
          autoComplete="tel"
          maxLength={24}
          aria-describedby={`${id}-mobile-error`}
          data-field="mobile"
          data-testid={`${id}-mobile`}
        />
      </div>
      <p id={`${id}-mobile-error`} className="lead-form__error" data-field="mobile-error" />
      {/* Decision 0030: an unticked box, separate from the button, saying who may contact them and how. */}
      <label className="lead-form__consent">
        <input type="checkbox" name="consent" data-field="consent" data-testid={`${id}-consent`} />
        <span>{t('form.consent', { product: productName })}</span>
      </label>
      <details className="lead-form__prefs">
        <summary>{f('preferences')}</summary>
        <div className="lead-form__window">
          <label>
            {f('from')}{' '}
            <select name="from" data-field="from" defaultValue={CALL_HOURS[0]} dir="ltr">
              {CALL_HOURS.slice(0, -1).map((h) => (
                <option key={h} value={h}>
                  {h}
                </option>
              ))}
            </select>
          </label>
          <label>
            {f('to')}{' '}
            <select name="to" data-field="to" defaultValue={CALL_HOURS[CALL_HOURS.length - 1]} dir="ltr">
              {CALL_HOURS.slice(1).map((h) => (
                <option key={h} value={h}>
                  {h}
                </option>
              ))}
            </select>
          </label>
        </div>
        <fieldset className="lead-form__channel">
          <legend>{f('channel')}</legend>
          {(['call', 'whatsapp', 'email'] as const).map((c) => (
            <label key={c}>
              <input
                type="radio"
                name="channel"
                value={c}
                defaultChecked={c === 'call'}
                data-field="channel"
              />{' '}
              {f(`channel${c.charAt(0).toUpperCase()}${c.slice(1)}`)}
            </label>
          ))}
        </fieldset>
        <label className="lead-form__email" data-field="email-row" hidden>
          {f('email')}
          <input
            type="email"
            name="email"
            autoComplete="email"
            maxLength={254}
            data-field="email"
            dir="ltr"
          />
        </label>
      </details>
      <p className="lead-form__error" role="alert" data-field="error" data-testid={`${id}-error`} />
      <button type="submit" className="button lead-form__submit" disabled data-testid={`${id}-submit`}>
        {f('submit')}
      </button>
    </form>
  );
}

function Close({ label }: { label: string }) {
  return (
    <button type="button" className="icon-button popup__close" aria-label={label} data-popup-close="">
      ×
    </button>
  );
}

/**
 * `journeyOnPage`: the follow-up popup's button goes to this page's journey, else to the product's landing (a
 * listing such as the credit cards has no journey to jump to).
 */
export function PopupsHost({ m, journeyOnPage }: { m: ShellModel; journeyOnPage: boolean }) {
  const widget = useWidget('popups-host');
  const { t } = useT('leadsUi');
  const { t: common } = useT('common');
  const { t: rules } = useT('rules');
  const product = (id: number) => common(`products.${id}`);
  const name = product(m.productId);
  const segment = segmentOfProduct(m.productId) ?? '';
  const toggles = FOOTER_TOGGLES[m.productId];
  const followUp = followUpOfFooter(m.productId);
  const strings = {
    ...Object.fromEntries(STRING_KEYS.map((k) => [k, t(`form.${k}`)])),
    mobileRequired: rules('mobile.required'),
    mobileInvalid: rules('mobile.invalid'),
    advisorText: t('advisor.text'),
  };
  const exit = exitIntentAllowedOn({
    path: m.path,
    pageTypeId: m.pageTypeId,
    marketing: m.marketing,
    partner: m.partner !== null,
  });
  return (
    <div
      {...widget}
      className="capture-popups"
      data-product={m.productId}
      data-segment={segment}
      data-exit={exit ? '' : undefined}
      data-strings={JSON.stringify(strings)}
    >
      <dialog
        className="dialog popup popup--footer"
        data-popup="footer"
        aria-labelledby="popup-footer-title"
        data-testid="popup-footer"
      >
        <div className="dialog__head">
          <h2 id="popup-footer-title" className="dialog__title">
            <span className="popup__heading--wide" data-slot="heading">
              {t('footer.heading', { product: name })}
            </span>
            <span className="popup__heading--narrow" data-slot="mobile-heading">
              {t('footer.mobileHeading', { product: name })}
            </span>
          </h2>
          <Close label={t('form.close')} />
        </div>
        {toggles ? (
          <div className="popup__toggle" role="group" aria-label={t('footer.toggleLabel')}>
            {toggles.map((id) => (
              <button
                key={id}
                type="button"
                className={id === m.productId ? 'popup__toggle-btn is-active' : 'popup__toggle-btn'}
                aria-pressed={id === m.productId}
                data-toggle-product={id}
                data-heading={t('footer.heading', { product: product(id) })}
                data-mobile-heading={t('footer.mobileHeading', { product: product(id) })}
              >
                {product(id)}
              </button>
            ))}
          </div>
        ) : null}
        <PopupImage productId={m.productId} />
        <ul className="popup__list">
          <li>{t('footer.item1')}</li>
          <li>{t('footer.item2')}</li>
          <li>{t('footer.item3')}</li>
        </ul>
        <LeadForm id="footer" productName={name} />
        <p className="popup__terms">{t('footer.terms')}</p>
      </dialog>

      <dialog
        className="dialog popup popup--advisor"
        data-popup={followUp}
        aria-labelledby="popup-advisor-title"
        data-testid={followUp === 'advisor' ? 'popup-advisor' : 'popup-view-plans'}
      >
        <div className="dialog__head">
          <h2 id="popup-advisor-title" className="dialog__title">
            {followUp === 'advisor' ? t('advisor.title') : t('viewPlans.title')}
          </h2>
          <Close label={t('form.close')} />
        </div>
        <p data-slot="advisor-text">{followUp === 'advisor' ? '' : t('viewPlans.text', { product: name })}</p>
        <a
          className="button"
          href={journeyOnPage ? '#journey' : localizedPath(`${productPath(m.productId)}/`, m.lang)}
          data-popup-close=""
        >
          {followUp === 'advisor' ? t('advisor.viewPlans') : t('viewPlans.button')}
        </a>
      </dialog>

      <dialog
        className="dialog popup popup--side"
        data-popup="user"
        aria-labelledby="popup-user-title"
        data-testid="popup-user"
      >
        <div className="dialog__head">
          <h2 id="popup-user-title" className="dialog__title">
            {t('user.title')}
          </h2>
          <Close label={t('form.close')} />
        </div>
        <p>{t('user.text', { product: name })}</p>
        <LeadForm id="user" productName={name} />
      </dialog>

      {exit ? (
        <dialog
          className="dialog popup popup--exit"
          data-popup="exit"
          aria-labelledby="popup-exit-title"
          data-testid="popup-exit"
        >
          <div className="dialog__head">
            <h2 id="popup-exit-title" className="dialog__title" data-slot="title">
              {t('exit.dialogLabel')}
            </h2>
            <Close label={t('form.close')} />
          </div>
          <PopupImage productId={m.productId} slot="img" />
          <p className="popup__offer" data-slot="offer" />
          {/* The catalogue's own heading and button text until the exit-intent data replaces them: no empty
              heading, no unnamed button in the markup (decision 0047). */}
          <h3 className="popup__feature-title" data-slot="featureTitle">
            {t('exit.featureTitle')}
          </h3>
          <ul className="popup__list" data-slot="features" />
          <p data-slot="description" />
          <button type="button" className="button" data-slot="btnLabel" data-testid="popup-exit-button">
            {t('exit.btnLabel')}
          </button>
          <p className="popup__terms" data-slot="tcText" />
        </dialog>
      ) : null}

      {/* The splash (docs/product/leads.md): filled from GET /api/splash when a campaign asks for one (decision 0034). */}
      <dialog
        className="dialog popup popup--splash"
        data-popup="splash"
        aria-labelledby="popup-splash-title"
        data-testid="popup-splash"
      >
        <div className="dialog__head">
          <h2 id="popup-splash-title" className="dialog__title" data-slot="title">
            {t('splash.dialogLabel')}
          </h2>
          <Close label={t('form.close')} />
        </div>
        <p data-slot="description" />
        <ul className="popup__plans" data-slot="plans" />
        <p className="popup__terms">{t('splash.note')}</p>
      </dialog>
    </div>
  );
}
