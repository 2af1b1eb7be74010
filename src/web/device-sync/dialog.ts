import { MOBILE_BREAKPOINT_PX } from '../../shared/domain/constants';
import { apiPost, type ApiResult } from '../session/request';
import { sessionReady } from '../session/ready';
import { createDialog, type DialogController } from '../ui/dialog/dialog';
import { el } from '../ui/el';
import type { DeviceSyncStrings } from './device-sync-button';

type Otp = { data: { otp: string; expiresAt: string } };
type Qr = { data: { url: string; svg: string; expiresAt: string } };
type Verified = { data: { url: string } };

const SIX_DIGITS = /^\d{6}$/;

function stringsOf(root: HTMLElement): DeviceSyncStrings {
  try {
    return JSON.parse(root.dataset.strings ?? '{}') as DeviceSyncStrings;
  } catch {
    return {} as DeviceSyncStrings;
  }
}

/** The server's message of a refusal (it is in the page's language), or the generic one. */
const messageOf = (r: ApiResult<unknown>, s: DeviceSyncStrings) =>
  !r.ok && r.status >= 400 && r.status < 500 && r.message ? r.message : s.failed;

/** What the phone says of itself: the platform and browser families only (nothing that names a person). */
export function deviceInfo(ua: string): {
  platform?: string;
  browser?: string;
  deviceType: 'mobile' | 'tablet';
} {
  const platform = /Android/.test(ua) ? 'Android' : /iPhone|iPad|iPod/.test(ua) ? 'iOS' : undefined;
  const browser = /EdgA?\//.test(ua)
    ? 'Edge'
    : /SamsungBrowser/.test(ua)
      ? 'Samsung Internet'
      : /CriOS|Chrome\//.test(ua)
        ? 'Chrome'
        : /FxiOS|Firefox\//.test(ua)
          ? 'Firefox'
          : /Safari\//.test(ua)
            ? 'Safari'
            : undefined;
  return {
    ...(platform ? { platform } : {}),
    ...(browser ? { browser } : {}),
    deviceType: /iPad|Tablet/.test(ua) ? 'tablet' : 'mobile',
  };
}

/** The phone's side: a code for the computer, and how to scan the computer's QR. */
function phonePanel(s: DeviceSyncStrings): HTMLElement {
  const status = el('p', { class: 'device-sync__status', role: 'status', 'aria-live': 'polite' });
  const code = el('p', {
    class: 'device-sync__code',
    dir: 'ltr',
    'data-testid': 'device-sync-code',
    hidden: '',
  });
  const note = el('p', { class: 'device-sync__note', hidden: '' }, s.codeNote);
  const label = el('p', { class: 'device-sync__label', hidden: '' }, s.codeIs);
  const get = el('button', { type: 'button', class: 'button' }, s.getCode);
  get.addEventListener('click', () => {
    get.disabled = true;
    status.textContent = '';
    void sessionReady()
      .then(() => apiPost<Otp>('/api/getOtpForMobileToWeb', { deviceInfo: deviceInfo(navigator.userAgent) }))
      .then((r) => {
        get.disabled = false;
        if (!r.ok) {
          status.textContent = messageOf(r, s);
          return;
        }
        code.textContent = r.data.data.otp;
        code.setAttribute('aria-label', `${s.codeIs}: ${r.data.data.otp.split('').join(' ')}`);
        label.hidden = false;
        code.hidden = false;
        note.hidden = false;
      });
  });
  return el(
    'div',
    { class: 'device-sync__panel' },
    el('p', {}, s.phoneIntro),
    get,
    label,
    code,
    note,
    status,
    el('p', { class: 'device-sync__hint' }, s.scanHint),
  );
}

/** The computer's side: type the phone's code; or show a QR that opens the latest search on the phone. */
function desktopPanel(s: DeviceSyncStrings): HTMLElement {
  const status = el('p', { class: 'device-sync__status', role: 'status', 'aria-live': 'polite' });
  const input = el('input', {
    id: 'device-sync-otp',
    class: 'device-sync__input',
    inputmode: 'numeric',
    autocomplete: 'one-time-code',
    maxlength: '6',
    pattern: '[0-9]{6}',
    dir: 'ltr',
    'data-testid': 'device-sync-otp',
  });
  const submit = el('button', { type: 'submit', class: 'button' }, s.open);
  const form = el(
    'form',
    { class: 'device-sync__form', novalidate: '' },
    el('label', { for: 'device-sync-otp', class: 'device-sync__label' }, s.codeLabel),
    input,
    submit,
  );
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    const otp = input.value.replace(/\s/g, '');
    if (!SIX_DIGITS.test(otp)) {
      status.textContent = s.codeFormat;
      input.focus();
      return;
    }
    submit.disabled = true;
    status.textContent = '';
    void sessionReady()
      .then(() => apiPost<Verified>('/api/verifyOtpForMobileToWeb', { otp }))
      .then((r) => {
        submit.disabled = false;
        if (r.ok) location.assign(r.data.data.url);
        else status.textContent = messageOf(r, s);
      });
  });

  const qrStatus = el('p', { class: 'device-sync__status', role: 'status', 'aria-live': 'polite' });
  const qrBox = el('div', { class: 'device-sync__qr', hidden: '' });
  const show = el('button', { type: 'button', class: 'button button--outline' }, s.showQr);
  show.addEventListener('click', () => {
    show.disabled = true;
    qrStatus.textContent = '';
    void sessionReady()
      .then(() => apiPost<Qr>('/api/getQrForWebToMobile', {}))
      .then((r) => {
        show.disabled = false;
        if (!r.ok) {
          qrStatus.textContent = messageOf(r, s);
          return;
        }
        // The server's SVG as an image (never as markup): nothing in it can run.
        const img = el('img', {
          src: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(r.data.data.svg)}`,
          alt: s.qrTitle,
          width: '200',
          height: '200',
          'data-testid': 'device-sync-qr',
        });
        qrBox.replaceChildren(img, el('p', { class: 'device-sync__hint' }, s.qrHint));
        qrBox.hidden = false;
      });
  });
  return el(
    'div',
    { class: 'device-sync__panel' },
    el('h3', { class: 'device-sync__subtitle' }, s.enterTitle),
    el('p', {}, s.enterHint),
    form,
    status,
    el('h3', { class: 'device-sync__subtitle' }, s.qrTitle),
    show,
    qrStatus,
    qrBox,
  );
}

let controller: DialogController | undefined;

/** Opens the device-sync dialog (made once per page), the phone's or the computer's side by the screen width. */
export function openDeviceSync(root: HTMLElement): void {
  if (!controller) {
    const s = stringsOf(root);
    const mobile =
      typeof window.matchMedia === 'function' &&
      window.matchMedia(`(max-width: ${MOBILE_BREAKPOINT_PX}px)`).matches;
    const close = el(
      'button',
      { type: 'button', class: 'icon-button popup__close', 'aria-label': s.close, 'data-dialog-close': '' },
      '×',
    );
    const dialog = el(
      'dialog',
      {
        class: 'dialog device-sync-dialog',
        'aria-labelledby': 'device-sync-title',
        'data-testid': 'device-sync-dialog',
      },
      el(
        'div',
        { class: 'dialog__head' },
        el('h2', { id: 'device-sync-title', class: 'dialog__title' }, s.title),
        close,
      ),
      mobile ? phonePanel(s) : desktopPanel(s),
    );
    document.body.append(dialog);
    controller = createDialog(dialog, { returnFocus: root });
  }
  controller.open();
}
