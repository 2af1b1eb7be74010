import { useCallback, useEffect, useReducer, useState, type ReactNode } from 'react';
import type { TQuote } from '../../shared/contracts/quotes-api';
import type { LangCode } from '../../shared/domain/locales';
import { createTranslator, type Catalogue, type TFunction } from '../../shared/i18n/translator';
import type { ApiResult } from '../session/request';
import { Dialog } from '../ui/dialog/react';
import { fetchHandoffPreview, postBuy } from './buy-api';
import {
  aed,
  buyOutcome,
  buyReducer,
  loadFailure,
  needsNumber,
  type BuyState,
  type BuyTexts,
  type HandoffPreview,
} from './buy-rules';
import { formNumberApi, type NumberForm } from './number-api';
import { Ltr, Money, rich, useUi } from './ui';
import { VerifyNumber } from './verify-number-lazy';

/**
 * The Buy dialog (decision 0087; docs/product/policies.md): its own chunk, loaded on the first 'Buy online' (the
 * quotes page stays within 100 KB, decision 0075), with the `buy` catalogue of the page language. The number and
 * its code first when the enquiry's is not proved (decision 0017, as the lead popup does); then the handoff
 * preview: the insurer, the plan, the price, what is sent to the insurer, an unticked reminder consent, and
 * Continue, which buys (Idempotency-Key) and follows the insurer's REDIRECT at once. A re-priced quote shows the
 * new price and asks again; every failure says what happened.
 */

export type BuyChoice = { quote: TQuote; enquiryId: string; productId: number };

export type BuyApi = {
  preview(quoteId: string, productId: number): Promise<ApiResult<HandoffPreview>>;
  buy(quoteId: string, productId: number, reminderConsent: boolean): Promise<ApiResult<unknown>>;
};
const httpApi: BuyApi = { preview: fetchHandoffPreview, buy: postBuy };

const translators = new Map<LangCode, TFunction>();

/**
 * The `buy` catalogue of one language, loaded once (the quotes page's props carry only the card's two labels): each
 * language folder's file its own small chunk by Vite's glob import (no list of languages, decision 0091; no dynamic
 * import helper shared with the journey's upload chunk, decision 0075).
 */
export async function loadBuyTranslator(lang: LangCode): Promise<TFunction> {
  const known = translators.get(lang);
  if (known) return known;
  const files = import.meta.glob<Catalogue>('../../shared/i18n/locales/*/buy.json', { import: 'default' });
  const load = files[`../../shared/i18n/locales/${lang}/buy.json`];
  if (!load) throw new Error(`no buy catalogue for ${lang}`);
  const t = buyTranslator(lang, await load());
  translators.set(lang, t);
  return t;
}

export function buyTranslator(lang: LangCode, catalogue: Catalogue): TFunction {
  return createTranslator(lang, { [lang]: { buy: catalogue } }, { defaultNs: 'buy' }).t;
}

const textsOf = (bt: TFunction): BuyTexts => ({
  generic: bt('dialog.error'),
  offline: bt('dialog.offline'),
  stillWorking: bt('dialog.stillWorking'),
});

/**
 * The dialog's state and its two actions, given the calls and the navigation (tests replace both). An answer that
 * the number is not proved calls `onNumberNeeded` when the dialog can ask for it (it then reloads once proved).
 */
export function useBuy(
  choice: BuyChoice,
  bt: TFunction,
  ready: boolean,
  api: BuyApi,
  navigate: (url: string) => void,
  onNumberNeeded: (() => void) | null,
) {
  const [state, dispatch] = useReducer(buyReducer, { kind: 'loading' } as BuyState);
  const { quoteId } = choice.quote;
  const { productId } = choice;
  const load = useCallback(async () => {
    dispatch({ type: 'load' });
    const res = await api.preview(quoteId, productId);
    if (res.ok) dispatch({ type: 'loaded', preview: res.data, quoteId });
    else if (onNumberNeeded && needsNumber(res)) onNumberNeeded();
    else dispatch({ type: 'loadFailed', message: loadFailure(res, textsOf(bt)) });
  }, [api, bt, quoteId, productId, onNumberNeeded]);
  useEffect(() => {
    if (ready) void load();
  }, [ready, load]);
  const send = async () => {
    if (state.kind !== 'ready' || state.sending) return;
    dispatch({ type: 'send' });
    const res = await api.buy(state.quoteId, productId, state.reminderConsent);
    if (onNumberNeeded && needsNumber(res)) {
      onNumberNeeded();
      return;
    }
    const outcome = buyOutcome(res, window.location.origin, textsOf(bt));
    dispatch({ type: 'outcome', outcome });
    if (outcome.kind === 'navigate') navigate(outcome.url);
  };
  return { state, dispatch, load, send };
}

