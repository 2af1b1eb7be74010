import { useT } from '../../i18n/use-t';
import { localizedPath } from '../../../shared/domain/locales';
import { SOURCE, isPartnerSource } from '../../../shared/domain/sources';
import { ACCOUNT_PATH } from '../../../shared/contracts/account-constants';
import type { ShellModel } from '../../../shared/contracts/render';
import type { SignInStrings } from '../../account/sign-in-view';
import { useWidget } from '../collector';

/** The sign-in modal's strings (plain module: they travel with the button, not in a catalogue download). */
export const SIGN_IN_STRING_KEYS = [
  'title',
  'mobileLabel',
  'continue',
  'mobileRequired',
  'mobileInvalid',
  'codeLabel',
  'sentTo',
  'alreadySent',
  'resent',
  'resendIn',
  'verify',
  'edit',
  'resend',
  'otpRequired',
  'otpShort',
  'success',
  'close',
  'failed',
  'offline',
  'timeout',
  'retry',
  'prompt',
] as const satisfies readonly (keyof SignInStrings)[];

/**
 * The header's account button (docs/product/account.md 'Sign-in modal'; decision 0031). The server renders the
 * label the source decides, never the visitor's state (the page cache keeps pages visitor-neutral); `enhance.ts`
 * asks GET /api/auth/session when the sign-in hint cookie is present and opens the modal on a press.
 */
export function AccountButton({ m, label, className }: { m: ShellModel; label: string; className: string }) {
  const widget = useWidget('account-button');
  const { t } = useT('account');
  const { t: common } = useT('common');
  const strings = Object.fromEntries(SIGN_IN_STRING_KEYS.map((k) => [k, t(`signIn.${k}`)]));
  return (
    <button
      type="button"
      className={className}
      aria-haspopup="dialog"
      data-testid="sign-in"
      data-account-href={localizedPath(ACCOUNT_PATH, m.lang)}
      data-label-account={common('header.account')}
      data-skip-modal={isPartnerSource(m.sourceId) ? '' : undefined}
      data-keep-label={m.sourceId === SOURCE.MBANK ? '' : undefined}
      data-strings={JSON.stringify(strings)}
      {...widget}
    >
      {label}
    </button>
  );
}
