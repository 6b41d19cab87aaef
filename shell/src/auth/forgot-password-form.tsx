import { useState, type FormEvent } from 'react';
import { ForgotPasswordSchema, MessageResponseSchema, fr } from '@portal/contracts';
import { AuthField, AuthFrame, callApi, isApiError } from '@portal/kit/core';

/** `POST user/forgot-password`: always the same French answer, whether the account exists or not. */
export function ForgotPasswordForm(props: { onBack: () => void }) {
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const [error, setError] = useState<string>();
  const [done, setDone] = useState<string>();
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = ForgotPasswordSchema.safeParse({ email });
    if (!parsed.success) return setFieldError(parsed.error.issues[0]?.message);
    setFieldError(undefined);
    setError(undefined);
    setBusy(true);
    try {
      const answer = await callApi('identity', '/user/forgot-password', {
        method: 'POST',
        body: parsed.data,
        schema: MessageResponseSchema,
        notify: false,
      });
      setDone(answer.message);
    } catch (failure) {
      setError(isApiError(failure) ? failure.message : fr.NETWORK_UNKNOWN);
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthFrame title="Mot de passe oublié" subtitle="Saisissez votre adresse e-mail : nous vous enverrons un lien.">
      {done ? (
        <div className="portal-auth__success" role="status">
          {done}
        </div>
      ) : (
        <form onSubmit={(event) => void submit(event)} noValidate aria-label="Mot de passe oublié">
          {error ? (
            <div className="portal-auth__error" role="alert">
              {error}
            </div>
          ) : null}
          <AuthField
            label="Adresse e-mail"
            name="email"
            type="email"
            autoComplete="username"
            value={email}
            onChange={setEmail}
            error={fieldError}
          />
          <button className="portal-auth__submit" type="submit" disabled={busy}>
            Envoyer le lien
          </button>
        </form>
      )}
      <button type="button" className="portal-auth__link" onClick={props.onBack}>
        Retour à la connexion
      </button>
    </AuthFrame>
  );
}