export function BuyDialog(props: {
  choice: BuyChoice;
  maskedMobile: string | null;
  /** The product's hidden number form (decision 0017); null: none. */
  numberForm: NumberForm | null | undefined;
  rules: Catalogue;
  onVerified(maskedMobile: string): void;
  onClose(): void;
  api?: BuyApi;
  navigate?: (url: string) => void;
}) {
  const ui = useUi();
  const [bt, setBt] = useState<TFunction | undefined>(() => translators.get(ui.lang));
  useEffect(() => {
    if (!bt) void loadBuyTranslator(ui.lang).then((t) => setBt(() => t));
  }, [bt, ui.lang]);
  const { choice, numberForm } = props;
  // The server says the enquiry's number is not proved (another tab, an older list): ask for it here too.
  const [numberNeeded, setNumberNeeded] = useState(false);
  const askNumber = (props.maskedMobile === null || numberNeeded) && !!numberForm;
  const askForNumber = useCallback(() => setNumberNeeded(true), []);
  const buy = useBuy(
    choice,
    bt ?? ((k: string) => k),
    !!bt && !askNumber,
    props.api ?? httpApi,
    props.navigate ?? ((url) => window.location.assign(url)),
    numberForm ? askForNumber : null,
  );
  // The catalogue arrives with the chunk's first use, a moment after the click: the dialog opens with its words.
  if (!bt) return null;
  return (
    <Dialog
      open
      onClose={props.onClose}
      closeLabel={bt('dialog.close')}
      labelledBy={askNumber ? 'verify-number-title' : 'buy-title'}
      className="lead buy"
      data-testid="buy-dialog"
    >
      {askNumber ? (
        <VerifyNumber
          api={formNumberApi(numberForm, choice.productId, choice.enquiryId)}
          rules={props.rules}
          intro={ui.t('number.chooseIntro')}
          onVerified={(masked) => {
            setNumberNeeded(false);
            props.onVerified(masked);
          }}
        />
      ) : (
        buyBody(bt, choice.quote, buy.state, {
          onReminder: (on) => buy.dispatch({ type: 'reminder', on }),
          onContinue: () => void buy.send(),
          onRetry: () => void buy.load(),
          onClose: props.onClose,
        })
      )}
    </Dialog>
  );
}

export type BuyActions = {
  onReminder(on: boolean): void;
  onContinue(): void;
  onRetry(): void;
  onClose(): void;
};

