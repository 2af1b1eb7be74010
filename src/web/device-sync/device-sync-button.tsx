import { useT } from '../i18n/use-t';
import { useWidget } from '../widgets/collector';

/** The strings the dialog needs in the browser, rendered once into the button (no catalogue in the browser). */
export const DEVICE_SYNC_UI_KEYS = [
  'title',
  'close',
  'phoneIntro',
  'getCode',
  'codeIs',
  'codeNote',
  'scanHint',
  'enterTitle',
  'enterHint',
  'codeLabel',
  'open',
  'codeFormat',
  'qrTitle',
  'showQr',
  'qrHint',
  'failed',
] as const;
export type DeviceSyncStrings = Record<(typeof DEVICE_SYNC_UI_KEYS)[number], string>;

/**
 * The QR-scanner icon of the home page (docs/product/pages.md 'Page shell': on home, mobile shows a QR-scanner
 * icon; decision 0109). A plain button; `enhance.ts` loads the dialog's code only when it is pressed, so the home page's
 * JavaScript grows by the few lines of the enhancer. On a phone the dialog gives a code for the computer
 * (getOtpForMobileToWeb); on a computer it takes the phone's code (verifyOtpForMobileToWeb) and shows a QR that
 * opens the latest search on the phone (getQrForWebToMobile).
 */
export function DeviceSyncButton() {
  const { t } = useT('deviceSync');
  const widget = useWidget('device-sync');
  const strings = Object.fromEntries(DEVICE_SYNC_UI_KEYS.map((k) => [k, t(`ui.${k}`)]));
  return (
    <button
      type="button"
      className="icon-button device-sync"
      aria-label={t('ui.button')}
      aria-haspopup="dialog"
      data-strings={JSON.stringify(strings)}
      data-testid="device-sync"
      {...widget}
    >
      <svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24">
        <path
          d="M3 8V3h5M16 3h5v5M21 16v5h-5M8 21H3v-5M7 7h4v4H7zM13 13h4v4h-4zM13 7h4v2M7 15h2v2"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        />
      </svg>
    </button>
  );
}
