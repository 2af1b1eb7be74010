import { useState, type FormEvent, type ReactNode } from 'react';
import { PasskeySignIn } from './passkey-sign-in';
import type { ConsoleApi, ConsoleMe, ConsoleSectionProps } from './types';

type Step = 'password' | 'code' | 'accept' | 'confirm';
const inviteToken = () => new URLSearchParams(window.location.hash.slice(1)).get('invite');
const CODE_PROPS = {
  inputMode: 'numeric',
  pattern: '[0-9]{6}',
  maxLength: 6,
  autoComplete: 'one-time-code',
  dir: 'ltr',
} as const;

function Form(props: {
  heading: string;
  button: string;
  onSubmit: (f: FormData) => Promise<void>;
  children: ReactNode;
  id: string;
}) {
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async (ev: FormEvent<HTMLFormElement>) => {
    ev.preventDefault();
    setError('');
    setBusy(true);
    try {
      await props.onSubmit(new FormData(ev.currentTarget));
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form id={props.id} className="cs-card cs-form" onSubmit={(e) => void submit(e)}>
      <h2>{props.heading}</h2>
      {props.children}
      <button type="submit" disabled={busy}>
        {props.button}
      </button>
      <p className="cs-error" role="alert">
        {error}
      </p>
    </form>
  );
}

function Field(props: { label: string; name: string; type: string; extra?: Record<string, unknown> }) {
  return (
    <label>
      {props.label}
      <input name={props.name} type={props.type} required {...props.extra} />
    </label>
  );
}

/**
 * The signed-out screens (decision 0114, formerly the page's inline script): e-mail and password, then the
 * authenticator code; or, from an invitation link (`#invite=<token>`, never sent to the server in the address),
 * a new password, then the authenticator key shown once and a code to confirm it.
 */
export function SignIn(props: {
  t: ConsoleSectionProps['t'];
  api: ConsoleApi;
  onSignedIn: (me: ConsoleMe) => void;
}) {
  const { t, api } = props;
  const [invite] = useState(inviteToken);
  const [step, setStep] = useState<Step>(invite ? 'accept' : 'password');
  const [ticket, setTicket] = useState('');
  const [secret, setSecret] = useState<{ secret: string; otpauthUri: string } | null>(null);
  const k = (key: string) => t(`console:${key}`);
  const done = (me: ConsoleMe) => {
    if (invite) window.history.replaceState(null, '', window.location.pathname);
    props.onSignedIn(me);
  };

  if (step === 'code')
    return (
      <Form
        id="console-code"
        heading={k('signIn.codeHeading')}
        button={k('signIn.submit')}
        onSubmit={async (f) =>
          done(await api<ConsoleMe>('sign-in/code', { body: { ticket, code: f.get('code') } }))
        }
      >
        <Field label={k('signIn.code')} name="code" type="text" extra={{ ...CODE_PROPS, autoFocus: true }} />
      </Form>
    );
  if (step === 'accept')
    return (
      <Form
        id="console-accept"
        heading={k('invite.heading')}
        button={k('invite.next')}
        onSubmit={async (f) => {
          if (f.get('password') !== f.get('repeat')) throw new Error(k('invite.mismatch'));
          setSecret(
            await api<{ secret: string; otpauthUri: string }>('invitations/accept', {
              body: { token: invite, password: f.get('password') },
            }),
          );
          setStep('confirm');
        }}
      >
        <p>{k('invite.intro')}</p>
        <Field
          label={k('invite.password')}
          name="password"
          type="password"
          extra={{ minLength: 12, autoComplete: 'new-password' }}
        />
        <Field
          label={k('invite.repeat')}
          name="repeat"
          type="password"
          extra={{ minLength: 12, autoComplete: 'new-password' }}
        />
      </Form>
    );
  if (step === 'confirm')
    return (
      <Form
        id="console-confirm"
        heading={k('invite.secretHeading')}
        button={k('invite.confirm')}
        onSubmit={async (f) =>
          done(await api<ConsoleMe>('invitations/confirm', { body: { token: invite, code: f.get('code') } }))
        }
      >
        <p>{k('invite.secretIntro')}</p>
        <p>
          <a href={secret?.otpauthUri ?? '#'}>{k('invite.uri')}</a>
        </p>
        <p>
          {k('invite.secret')}:{' '}
          <code id="console-secret" dir="ltr">
            {secret?.secret}
          </code>
        </p>
        <Field label={k('invite.code')} name="code" type="text" extra={CODE_PROPS} />
      </Form>
    );
  return (
    <>
      <Form
        id="console-sign-in"
        heading={k('signIn.heading')}
        button={k('signIn.next')}
        onSubmit={async (f) => {
          const r = await api<{ ticket: string }>('sign-in', {
            body: { email: f.get('email'), password: f.get('password') },
          });
          setTicket(r.ticket);
          setStep('code');
        }}
      >
        <Field
          label={k('signIn.email')}
          name="email"
          type="email"
          extra={{ autoComplete: 'username', dir: 'ltr' }}
        />
        <Field
          label={k('signIn.password')}
          name="password"
          type="password"
          extra={{ autoComplete: 'current-password', dir: 'ltr' }}
        />
      </Form>
      <PasskeySignIn t={t} api={api} onSignedIn={done} />
    </>
  );
}