/** The dialog's content for a state (a render function with plain arguments; tested on the server renderer). */
export function buyBody(bt: TFunction, quote: TQuote, state: BuyState, actions: BuyActions): ReactNode {
  const title = (
    <h2 id="buy-title" className="dialog__title">
      {bt('dialog.title')}
    </h2>
  );
  if (state.kind === 'loading')
    return (
      <div data-state="loading">
        {title}
        <p className="buy__status" role="status">
          {bt('dialog.loading')}
        </p>
      </div>
    );
  if (state.kind === 'loadFailed')
    return (
      <div data-state="load-failed">
        {title}
        <p className="lead__error" role="alert" data-testid="buy-error">
          {state.message}
        </p>
        <div className="lead__actions">
          <button type="button" className="button" onClick={actions.onRetry} data-testid="buy-retry">
            {bt('dialog.retry')}
          </button>
          <button type="button" className="button button--outline" onClick={actions.onClose}>
            {bt('dialog.cancel')}
          </button>
        </div>
      </div>
    );
  const { preview } = state;
  const insurer = preview.insurer.name || quote.insurerName || quote.providerName;
  const leaving = state.kind === 'leaving';
  const sending = state.kind === 'ready' && state.sending;
  const repriced = state.kind === 'ready' && state.repriced;
  const error = state.kind === 'ready' ? state.error : null;
  return (
    <form
      noValidate
      data-state={leaving ? 'leaving' : sending ? 'sending' : repriced ? 'repriced' : 'ready'}
      onSubmit={(e) => {
        e.preventDefault();
        if (!sending && !leaving) actions.onContinue();
      }}
    >
      {title}
      <div className="buy__insurer">
        {preview.insurer.logo ? (
          <img src={preview.insurer.logo} alt="" width={96} height={40} loading="lazy" />
        ) : null}
        <dl className="lead__facts" data-testid="buy-facts">
          <div>
            <dt>{bt('dialog.insurer')}</dt>
            <dd>{insurer}</dd>
          </div>
          <div>
            <dt>{bt('dialog.plan')}</dt>
            <dd>{preview.planName}</dd>
          </div>
        </dl>
      </div>
      {repriced ? (
        <div className="buy__repriced" role="alert" data-testid="buy-repriced">
          <p className="buy__repriced-title">{bt('dialog.repricedTitle')}</p>
          <p>{bt('dialog.repricedText', { insurer })}</p>
        </div>
      ) : null}
      {priceTable(bt, preview)}
      {preview.validUntil ? (
        <p className="buy__note">
          {rich(bt('dialog.validUntil', { insurer }), { date: <ValidUntil iso={preview.validUntil} /> })}
        </p>
      ) : null}
      <section className="buy__sent" aria-labelledby="buy-sent-title">
        <h3 id="buy-sent-title" className="buy__sent-title">
          {bt('dialog.sentTitle', { insurer })}
        </h3>
        <p className="buy__note">{bt('dialog.sentIntro', { insurer })}</p>
        <dl className="lead__facts" data-testid="buy-sent">
          {preview.sent.map((s) => (
            <div key={s.key}>
              <dt>{s.label}</dt>
              <dd>
                <Ltr>{s.value}</Ltr>
              </dd>
            </div>
          ))}
        </dl>
      </section>
      <label className="lead__consent">
        <input
          type="checkbox"
          checked={state.kind === 'ready' && state.reminderConsent}
          disabled={leaving}
          onChange={(e) => actions.onReminder(e.target.checked)}
          aria-describedby="buy-reminder-hint"
          data-testid="buy-reminder"
        />{' '}
        {bt('dialog.reminder')}
      </label>
      <p id="buy-reminder-hint" className="buy__note">
        {bt('dialog.reminderHint')}
      </p>
      <p className="buy__note">{bt('dialog.leaveNote', { insurer })}</p>
      {error ? (
        <p className="lead__error" role="alert" data-testid="buy-error">
          {error}
        </p>
      ) : null}
      {leaving ? (
        <p className="buy__status" role="status" data-testid="buy-leaving">
          {bt('dialog.leaving', { insurer })}
        </p>
      ) : null}
      <div className="lead__actions">
        <button type="submit" className="button" disabled={sending || leaving} data-testid="buy-continue">
          {sending
            ? bt('dialog.sending')
            : repriced
              ? bt('dialog.repricedContinue')
              : bt('dialog.continue', { insurer })}
        </button>
        <button type="button" className="button button--outline" onClick={actions.onClose}>
          {bt('dialog.cancel')}
        </button>
      </div>
    </form>
  );
}

function priceTable(bt: TFunction, preview: HandoffPreview): ReactNode {
  const { price } = preview;
  return (
    <table className="breakdown" data-testid="buy-price">
      <tbody>
        <tr>
          <th scope="row">{bt('dialog.premium')}</th>
          <td>
            <Money value={aed(price.premiumFils)} />
          </td>
        </tr>
        <tr>
          <th scope="row">{bt('dialog.vat')}</th>
          <td>
            <Money value={aed(price.vatFils)} />
          </td>
        </tr>
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">{bt('dialog.total')}</th>
          <td data-testid="buy-total">
            <Money value={aed(price.totalFils)} />
          </td>
        </tr>
      </tfoot>
    </table>
  );
}

function ValidUntil({ iso }: { iso: string }) {
  const { date } = useUi();
  return <bdi>{date(iso, true)}</bdi>;
}
