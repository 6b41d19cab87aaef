import { useState, type FormEvent } from 'react';
import { ForgotPasswordSchema, MessageResponseSchema } from '@portal/contracts';
import { AuthField, AuthFrame, AuthMessage, AuthSubmit, callApi, useAuthAction } from '@portal/kit/core';

/** `POST user/forgot-password`: always the same French answer, whether the account exists or not. */
export function ForgotPasswordForm(props: { onBack: () => void }) {
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const { busy, error, done, run } = useAuthAction<string>();

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = ForgotPasswordSchema.safeParse({ email });
    setFieldError(parsed.error?.issues[0]?.message);
    if (!parsed.success) return;
    const body = parsed.data;
    void run(async () => {
      const answer = await callApi('identity', '/user/forgot-password', {
        method: 'POST',
        body,
        schema: MessageResponseSchema,
        notify: false,
      });
      return answer.message;
    });
  }

  return (
    <AuthFrame title="Mot de passe oublié" subtitle="Saisissez votre adresse e-mail : nous vous enverrons un lien.">
      {done ? (
        <AuthMessage kind="success">{done}</AuthMessage>
      ) : (
        <form onSubmit={submit} noValidate aria-label="Mot de passe oublié">
          <AuthMessage kind="error">{error}</AuthMessage>
          <AuthField
            label="Adresse e-mail"
            name="email"
            type="email"
            autoComplete="username"
            value={email}
            onChange={setEmail}
            error={fieldError}
          />
          <AuthSubmit busy={busy}>Envoyer le lien</AuthSubmit>
        </form>
      )}
      <button type="button" className="portal-auth__link" onClick={props.onBack}>
        Retour à la connexion
      </button>
    </AuthFrame>
  );
}
