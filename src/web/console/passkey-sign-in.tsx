import { useState } from 'react';
import { signInWithPasskey } from './passkey';
import { passkeyMessage } from './passkey-words';
import type { ConsoleApi, ConsoleMe, ConsoleSectionProps } from './types';

/**
 * The sign-in screen's passkey button (decision 0117): no e-mail needed, the browser offers the passkeys it holds
 * for this site (discoverable credentials, user verification required). Ends signed in like the code step.
 */
export function PasskeySignIn(props: {
  t: ConsoleSectionProps['t'];
  api: ConsoleApi;
  onSignedIn: (me: ConsoleMe) => void;
}) {
  const { t, api } = props;
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const go = async () => {
    setBusy(true);
    setError('');
    try {
      props.onSignedIn(await signInWithPasskey(api));
    } catch (e) {
      setError(passkeyMessage(t, e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="cs-card cs-form" aria-labelledby="console-passkey-heading">
      <h2 id="console-passkey-heading">{t('consolePasskeys:signIn.or')}</h2>
      <button type="button" id="console-passkey-sign-in" disabled={busy} onClick={() => void go()}>
        {t('consolePasskeys:signIn.button')}
      </button>
      <p className="cs-muted">{t('consolePasskeys:signIn.hint')}</p>
      <p className="cs-error" role="alert">
        {error}
      </p>
    </section>
  );
}
