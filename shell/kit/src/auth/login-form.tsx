import { useState, type FormEvent } from 'react';
import { LoginSchema, fr } from '@portal/contracts';
import { isApiError } from '../http/api-error.js';
import { sessionStore } from '../session/session-store.js';
import { logIn } from './auth-calls.js';
import { AuthField, AuthFrame } from './auth-frame.js';

type FieldErrors = { username?: string; password?: string };

/**
 * The login screen (spec 00 §7 `POST /login_check`): French field checks from the contracts'
 * schema, the server's French refusal, previous logins offered in the e-mail field.
 */
export function LoginForm(props: { title: string; onForgotPassword?: () => void; notice?: string }) {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [error, setError] = useState<string | undefined>(props.notice);
  const [busy, setBusy] = useState(false);
  const previous = sessionStore.previousLogins();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = LoginSchema.safeParse({ username, password });
    if (!parsed.success) {
      const errors: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if ((field === 'username' || field === 'password') && !errors[field]) errors[field] = issue.message;
      }
      setFieldErrors(errors);
      return;
    }
    setFieldErrors({});
    setError(undefined);
    setBusy(true);
    try {
      await logIn(parsed.data.username, parsed.data.password);
    } catch (failure) {
      sessionStore.clear();
      setError(isApiError(failure) ? failure.message : fr.NETWORK_UNKNOWN);
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthFrame title={props.title} subtitle="Connectez-vous pour accéder à votre espace.">
      <form onSubmit={(event) => void submit(event)} noValidate aria-label="Connexion">
        {error ? (
          <div className="portal-auth__error" role="alert">
            {error}
          </div>
        ) : null}
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
        <button className="portal-auth__submit" type="submit" disabled={busy}>
          {busy ? 'Connexion…' : 'Se connecter'}
        </button>
      </form>
      {props.onForgotPassword ? (
        <button type="button" className="portal-auth__link" onClick={props.onForgotPassword}>
          Mot de passe oublié ?
        </button>
      ) : null}
    </AuthFrame>
  );
}
