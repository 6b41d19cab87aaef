import { useState, type FormEvent } from 'react';
import { LoginSchema } from '@portal/contracts';
import { sessionStore } from '../session/session-store.js';
import { logIn } from './auth-calls.js';
import { AuthField, AuthFrame, AuthMessage, AuthSubmit } from './auth-frame.js';
import { useAuthAction } from './use-auth-action.js';

type FieldErrors = { username?: string; password?: string };

/**
 * The login screen (spec 00 §7 `POST /login_check`): French field checks from the contracts'
 * schema, the server's French refusal, previous logins offered in the e-mail field.
 */
export function LoginForm(props: { title: string; onForgotPassword?: () => void; notice?: string }) {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const { busy, error, run } = useAuthAction<void>();
  const previous = sessionStore.previousLogins();

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = LoginSchema.safeParse({ username, password });
    const errors: FieldErrors = {};
    for (const issue of parsed.error?.issues ?? []) {
      const field = issue.path[0];
      if ((field === 'username' || field === 'password') && !errors[field]) errors[field] = issue.message;
    }
    setFieldErrors(errors);
    if (parsed.success) {
      void run(() =>
        logIn(parsed.data.username, parsed.data.password).catch((failure: unknown) => {
          sessionStore.clear();
          throw failure;
        }),
      );
    }
  }

  return (
    <AuthFrame title={props.title} subtitle="Connectez-vous pour accéder à votre espace.">
      <form onSubmit={submit} noValidate aria-label="Connexion">
        <AuthMessage kind="error">{error ?? props.notice}</AuthMessage>
        <AuthField
          label="Adresse e-mail"
          name="username"
          type="email"
          autoComplete="username"
          list="portal-previous-logins"
          value={username}
          onChange={setUsername}
          error={fieldErrors.username}
        />
        <datalist id="portal-previous-logins">
          {previous.map((email) => (
            <option key={email} value={email} />
          ))}
        </datalist>
        <AuthField
          label="Mot de passe"
          name="password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={setPassword}
          error={fieldErrors.password}
        />
        <AuthSubmit busy={busy}>{busy ? 'Connexion…' : 'Se connecter'}</AuthSubmit>
      </form>
      {props.onForgotPassword ? (
        <button type="button" className="portal-auth__link" onClick={props.onForgotPassword}>
          Mot de passe oublié ?
        </button>
      ) : null}
    </AuthFrame>
  );
}
